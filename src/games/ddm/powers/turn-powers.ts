// Implements ddm-battle-rules-2011, "Start of Turn Phase" 1 ("A creature that has a 'start of turn'
// saving throw power resolves the save first; then Conditions that require further die rolls") and
// "End of Turn Phase" 1 (saving throws). turn.ts calls these hooks; the window of the end-of-turn
// powers (step 3) opens on the EndOfTurn event (abilities/triggers/moments.ts).
import { rollSaves } from '../rules/conditions.js';
import type { CreatureState, DdmState } from '../state.js';
import type { DdmCtx } from '../ctx.js';
import { powerAnswers, type SaveTiming } from '../abilities/queries.js';

const saveTiming = (s: DdmState, c: CreatureState): SaveTiming => powerAnswers(s, c).saveTiming;

function emitSaves(ctx: DdmCtx, c: CreatureState, when: 'start' | 'end'): void {
  for (const r of rollSaves(c, () => ctx.rng.d20())) {
    const ended = r.ended.map((x) => (x.kind === 'ongoing' ? `ongoing ${x.dtype}` : x.kind));
    ctx.emit(
      'save',
      when === 'start' ? { creature: c.id, label: c.label, roll: r.roll, ended, when } : { creature: c.id, label: c.label, roll: r.roll, ended },
    );
  }
}

/** Start of turn, before control is determined: the saves of a creature with a 'start of turn' saving throw power. */
export function savesAtStartOfTurn(ctx: DdmCtx, c: CreatureState): void {
  if (saveTiming(ctx.state, c) !== 'end') emitSaves(ctx, c, 'start');
}

/** End of turn step 1: the saves, unless the creature's power moved them to the start of its turn. */
export function savesAtEndOfTurn(ctx: DdmCtx, c: CreatureState): void {
  if (saveTiming(ctx.state, c) !== 'start') emitSaves(ctx, c, 'end');
}
