/**
 * Thorian Speed (Rise of the Valkyrie: Sgt. Drake Alexander): an opponent's figure must be adjacent to
 * the card's figure to target it with a normal attack (special attacks, and friendly figures, are not
 * stopped).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 */
import { unaffectedByPowers } from '../battle/state.js';
import { adjacentAttackersOnly } from './adjacent-attackers-only.js';

// The figure Revenant's Tome returned is affected by no Army Card power (battle/treasure-tome.ts).
export const thorianSpeed = adjacentAttackersOnly(
  'Thorian Speed',
  'Enemies must be adjacent to this figure to attack it with a normal attack.',
  (s, _d, a) => !unaffectedByPowers(s, a.id),
);
