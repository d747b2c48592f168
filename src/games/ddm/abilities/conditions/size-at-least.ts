// Condition "size-at-least": the party's card size is `min` or larger ("a Medium or larger enemy";
// ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD", Size: Small, Medium, Large, Huge, …).
import { SIZES } from '../../cards/schema-basics.js';
import { sizeAtLeastConditionSchema } from '../../cards/schema.js';
import { cardOf } from '../../rules/common.js';
import { partyOf, type ConditionModule } from './module.js';

export const sizeAtLeast: ConditionModule<'size-at-least'> = {
  kind: 'size-at-least',
  schema: sizeAtLeastConditionSchema,
  words: (c) => ({ party: c.of, pre: `${c.min} or larger` }),
  test(x, c) {
    const p = partyOf(x, c.of);
    return !!p && SIZES.indexOf(cardOf(x.ctx.state, p).size) >= SIZES.indexOf(c.min);
  },
};
