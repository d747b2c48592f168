// Condition "within": the party is within N squares of this creature (ddm-battle-rules-2011,
// "Counting Squares": the squares between the two spaces; both on the map).
import { withinConditionSchema } from '../../cards/schema.js';
import { spaceDistance } from '../../geometry/index.js';
import { geo, spaceOf } from '../../geo.js';
import { onMap } from '../../rules/common.js';
import { partyOf, type ConditionModule } from './module.js';

export const within: ConditionModule<'within'> = {
  kind: 'within',
  schema: withinConditionSchema,
  words: (c) => ({ party: c.of, post: `within ${c.squares} square${c.squares > 1 ? 's' : ''} of this creature` }),
  test(x, c) {
    const p = partyOf(x, c.of);
    if (!p || !onMap(p) || !onMap(x.subject)) return false;
    return spaceDistance(geo(x.ctx.state).board, spaceOf(x.subject), spaceOf(p)) <= c.squares;
  },
};
