// Effect "shift": this creature shifts 1 square (ddm-battle-rules-2011, "SHIFT"): an action power, or
// a reaction (Goblin Tactics: "Use after a {m} attack misses this creature: Shift as a free action");
// with `squares`, a shift of up to that many squares ("Shift up to 3 squares as a free action"; it may
// stay, read like the attack effect shift-attacker). Offered when a shift is possible.
import { currentSpeed, moveOptionsAvailable } from '../../rules/movement.js';
import { onMap } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

const shiftStep = (creature: number, squares: number | undefined) =>
  step('move', { creature, mode: 'shift', factor: 1, ...(squares ? { squares, stay: true } : {}) });

export const shift: PowerEffectModule<'shift'> = {
  kind: 'shift',
  text: (e) => (e.squares ? `this creature shifts up to ${e.squares} squares` : 'this creature shifts 1 square'),
  grantsAction: true,
  possible: ({ ctx, subject }) => onMap(subject) && moveOptionsAvailable(ctx, subject, currentSpeed(ctx, subject)).shift,
  resolve: ({ ctx, subject }, e) => void ctx.push(shiftStep(subject.id, e.squares)),
  action: {
    possible: (ctx, c, _e, speed) => moveOptionsAvailable(ctx, c, speed()).shift,
    start: (_ctx, c, e) => shiftStep(c.id, e.squares),
  },
};
