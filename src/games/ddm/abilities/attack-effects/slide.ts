// Attack effect "slide": the attacker slides the target N squares (ddm-battle-rules-2011,
// "Forced-Movement Effects", SLIDE).
import { slideEffectSchema } from '../../cards/schema.js';
import { forceMove } from './forced-movement.js';
import type { AttackEffectModule } from './module.js';

export const slide: AttackEffectModule<'slide'> = {
  kind: 'slide',
  section: 'ddm-battle-rules-2011, "Forced-Movement Effects", SLIDE',
  schema: slideEffectSchema,
  text: (e) => `slide ${e.squares}${e.endAdjacent ? ', ending adjacent to this creature' : ''}`,
  apply: (x, e) => forceMove(x, 'slide', e.squares, e.endAdjacent),
};
