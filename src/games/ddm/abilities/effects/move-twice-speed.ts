// Effect "move-twice-speed": this creature moves up to twice its speed (ddm-battle-rules-2011, "MOVE";
// an action power, "USE A POWER").
import { moveOptionsAvailable } from '../../rules/movement.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

export const moveTwiceSpeed: PowerEffectModule<'move-twice-speed'> = {
  kind: 'move-twice-speed',
  text: () => 'this creature moves up to twice its speed',
  grantsAction: true,
  action: {
    possible: (ctx, c, _e, speed) => moveOptionsAvailable(ctx, c, speed()).move,
    start: (_ctx, c) => step('move', { creature: c.id, mode: 'move', factor: 2 }),
  },
};
