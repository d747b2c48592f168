// Implements: dice-masters-battle-for-faerun — "CLEAR AND DRAW STEP" (with the July 2014 revision in
// "TOURNAMENT RULES": running out of dice loses life, not damage), "PLAY AREAS" (the bag refills from
// the used pile when empty) and "SHORTHAND CARD ABILITIES" (Swarm).
import type { DieState } from '../types.js';
import { cardOf, cardActive, hasAbility } from './dice.js';
import { loseLife } from './damage.js';
import type { DmCtx } from './statuses.js';

/**
 * Draws one die from `player`'s bag. An empty bag is refilled from the used pile, except dice that
 * entered it after being used this turn (July 2014 rule 3). Returns the die, or null when none left.
 */
export function drawDie(ctx: DmCtx, player: number): DieState | null {
  const s = ctx.state;
  const bag: DieState[] = [];
  for (const d of s.dice) if (d.owner === player && d.zone === 'bag') bag.push(d);
  if (bag.length === 0) {
    let moved = 0;
    for (const d of s.dice) {
      if (d.owner === player && d.zone === 'used' && !d.usedThisTurn) {
        d.zone = 'bag';
        bag.push(d);
        moved++;
      }
    }
    if (moved > 0) ctx.emit('bag-refilled', { player, dice: moved });
  }
  const d = ctx.rng.drawFromBag(bag);
  if (!d) return null;
  d.zone = 'prep';
  return d;
}

/** Clear and draw: reserve to used pile, then draw 4 to the prep area (plus Swarm draws). */
export function clearAndDraw(ctx: DmCtx): void {
  const s = ctx.state;
  const p = s.active;
  const me = s.players[p];
  if (!me) return;
  for (const d of s.dice) {
    if (d.owner === p && d.zone === 'reserve') d.zone = 'used';
  }
  me.tokenEnergy = 0;
  let drawn = 0;
  let extra = 0;
  let swarmed = false;
  const names: string[] = [];
  for (let i = 0; i < 4 + extra; i++) {
    const d = drawDie(ctx, p);
    if (!d) break;
    drawn++;
    const c = cardOf(s, d);
    names.push(c.key === 'npc' ? 'NPC' : c.title);
    // Swarm: while active, drawing one of this character's dice draws one more (once per die drawn).
    if (hasAbility(c, 'swarm') && cardActive(s, d.card)) {
      extra++;
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
}
