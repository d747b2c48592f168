// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (drawing from the bag; an empty bag is
// refilled from the used pile) with the July 2014 revision in "TOURNAMENT RULES" (dice used this turn
// stay out of the refill). Drawing is below every rule that draws (clear and draw, effects, Swarm), so
// those rule files and the ability modules import it without importing each other.
import type { DieState, DmState } from '../types.js';
import type { DmCtx } from './context.js';
import { moveDie } from './zones.js';

/**
 * Draws one die from `player`'s bag. An empty bag is refilled from the used pile, except dice that
 * entered it after being used this turn (July 2014 rule 3). Returns the die, or null when none left.
 */
export function drawDie(ctx: DmCtx, player: number): DieState | null {
  return drawFrom(ctx, player, bagOf(ctx.state, player));
}

/** The dice in `player`'s bag, in die order. */
export function bagOf(s: DmState, player: number): DieState[] {
  const bag: DieState[] = [];
  for (const d of s.dice) if (d.owner === player && d.zone === 'bag') bag.push(d);
  return bag;
}

/**
 * Draws from a bag list kept in die order (so that several draws in a row pick exactly as separate
 * `drawDie` calls would), refilling it from the used pile when it is empty.
 */
export function drawFrom(ctx: DmCtx, player: number, bag: DieState[]): DieState | null {
  const s = ctx.state;
  if (bag.length === 0) {
    for (const d of s.dice)
      if (d.owner === player && d.zone === 'used' && !d.usedThisTurn) {
        moveDie(s, d, 'bag');
        bag.push(d);
      }
    if (bag.length > 0) ctx.emit('bag-refilled', { player, dice: bag.length });
  }
  if (bag.length === 0) return null;
  // One uniform pick; the list keeps its order (a splice, not the generator's swap-and-pop).
  const i = ctx.rng.int(0, bag.length - 1);
  const d = bag[i] as DieState;
  bag.splice(i, 1);
  moveDie(s, d, 'prep');
  return d;
}
