/**
 * The battlefield as JSON: what `skirmish map import` writes and what the engine loads.
 * Rulebook: heroscape-master-game-guide — "Set Up Your Battlefield", "Gather and Place Your Army"
 * (start zones by colour), "Glyphs (setup)", and the terrain sections (see tiles.ts).
 *
 * Hex columns (axial q, r) hold stacked terrain cells: a cell at level z fills [z, z+1) for land and
 * is a zero-thickness overlay at z for water-like tiles (they "do not add height"). Standing spaces,
 * their levels and their headroom are derived by compileBoard (board.ts), never stored twice.
 * Obstacles are stacks of per-hex volumes [base, base+height); edge pieces (battlements, ladders,
 * stone-wall edges) stand on one side of a hex. Scenario terrain variants are settings.
 */
import { z } from 'zod';
import { EDGE_KINDS, OBSTACLE_KINDS, TERRAINS } from './tiles.js';

const int = z.number().int();
/**
 * Hex coordinates accepted: compileBoard (board.ts) allocates a grid over the map's bounding box, so
 * an absurd coordinate would ask for gigabytes. ±1600 holds every map an .hsc file can describe
 * (hsc.ts bounds its offset coordinates to ±1000) and keeps the worst grid near 40 MB.
 */
export const HEX_LIMIT = 1600;
const hex = int.min(-HEX_LIMIT).max(HEX_LIMIT);
const level = int.min(-1000).max(1000);

export const cellSchema = z.object({
  z: level,
  terrain: z.enum(TERRAINS),
  /** Index of the source piece in `pieces` (for explanations and round trips), or -1. */
  piece: int.min(-1),
});

export const columnSchema = z.object({ q: hex, r: hex, cells: z.array(cellSchema).min(1) });

export const obstacleSchema = z.object({
  kind: z.enum(OBSTACLE_KINDS),
  piece: int.min(-1),
  /** Height is a rough reading of the editor's 3D model, not a rule (see tiles.ts). */
  approximate: z.boolean(),
  /** Destructible objects (the Door, the Breakable Wall Section) can be removed by the battle engine. */
  destructible: z.boolean(),
  hexes: z.array(z.object({ q: hex, r: hex, base: level, height: int.min(1).max(100) })).min(1),
});

export const edgeSchema = z.object({
  kind: z.enum(EDGE_KINDS),
  piece: int.min(-1),
  /** The hex the piece is attached to ("inside"), the side it stands on (0 E … 5 NE, clockwise). */
  q: hex,
  r: hex,
  side: int.min(0).max(5),
  /** The level of the attached hex's surface. */
  level,
  /** Heights from the inside and from the outside (battlements and stone walls: 2 and 3, levels). */
  inside: int.min(0).max(50),
  outside: int.min(0).max(50),
});

export const glyphSchema = z.object({
  q: hex,
  r: hex,
  z: level,
  letter: z.string().min(1).max(2),
  name: z.string(),
  /** Treasure Glyphs don't stop a move. */
  treasure: z.boolean(),
  piece: int.min(-1),
});

export const startZoneSchema = z.object({
  name: z.string(),
  /** #rrggbb from the file's COLORREF; the colour tells whose zone it is. */
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
  hexes: z.array(z.object({ q: hex, r: hex, z: level })).min(1),
});

/**
 * "The Doorway" / "The Door": the four Doorway spaces (index 0 is Doorway Space #1, where the closed
 * Door stands; index 3 is Doorway Space #4, whose occupant controls the Door), each given by its hex
 * and the level of its surface, and the Door's state. A closed Door fills space #1 from its surface
 * up `height` levels (no moving onto or through it, no sight through it); an open or destroyed Door
 * fills nothing. Only figures may occupy the Doorway spaces (no glyphs, no obstacles).
 */
export const doorSchema = z.object({
  piece: int.min(-1),
  spaces: z.array(z.object({ q: hex, r: hex, z: level })).length(4),
  height: int.min(1).max(100),
  state: z.enum(['closed', 'open', 'destroyed']),
});

export const pieceSchema = z.object({ type: int, rotation: int.min(0).max(5), x: int, y: int, z: level });

export const mapSchema = z.object({
  format: z.literal('skirmish.heroscape-map'),
  formatVersion: z.literal(1),
  name: z.string(),
  author: z.string(),
  source: z.object({ file: z.string(), documentVersion: z.number() }).nullable(),
  /** Scenario-level terrain variants (Ice: normal/slippery; Snow: light/heavy). */
  settings: z.object({ ice: z.enum(['normal', 'slippery']), snow: z.enum(['light', 'heavy']) }),
  columns: z.array(columnSchema),
  obstacles: z.array(obstacleSchema),
  edges: z.array(edgeSchema),
  glyphs: z.array(glyphSchema),
  /** Fortress Doorways and their Doors (hand-placed; older map files without it have none). */
  doors: z.array(doorSchema).default([]),
  startZones: z.array(startZoneSchema),
  flags: z.array(z.object({ q: hex, r: hex, z: level })),
  /** Figure tiles placed in the editor (informational: the battle engine places armies itself). */
  figures: z.array(z.object({ name: z.string(), file: z.string(), hexes: z.array(z.object({ q: hex, r: hex, z: level })).min(1) })),
  pieces: z.array(pieceSchema),
});

export type HeroscapeMap = z.infer<typeof mapSchema>;
export type MapColumn = z.infer<typeof columnSchema>;
export type MapObstacle = z.infer<typeof obstacleSchema>;
export type MapEdge = z.infer<typeof edgeSchema>;
export type MapGlyph = z.infer<typeof glyphSchema>;
export type MapDoor = z.infer<typeof doorSchema>;
export type DoorState = MapDoor['state'];
export type MapSettings = HeroscapeMap['settings'];

export const DEFAULT_SETTINGS: MapSettings = { ice: 'normal', snow: 'light' };

/** An empty map to build small hand-made battlefields on (tests, scenario editors). */
export function emptyMap(name = ''): HeroscapeMap {
  return {
    format: 'skirmish.heroscape-map',
    formatVersion: 1,
    name,
    author: '',
    source: null,
    settings: { ...DEFAULT_SETTINGS },
    columns: [],
    obstacles: [],
    edges: [],
    glyphs: [],
    doors: [],
    startZones: [],
    flags: [],
    figures: [],
    pieces: [],
  };
}
