/**
 * Disengage (Rise of the Valkyrie: Agent Carr): no leaving-engagement attack is ever taken on the
 * card's figures.
 * Rulebook: heroscape-master-game-guide — "Leaving an engagement"; the power's text is on the card.
 */
import { CANCEL } from '../../../core/index.js';
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const disengage: Ability = {
  name: 'Disengage',
  text: 'Never attacked when leaving an engagement.',
  handler: {
    on: {
      LeaveEngagement: {
        run(ctx, effect, p) {
          if (!ofEffectCard(ctx.state, effect, p.mover)) return;
          ctx.emit('PowerUsed', { power: 'Disengage', figure: p.mover });
          return CANCEL;
        },
      },
    },
  },
};
