// Implements: dice-masters-battle-for-faerun — "CLEAR AND DRAW STEP" (with the July 2014 revision in
// "TOURNAMENT RULES": running out of dice loses life, not damage), "PLAY AREAS" (the bag refills from
// the used pile when empty: rules/bag.ts). Each die drawn is announced (`Drawn`): an ability that draws
// more (Swarm, abilities/swarm.ts) answers it, at once (`extraDraws`) or with steps of its own.
import { CANCEL } from '../../../core/index.js';
import { cardOf } from './dice.js';
import { loseLife } from './damage.js';
import type { DmCtx } from './context.js';
import { drawDie } from './bag.js';
import { moveAll } from './zones.js';

/**
 * Clear and draw: reserve to used pile, then draw 4 to the prep area, plus the extra draws the `Drawn`
 * handlers ask for. Steps the handlers push (draws held behind prevention windows) run before the roll.
 */
export function clearAndDraw(ctx: DmCtx): void {
  const s = ctx.state;
  const p = s.active;
  const me = s.players[p];
  if (!me) return;
  const stack = s.core.stack;
  const mark = stack.length;
  moveAll(s, p, 'reserve', 'used');
  me.tokenEnergy = 0;
  let drawn = 0;
  let extra = 0;
  const names: string[] = [];
  for (let i = 0; i < 4 + extra; i++) {
    const d = drawDie(ctx, p);
    if (!d) break;
    drawn++;
    const c = cardOf(s, d);
    if (ctx.eventsWanted) names.push(c.key === 'npc' ? 'NPC' : c.title);
    const answered = ctx.announce('Drawn', { player: p, die: d.id, extraDraws: 0 }, p);
    if (answered !== CANCEL && answered.extraDraws > 0) extra += answered.extraDraws;
  }
  // The draw is reported as one with extra draws (Swarm) when a handler drew more or holds a draw.
  const swarmed = extra > 0 || stack.length > mark;
  ctx.emit('drew', { player: p, count: drawn, dice: names, swarm: swarmed }, { to: 'all' });
  const missing = 4 - drawn;
  if (missing > 0) {
    // July 2014: lose 1 life and gain 1 generic energy for each die below four.
    me.tokenEnergy += missing;
    ctx.emit('short-draw', { player: p, missing });
    loseLife(ctx, p, missing, 'ran out of dice to draw');
  }
}
