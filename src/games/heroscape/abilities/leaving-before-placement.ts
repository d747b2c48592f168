/**
 * The leaving-engagement attacks a figure draws when a power places it on another space and the
 * power's words say it takes them (Swamp Water Tunnel, Underground Movement): each engaged enemy
 * the new place is not engaged with may attack first, as when a move leaves it; the power's own step
 * then places the figure if it still stands.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" → "Leaving an
 * engagement"; the powers' texts are on the cards.
 */
import { CANCEL } from '../../../core/index.js';
import { tell, type HsCtx } from '../battle/events.js';
import type { PowerStep } from '../battle/steps.js';
import { swipesAlong } from '../battle/swipes.js';
import { figureName, type FigureState } from '../battle/state.js';

/**
 * Opens the leaving-engagement window for `f` going to (head, tail), with `landing` (the power's step
 * that places it) to run once the window closes. False when no enemy may attack: place it at once.
 */
export function leavingBeforePlacement(ctx: HsCtx, f: FigureState, head: number, tail: number, landing: PowerStep): boolean {
  const s = ctx.state;
  const attackers = swipesAlong(s, f, [
    [f.head, f.tail],
    [head, tail],
  ]).map(([, e]) => e);
  if (attackers.length === 0) return false;
  const told = tell(ctx, 'LeaveEngagement', { mover: f.id, moverOwner: f.owner, attackers, rolled: [], skulls: 0 }, f.owner);
  if (told === CANCEL) return false;
  s.moving = f.id;
  ctx.openWindow('LeaveEngagement', told, landing, {
    first: (f.owner + 1) % s.core.players,
    prompt: `${figureName(s, f)} leaves an engagement: take leaving-engagement attacks?`,
  });
  return true;
}
