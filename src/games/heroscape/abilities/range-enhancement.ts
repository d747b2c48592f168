/**
 * Range Enhancement (Rise of the Valkyrie: Deathwalker 9000): friendly Soulborg Guards (species
 * Soulborg, class Guards) adjacent to a figure of the card add 2 to their Range.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Special Power References on Army
 * Cards": Deathwalker makes reference to Soulborg Guards); the power's text is on the card.
 */
import { cardOf, figureById } from '../battle/state.js';
import type { Ability } from './ability.js';
import { nextToCard } from './near.js';

export const rangeEnhancement: Ability = {
  name: 'Range Enhancement',
  text: 'Friendly Soulborg Guards adjacent to this figure add 2 to their Range.',
  handler: {
    queries: {
      attackRange: {
        tier: 0,
        modify(range, args, s, effect) {
          const f = figureById(s, args.figure);
          const c = cardOf(s, f).card;
          return c.species.toLowerCase() === 'soulborg' && c.class.toLowerCase() === 'guards' && nextToCard(s, effect, f) ? range + 2 : range;
        },
      },
    },
  },
};
