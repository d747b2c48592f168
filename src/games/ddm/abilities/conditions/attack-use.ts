// Conditions on how the attack is made: it is one of the attacker's basic attacks ("a {b} attack":
// ddm-battle-rules-2011, "Basic Attacks"), or it is made as an opportunity attack ("Opportunity
// Attacks"), or it is made at the end of a charge ("Charge": a charge attack). The attack being
// resolved (a record), or in a window on a declared attack the declared one.
import { basicAttackConditionSchema, chargeAttackConditionSchema, opportunityAttackConditionSchema } from '../../cards/schema.js';
import { cardOf } from '../../rules/common.js';
import type { ConditionModule } from './module.js';

export const basicAttack: ConditionModule<'basic-attack'> = {
  kind: 'basic-attack',
  schema: basicAttackConditionSchema,
  words: () => ({ party: 'attack', pre: 'basic' }),
  test({ ctx, rec, other, attackIndex }) {
    // In a window on a declared attack (no record yet): the declared attack of the event's creature.
    if (!rec) return !!other && attackIndex !== undefined && cardOf(ctx.state, other).attacks[attackIndex]?.basic === true;
    const attacker = ctx.state.creatures[rec.attacker];
    return !!attacker && cardOf(ctx.state, attacker).attacks[rec.attack]?.basic === true;
  },
};

export const opportunityAttack: ConditionModule<'opportunity-attack'> = {
  kind: 'opportunity-attack',
  schema: opportunityAttackConditionSchema,
  words: () => ({ party: 'attack', pre: 'opportunity' }),
  test: ({ rec }) => !!rec && rec.mode === 'opportunity',
};

export const chargeAttack: ConditionModule<'charge-attack'> = {
  kind: 'charge-attack',
  schema: chargeAttackConditionSchema,
  words: () => ({ party: 'attack', pre: 'charge' }),
  test: ({ rec }) => !!rec && rec.mode === 'charge',
};
