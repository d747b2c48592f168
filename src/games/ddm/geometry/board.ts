// Rulebook: ddm-battle-rules-2011 — "Walls", "BATTLE MAPS AND TERRAIN", "SECRET DOOR".
// A map compiled into typed arrays once, so sight, distance and movement queries never re-read the
// JSON: per-square terrain bits, wall polygons bucketed per square, and 8-direction step masks.
import type { Poly } from './exact.js';
import { bbox, segTouches, touches } from './exact.js';
import type { Body, DdmMap, Direction, TerrainType } from './types.js';
import { DIRECTIONS, TERRAIN_TYPES } from './types.js';

/** Step directions, clockwise from north: N NE E SE S SW W NW. */
export const DX = [0, 1, 1, 1, 0, -1, -1, -1] as const;
export const DY = [-1, -1, 0, 1, 1, 1, 0, -1] as const;

export const TERRAIN_BIT: Readonly<Record<TerrainType, number>> = Object.fromEntries(TERRAIN_TYPES.map((t, i) => [t, 1 << i])) as Record<TerrainType, number>;

/** Terrain that counts as difficult terrain (Difficult Terrain; DANGEROUS, FOREST, SPIKE STONES, WEB). */
export const DIFFICULT_BITS =
  TERRAIN_BIT.difficult | TERRAIN_BIT.dangerous | TERRAIN_BIT.forest | TERRAIN_BIT.marketStall | TERRAIN_BIT.spikeStones | TERRAIN_BIT.web;

/** A compiled map. Treat as read-only; build with compileMap and boardFor. */
export interface Board {
  readonly map: DdmMap;
  readonly width: number;
  readonly height: number;
  readonly n: number;
  /** Terrain bits per square (TERRAIN_BIT), index y * width + x. */
  readonly terrain: Uint32Array;
  /** Healing font amount per square (0 when none). */
  readonly healing: Uint16Array;
  /** Steep slope direction index into DIRECTIONS, or -1. */
  readonly slope: Int8Array;
  /** 1 when a wall covers the square's centre (whole wall square or diagonal covering the centre). */
  readonly centreWall: Uint8Array;
  /** 1 when the square contains any wall at all (including a diagonal that leaves the centre open). */
  readonly anyWall: Uint8Array;
  /** 2-D prefix sums of smoke/forest/market-stall squares ((W+1)×(H+1)), for quick sight exits. */
  readonly sightPrefix: Int32Array;
  /** Wall polygons for sight, effect, cover and counting: map walls plus closed secret doors. */
  readonly obstacles: readonly Poly[];
  /** Obstacle indices touching each square (closed), CSR: cellStart[i]..cellStart[i+1] into cellObs. */
  readonly cellStart: Int32Array;
  readonly cellObs: Int32Array;
  /** Movement steps allowed by walls from each square (bit d = direction d); secret doors are open for movement. */
  readonly moveMask: Uint8Array;
  /** Distance-counting steps (How to Choose Targets: around wall corners, not through walls). */
  readonly countMask: Uint8Array;
  /** Squares counted as walls for distance (centre covered, or a closed secret door). */
  readonly countWall: Uint8Array;
  /** Half-lattice wall features for the fast sight walk (see sight.ts): lattice width 2W+1. */
  readonly ptWall: Uint8Array;
  /** Half-edge (X,Y)-(X+1,Y) lies in a wall. */
  readonly hWall: Uint8Array;
  /** Half-edge (X,Y)-(X,Y+1) lies in a wall. */
  readonly vWall: Uint8Array;
  /** Diagonal wall edges (hypotenuses) bucketed per square, for the rare diagonal walls. */
  readonly diagStart: Int32Array;
  readonly diagSegs: readonly Poly[];
  readonly diagList: Int32Array;
  /** Secret-door squares treated as open (occupied) in this variant. */
  readonly openDoors: readonly number[];
  /** Lazily filled caches (sight rows, distance rows, per-size masks). */
  readonly cache: BoardCache;
  /** The board with every secret door closed (the variant root). */
  readonly base: Board | null;
}

export interface BoardCache {
  /** Per square pair (a * n + b): 0 unknown, 1 clear, 2 blocked. */
  los: Uint8Array;
  loe: Uint8Array;
  /** Sight ignoring smoke (Blindsight), allocated on first use. */
  losNoSmoke?: Uint8Array;
  /** Wall test per lattice-point pair (allocated on first use). */
  seg: Uint32Array | null;
  dist: (Uint8Array | undefined)[];
  variants: Map<string, Board>;
  posMask: Map<number, Uint8Array>;
  spaceWallFree: Map<number, Uint8Array>;
}

const sq = (x: number, y: number): Poly => [2 * x, 2 * y, 2 * x + 2, 2 * y, 2 * x + 2, 2 * y + 2, 2 * x, 2 * y + 2];

/** The wall polygon of a diagonal wall (see DiagonalWall). */
export function diagonalPoly(x: number, y: number, corner: string, coversCentre: boolean): Poly {
  const cx = corner.includes('E') ? 2 * x + 2 : 2 * x;
  const cy = corner.includes('S') ? 2 * y + 2 : 2 * y;
  const ax = corner.includes('E') ? 2 * x : 2 * x + 2; // the other corner on the same row
  const by = corner.includes('S') ? 2 * y : 2 * y + 2; // the other corner on the same column
  if (coversCentre) return [cx, cy, ax, cy, cx, by];
  return [cx, cy, (cx + ax) / 2, cy, cx, (cy + by) / 2];
}

export function compileMap(map: DdmMap): Board {
  return build(map, []);
}

/** The board variant for these creatures: secret doors they occupy are open (treated as clear). */
export function boardFor(board: Board, bodies: readonly Body[]): Board {
  const root = board.base ?? board;
  const open: number[] = [];
  for (const b of bodies) {
    const s = b.space;
    for (let y = s.y; y < s.y + s.side; y++)
      for (let x = s.x; x < s.x + s.side; x++) {
        if (x < 0 || y < 0 || x >= root.width || y >= root.height) continue;
        const i = y * root.width + x;
        if (root.terrain[i]! & TERRAIN_BIT.secretDoor) open.push(i);
      }
  }
  if (open.length === 0) return root;
  open.sort((a, b) => a - b);
  const key = open.join(',');
  if (board.base !== null && board.openDoors.join(',') === key) return board;
  let v = root.cache.variants.get(key);
  if (!v) {
    v = build(root.map, open, root);
    root.cache.variants.set(key, v);
  }
  return v;
}

function build(map: DdmMap, openDoors: number[], base: Board | null = null): Board {
  const W = map.width;
  const H = map.height;
  const N = W * H;
  const terrain = new Uint32Array(N);
  const healing = new Uint16Array(N);
  const slope = new Int8Array(N).fill(-1);
  for (const layer of map.terrain) {
    for (const [x, y] of layer.squares) {
      const i = y * W + x;
      terrain[i]! |= TERRAIN_BIT[layer.type];
      if (layer.type === 'healingFont') healing[i] = layer.amount ?? 20;
      if (layer.type === 'steepSlope') slope[i] = DIRECTIONS.indexOf((layer.direction ?? 'S') as Direction);
    }
  }
  const centreWall = new Uint8Array(N);
  const anyWall = new Uint8Array(N);
  const moveObs: Poly[] = [];
  for (const [x, y] of map.walls.squares) {
    centreWall[y * W + x] = 1;
    anyWall[y * W + x] = 1;
    moveObs.push(sq(x, y));
  }
  for (const d of map.walls.diagonals) {
    if (d.coversCentre) centreWall[d.y * W + d.x] = 1;
    anyWall[d.y * W + d.x] = 1;
    moveObs.push(diagonalPoly(d.x, d.y, d.corner, d.coversCentre));
  }
  for (const [x1, y1, x2, y2] of map.walls.segments) {
    // Split into half-square pieces so every piece lies in the buckets of the squares it borders.
    const X1 = Math.round(2 * Math.min(x1, x2));
    const X2 = Math.round(2 * Math.max(x1, x2));
    const Y1 = Math.round(2 * Math.min(y1, y2));
    const Y2 = Math.round(2 * Math.max(y1, y2));
    if (Y1 === Y2) for (let X = X1; X < X2; X++) moveObs.push([X, Y1, X + 1, Y1]);
    else for (let Y = Y1; Y < Y2; Y++) moveObs.push([X1, Y, X1, Y + 1]);
  }
  const countWall = new Uint8Array(centreWall);
  const obstacles = moveObs.slice();
  const openSet = new Set(openDoors);
  for (let i = 0; i < N; i++) {
    if (terrain[i]! & TERRAIN_BIT.secretDoor && !openSet.has(i)) {
      countWall[i] = 1;
      obstacles.push(sq(i % W, Math.floor(i / W)));
    }
  }
  const { start: cellStart, list: cellObs } = bucket(obstacles, W, H);
  const sightPrefix = new Int32Array((W + 1) * (H + 1));
  const sightBits = TERRAIN_BIT.smoke | TERRAIN_BIT.forest | TERRAIN_BIT.marketStall;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      sightPrefix[(y + 1) * (W + 1) + x + 1] =
        (terrain[y * W + x]! & sightBits ? 1 : 0) + sightPrefix[y * (W + 1) + x + 1]! + sightPrefix[(y + 1) * (W + 1) + x]! - sightPrefix[y * (W + 1) + x]!;
  const moveMask = stepMasks(moveObs, W, H, centreWall, false);
  const countMask = stepMasks(obstacles, W, H, countWall, true);
  // Lattice features: a lattice point or half-edge is wall when a wall polygon touches it (a
  // half-edge: when one polygon holds both its ends, since polygons are convex).
  const LW = 2 * W + 1;
  const LH = 2 * H + 1;
  const ptWall = new Uint8Array(LW * LH);
  const hWall = new Uint8Array(LW * LH);
  const vWall = new Uint8Array(LW * LH);
  obstacles.forEach((p) => {
    const [x0, y0, x1, y1] = bbox(p);
    for (let Y = y0; Y <= y1; Y++)
      for (let X = x0; X <= x1; X++) {
        if (!segTouches(X, Y, X, Y, p)) continue;
        ptWall[Y * LW + X] = 1;
        if (X + 1 <= x1 && segTouches(X + 1, Y, X + 1, Y, p)) hWall[Y * LW + X] = 1;
        if (Y + 1 <= y1 && segTouches(X, Y + 1, X, Y + 1, p)) vWall[Y * LW + X] = 1;
      }
  });
  const diagSegs: Poly[] = map.walls.diagonals.map((d) => diagonalPoly(d.x, d.y, d.corner, d.coversCentre).slice(2));
  const { start: diagStart, list: diagList } = bucket(diagSegs, W, H);
  return {
    map,
    width: W,
    height: H,
    n: N,
    terrain,
    healing,
    slope,
    centreWall,
    anyWall,
    obstacles,
    sightPrefix,
    cellStart,
    cellObs,
    moveMask,
    countMask,
    ptWall,
    hWall,
    vWall,
    diagStart,
    diagSegs,
    diagList,
    countWall,
    openDoors,
    base,
    cache: {
      seg: null,
      los: new Uint8Array(N * N),
      loe: new Uint8Array(N * N),
      dist: new Array(N),
      variants: new Map(),
      posMask: new Map(),
      spaceWallFree: new Map(),
    },
  };
}

/** For each square, the polygons whose bounding box meets it, as a CSR index (start offsets + list). */
export function bucket(obs: readonly Poly[], W: number, H: number): { start: Int32Array; list: Int32Array } {
  const per: number[][] = Array.from({ length: W * H }, () => []);
  obs.forEach((p, k) => {
    const [x0, y0, x1, y1] = bbox(p);
    // Every square whose closed area meets the polygon's bounding box (a superset is fine: callers
    // test exactly).
    for (let y = Math.max(0, Math.ceil(y0 / 2) - 1); y <= Math.min(H - 1, Math.floor(y1 / 2)); y++)
      for (let x = Math.max(0, Math.ceil(x0 / 2) - 1); x <= Math.min(W - 1, Math.floor(x1 / 2)); x++) per[y * W + x]!.push(k);
  });
  const start = new Int32Array(W * H + 1);
  for (let i = 0; i < W * H; i++) start[i + 1] = start[i]! + per[i]!.length;
  const list = new Int32Array(start[W * H]!);
  for (let i = 0; i < W * H; i++) list.set(per[i]!, start[i]!);
  return { start, list };
}

/**
 * 8-direction step masks. Orthogonal: blocked when a wall lies on the shared edge (every wall piece
 * on an edge reaches its midpoint, because wall vertices sit on the half-square lattice).
 * Movement diagonals (counting=false): blocked when any wall touches the shared corner ("cannot
 * move diagonally past the corner of a wall"). Counting diagonals (counting=true): allowed "around a
 * corner" unless walls close both ways around that grid point.
 */
function stepMasks(obs: readonly Poly[], W: number, H: number, wallSq: Uint8Array, counting: boolean): Uint8Array {
  const { start: cs, list: cl } = bucket(obs, W, H);
  const pointHit = (X: number, Y: number): boolean => {
    // Only polygons bucketed in the squares around the point can touch it.
    for (let y = Math.max(0, Math.floor(Y / 2) - 1); y <= Math.min(H - 1, Math.floor(Y / 2)); y++)
      for (let x = Math.max(0, Math.floor(X / 2) - 1); x <= Math.min(W - 1, Math.floor(X / 2)); x++)
        for (let j = cs[y * W + x]!; j < cs[y * W + x + 1]!; j++) if (segTouches(X, Y, X, Y, obs[cl[j]!]!)) return true;
    return false;
  };
  // Polygons touching square (x, y), from the buckets.
  const near = (x: number, y: number): Poly[] => {
    const out: Poly[] = [];
    if (x < 0 || y < 0 || x >= W || y >= H) return out;
    for (let j = cs[y * W + x]!; j < cs[y * W + x + 1]!; j++) out.push(obs[cl[j]!]!);
    return out;
  };
  // A half-edge of square (x, y) lies in a wall when one (convex) polygon holds both its ends.
  const pieceHit = (x: number, y: number, X1: number, Y1: number, X2: number, Y2: number): boolean =>
    near(x, y).some((p) => segTouches(X1, Y1, X1, Y1, p) && segTouches(X2, Y2, X2, Y2, p));
  // Precompute per lattice point for speed: bit flags of which obstacles touch it is too much; just cache booleans.
  const LW = 2 * W + 1;
  const LH = 2 * H + 1;
  const hit = new Uint8Array(LW * LH);
  for (let Y = 0; Y < LH; Y++) for (let X = 0; X < LW; X++) hit[Y * LW + X] = pointHit(X, Y) ? 1 : 0;
  const mask = new Uint8Array(W * H);
  const isWall = (x: number, y: number) => x < 0 || y < 0 || x >= W || y >= H || wallSq[y * W + x] === 1;
  // wedge(Q, g): the neighbourhood of corner g inside square Q is wall.
  const wedge = (qx: number, qy: number, gx: number, gy: number): boolean => {
    if (isWall(qx, qy)) return true;
    const cx = 2 * qx + 1;
    const cy = 2 * qy + 1;
    // A point just inside Q next to g, on the quarter lattice: test with the obstacles scaled by 2.
    const px = 2 * gx + (cx > gx ? 1 : -1);
    const py = 2 * gy + (cy > gy ? 1 : -1);
    return near(qx, qy).some((p) =>
      touches(
        p.map((v) => 2 * v),
        [px, py],
      ),
    );
  };
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (wallSq[y * W + x]) continue;
      let m = 0;
      for (let d = 0; d < 8; d++) {
        const tx = x + DX[d]!;
        const ty = y + DY[d]!;
        if (isWall(tx, ty)) continue;
        if (d % 2 === 0) {
          // Midpoint of the shared edge.
          const MX = 2 * x + 1 + DX[d]!;
          const MY = 2 * y + 1 + DY[d]!;
          if (hit[MY * LW + MX]) continue;
        } else {
          const GX = 2 * x + 1 + DX[d]!;
          const GY = 2 * y + 1 + DY[d]!;
          if (!counting) {
            if (hit[GY * LW + GX]) continue;
          } else if (hit[GY * LW + GX]) {
            // Two ways around g: through (tx, y) or through (x, ty).
            const around = (qx: number, qy: number): boolean => {
              // Half-edges from g towards the shared edges' midpoints with s and with t.
              const m1x = 2 * qx + 1 - (qx - x) * 1; // midpoint of edge between s and Q
              const m1y = 2 * qy + 1 - (qy - y) * 1;
              const m2x = 2 * qx + 1 - (qx - tx) * 1; // midpoint of edge between Q and t
              const m2y = 2 * qy + 1 - (qy - ty) * 1;
              return !pieceHit(x, y, GX, GY, m1x, m1y) && !pieceHit(tx, ty, GX, GY, m2x, m2y) && !wedge(qx, qy, GX, GY);
            };
            if (!around(tx, y) && !around(x, ty)) continue;
            // The diagonal must also not start or end inside a corner wall of s or t at g.
            if (wedge(x, y, GX, GY) || wedge(tx, ty, GX, GY)) continue;
          }
        }
        m |= 1 << d;
      }
      mask[y * W + x] = m;
    }
  return mask;
}

export function terrainAt(board: Board, x: number, y: number, type: TerrainType): boolean {
  return (board.terrain[y * board.width + x]! & TERRAIN_BIT[type]) !== 0;
}
