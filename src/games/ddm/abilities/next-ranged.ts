// "On this creature's next {r} attack this turn" (Aimed Shot): a bonus for the first ranged attack its
// bearer declares after the power is used — ddm-battle-rules-2011, "Making an Attack" 1 (an attack is
// declared once, before its targets and rolls). rules/attack.ts counts the ranged attacks a creature
// declares during the turn (core per-turn counters), only for a card with such a power, so no other
// state changes; abilities/effects/stat-bonus.ts notes the count when the bonus is given and counts the
// bonus only while the count is one more.
import type { DdmCtx } from '../ctx.js';
import type { CreatureState, DdmState } from '../state.js';
import { powerAnswers } from './queries.js';

const key = (c: CreatureState | number): string => `${typeof c === 'number' ? c : c.id}:ranged-declared`;

/** Whether a power of `c` gives a bonus on its next ranged attack (its ranged declarations are then counted). */
function asks(s: DdmState, c: CreatureState): boolean {
  return powerAnswers(s, c).actions.some((p) => p.effect.kind === 'stat-bonus' && p.effect.next === 'ranged');
}

/** Notes that `c` declares a ranged attack (for a card that asks). */
export function noteRangedDeclared(ctx: DdmCtx, c: CreatureState): void {
  if (asks(ctx.state, c)) ctx.counters.markUsedThisTurn(key(c));
}

/** How many ranged attacks the creature `id` has declared this turn (counted for a card that asks). */
export const rangedDeclared = (s: DdmState, id: number): number => s.core.counters.turnUsed[key(id)] ?? 0;
