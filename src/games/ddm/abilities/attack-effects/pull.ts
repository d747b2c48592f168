// Attack effect "pull": the attacker pulls the target N squares (ddm-battle-rules-2011,
// "Forced-Movement Effects", PULL).
import { pullEffectSchema } from '../../cards/schema.js';
import { forceMove } from './forced-movement.js';
import type { AttackEffectModule } from './module.js';

export const pull: AttackEffectModule<'pull'> = {
  kind: 'pull',
  section: 'ddm-battle-rules-2011, "Forced-Movement Effects", PULL',
  schema: pullEffectSchema,
  text: (e) => `pull ${e.exactly ? 'exactly ' : ''}${e.squares}${e.endAdjacent ? ', ending adjacent to this creature' : ''}`,
  apply: (x, e) => forceMove(x, 'pull', e.squares, e.endAdjacent, e.exactly),
};
