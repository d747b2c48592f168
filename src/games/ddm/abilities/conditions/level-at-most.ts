// Condition "level-at-most": the party's card level is N or lower ("a creature of Level 7 or lower";
// ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD", Level).
import { levelAtMostConditionSchema } from '../../cards/schema.js';
import { cardOf } from '../../rules/common.js';
import { partyOf, type ConditionModule } from './module.js';

export const levelAtMost: ConditionModule<'level-at-most'> = {
  kind: 'level-at-most',
  schema: levelAtMostConditionSchema,
  words: (c) => ({ party: c.of, post: `of level ${c.max} or lower` }),
  test(x, c) {
    const p = partyOf(x, c.of);
    return !!p && cardOf(x.ctx.state, p).level <= c.max;
  },
};
