// Champion powers "Use when a[ Bloodied][ <Keyword>] ally hits [an enemy | a <Bloodied | condition> enemy |
// a <Size> or larger enemy] [with a(n) {m} | {r} | opportunity attack]: +N Damage on that attack" and
// "…: That ally heals N HP" (ddm-battle-rules-2011,
// "Champion Powers", "Bonuses and Penalties": a champion's "+10 Damage on that attack";
// guidelines "Attack sequence" B5: a hit's triggers before its damage). Read as a composed trigger —
// Hit: an ally's attack that hits, with the target and attack qualifiers printed — × effect
// `damage-bonus` (that attack's damage, once per attack: "Duplicate Effects") or `heal-each` for that
// ally (target part `that-creature`: the hitting ally). The plain melee printing stays the named
// trigger `ally-hits-melee` (language-powers.ts); a bonus that changes with the target ("+20 Damage
// instead against a Giant target") stays a gap.
import { CONDITIONS, type ChampionPower, type Size, type TriggerCondition } from '../cards/schema.js';

const RE =
  /^use when an? (bloodied )?(?:(?!bloodied )([a-z]+(?:-[a-z]+)?) )?ally hits(?: an? (?:(small|medium|large|huge) or larger |([a-z]+) )?enemy)?(?: with an? (?:(\{m\}|\{r\}|melee|ranged|opportunity) ?)?attack)?\s*[:;.,]\s*(?:\+(\d+) damage (?:on|to) that attack|that ally heals (\d+) hp)$/i;

/** Words printed before "ally" that name no keyword. */
const NOT_KEYWORDS = new Set(['good', 'evil', 'unaligned', 'living', 'adjacent', 'other', 'allied', 'unique', 'small', 'medium', 'large', 'huge']);
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

export function readAllyHitsChampion(body: string): ChampionPower | null {
  const m = RE.exec(body.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const conditions: TriggerCondition[] = [{ kind: 'hit' }, { kind: 'actor-is', who: 'ally' }];
  // "a Bloodied ally hits": the hitting ally is bloodied as it hits.
  if (m[1] !== undefined) conditions.push({ kind: 'bloodied', of: 'actor' });
  // "a Halfling ally hits", "an Undead ally hits": the hitting ally has the keyword.
  const keyword = m[2];
  if (keyword !== undefined) {
    if (NOT_KEYWORDS.has(keyword.toLowerCase())) return null;
    conditions.push({ kind: 'has-keyword', keyword: cap(keyword), of: 'actor' });
  }
  // "hits an enemy", "hits a Medium or larger enemy", "hits a Bloodied enemy".
  if (/ ally hits an? (?:\S+ (?:or larger )?)?enemy/i.test(body)) conditions.push({ kind: 'target-is', who: 'enemy' });
  const size = m[3];
  if (size !== undefined) conditions.push({ kind: 'size-at-least', min: cap(size.toLowerCase()) as Size, of: 'target' });
  const state = (m[4] ?? '').toLowerCase();
  if (state !== '') {
    const condition = CONDITIONS.find((c) => c.toLowerCase() === state);
    if (state === 'bloodied') conditions.push({ kind: 'bloodied', of: 'target' });
    else if (condition) conditions.push({ kind: 'has-condition', condition, of: 'target' });
    else return null;
  }
  const kind = (m[5] ?? '').toLowerCase();
  if (kind === '{m}' || kind === 'melee') conditions.push({ kind: 'attack-kind', kinds: ['melee'] });
  else if (kind === '{r}' || kind === 'ranged') conditions.push({ kind: 'attack-kind', kinds: ['ranged'] });
  else if (kind === 'opportunity') conditions.push({ kind: 'opportunity-attack' });
  const trigger = { event: 'Hit' as const, conditions };
  if (m[6] !== undefined) return { trigger, effect: { kind: 'damage-bonus', amount: Number(m[6]) } };
  return { trigger, effect: { kind: 'heal-each', amount: Number(m[7]) }, target: { kind: 'that-creature' } };
}
