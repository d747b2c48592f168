// Effect "move-up-to-speed": this creature moves up to its speed (ddm-battle-rules-2011, "MOVE"), as
// a triggered power or as an action power ("USE A POWER").
import { moveOptionsAvailable } from '../../rules/movement.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

export const moveUpToSpeed: PowerEffectModule<'move-up-to-speed'> = {
  kind: 'move-up-to-speed',
  text: () => 'this creature moves up to its speed',
  grantsAction: true,
  resolve: ({ ctx, subject }) => ctx.push(step('move', { creature: subject.id, mode: 'move', factor: 1 })),
  action: {
    possible: (ctx, c, _e, speed) => moveOptionsAvailable(ctx, c, speed()).move,
    start: (_ctx, c) => step('move', { creature: c.id, mode: 'move', factor: 1 }),
  },
};
