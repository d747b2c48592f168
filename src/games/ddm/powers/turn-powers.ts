// Implements ddm-battle-rules-2011, "Start of Turn Phase" 1 ("A creature that has a 'start of turn'
// saving throw power resolves the save first; then Conditions that require further die rolls") and
// "End of Turn Phase" 1 and 3 (saving throws; "other effects that occur at the end of the creature's
// turn … resolved in the same order and manner as start of round effects"). turn.ts calls these hooks.
import type { Step } from '../../../core/index.js';
import { rollSaves } from '../rules/conditions.js';
import { step } from '../steps.js';
import type { CreatureState, DdmState } from '../state.js';
import type { DdmCtx } from '../ctx.js';
import { hasTriggered, powersOf } from './item-powers.js';

type SaveTiming = 'end' | 'start' | 'both';

function saveTiming(s: DdmState, c: CreatureState): SaveTiming {
  for (const p of powersOf(s, c)) if (p.kind === 'start-of-turn-saves') return p.alsoAtEnd ? 'both' : 'start';
  return 'end';
}

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

/**
 * End of turn step 3: the window for "at the end of this creature's turn" powers, or nothing when the
 * creature has none (no step at all: the common case costs nothing).
 */
export function endOfTurnPowers(s: DdmState, c: CreatureState): Step[] {
  const champion = (s.cards[c.card]?.championPowers ?? []).some((p) => p.trigger === 'end-of-own-turn');
  if (!champion && !hasTriggered(s, c, 'end-of-own-turn')) return [];
  return [step('power-window', { trigger: 'end-of-own-turn', subject: c.id, other: -1, attackRecord: -1 })];
}
