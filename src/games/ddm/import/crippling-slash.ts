// Crippling Slash (ddm-battle-rules-2011, "Activated Powers"; "Attack Roll"; "Conditions"; "Ongoing
// Damage"; "Living Creatures"): "Use when this creature hits a living enemy with a {m} attack: If the
// attack roll was a natural 17-20, target is also Immobilized and takes ongoing 10 damage (save ends
// both)" read into a triggered power: a composed trigger — AfterAttack: this creature's attack, of the
// kind printed ({m}: melee), that hit, against an enemy (a living one when printed), its natural roll
// in the range — × effect `attack-effects-on-target` (the condition and the ongoing damage, both save
// ends, ended by one save). Our reading: the power is declared once the attack is resolved, so the
// target gains them after the attack's own damage and effects. Other wordings stay gaps.
import { CONDITIONS, DAMAGE_TYPES, type PowerInput, type TriggerCondition } from '../cards/schema.js';

const RE =
  /^use when this creature hits an? (living )?enemy with an? (\{m\} |melee )?attack\s*[:;]\s*if the attack roll (?:was|is) a natural (\d+)-(\d+),\s*(?:the )?target is also ([a-z]+) and takes ongoing (\d+) (?:([a-z]+) )?damage \(save ends both\)$/i;

export function readCripplingSlash(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  if (!m) return null;
  const condition = CONDITIONS.find((c) => c.toLowerCase() === (m[5] ?? '').toLowerCase());
  const type = m[7] === undefined ? 'untyped' : DAMAGE_TYPES.find((t) => t === (m[7] ?? '').toLowerCase());
  const amount = Number(m[6]);
  const min = Number(m[3]);
  const max = Number(m[4]);
  if (!condition || !type || amount % 5 !== 0 || min > max || max > 20) return null;
  const conditions: TriggerCondition[] = [
    { kind: 'actor-is', who: 'self' },
    { kind: 'on-map', of: 'self' },
    ...(m[2] ? [{ kind: 'attack-kind' as const, kinds: ['melee' as const] }] : []),
    { kind: 'hit' },
    { kind: 'target-is', who: 'enemy' },
    ...(m[1] ? [{ kind: 'living' as const, of: 'target' as const }] : []),
    { kind: 'natural-roll', min, max },
  ];
  return {
    kind: 'triggered',
    name,
    trigger: { event: 'AfterAttack', conditions },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: {
      kind: 'attack-effects-on-target',
      effects: [
        { kind: 'condition', condition, duration: 'save-ends', together: true },
        { kind: 'ongoing', amount, type, together: true },
      ],
    },
  };
}
