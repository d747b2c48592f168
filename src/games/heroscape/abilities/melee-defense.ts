/**
 * Melee Defense N (Melee Defense 1: Gladiatrons, 10th Regiment of Foot; Melee Defense 4: Major X17):
 * defending against a normal attack from an adjacent figure, the card's figure rolls N more defense
 * dice.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (defense dice); the power's text is on the
 * cards.
 */
import { figureById } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

function meleeDefense(dice: number): Ability {
  return {
    name: `Melee Defense ${dice}`,
    text: `Defending against a normal attack from an adjacent figure, rolls ${dice} more defense ${dice === 1 ? 'die' : 'dice'}.`,
    handler: {
      queries: {
        defenseDice: {
          tier: 0,
          modify(n, args, s, effect) {
            if (args.special || !ofEffectCard(s, effect, args.defender)) return n;
            return adjacent(s, figureById(s, args.attacker), figureById(s, args.defender)) ? n + dice : n;
          },
        },
      },
    },
  };
}

export const meleeDefense1 = meleeDefense(1);
export const meleeDefense4 = meleeDefense(4);
