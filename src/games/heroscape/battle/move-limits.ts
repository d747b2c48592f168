/**
 * What powers limit in a figure's moves, asked through the `moveLimits` query (Cyberclaw holds a
 * figure in place and stops a move beside the power's figures; Swirling Vortex stops a move near the
 * power's figure and keeps others from passing through the figures it holds), turned into the move
 * search's options.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …" (a figure moves space by
 * space, through friends), "Special Powers"; the powers' texts are on the cards.
 */
import type { MoveOptions } from '../movement.js';
import { NO_MOVE_LIMITS, type HsCtx, type MoveLimits } from './events.js';
import { boardOf, unaffectedByPowers } from './state.js';

export function moveLimitsOf(ctx: HsCtx, figure: string): MoveLimits {
  // The figure Revenant's Tome returned is affected by no Army Card power.
  if (unaffectedByPowers(ctx.state, figure)) return NO_MOVE_LIMITS;
  return ctx.query('moveLimits', NO_MOVE_LIMITS, { figure });
}

/** Whether a power holds the figure where it is: it may not move, nor be moved or placed by any power. */
export function heldInPlace(ctx: HsCtx, figure: string): boolean {
  return moveLimitsOf(ctx, figure).held;
}

/**
 * `options` with the limits added for the move search (`held`, `stopAt`, `unpassable`). The same
 * object when nothing limits the move (the usual case).
 */
export function limitedMove(ctx: HsCtx, figure: string, options: MoveOptions): MoveOptions {
  const limits = moveLimitsOf(ctx, figure);
  if (limits === NO_MOVE_LIMITS || (!limits.held && limits.stops.length === 0 && limits.unpassable.length === 0)) return options;
  if (limits.held) return { ...options, held: true };
  let stopAt: Uint8Array | undefined;
  if (limits.stops.length > 0) {
    stopAt = new Uint8Array(boardOf(ctx.state).nSpaces);
    for (const sp of limits.stops) stopAt[sp] = 1;
  }
  return { ...options, ...(stopAt ? { stopAt } : {}), ...(limits.unpassable.length > 0 ? { unpassable: limits.unpassable } : {}) };
}
