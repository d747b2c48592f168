// Condition "has-keyword": the party has the keyword on its stat card (ddm-battle-rules-2011, "HOW TO
// READ A STAT CARD", Keywords: "a Dwarf ally").
import { hasKeywordConditionSchema } from '../../cards/schema.js';
import { cardOf } from '../../rules/common.js';
import { partyOf, type ConditionModule } from './module.js';

export const hasKeyword: ConditionModule<'has-keyword'> = {
  kind: 'has-keyword',
  schema: hasKeywordConditionSchema,
  words: (c) => ({ party: c.of, pre: c.keyword }),
  test(x, c) {
    const p = partyOf(x, c.of);
    return !!p && cardOf(x.ctx.state, p).keywords.includes(c.keyword);
  },
};
