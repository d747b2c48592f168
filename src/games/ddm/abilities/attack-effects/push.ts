// Attack effect "push": the attacker pushes the target N squares (ddm-battle-rules-2011,
// "Forced-Movement Effects", PUSH).
import { pushEffectSchema } from '../../cards/schema.js';
import { forceMove } from './forced-movement.js';
import type { AttackEffectModule } from './module.js';

export const push: AttackEffectModule<'push'> = {
  kind: 'push',
  section: 'ddm-battle-rules-2011, "Forced-Movement Effects", PUSH',
  schema: pushEffectSchema,
  text: (e) => `push ${e.squares}`,
  apply: (x, e) => forceMove(x, 'push', e.squares),
};
