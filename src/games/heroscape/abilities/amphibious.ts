/**
 * Amphibious (Sahuagin Raider): while the card's figure is on a water space it adds 2 to its
 * defense; a figure that starts its turn on a water space adds 1 to its move that turn; and it does
 * not have to stop its movement on entering water (the move search's `waterWalk`, as Slither).
 * Rulebook: heroscape-master-game-guide — "Water" (moving onto water ends the move), "3. ON YOUR
 * TURN" (the turn starts when its order marker is revealed); the power's text is on the card.
 *
 * Our readings: the defense is added to every defense roll (as Water Mastery's; the words name no
 * kind of attack); a "water space" is any water-like space (swamp water is "a type of water"), as Water
 * Mastery reads it. Where its turn started: turn-start-move.ts (none bonds with the Raider).
 */
import { terrainOf } from '../board.js';
import { isWaterLike } from '../tiles.js';
import { boardOf, type FigureState, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { defenseOnWater } from './terrain-powers.js';
import { turnStartMove } from './turn-start-move.js';

// Any water-like space: "Swamp water is a type of water" for special powers (the guide's "Swamp Water").
const onWater = (s: HsState, f: FigureState): boolean => f.head >= 0 && isWaterLike(terrainOf(boardOf(s), f.head));

const startedOnWater = turnStartMove('amphibious-start:', 1, onWater);

export const amphibious: Ability = {
  name: 'Amphibious',
  text: 'On a water space, adds 2 to its defense; starting its turn on a water space, adds 1 to its move that turn; does not have to stop its move when entering water.',
  walksWater: true,
  handler: {
    on: startedOnWater.on,
    queries: {
      defenseDice: defenseOnWater(2),
      moveNumber: startedOnWater.moveNumber,
    },
  },
};
