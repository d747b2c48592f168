// Effect "shift-away-from-target": this creature shifts up to N squares to a space not adjacent to the
// target of the attack that triggered it (ddm-battle-rules-2011, "SHIFT": no opportunity attacks;
// "Legal Position"). The end squares are the movement rules' own, with the power's constraint as a
// parameter of the move (rules/movement.ts endsAwayFrom); a target no longer on the map constrains nothing.
import { geo } from '../../geo.js';
import { endsAwayFrom } from '../../rules/movement.js';
import { onMap } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

export const shiftAwayFromTarget: PowerEffectModule<'shift-away-from-target'> = {
  kind: 'shift-away-from-target',
  text: (e) => `this creature shifts up to ${e.squares} square${e.squares > 1 ? 's' : ''} to a space not adjacent to the target of that attack`,
  grantsAction: true,
  possible: ({ ctx, subject, rec }, e) =>
    onMap(subject) &&
    ctx.query('canShift', true, { creature: subject.id }) &&
    endsAwayFrom(ctx, geo(ctx.state), subject, e.squares, rec?.target ?? -1).length > 0,
  resolve({ ctx, subject, rec }, e) {
    if (!onMap(subject)) return;
    ctx.push(step('move', { creature: subject.id, mode: 'shift', factor: 1, squares: e.squares, awayFrom: rec?.target ?? -1 }));
  },
};
