/**
 * Slither (Venoc Warlord, Venoc Vipers, Armoc Vipers, Wo-Sa-Ga, Elite Onyx Vipers, Fen Hydra): the
 * card's figures do not have to stop their movement when entering water spaces — the move search's
 * `waterWalk` option (movement.ts; the same words as the Oceanstrider Amulet's), set by
 * battle/move.ts `rangeOf` when a power of the figure's card says so (`walksWater`).
 * Rulebook: heroscape-master-game-guide — "Water" (moving onto water ends the move); the power's
 * text is on the cards.
 */
import type { Ability } from './ability.js';

export const slither: Ability = {
  name: 'Slither',
  text: 'Does not have to stop its move when entering water.',
  walksWater: true,
  handler: {},
};
