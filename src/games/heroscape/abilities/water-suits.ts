/**
 * Water Suits (Microcorp Agents): the card's figures do not have to stop their movement on entering
 * water (the move search's `waterWalk`, as Slither), and add 2 to their defense while on a water
 * space.
 * Rulebook: heroscape-master-game-guide — "Water" (moving onto water ends the move), "Swamp Water"
 * (a power that works on water works on swamp water); the power's text is on the card.
 *
 * Our readings, as Amphibious's: the defense is added to every defense roll (the words name no kind
 * of attack); a water space is any water-like space.
 */
import type { Ability } from './ability.js';
import { defenseOnWater } from './terrain-powers.js';

export const waterSuits: Ability = {
  name: 'Water Suits',
  text: 'Does not have to stop its move when entering water; on a water space, adds 2 to its defense.',
  walksWater: true,
  handler: { queries: { defenseDice: defenseOnWater(2) } },
};
