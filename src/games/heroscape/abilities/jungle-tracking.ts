/**
 * Jungle Tracking (Quasatch Hunters): a figure of the card that starts its turn next to an Evergreen
 * Tree or a Jungle Piece may move 2 more spaces that turn.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (revealing the order marker starts the
 * turn), "Ticalla and Laur Jungles" (next to a Jungle Piece: engagement.ts `adjacentObstacles`, read
 * for Evergreen Trees the same way); the power's text is on the card.
 *
 * How: turn-start-move.ts (as Amphibious): the card's figures next to such a piece when an order
 * marker is revealed are noted, and their Move is 2 more that turn ("may": a larger Move only adds
 * destinations).
 */
import { adjacentObstacles } from '../engagement.js';
import { boardOf, placedOf } from '../battle/state.js';
import type { ObstacleKind } from '../tiles.js';
import type { Ability } from './ability.js';
import { turnStartMove } from './turn-start-move.js';

export const JUNGLE_TRACKING_MORE = 2;
const PIECES: readonly ObstacleKind[] = ['tree', 'jungle'];

const tracking = turnStartMove('jungle-tracking:', JUNGLE_TRACKING_MORE, (s, f) => {
  const board = boardOf(s);
  return board.map.obstacles.length > 0 && f.head >= 0 && adjacentObstacles(board, placedOf(s, f), PIECES).length > 0;
});

export const jungleTracking: Ability = {
  name: 'Jungle Tracking',
  text: `A figure of this card that starts its turn next to an Evergreen Tree or a Jungle Piece may move ${JUNGLE_TRACKING_MORE} more spaces that turn.`,
  handler: { on: tracking.on, queries: { moveNumber: tracking.moveNumber } },
};
