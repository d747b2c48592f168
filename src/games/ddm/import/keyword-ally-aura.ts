// "<Keyword>[ and <Keyword>] allies within N[ squares] have +A attack[ and +D damage]" / "… have +D Damage"
// (Champion of Hruggeck, its file's "Goblinallies" read as two words; Lolth's Wrath) — the continuous
// `aura-ally-bonus` (abilities/continuous/aura-ally-bonus.ts) — ddm-battle-rules-2011, "Continuous
// Powers", Aura; "Bonuses and Penalties". Another wording (a state such as Bloodied instead of a
// keyword, a bonus with a condition after it): null.
import type { PowerInput } from '../cards/schema.js';

// Case-sensitive on purpose: keywords are capitalised words.
const RE =
  /^([^:]{1,50}):\s*([A-Z][a-z]+(?: (?:and|or) [A-Z][a-z]+)*)\s*allies within (\d+)(?: squares)? have (?:\+(\d+) [Aa]ttack(?: and \+(\d+) [Dd]amage)?|\+(\d+) [Dd]amage)\.?$/;
/** Words in that place that name a state, not a keyword. */
const NOT_KEYWORDS = new Set(['Bloodied', 'Adjacent', 'Nearby', 'Other', 'All']);

export function readKeywordAllyAura(text: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(text.trim());
  if (!m || limit !== undefined) return null;
  const keywords = (m[2] ?? '').split(/ (?:and|or) /);
  if (keywords.some((k) => NOT_KEYWORDS.has(k))) return null;
  const attack = Number(m[4] ?? 0);
  const damage = Number(m[5] ?? m[6] ?? 0);
  return { kind: 'continuous', name: (m[1] ?? '').trim(), effect: { kind: 'aura-ally-bonus', keywords, radius: Number(m[3]), attack, damage } };
}
