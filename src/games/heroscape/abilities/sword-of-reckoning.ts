/**
 * Sword of Reckoning 4 (Rise of the Valkyrie: Agent Carr): attacking an adjacent figure, the card's
 * figure rolls 4 more attack dice (normal attacks; a special attack is never modified).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 */
import { boardOf, figureById, placedOf, type HsState } from '../battle/state.js';
import { adjacentToDoor } from '../door.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

/** Whether the defender is next to the attacker; the Fortress Door (`door`) counts from the space below it ("Targeting the Door"). */
function nextToDefender(s: HsState, attacker: string, defender: string, door: number | undefined): boolean {
  const a = figureById(s, attacker);
  return door === undefined ? adjacent(s, a, figureById(s, defender)) : adjacentToDoor(boardOf(s), placedOf(s, a), door);
}

export const swordOfReckoning4: Ability = {
  name: 'Sword of Reckoning 4',
  text: 'Attacking an adjacent figure with a normal attack, roll 4 more attack dice.',
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify: (dice, args, s, effect) =>
          ofEffectCard(s, effect, args.attacker) && nextToDefender(s, args.attacker, args.defender, args.door) ? dice + 4 : dice,
      },
    },
  },
};
