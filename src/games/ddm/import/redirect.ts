// Bodyguard and its kin — "[Immediate action, ]use when (Immediate, when) an enemy targets an adjacent
// [<Keyword>[ or <Keyword>]|Bloodied] ally (an ally adjacent to this creature) with an [{m}|{r}|{m} or
// {r}] attack: Redirect that (the) attack to this creature[ as an immediate action]", and the passive
// "an adjacent [<Keyword> …] ally (an ally adjacent to this creature) is targeted by an [{m}…] attack"
// — read into a triggered power × effect `redirect-to-self` (guidelines "Declare target(s)" T3,
// redirect effects; ddm-battle-rules-2011, "Activated Powers", "Immediate Actions").
//
// Unqualified, the active wording is the named trigger `enemy-attacks-adjacent-ally` (a starter
// warband creature's power). A qualified ally or attack, or the passive wording, is a composed trigger on
// TargetsDeclared: the attack not already redirected, its target an ally on the map adjacent to this
// creature, with the keyword(s) or bloodied, the attack of the kinds printed; the attacker an enemy
// ("an enemy targets"), or any creature ("is targeted by an attack": our literal reading). A composed
// trigger has no area-order answer (rules/roll-order.ts), so an area attack's roll order is not offered
// because of such a power (docs/ddm.md).
import type { PowerInput, TriggerCondition } from '../cards/schema.js';

const KIND = String.raw`(?:(\{m\} or \{r\}|\{m\}|\{r\}|melee|ranged) )?`;
const ALLY = String.raw`(?:an adjacent,? ([A-Z][\w-]*(?: or [A-Z][\w-]*)?) ally|an adjacent ally|an? ([A-Z][\w-]*(?: or [A-Z][\w-]*)?) ally adjacent to this creature|an ally adjacent to this creature)`;
const ACTIVE = new RegExp(String.raw`^an enemy targets ${ALLY} with an? ${KIND}attack$`);
const PASSIVE = new RegExp(String.raw`^${ALLY} is targeted by an? ${KIND}attack$`);
const SENTENCE = /^(immediate(?: action)?,\s*)?(?:use when|when)\s+(.+?)\s*[:;,.]\s+redirect (?:that|the) attack to this creature( as an immediate action)?$/i;
/** Words before "ally" that are not keywords. */
const NOT_KEYWORDS = ['Good', 'Evil', 'Unaligned', 'Champion', 'Small', 'Medium', 'Large', 'Huge', 'Unique'];

function qualifiers(words: string | undefined): TriggerCondition[] | null {
  if (!words) return [];
  if (words === 'Bloodied') return [{ kind: 'bloodied', of: 'target' }];
  const [keyword, ...or] = words.split(' or ');
  if (!keyword || [keyword, ...or].some((k) => NOT_KEYWORDS.includes(k) || k === 'Bloodied')) return null;
  return [{ kind: 'has-keyword', keyword, ...(or.length ? { or } : {}), of: 'target' }];
}

const KINDS: Readonly<Record<string, readonly ('melee' | 'ranged')[]>> = {
  '{m}': ['melee'],
  melee: ['melee'],
  '{r}': ['ranged'],
  ranged: ['ranged'],
  '{m} or {r}': ['melee', 'ranged'],
};

export function readRedirect(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = SENTENCE.exec(body.replace(/\u2019/g, "'"));
  if (!m) return null;
  const clause = m[2] ?? '';
  const active = ACTIVE.exec(clause);
  const passive = active ? null : PASSIVE.exec(clause);
  const w = active ?? passive;
  if (!w) return null;
  const quals = qualifiers(w[1] ?? w[2]);
  if (!quals) return null;
  const kinds = w[3] ? KINDS[w[3]] : undefined;
  const action = m[1] !== undefined || m[3] !== undefined ? 'immediate' : 'none';
  const common = {
    kind: 'triggered',
    name,
    activated: true,
    action,
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'redirect-to-self' },
  } as const;
  if (active && quals.length === 0 && !kinds) return { ...common, trigger: 'enemy-attacks-adjacent-ally' };
  return {
    ...common,
    trigger: {
      event: 'TargetsDeclared',
      conditions: [
        { kind: 'not-redirected' },
        { kind: 'actor-is', who: active ? 'enemy' : 'any' },
        { kind: 'target-is', who: 'ally' },
        { kind: 'on-map', of: 'target' },
        { kind: 'adjacent-to-self', of: 'target' },
        ...quals,
        ...(kinds ? [{ kind: 'attack-kind' as const, kinds: [...kinds] }] : []),
      ],
    },
  };
}
