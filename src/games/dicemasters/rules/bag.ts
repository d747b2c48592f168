// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (drawing from the bag; an empty bag is
// refilled from the used pile) with the July 2014 revision in "TOURNAMENT RULES" (dice used this turn
// stay out of the refill). Drawing is below every rule that draws (clear and draw, effects, Swarm), so
// those rule files and the ability modules import it without importing each other.
import type { DieState, DmState } from '../types.js';
import type { DmCtx } from './context.js';
import { AREA, diceIn, idsIn, moveDie } from './zones.js';

/**
 * Draws one die from `player`'s bag. An empty bag is refilled from the used pile, except dice that
 * entered it after being used this turn (July 2014 rule 3). Returns the die, or null when none left.
 */
export function drawDie(ctx: DmCtx, player: number): DieState | null {
  const s = ctx.state;
  // The bag as a list in die order (the zone index, rules/zones.ts).
  let bag = idsIn(s, player, AREA.bag);
  if (bag.length === 0) {
    for (const id of idsIn(s, player, AREA.used)) {
      const d = s.dice[id] as DieState;
      if (!d.usedThisTurn) moveDie(s, d, 'bag');
    }
    bag = idsIn(s, player, AREA.bag);
    if (bag.length > 0) ctx.emit('bag-refilled', { player, dice: bag.length });
  }
  if (bag.length === 0) return null;
  // One uniform pick of a position in the list.
  const d = s.dice[bag[ctx.rng.int(0, bag.length - 1)] as number] as DieState;
  moveDie(s, d, 'prep');
  return d;
}

/** The dice in `player`'s bag, in die order. */
export function bagOf(s: DmState, player: number): DieState[] {
  return diceIn(s, player, 'bag');
}
