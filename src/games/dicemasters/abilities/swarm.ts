// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES": Swarm — while this card is
// active, when you draw one of its dice in the clear and draw step, draw one additional die (it "can
// trigger multiple times": a Swarm die drawn by the extra draw draws again). Each extra draw is an
// ability use that may be prevented ("PREVENTING AND REDIRECTING", rules/held-use.ts): it then
// waits behind a window, after the four dice are drawn and before the roll (game.ts `turnBody`). It
// answers the `Drawn` event of the clear and draw step (rules/clear-and-draw.ts).
import { z } from 'zod';
import type { DieState, DmState } from '../types.js';
import type { DmCtx } from '../rules/context.js';
import { drawDie } from '../rules/bag.js';
import { cardDefs, cardOf, hasAbility } from '../rules/dice.js';
import { activeWithText } from './lost-card-text.js';
import { holdUse } from '../rules/held-use.js';
import type { AbilityUse } from '../rules/prevent.js';
import type { AbilityModule } from './ability.js';

/** Whether drawing `d` triggers Swarm: its card has Swarm and is active through a die that keeps its card text (abilities/lost-card-text.ts). */
const swarms = (s: DmState, d: DieState): boolean => hasAbility(cardOf(s, d), 'swarm') !== undefined && activeWithText(s, cardDefs(s), d.card);

/** An extra draw of `player`'s card `title`, as a prevention sees it. */
const swarmUse = (player: number, title: string): AbilityUse => ({ player, kind: 'triggered', title: `${title} Swarm`, classes: ['draw'] });

/** A held extra draw nobody prevented: one die; a Swarm die drawn by it draws again. */
export function swarmDraw(ctx: DmCtx, player: number): void {
  const s = ctx.state;
  for (;;) {
    const d = drawDie(ctx, player);
    if (!d) return;
    const c = cardOf(s, d);
    ctx.emit('drew', { player, count: 1, dice: [c.key === 'npc' ? 'NPC' : c.title], swarm: true }, { to: 'all' });
    if (!swarms(s, d)) return;
    const held = holdUse(s, swarmUse(player, c.title), { what: 'swarm', player });
    if (held) {
      ctx.push(...held);
      return;
    }
  }
}

export const swarmAbility: AbilityModule<'swarm'> = {
  kind: 'swarm',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}),
  text: () => 'Swarm — while active, drawing one of these dice in the clear and draw step draws one more die.',
  on: {
    // A Swarm die just drawn in clear and draw: one more die, drawn in the same loop (`extraDraws`), or
    // held behind a prevention window when one could answer it (its steps run before the roll).
    Drawn: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const d = s.dice[p.die];
        if (!d || !swarms(s, d)) return undefined;
        const held = holdUse(s, swarmUse(p.player, cardOf(s, d).title), { what: 'swarm', player: p.player });
        if (!held) return { ...p, extraDraws: p.extraDraws + 1 };
        ctx.push(...held);
        return undefined;
      },
    },
  },
  held: { swarm: (ctx, use) => swarmDraw(ctx, use.player) },
  steps: {},
};
