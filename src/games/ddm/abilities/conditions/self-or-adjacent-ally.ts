// Condition "self-or-adjacent-ally": the party is this creature, or an ally adjacent to it
// (ddm-battle-rules-2011, "Adjacent", "Allies and Enemies"; Psionic Ablation: "an enemy's attack hits
// this creature or an ally adjacent to this creature").
import { selfOrAdjacentAllyConditionSchema } from '../../cards/schema.js';
import { geo, isAdjacent } from '../../geo.js';
import { onMap } from '../../rules/common.js';
import { partyOf, type ConditionModule } from './module.js';
import { related } from './relation.js';

export const selfOrAdjacentAlly: ConditionModule<'self-or-adjacent-ally'> = {
  kind: 'self-or-adjacent-ally',
  schema: selfOrAdjacentAllyConditionSchema,
  words: (c) => ({ party: c.of, noun: 'this creature or an ally adjacent to this creature' }),
  test(x, c) {
    const p = partyOf(x, c.of);
    if (!p) return false;
    if (p.id === x.subject.id) return true;
    return related(x.ctx.state, x.subject, p, 'ally') && onMap(p) && onMap(x.subject) && isAdjacent(geo(x.ctx.state), x.subject, p);
  },
};
