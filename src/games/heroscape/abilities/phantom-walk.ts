/**
 * Phantom Walk (Shiori, Isamu, Moriko, Otonashi, Kumiko: "can move through all figures and is never
 * attacked when leaving an engagement"): Ghost Walk's passing of every figure (the `passesEnemies`
 * query) and Disengage's cancelled leaving-engagement attacks, on the one card.
 * Rulebook: heroscape-master-game-guide — "Moving" (friends may be passed, enemies not — this power
 * lifts that), "Leaving an engagement"; the power's text is on the cards.
 */
import { CANCEL } from '../../../core/index.js';
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const phantomWalk: Ability = {
  name: 'Phantom Walk',
  text: 'Moves through all figures, enemies too, and is never attacked when leaving an engagement.',
  handler: {
    queries: { passesEnemies: { tier: 0, modify: (v, args, s, effect) => v || ofEffectCard(s, effect, args.figure) } },
    on: {
      LeaveEngagement: {
        run(ctx, effect, p) {
          if (!ofEffectCard(ctx.state, effect, p.mover)) return;
          ctx.emit('PowerUsed', { power: 'Phantom Walk', figure: p.mover });
          return CANCEL;
        },
      },
    },
  },
};
