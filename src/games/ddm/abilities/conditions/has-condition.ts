// Condition "has-condition": the party has the condition ("a Confused enemy activates …"), or with
// `or` any one of several ("a Slowed or Immobilized enemy") —
// ddm-battle-rules-2011, "Conditions".
import { hasConditionConditionSchema } from '../../cards/schema.js';
import { has } from '../../rules/conditions.js';
import { partyOf, type ConditionModule } from './module.js';

export const hasCondition: ConditionModule<'has-condition'> = {
  kind: 'has-condition',
  schema: hasConditionConditionSchema,
  words: (c) => ({ party: c.of, pre: [c.condition, ...(c.or ?? [])].join(' or ') }),
  test(x, c) {
    const p = partyOf(x, c.of);
    return !!p && [c.condition, ...(c.or ?? [])].some((k) => has(p, k));
  },
};
