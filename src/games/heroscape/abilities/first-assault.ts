/**
 * First Assault 3 (Valguard): attacking a figure that was not adjacent to the card's figure at the
 * start of its turn, it rolls 3 more attack dice.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (the turn starts when its order marker is
 * revealed), "ENGAGEMENT AND ADJACENCY RULES" (adjacent figures), "ATTACKING" (normal attacks' dice:
 * special attacks are never modified, and the card has none); the power's text is on the card.
 *
 * How: when an order marker is revealed, the figures then adjacent to the card's figure are noted on
 * the card (turn-start-move.ts `pairsAtTurnStart`, cleared at the next reveal and at the end of the
 * turn); an attack on any other figure adds the dice (a figure not on the battlefield at the start was
 * not adjacent).
 */
import { cardParam, type Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';
import { pairsAtTurnStart } from './turn-start-move.js';

const beside = pairsAtTurnStart('first-assault:', adjacent);

function firstAssault(dice: number): Ability {
  return {
    name: `First Assault ${dice}`,
    text: `Attacking a figure that was not adjacent to it at the start of its turn, this figure rolls ${dice} more attack dice.`,
    handler: {
      on: beside.on,
      queries: {
        attackDice: {
          tier: 0,
          modify(n, args, s, effect) {
            const card = cardParam(effect);
            if (args.door !== undefined || s.turn?.card !== card || !ofEffectCard(s, effect, args.attacker)) return n;
            return beside.noted(s, card, args.attacker, args.defender) ? n : n + dice;
          },
        },
      },
    },
  };
}

export const firstAssault3: Ability = firstAssault(3);
