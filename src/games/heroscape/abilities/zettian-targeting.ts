/**
 * Zettian Targeting (Rise of the Valkyrie: Zettian Guards): when a figure of the card attacks the
 * figure another of the card's figures has already attacked this turn, it rolls 1 more attack die.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 */
import { figureById } from '../battle/state.js';
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';
import { ofEffectCard } from './near.js';

export const zettianTargeting: Ability = {
  name: 'Zettian Targeting',
  text: 'The second figure of this card to attack the figure the first one attacked this turn rolls 1 more attack die.',
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          if (!ofEffectCard(s, effect, args.attacker) || !s.turn) return dice;
          const card = cardParam(effect);
          const before = s.turn.attacks.some(([a, d]) => d === args.defender && a !== args.attacker && figureById(s, a).card === card);
          return before ? dice + 1 : dice;
        },
      },
    },
  },
};
