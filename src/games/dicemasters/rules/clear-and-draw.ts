// Implements: dice-masters-battle-for-faerun — "CLEAR AND DRAW STEP" (with the July 2014 revision in
// "TOURNAMENT RULES": running out of dice loses life, not damage), "PLAY AREAS" (the bag refills from
// the used pile when empty) and "SHORTHAND CARD ABILITIES" (Swarm).
import type { DieState, DmState } from '../types.js';
import { cardOf, cardActive, hasAbility } from './dice.js';
import { loseLife } from './damage.js';
import type { DmCtx } from './context.js';
import type { DmStep } from '../steps.js';
import { heldSwarm } from './prevent-shorthand.js';

/**
 * Draws one die from `player`'s bag. An empty bag is refilled from the used pile, except dice that
 * entered it after being used this turn (July 2014 rule 3). Returns the die, or null when none left.
 */
export function drawDie(ctx: DmCtx, player: number): DieState | null {
  return drawFrom(ctx, player, bagOf(ctx.state, player));
}

/** The dice in `player`'s bag, in die order. */
function bagOf(s: DmState, player: number): DieState[] {
  const bag: DieState[] = [];
  for (const d of s.dice) if (d.owner === player && d.zone === 'bag') bag.push(d);
  return bag;
}

/**
 * Draws from a bag list kept in die order (so that several draws in a row pick exactly as separate
 * `drawDie` calls would), refilling it from the used pile when it is empty.
 */
function drawFrom(ctx: DmCtx, player: number, bag: DieState[]): DieState | null {
  const s = ctx.state;
  if (bag.length === 0) {
    for (const d of s.dice)
      if (d.owner === player && d.zone === 'used' && !d.usedThisTurn) {
        d.zone = 'bag';
        bag.push(d);
      }
    if (bag.length > 0) ctx.emit('bag-refilled', { player, dice: bag.length });
  }
  if (bag.length === 0) return null;
  // One uniform pick; the list keeps its order (a splice, not the generator's swap-and-pop).
  const i = ctx.rng.int(0, bag.length - 1);
  const d = bag[i] as DieState;
  bag.splice(i, 1);
  d.zone = 'prep';
  return d;
}

/**
 * Clear and draw: reserve to used pile, then draw 4 to the prep area (plus Swarm draws). Returns the
 * Swarm draws held behind prevention windows (rules/prevent-shorthand.ts), to run before the roll.
 */
export function clearAndDraw(ctx: DmCtx): DmStep[] {
  const s = ctx.state;
  const p = s.active;
  const me = s.players[p];
  const held: DmStep[] = [];
  if (!me) return held;
  for (const d of s.dice) {
    if (d.owner === p && d.zone === 'reserve') d.zone = 'used';
  }
  me.tokenEnergy = 0;
  let drawn = 0;
  let extra = 0;
  let swarmed = false;
  const names: string[] = [];
  const bag = bagOf(s, p);
  for (let i = 0; i < 4 + extra; i++) {
    const d = drawFrom(ctx, p, bag);
    if (!d) break;
    drawn++;
    const c = cardOf(s, d);
    names.push(c.key === 'npc' ? 'NPC' : c.title);
    // Swarm: while active, drawing one of this character's dice draws one more (once per die drawn).
    if (hasAbility(c, 'swarm') && cardActive(s, d.card)) {
      const h = heldSwarm(s, p, c.title);
      if (h) held.push(...h);
      else extra++;
      swarmed = true;
    }
  }
  ctx.emit('drew', { player: p, count: drawn, dice: names, swarm: swarmed }, { to: 'all' });
  const missing = 4 - drawn;
  if (missing > 0) {
    // July 2014: lose 1 life and gain 1 generic energy for each die below four.
    me.tokenEnergy += missing;
    ctx.emit('short-draw', { player: p, missing });
    loseLife(ctx, p, missing, 'ran out of dice to draw');
  }
  return held;
}
