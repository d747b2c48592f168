// Effect "move-up-to-speed": this creature moves up to its speed (ddm-battle-rules-2011, "MOVE"), as
// a triggered power or as an action power ("USE A POWER"). With `mode` (Telekinetic Leap: "as
// though with Flight") the move is made in that mode ("Modes (Movement)"), held on the creature as
// `moveMode` while it walks and dropped when the move is over, as move-then-attack.ts does.
import type { PowerEffect } from '../../cards/schema.js';
import { moveOptionsAvailable } from '../../rules/movement.js';
import { onMap } from '../../rules/common.js';
import { handler, step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { PowerEffectModule } from '../language.js';

type Move = Extract<PowerEffect, { kind: 'move-up-to-speed' }>;

const start = (c: CreatureState, e: Move) =>
  e.mode ? step('move-in-mode', { creature: c.id, moveMode: e.mode, phase: 'move' }) : step('move', { creature: c.id, mode: 'move', factor: 1 });

export const moveUpToSpeed: PowerEffectModule<'move-up-to-speed'> = {
  kind: 'move-up-to-speed',
  text: (e) => `this creature moves up to its speed${e.mode ? ` with ${e.mode === 'flight' ? 'Flight' : 'Burrow'}` : ''}`,
  grantsAction: true,
  resolve: ({ ctx, subject }, e) => ctx.push(start(subject, e)),
  action: {
    // Searched in the move's own mode: a view of the creature with that mode (nothing is changed).
    possible: (ctx, c, e, speed) => moveOptionsAvailable(ctx, e.mode ? { ...c, moveMode: e.mode } : c, speed()).move,
    start: (_ctx, c, e) => start(c, e),
  },
};

/** The move in its mode, then the mode dropped (also when the creature was destroyed during it). */
export const moveInModeStep = handler<'move-in-mode'>({
  run(ctx, st) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    if (st.phase === 'end') return void delete c.moveMode;
    if (!onMap(c)) return;
    c.moveMode = st.moveMode;
    ctx.push(step('move', { creature: c.id, mode: 'move', factor: 1 }), step('move-in-mode', { ...st, phase: 'end' }));
  },
});
