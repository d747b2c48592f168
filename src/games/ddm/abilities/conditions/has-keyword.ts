// Condition "has-keyword": the party has the keyword on its stat card (ddm-battle-rules-2011, "HOW TO
// READ A STAT CARD", Keywords: "a Dwarf ally"); with `or`, any one of the keywords named ("an Undead
// or Arcane ally").
import { hasKeywordConditionSchema } from '../../cards/schema.js';
import { cardOf } from '../../rules/common.js';
import { partyOf, type ConditionModule } from './module.js';

export const hasKeyword: ConditionModule<'has-keyword'> = {
  kind: 'has-keyword',
  schema: hasKeywordConditionSchema,
  words: (c) => ({ party: c.of, pre: [c.keyword, ...(c.or ?? [])].join(' or ') }),
  test(x, c) {
    const p = partyOf(x, c.of);
    if (!p) return false;
    const keywords = cardOf(x.ctx.state, p).keywords;
    return keywords.includes(c.keyword) || (c.or ?? []).some((k) => keywords.includes(k));
  },
};
