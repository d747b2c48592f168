/**
 * The project's tile table: what each Virtualscape piece means on the battlefield.
 * Rulebook: heroscape-master-game-guide — terrain sections (Long and Short Ruins, Roads, Stone Walls,
 * Evergreen Trees, Molten Lava, Lava Fields, Ice, Snow, Glacier Mountains, Fortress Walls, Wall Walks,
 * Battlements, The Doorway, Ladders, The Flag, Warehouse Ruin, Swamp Water, Marro Hive, Jungle
 * Pieces, Shadows). Footprints are format facts (tile-shapes.ts); heights come from the guide when it
 * states one (ruins 6, stone wall 2 inside / 3 outside, battlement 2 / 3), else from the editor
 * (trees 10–15, glaciers and outcrops per hex, castle walls 9, door and arch 10, jungle 9–16), else
 * from the editor's 3D models rounded up (marked `approximate`).
 */
import { placeOffset, type Hex } from './hex.js';
import { SHAPES, TILE_CODES } from './tile-shapes.js';

/** Ground a figure can stand on (or in). */
export const TERRAINS = [
  'grass',
  'rock',
  'sand',
  'water',
  'ice',
  'molten-lava',
  'lava-field',
  'road',
  'snow',
  'swamp',
  'swamp-water',
  'concrete',
  'asphalt',
  'shadow',
  'dungeon',
  'wellspring-water',
  'wall-walk',
  'custom',
] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Thin overlays: "Glyphs and water tiles do not add height to any spaces on which they're placed." */
export const THIN_TERRAINS: ReadonlySet<Terrain> = new Set<Terrain>(['water', 'ice', 'molten-lava', 'swamp-water', 'shadow', 'wellspring-water']);

/** Water for the rules' purposes (swamp water is "a type of water" for special powers). */
export function isWaterLike(t: Terrain): boolean {
  return t === 'water' || t === 'swamp-water' || t === 'wellspring-water';
}

export const OBSTACLE_KINDS = [
  'tree',
  'ruin',
  'warehouse-ruin',
  'breakable-wall',
  'stone-wall',
  'glacier',
  'castle-base',
  'castle-wall',
  'door',
  'arch',
  'hive',
  'jungle',
  'outcrop',
  'laur-wall',
] as const;
export type ObstacleKind = (typeof OBSTACLE_KINDS)[number];

/** Pieces that stand on one edge of a hex rather than filling it. */
export const EDGE_KINDS = ['battlement', 'stone-wall-edge', 'ladder'] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];

export type TileRole =
  | { readonly role: 'terrain'; readonly terrain: Terrain }
  | { readonly role: 'obstacle'; readonly obstacle: ObstacleKind; readonly height: number; readonly approximate: boolean; readonly baseIncluded: boolean }
  | { readonly role: 'edge'; readonly edge: EdgeKind }
  | { readonly role: 'glyph'; readonly letter: string | null }
  | { readonly role: 'start' }
  | { readonly role: 'flag' }
  | { readonly role: 'figure' };

export interface TileDef {
  readonly code: number;
  readonly name: string;
  readonly family: string;
  readonly shape: string;
  readonly meaning: TileRole;
}

const FAMILY_TERRAIN: Readonly<Record<string, Terrain>> = {
  grass: 'grass',
  rock: 'rock',
  sand: 'sand',
  water: 'water',
  ice: 'ice',
  lava: 'molten-lava',
  lavafield: 'lava-field',
  road: 'road',
  snow: 'snow',
  swampwater: 'swamp-water',
  swamp: 'swamp',
  concrete: 'concrete',
  asphalt: 'asphalt',
  shadow: 'shadow',
  dungeon: 'dungeon',
};

function obstacle(obstacle: ObstacleKind, height: number, approximate = false, baseIncluded = false): TileRole {
  return { role: 'obstacle', obstacle, height, approximate, baseIncluded };
}

/** Meaning of pieces that are not plain terrain, by type code. */
const SPECIAL: Readonly<Record<number, TileRole>> = {
  10004: obstacle('tree', 15),
  10011: obstacle('tree', 10),
  10012: obstacle('tree', 11),
  10013: obstacle('tree', 12),
  // "The Long and Short Ruins are both 6 levels high."
  11002: obstacle('ruin', 6),
  11003: obstacle('ruin', 6),
  // Warehouse Ruin (The Conflict Begins): the guide gives only the upper floor (9); the wall height is the model's.
  11006: obstacle('warehouse-ruin', 13, true),
  11007: obstacle('breakable-wall', 13, true),
  // Stone wall section standing on its hexes; crossing it counts its height (3 from the model; the guide's 2/3 applies to edge walls).
  12004: obstacle('stone-wall', 3, true),
  13001: obstacle('glacier', 7),
  13003: obstacle('glacier', 9),
  13004: obstacle('glacier', 11),
  13006: obstacle('glacier', 17),
  16001: { role: 'terrain', terrain: 'wall-walk' },
  16007: { role: 'terrain', terrain: 'wall-walk' },
  16009: { role: 'terrain', terrain: 'wall-walk' },
  16101: obstacle('castle-base', 1, true),
  16102: obstacle('castle-base', 1, true),
  16103: obstacle('castle-base', 1, true),
  16201: obstacle('castle-wall', 9),
  16202: obstacle('castle-wall', 9),
  16203: obstacle('castle-wall', 9),
  16301: { role: 'edge', edge: 'battlement' },
  16401: obstacle('door', 10),
  16404: obstacle('arch', 10),
  16402: { role: 'edge', edge: 'ladder' },
  16403: { role: 'flag' },
  17000: { role: 'terrain', terrain: 'custom' },
  18001: { role: 'figure' },
  18002: { role: 'figure' },
  23006: obstacle('hive', 14, true),
  24001: obstacle('jungle', 15, false, true),
  24002: obstacle('jungle', 9, false, true),
  24014: obstacle('jungle', 14, false, true),
  24015: obstacle('jungle', 15, false, true),
  24016: obstacle('jungle', 16, false, true),
  27001: obstacle('outcrop', 7),
  27003: obstacle('outcrop', 9),
};

function meaningOf(code: number, family: string): TileRole {
  const special = SPECIAL[code];
  if (special) return special;
  if (family === 'glyph') return { role: 'glyph', letter: glyphLetter(code) };
  if (family === 'startarea') return { role: 'start' };
  const terrain = FAMILY_TERRAIN[family];
  if (terrain) return { role: 'terrain', terrain };
  throw new Error(`tile table: no meaning for type ${code}`);
}

/** Glyph tiles store the letter's character code: type = 14000 + code (14001 is the legacy "?"). */
export function glyphLetter(code: number): string | null {
  if (code === 14001) return '?';
  const c = code - 14000;
  return c >= 33 && c <= 126 ? String.fromCharCode(c) : null;
}

const TABLE = new Map<number, TileDef>();
for (const [code, name, family, shape] of TILE_CODES) TABLE.set(code, { code, name, family, shape, meaning: meaningOf(code, family) });

/** The definition of a type code, or undefined for a code Virtualscape does not know. */
export function tileDef(code: number): TileDef | undefined {
  const known = TABLE.get(code);
  if (known) return known;
  // Virtualscape maps every 14002..14254 to a one-hex glyph whose letter is type - 14000.
  if (code >= 14002 && code <= 14254)
    return { code, name: `Glyph ${glyphLetter(code) ?? code - 14000}`, family: 'glyph', shape: 'hex1', meaning: { role: 'glyph', letter: glyphLetter(code) } };
  return undefined;
}

export function allTileDefs(): readonly TileDef[] {
  return [...TABLE.values()];
}

const CUSTOM_SHAPES: Readonly<Record<number, string>> = { 1: 'hex1', 2: 'hex2', 3: 'hex3', 7: 'hex7', 24: 'hex24' };

export interface PlacedHex extends Hex {
  /** Per-hex height for glaciers and outcrops (levels); null when the piece has one height. */
  readonly height: number | null;
}

/**
 * The hexes a tile covers. `customHexes` is the hex count stored for custom tiles (Virtualscape only
 * shapes 1/2/3/7/24; other counts leave the anchor alone).
 */
export function footprint(def: TileDef, rotation: number, x: number, y: number, customHexes = 1): PlacedHex[] {
  const shape = def.code === 17000 ? (CUSTOM_SHAPES[customHexes] ?? 'hex1') : def.shape;
  const rots = SHAPES[shape];
  const spec = rots?.[rotation];
  if (spec === undefined) throw new Error(`tile table: no footprint for shape ${shape} rotation ${rotation}`);
  return spec.split(' ').map((part) => {
    const [dx, dy, h] = part.split(',').map(Number) as [number, number, number | undefined];
    const hex = placeOffset(x, y, dx, dy);
    return { q: hex.q, r: hex.r, height: h ?? null };
  });
}
