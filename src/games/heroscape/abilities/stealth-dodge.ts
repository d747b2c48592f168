/**
 * Stealth Dodge (Rise of the Valkyrie: Krav Maga Agents): when a figure of the card rolls defense
 * against an attack from a figure it is not adjacent to, one shield blocks every skull.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 */
import { figuresAdjacent } from '../engagement.js';
import { boardOf, figureById, placedOf } from '../battle/state.js';
import type { Ability } from './ability.js';

export const stealthDodge: Ability = {
  name: 'Stealth Dodge',
  text: 'Defending against an attack from a figure that is not adjacent, one shield blocks all the skulls.',
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const defender = figureById(s, p.defender);
          if (defender.card !== effect.params['card'] || p.shields < 1 || p.shields >= p.skulls) return;
          const attacker = figureById(s, p.attacker);
          if (figuresAdjacent(boardOf(s), placedOf(s, attacker), placedOf(s, defender)).adjacent) return;
          ctx.emit('PowerUsed', { power: 'Stealth Dodge', figure: defender.id });
          return { ...p, shields: p.skulls };
        },
      },
    },
  },
};
