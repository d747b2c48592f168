// Implements: dice-masters-battle-for-faerun — "CLEAR AND DRAW STEP", "SHORTHAND CARD ABILITIES" (Swarm)
// and "ACTIVE AND FIELDED" ("while active"): while this card is active, the first time each turn its owner
// draws a die of a card with Swarm in the clear and draw step, they draw one additional die (on top of
// what Swarm itself draws). It answers the `Drawn` event (rules/clear-and-draw.ts), once per turn per
// card (the core's once-per-turn counter).
import { z } from 'zod';
import { cardDefs, cardOf, hasAbility } from '../rules/dice.js';
import { activeWithText } from './lost-card-text.js';
import type { AbilityModule } from './ability.js';

const once = (slot: number): string => `swarm-boost:${slot}`;

export const swarmBoost: AbilityModule<'swarm-boost'> = {
  kind: 'swarm-boost',
  section: 'CLEAR AND DRAW STEP; SHORTHAND CARD ABILITIES',
  params: z.object({}).strict(),
  text: () => 'While active, the first time each turn you draw a character with Swarm in the clear and draw step, draw one more die.',
  steps: {},
  on: {
    Drawn: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const d = s.dice[p.die];
        if (!d || hasAbility(cardOf(s, d), 'swarm') === undefined) return undefined;
        let extra = 0;
        cardDefs(s).forEach((c, slot) => {
          if (!hasAbility(c, 'swarm-boost') || s.cards[slot]?.owner !== p.player || !activeWithText(s, cardDefs(s), slot)) return;
          if (!ctx.counters.canUseThisTurn(once(slot))) return;
          ctx.counters.markUsedThisTurn(once(slot));
          ctx.emit('status', { die: d.id, status: `${c.title}: one more die drawn for a Swarm character` });
          extra++;
        });
        return extra ? { ...p, extraDraws: p.extraDraws + extra } : undefined;
      },
    },
  },
};
