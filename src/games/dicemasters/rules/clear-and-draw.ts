// Implements: dice-masters-battle-for-faerun — "CLEAR AND DRAW STEP" (with the July 2014 revision in
// "TOURNAMENT RULES": running out of dice loses life, not damage), "PLAY AREAS" (the bag refills from
// the used pile when empty: rules/bag.ts) and "SHORTHAND CARD ABILITIES" (Swarm: abilities/swarm.ts).
import { cardOf } from './dice.js';
import { loseLife } from './damage.js';
import type { DmCtx } from './context.js';
import type { DmStep } from '../steps.js';
import { bagOf, drawFrom } from './bag.js';
import { swarmOnDraw } from '../abilities/swarm.js';

/**
 * Clear and draw: reserve to used pile, then draw 4 to the prep area (plus Swarm draws). Returns the
 * Swarm draws held behind prevention windows (rules/held-use.ts), to run before the roll.
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
    const swarm = swarmOnDraw(s, p, d);
    if (swarm) {
      if (swarm.length) held.push(...swarm);
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
