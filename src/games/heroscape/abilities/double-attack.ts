/**
 * Double Attack (Rise of the Valkyrie: Syvarris): the card's figure makes one more normal attack in
 * its turn (at the same or another target).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" ("Some figures have special powers that allow
 * them to attack more than once"); the power's text is on the card.
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const doubleAttack: Ability = {
  name: 'Double Attack',
  text: 'Attacks one more time in its turn.',
  handler: {
    queries: { attacksPerTurn: { tier: 0, modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.figure) ? n + 1 : n) } },
  },
};
