/**
 * The Heroscape battlefield (heroscape-master-game-guide — "Set Up Your Battlefield", "Moving",
 * "Engagement and Adjacency Rules", "Range and Line of Sight" and the terrain sections): the public
 * API the Heroscape battle engine builds on. See docs/heroscape-maps.md.
 */
export { compileBoard, spaceXY, terrainOf, SF, type Board, type BlockerRef, type CompiledDoor } from './board.js';
export { addCell, addEdge, addGlyph, addObstacle, fromRows, place, spaceOn } from './build.js';
export { adjacentToDoor, doorPoints, doorSpaceFourOccupant, DoorError, heightAdvantageVsDoor, lineOfSightToDoor, rangeToDoor, setDoorState } from './door.js';
export { adjacentJunglePieces, engaged, engagedWith, figuresAdjacent, spacesAdjacent } from './engagement.js';
export { bodyPoints, eyeOf, parseSizeHeight, type FigureSpec, type PlacedFigure, type Size } from './figures.js';
export { HscFormatError, parseHsc, type HscDocument } from './hsc.js';
export { hscToMap, importHsc } from './import.js';
export { emptyMap, mapSchema, type DoorState, type HeroscapeMap, type MapDoor } from './map-model.js';
export { fallRoll, moveRange, pathOf, type Destination, type MoveRange, type PathDetail } from './movement.js';
export {
  clearSight,
  heightAdvantage,
  heightAdvantageByLevel,
  heightAdvantageVsHive,
  hiveLevel,
  indexFigures,
  leanPoints,
  lineOfSight,
  rangeBetween,
  rangeToColumns,
  segmentBlocker,
  type SightAnswer,
} from './sight.js';
export { landCellsPerLevel, mapStats, type MapStats } from './stats.js';
export { tileDef, type Terrain } from './tiles.js';
