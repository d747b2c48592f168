// The move a power grants before or around its attack (effects move-then-attack, move-attack-during,
// move-attack-entered): its length ("up to N squares", "its speed", "twice its speed"), its printed
// "(minimum N squares)" and the wording of both. ddm-battle-rules-2011, "MOVE" and "'Movement'
// Triggers" (the minimum counts from where the move began to where it ends; "up to" allows 0).
import { currentSpeed, destinations, movedAtLeast } from '../../rules/movement.js';
import { geo } from '../../geo.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';

/** A power move's printed length. */
export type PowerMoveLength = number | 'speed' | 'twice-speed';

/** The squares the power's move may use now (the creature's current Speed for "its speed"). */
export function powerMoveSquares(ctx: DdmCtx, c: CreatureState, squares: PowerMoveLength): number {
  if (typeof squares === 'number') return squares;
  return currentSpeed(ctx, c) * (squares === 'twice-speed' ? 2 : 1);
}

/** "its speed", "twice its speed", "N square(s)". */
export function powerMoveLengthText(squares: PowerMoveLength): string {
  if (squares === 'speed') return 'its speed';
  if (squares === 'twice-speed') return 'twice its speed';
  return `${squares} square${squares > 1 ? 's' : ''}`;
}

/** ", ending at least N square(s) away", or nothing without a minimum. */
export function powerMoveMinimumText(minimum: number | undefined): string {
  return minimum === undefined ? '' : `, ending at least ${minimum} square${minimum > 1 ? 's' : ''} away`;
}

/**
 * Whether the move can end at least `minimum` squares from where it begins (always without a
 * minimum). `mover` is the creature as it moves (a view with the move's own mode, when it has one);
 * the distance counts from `c`'s square.
 */
export function canMoveFarEnough(ctx: DdmCtx, c: CreatureState, squares: number, minimum: number | undefined, mover: CreatureState = c): boolean {
  const min = minimum ?? 0;
  if (min === 0) return true;
  return !!c.pos && squares >= min && destinations(ctx, geo(ctx.state), mover, squares).some((d) => movedAtLeast(c, d.at, min));
}
