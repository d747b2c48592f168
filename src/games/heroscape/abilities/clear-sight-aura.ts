/**
 * Defensive Aura (Rise of the Valkyrie: Raelin the Kyrie Warrior): every figure the card's player
 * controls within 4 clear sight spaces of a figure of the card, other than the card's own figures,
 * rolls 2 more defense dice.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Attack dice and defense dice" (2 more
 * combat dice), "Clear Sight Spaces" (counted from either space; any part of the figure seen);
 * "Friendly and enemy figures" (only figures you control: not a teammate's).
 */
import { boardOf, figureById, figuresOfCard, livingPlaced, placedOf } from '../battle/state.js';
import { clearSight, indexFigures } from '../sight.js';
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';

export const CLEAR_SIGHT_SPACES = 4;

export const clearSightDefensiveAura: Ability = {
  name: 'Defensive Aura',
  text: 'Figures you control within 4 clear sight spaces of this figure (not this figure) roll 2 more defense dice.',
  handler: {
    queries: {
      defenseDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          const card = cardParam(effect);
          const d = figureById(s, args.defender);
          if (d.card === card || d.owner !== s.cards[card]?.owner) return dice;
          const board = boardOf(s);
          const index = indexFigures(board, livingPlaced(s));
          const seen = figuresOfCard(s, card).some(
            (r) => clearSight(board, index, placedOf(s, r), placedOf(s, d), CLEAR_SIGHT_SPACES, { leanOver: true }).clear,
          );
          return seen ? dice + 2 : dice;
        },
      },
    },
  },
};
