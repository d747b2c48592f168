/**
 * Sword of Reckoning 4 (Rise of the Valkyrie: Agent Carr): attacking an adjacent figure, the card's
 * figure rolls 4 more attack dice (normal attacks; a special attack is never modified).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 */
import { figureById } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

export const swordOfReckoning4: Ability = {
  name: 'Sword of Reckoning 4',
  text: 'Attacking an adjacent figure with a normal attack, roll 4 more attack dice.',
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify: (dice, args, s, effect) =>
          ofEffectCard(s, effect, args.attacker) && adjacent(s, figureById(s, args.attacker), figureById(s, args.defender)) ? dice + 4 : dice,
      },
    },
  },
};
