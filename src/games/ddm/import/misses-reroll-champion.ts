// Champion powers "Use when a[ <Keyword>[ or <Keyword>]] ally (creature) misses [with] a(n)[ {m} / {r}]
// attack[ while charging]: Re-roll (Reroll) that attack[ roll][ instead]", "Use when any attack roll
// misses. Reroll that attack", "Use when an ally's {m} attack misses a Bloodied enemy. Reroll that
// attack" (ddm-battle-rules-2011, "Champion Powers", "Attack Roll"; guidelines "Attack sequence" B3: a
// re-roll answers the roll before the miss stands). Read as a composed trigger — MissRoll: an attack
// roll that missed, with the qualifiers printed (the attacker an ally or any creature, its keywords,
// the attack's kind, a charge, the target an enemy and bloodied) — × effect `reroll-attack` (the
// attacker rolls that attack roll again; the new roll stands). "<Keyword> creature" is a creature of
// either side with the keyword (our reading, as for the start-of-round bonuses). A re-roll with a cost
// ("That ally takes 5 damage, then rerolls") or a damage-type qualifier stays a gap.
import type { ChampionPower, TriggerCondition } from '../cards/schema.js';

const KW = '[a-z]+(?:-[a-z]+)?';
const RE = new RegExp(
  '^use when (?:any attack roll misses|(?:an? (?:(' +
    KW +
    '(?: or ' +
    KW +
    ")?) )?(ally|creature)|any creature)(?:'s (\\{m\\}|\\{r\\}) attack misses(?: an? (bloodied) enemy)?| misses(?: with)?(?: an?\\s*(\\{m\\}|\\{r\\})?\\s*attack)?( while charging)?))\\s*[:;.,]\\s*re-?roll that attack(?: roll)?(?: instead)?$",
  'i',
);

/** Words printed before "ally" / "creature" that name no keyword. */
const NOT_KEYWORDS = new Set(['good', 'evil', 'unaligned', 'living', 'adjacent', 'other', 'allied', 'enemy', 'bloodied', 'any']);
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

export function readMissesRerollChampion(body: string): ChampionPower | null {
  const m = RE.exec(body.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const conditions: TriggerCondition[] = [{ kind: 'missed' }];
  if ((m[2] ?? '').toLowerCase() === 'ally') conditions.push({ kind: 'actor-is', who: 'ally' });
  if (m[1] !== undefined) {
    const [keyword, ...or] = m[1].split(/ or /i).map(cap);
    if (!keyword || [keyword, ...or].some((k) => NOT_KEYWORDS.has(k.toLowerCase()))) return null;
    conditions.push({ kind: 'has-keyword', keyword, ...(or.length > 0 ? { or } : {}), of: 'actor' });
  }
  const kind = (m[3] ?? m[5] ?? '').toLowerCase();
  if (kind === '{m}') conditions.push({ kind: 'attack-kind', kinds: ['melee'] });
  else if (kind === '{r}') conditions.push({ kind: 'attack-kind', kinds: ['ranged'] });
  if (m[4] !== undefined) conditions.push({ kind: 'target-is', who: 'enemy' }, { kind: 'bloodied', of: 'target' });
  if (m[6] !== undefined) conditions.push({ kind: 'charge-attack' });
  return { trigger: { event: 'MissRoll', conditions }, effect: { kind: 'reroll-attack' } };
}
