// Effect "shift": this creature shifts 1 square (ddm-battle-rules-2011, "SHIFT"): an action power, or
// a reaction (Goblin Tactics: "Use after a {m} attack misses this creature: Shift as a free action"),
// offered when a shift is possible.
import { currentSpeed, moveOptionsAvailable } from '../../rules/movement.js';
import { onMap } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

export const shift: PowerEffectModule<'shift'> = {
  kind: 'shift',
  text: () => 'this creature shifts 1 square',
  grantsAction: true,
  possible: ({ ctx, subject }) => onMap(subject) && moveOptionsAvailable(ctx, subject, currentSpeed(ctx, subject)).shift,
  resolve: ({ ctx, subject }) => void ctx.push(step('move', { creature: subject.id, mode: 'shift', factor: 1 })),
  action: {
    possible: (ctx, c, _e, speed) => moveOptionsAvailable(ctx, c, speed()).shift,
    start: (_ctx, c) => step('move', { creature: c.id, mode: 'shift', factor: 1 }),
  },
};
