// Effect "shift": this creature shifts 1 square (ddm-battle-rules-2011, "SHIFT"; an action power).
import { moveOptionsAvailable } from '../../rules/movement.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

export const shift: PowerEffectModule<'shift'> = {
  kind: 'shift',
  text: () => 'this creature shifts 1 square',
  grantsAction: true,
  action: {
    possible: (ctx, c, _e, speed) => moveOptionsAvailable(ctx, c, speed()).shift,
    start: (_ctx, c) => step('move', { creature: c.id, mode: 'shift', factor: 1 }),
  },
};
