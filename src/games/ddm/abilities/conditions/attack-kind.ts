// Condition "attack-kind": the attack is a melee, ranged, close or area attack (ddm-battle-rules-2011,
// "Attacks": the four kinds; "Activated Powers": "… with a melee attack", "a close or area attack").
// The attack being resolved, or in a window on a declared attack (no record yet) the declared one.
import { attackKindConditionSchema } from '../../cards/schema.js';
import { cardOf } from '../../rules/common.js';
import type { Situation } from '../language.js';
import type { ConditionModule } from './module.js';

/** The range kind of the attack the situation is about (undefined: none). */
export function attackKindOf({ ctx, other, rec, attackIndex }: Situation): string | undefined {
  const s = ctx.state;
  if (rec) {
    const attacker = s.creatures[rec.attacker];
    return attacker ? cardOf(s, attacker).attacks[rec.attack]?.range.kind : undefined;
  }
  return other && attackIndex !== undefined ? cardOf(s, other).attacks[attackIndex]?.range.kind : undefined;
}

export const attackKind: ConditionModule<'attack-kind'> = {
  kind: 'attack-kind',
  schema: attackKindConditionSchema,
  words: (c) => ({ party: 'attack', pre: c.kinds.join(' or ') }),
  test(x, c) {
    const k = attackKindOf(x);
    return c.kinds.some((want) => want === k);
  },
};
