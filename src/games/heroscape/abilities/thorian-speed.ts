/**
 * Thorian Speed (Rise of the Valkyrie: Sgt. Drake Alexander): an opponent's figure must be adjacent to
 * the card's figure to target it with a normal attack (special attacks, and friendly figures, are not
 * stopped).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 */
import { figureById, friendly, unaffectedByPowers } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

export const thorianSpeed: Ability = {
  name: 'Thorian Speed',
  text: 'Enemies must be adjacent to this figure to attack it with a normal attack.',
  handler: {
    queries: {
      mayTarget: {
        tier: 0,
        modify: (may, args, s, effect) =>
          // The figure Revenant's Tome returned is affected by no Army Card power (battle/treasure-tome.ts).
          may &&
          (!ofEffectCard(s, effect, args.defender) ||
            unaffectedByPowers(s, args.attacker) ||
            // Only opponents are kept at a distance: a friendly figure attacks it as any other.
            friendly(s, figureById(s, args.attacker).owner, figureById(s, args.defender).owner) ||
            adjacent(s, figureById(s, args.attacker), figureById(s, args.defender))),
      },
    },
  },
};
