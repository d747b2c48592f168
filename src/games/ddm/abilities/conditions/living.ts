// Condition "living": the party is a living creature (ddm-battle-rules-2011, "Living Creatures": any
// creature with the Construct, Object or Undead keyword is not living; all others are) — "a living
// enemy" (Crippling Slash).
import { livingConditionSchema } from '../../cards/schema.js';
import { cardOf } from '../../rules/common.js';
import { partyOf, type ConditionModule } from './module.js';

const NOT_LIVING = ['Construct', 'Object', 'Undead'];

export const living: ConditionModule<'living'> = {
  kind: 'living',
  schema: livingConditionSchema,
  words: (c) => ({ party: c.of, pre: 'living' }),
  test(x, c) {
    const p = partyOf(x, c.of);
    return !!p && !cardOf(x.ctx.state, p).keywords.some((k) => NOT_LIVING.includes(k));
  },
};
