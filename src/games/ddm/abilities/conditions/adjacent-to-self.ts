// Condition "adjacent-to-self": the party is adjacent to this creature (ddm-battle-rules-2011,
// "Adjacent"; COMMON TRIGGERED POWERS: "an adjacent enemy", "an ally adjacent to this creature").
import { adjacentToSelfConditionSchema } from '../../cards/schema.js';
import { geo, isAdjacent } from '../../geo.js';
import { partyOf, type ConditionModule } from './module.js';

export const adjacentToSelf: ConditionModule<'adjacent-to-self'> = {
  kind: 'adjacent-to-self',
  schema: adjacentToSelfConditionSchema,
  words: (c) => ({ party: c.of, post: 'adjacent to this creature' }),
  test(x, c) {
    const p = partyOf(x, c.of);
    return !!p && isAdjacent(geo(x.ctx.state), x.subject, p);
  },
};
