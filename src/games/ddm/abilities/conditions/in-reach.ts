// Condition "in-reach": the party is within this creature's melee reach ("activates within Reach") —
// ddm-battle-rules-2011, "Melee Attacks", Range: a creature's melee attacks reach adjacent squares, or
// N squares with Reach N (the creature's folded `reach` answer); both on the map.
import { inReachConditionSchema } from '../../cards/schema.js';
import { spaceDistance } from '../../geometry/index.js';
import { geo, spaceOf } from '../../geo.js';
import { onMap } from '../../rules/common.js';
import { powerAnswers } from '../queries.js';
import { partyOf, type ConditionModule } from './module.js';

export const inReach: ConditionModule<'in-reach'> = {
  kind: 'in-reach',
  schema: inReachConditionSchema,
  words: (c) => ({ party: c.of, post: "within this creature's reach" }),
  test(x, c) {
    const p = partyOf(x, c.of);
    if (!p || !onMap(p) || !onMap(x.subject)) return false;
    return spaceDistance(geo(x.ctx.state).board, spaceOf(x.subject), spaceOf(p)) <= powerAnswers(x.ctx.state, x.subject).reach;
  },
};
