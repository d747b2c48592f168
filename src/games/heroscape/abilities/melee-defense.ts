/**
 * Melee Defense 1 (Gladiatrons, 10th Regiment of Foot): defending against a normal attack from an
 * adjacent figure, the card's figure rolls 1 more defense die.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (defense dice); the power's text is on the
 * cards.
 */
import { figureById } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

export const meleeDefense1: Ability = {
  name: 'Melee Defense 1',
  text: 'Defending against a normal attack from an adjacent figure, rolls 1 more defense die.',
  handler: {
    queries: {
      defenseDice: {
        tier: 0,
        modify(n, args, s, effect) {
          if (args.special || !ofEffectCard(s, effect, args.defender)) return n;
          return adjacent(s, figureById(s, args.attacker), figureById(s, args.defender)) ? n + 1 : n;
        },
      },
    },
  },
};
