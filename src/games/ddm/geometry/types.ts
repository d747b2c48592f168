// Rulebook: ddm-battle-rules-2011 — "BATTLE MAPS AND TERRAIN", "Walls", "Legal Position", "Modes (Movement)".
// The plain-data vocabulary of the geometry module: squares, spaces, terrain, walls, maps and the
// creature descriptions the battle engine passes in. Everything here is JSON data (no classes).

/** A square of the grid: column x (0 = west) and row y (0 = north). */
export interface Square {
  readonly x: number;
  readonly y: number;
}

/** Creature sizes of DDM 2011 and the side of their square space. */
export type Size = 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan';

/** A creature's space: the k×k block of squares whose north-west square is (x, y). */
export interface Space {
  readonly x: number;
  readonly y: number;
  /** 1 (tiny/small/medium), 2 (large or a squeezing huge creature), 3 (huge), 4 (gargantuan). */
  readonly side: number;
}

export type TerrainType =
  | 'difficult'
  | 'bloodRock'
  | 'dangerous'
  | 'fire'
  | 'corrosive'
  | 'forest'
  | 'marketStall'
  | 'healingFont'
  | 'pit'
  | 'river'
  | 'sacredCircle'
  | 'secretDoor'
  | 'slippery'
  | 'smoke'
  | 'spikeStones'
  | 'statue'
  | 'steepSlope'
  | 'teleporter'
  | 'web';

export const TERRAIN_TYPES: readonly TerrainType[] = [
  'difficult',
  'bloodRock',
  'dangerous',
  'fire',
  'corrosive',
  'forest',
  'marketStall',
  'healingFont',
  'pit',
  'river',
  'sacredCircle',
  'secretDoor',
  'slippery',
  'smoke',
  'spikeStones',
  'statue',
  'steepSlope',
  'teleporter',
  'web',
];

/** Compass direction of a steep slope (the way a creature falls). */
export type Direction = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export const DIRECTIONS: readonly Direction[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** One terrain layer: a type on a set of squares (a square may carry several layers). */
export interface TerrainLayer {
  readonly type: TerrainType;
  /** [x, y] pairs. */
  readonly squares: readonly (readonly [number, number])[];
  /** Healing font: HP healed (the rulebook's default is 20 when the map gives none). */
  readonly amount?: number;
  /** Steep slope: the direction a creature falls. */
  readonly direction?: Direction;
}

/** Which corner of its square a diagonal wall fills. */
export type Corner = 'NW' | 'NE' | 'SE' | 'SW';

/**
 * A diagonal wall inside one square, filling the triangle at `corner`.
 * coversCentre false: the triangle from the corner to the midpoints of the two edges that meet there
 * (the centre stays open, so the square can be entered and is a legal position).
 * coversCentre true: the half of the square cut off by the diagonal through the centre (the centre
 * lies on the wall, so the square can't be entered).
 */
export interface DiagonalWall {
  readonly x: number;
  readonly y: number;
  readonly corner: Corner;
  readonly coversCentre: boolean;
}

/**
 * A wall segment on a grid line, between two grid points or half-way points (multiples of 0.5).
 * Grid points: (0,0) is the north-west corner of the map, (width, height) the south-east one.
 */
export type WallSegment = readonly [x1: number, y1: number, x2: number, y2: number];

export interface Walls {
  /** Squares entirely filled by wall. */
  readonly squares: readonly (readonly [number, number])[];
  /** Thick lines on grid lines (horizontal or vertical). */
  readonly segments: readonly WallSegment[];
  readonly diagonals: readonly DiagonalWall[];
}

/** A labelled region: any set of squares. */
export type Region = readonly (readonly [number, number])[];

/** A DDM battle map as stored in JSON (see docs/ddm-maps.md). */
export interface DdmMap {
  readonly format: 'skirmish-ddm-map';
  readonly version: 1;
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly terrain: readonly TerrainLayer[];
  readonly walls: Walls;
  /** Start Area A / B: each may be several regions (all count as that start area). */
  readonly startAreas: { readonly A: readonly Region[]; readonly B: readonly Region[] };
  /** Victory Area A, B and A&B (each a list of regions). */
  readonly victoryAreas: { readonly A: readonly Region[]; readonly B: readonly Region[]; readonly AB: readonly Region[] };
}

/** Movement modes (Modes (Movement)). */
export interface MovementModes {
  readonly flight?: boolean;
  readonly burrow?: boolean;
  readonly phasing?: boolean;
}

/**
 * A creature as the geometry module sees it. `team` decides ally/enemy: same team = ally.
 * (The battle engine maps domination, confusion and so on onto teams before calling.)
 */
export interface Body {
  readonly id: string;
  readonly space: Space;
  readonly team: string;
  readonly helpless?: boolean;
  readonly modes?: MovementModes;
}
