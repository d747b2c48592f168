// Condition "champion": the party is a champion — its card has a champion rating
// (ddm-battle-rules-2011, "Champion Powers"; "HOW TO READ A CREATURE STAT CARD", Champion Rating) —
// "a champion ally" (Loyal Protector).
import { championConditionSchema } from '../../cards/schema.js';
import { cardOf } from '../../rules/common.js';
import { partyOf, type ConditionModule } from './module.js';

export const champion: ConditionModule<'champion'> = {
  kind: 'champion',
  schema: championConditionSchema,
  words: (c) => ({ party: c.of, pre: 'champion' }),
  test(x, c) {
    const p = partyOf(x, c.of);
    return !!p && cardOf(x.ctx.state, p).championRating !== undefined;
  },
};
