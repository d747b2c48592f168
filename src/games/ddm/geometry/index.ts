/**
 * DDM 2011 battle-map geometry (rulebook: ddm-battle-rules-2011 — How to Choose Targets, Line of
 * Sight/Effect, Cover, Flanking, Close and Area Attacks, Moving, Forced-Movement Effects, Legal
 * Position, Difficult Terrain, Walls, Modes, Squeezing, Battle Maps and Terrain).
 *
 * Pure and engine-free: creatures are passed in as plain `Body` descriptions (space, team, helpless,
 * modes). Usage:
 *
 *   const map = parseMapJson(text);            // or parseAsciiMap(ascii); both validate and throw MapError
 *   const base = compileMap(map);              // precomputed grids; compile once per map
 *   const board = boardFor(base, bodies);      // variant with occupied secret doors opened (cached)
 *   lineOfSight(board, attacker.space, target.space);
 *   rangedCover(board, attacker, target, bodies);
 *   const reach = reachable(board, mover, bodies, { speed: 6 });
 *   for (const d of reach.destinations) if (d.legal) reach.path(d.at);   // square by square, for OAs
 *
 * Coordinates: squares are {x, y} with (0,0) the north-west square, x east, y south. A Space is the
 * north-west square of a creature plus its side (1–4). A Point is on the half-square lattice: {x, y}
 * in half squares, so (2x, 2y) is the north-west corner of square (x, y) and (2x+1, 2y+1) its centre.
 * All geometry is exact integer arithmetic on that lattice.
 */
export * from './types.js';
export { MapError, mapSchema, parseMapJson, makeMapJson, validateMap, mapSize, type ValidateOptions } from './map-file.js';
export { parseAsciiMap, makeAsciiMap } from './ascii.js';
export { compileMap, boardFor, type Board } from './board.js';
export { sizeSide, spaceSquares, spaceContains, spacesOverlap, squeezeSpaces, unsqueezeSpaces } from './spaces.js';
export { distance, distanceToSquare, spaceDistance, adjacent, squaresAdjacent, kingDistance, nearestSpaces } from './distance.js';
export { lineOfSight, lineOfEffect, squareSight, squareEffect, type Point, type SightOptions } from './sight.js';
export { squareCover, meleeCover, rangedCover, closeCover, burstCover, areaCover, type RangedCoverOptions } from './cover.js';
export { flanks } from './flanking.js';
export { blastPlacements, burstSquares, linePlacements, radiusOrigins, radiusSquares, type BlastPlacement, type LinePlacement } from './areas.js';
export { reachable, legalEndOneStepAway, type MoveOptions, type Reach, type Destination } from './movement.js';
export { forcedMoves, teleportDestinations, placeDestinations, type ForcedKind, type ForcedReach, type ForcedDestination } from './forced.js';
export { chargePaths, type ChargeOptions, type ChargeResult } from './charge.js';
export {
  isLegalPosition,
  legalPositions,
  legalPositionsIn,
  nearestLegalPositions,
  adjacentPositions,
  positionsWithin,
  startAreaPositions,
  type LegalOptions,
} from './legal.js';
export { terrainOf, spaceTerrain, enteredTerrain, isClear, healingFontAmount, slopeFall, teleporterDestinations, borderedByWall } from './terrain.js';
