// Rulebook: ddm-battle-rules-2011 — "How to Choose Targets" (Line of Sight, Line of Effect),
// "FOREST (OR MARKET STALL)", "SMOKE", "PIT", "SECRET DOOR", "Walls".
//
// Model: a line from a point of one square to a point of another is blocked for sight and effect if
// it TOUCHES a wall (closed wall polygons; the book: "a line is blocked if it touches a wall").
// Cover (cover.ts) deliberately differs: there a line that only touches or runs along a wall is ok.
// "Any point" is realised as the nine half-lattice points of a square (4 corners, 4 edge midpoints,
// the centre); see docs/ddm-maps.md for why. Results are cached per square pair as bit rows, so a
// query after the first one from a square is a few array reads.
import type { Board } from './board.js';
import { TERRAIN_BIT } from './board.js';
import { onSegment, segEntersBox, segTouches } from './exact.js';
import type { Space, Square } from './types.js';

/** A point on the half-square lattice: (2x, 2y) is the north-west corner of square (x, y). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

// Sample offsets within a square, centre first (it decides most pairs at once).
const OFF: readonly (readonly [number, number])[] = [
  [1, 1],
  [0, 0],
  [2, 0],
  [2, 2],
  [0, 2],
  [1, 0],
  [2, 1],
  [1, 2],
  [0, 1],
];

const cells = new Int32Array(4096);

/** Squares whose closed area the closed segment touches (lattice coordinates); returns the count. */
export function segmentCells(W: number, H: number, px: number, py: number, qx: number, qy: number, out: Int32Array = cells): number {
  let n = 0;
  if (px > qx) {
    const tx = px;
    px = qx;
    qx = tx;
    const ty = py;
    py = qy;
    qy = ty;
  }
  if (px === qx) {
    const c0 = px % 2 === 0 ? px / 2 - 1 : (px - 1) / 2;
    const c1 = px % 2 === 0 ? px / 2 : (px - 1) / 2;
    const lo = Math.min(py, qy);
    const hi = Math.max(py, qy);
    const r0 = Math.max(0, Math.ceil((lo - 2) / 2));
    const r1 = Math.min(H - 1, Math.floor(hi / 2));
    for (let c = Math.max(0, c0); c <= Math.min(W - 1, c1); c++) for (let r = r0; r <= r1; r++) out[n++] = r * W + c;
    return n;
  }
  const D = qx - px;
  const dy = qy - py;
  const cStart = Math.max(0, Math.ceil((px - 2) / 2));
  const cEnd = Math.min(W - 1, Math.floor(qx / 2));
  for (let c = cStart; c <= cEnd; c++) {
    const xa = Math.max(px, 2 * c);
    const xb = Math.min(qx, 2 * c + 2);
    const na = py * D + (xa - px) * dy;
    const nb = py * D + (xb - px) * dy;
    const lo = Math.min(na, nb);
    const hi = Math.max(na, nb);
    const r0 = Math.max(0, -Math.floor(-(lo - 2 * D) / (2 * D)));
    const r1 = Math.min(H - 1, Math.floor(hi / (2 * D)));
    for (let r = r0; r <= r1; r++) out[n++] = r * W + c;
  }
  return n;
}

/** Does the closed segment touch any wall (map walls and closed secret doors)? */
export function segmentTouchesWall(board: Board, px: number, py: number, qx: number, qy: number): boolean {
  const n = segmentCells(board.width, board.height, px, py, qx, qy);
  const { cellStart, cellObs, obstacles } = board;
  for (let k = 0; k < n; k++) {
    const c = cells[k]!;
    for (let j = cellStart[c]!; j < cellStart[c + 1]!; j++) if (segTouches(px, py, qx, qy, obstacles[cellObs[j]!]!)) return true;
  }
  return false;
}

/**
 * Sight-blocking terrain along a segment from a point of square a to a point of square b:
 * smoke blocks when the line enters a smoke square; forest when the line passes through two edges
 * or a corner of the same forest square. Corners of the end squares do not count (the book exempts
 * the viewer's own forest corners; exempting the target's too keeps sight symmetric).
 */
function terrainBlocksSight(board: Board, a: number, b: number, px: number, py: number, qx: number, qy: number): boolean {
  const W = board.width;
  const n = segmentCells(W, board.height, px, py, qx, qy);
  const t = board.terrain;
  for (let k = 0; k < n; k++) {
    const c = cells[k]!;
    const bits = t[c]!;
    if ((bits & (TERRAIN_BIT.smoke | TERRAIN_BIT.forest | TERRAIN_BIT.marketStall)) === 0) continue;
    const x0 = 2 * (c % W);
    const y0 = 2 * Math.floor(c / W);
    const enters = segEntersBox(px, py, qx, qy, x0, y0, x0 + 2, y0 + 2);
    if (c === a || c === b) {
      if (!(bits & (TERRAIN_BIT.forest | TERRAIN_BIT.marketStall)) || !enters) continue;
      // The end point lies on this square; an edge midpoint (not a corner, not the centre) means the
      // line crosses this square from one edge to another.
      const ex = c === a ? px : qx;
      const ey = c === a ? py : qy;
      const onEdge = (ex === x0 || ex === x0 + 2 || ey === y0 || ey === y0 + 2) && (ex - x0) % 2 !== (ey - y0) % 2;
      if (onEdge) return true;
      continue;
    }
    if (bits & TERRAIN_BIT.smoke && enters) return true;
    if (bits & (TERRAIN_BIT.forest | TERRAIN_BIT.marketStall)) {
      if (enters) return true;
      for (let cy = y0; cy <= y0 + 2; cy += 2)
        for (let cx = x0; cx <= x0 + 2; cx += 2) {
          if ((cx === px && cy === py) || (cx === qx && cy === qy)) continue;
          if (onSegment(px, py, qx, qy, cx, cy)) return true;
        }
    }
  }
  return false;
}

function pairClear(board: Board, a: number, b: number, sight: boolean): boolean {
  if (a === b) return board.centreWall[a] === 0;
  const W = board.width;
  const ax = a % W;
  const ay = (a - ax) / W;
  const bx = b % W;
  const by = (b - bx) / W;
  if (sight) {
    const adj = Math.abs(ax - bx) <= 1 && Math.abs(ay - by) <= 1;
    if (!adj && (board.terrain[a]! | board.terrain[b]!) & TERRAIN_BIT.smoke) return false;
  }
  for (const [ox, oy] of OFF) {
    const px = 2 * ax + ox;
    const py = 2 * ay + oy;
    for (const [o2x, o2y] of OFF) {
      const qx = 2 * bx + o2x;
      const qy = 2 * by + o2y;
      if (segmentTouchesWall(board, px, py, qx, qy)) continue;
      if (sight && terrainBlocksSight(board, a, b, px, py, qx, qy)) continue;
      return true;
    }
  }
  return false;
}

function row(board: Board, a: number, sight: boolean): Uint32Array {
  const rows = sight ? board.cache.los : board.cache.loe;
  let r = rows[a];
  if (r) return r;
  r = new Uint32Array((board.n + 31) >>> 5);
  for (let b = 0; b < board.n; b++) {
    const other = rows[b];
    const clear = other ? (other[a >>> 5]! >>> (a & 31)) & 1 : pairClear(board, a, b, sight) ? 1 : 0;
    if (clear) r[b >>> 5]! |= 1 << (b & 31);
  }
  rows[a] = r;
  return r;
}

/** Line of sight between two squares (symmetric). */
export function squareSight(board: Board, a: Square, b: Square): boolean {
  if (!inside(board, a) || !inside(board, b)) return false;
  const i = a.y * board.width + a.x;
  const j = b.y * board.width + b.x;
  return ((row(board, i, true)[j >>> 5]! >>> (j & 31)) & 1) === 1;
}

/** Line of effect between two squares (symmetric). */
export function squareEffect(board: Board, a: Square, b: Square): boolean {
  if (!inside(board, a) || !inside(board, b)) return false;
  const i = a.y * board.width + a.x;
  const j = b.y * board.width + b.x;
  return ((row(board, i, false)[j >>> 5]! >>> (j & 31)) & 1) === 1;
}

/** Fast index form used by the other modules (no bounds check). */
export function sightIdx(board: Board, i: number, j: number): boolean {
  return ((row(board, i, true)[j >>> 5]! >>> (j & 31)) & 1) === 1;
}

export function effectIdx(board: Board, i: number, j: number): boolean {
  return ((row(board, i, false)[j >>> 5]! >>> (j & 31)) & 1) === 1;
}

function inside(board: Board, s: Square): boolean {
  return s.x >= 0 && s.y >= 0 && s.x < board.width && s.y < board.height;
}

function spaceAny(board: Board, from: Space, to: Space, sight: boolean): boolean {
  const W = board.width;
  for (let y = Math.max(0, from.y); y < Math.min(board.height, from.y + from.side); y++)
    for (let x = Math.max(0, from.x); x < Math.min(W, from.x + from.side); x++) {
      const r = row(board, y * W + x, sight);
      for (let v = Math.max(0, to.y); v < Math.min(board.height, to.y + to.side); v++)
        for (let u = Math.max(0, to.x); u < Math.min(W, to.x + to.side); u++) {
          const j = v * W + u;
          if ((r[j >>> 5]! >>> (j & 31)) & 1) return true;
        }
    }
  return false;
}

/**
 * Line of sight from any point of `from` (a creature's space) to any point of `to` (a creature's
 * space or a single square as a side-1 space). Creatures never block sight.
 */
export function lineOfSight(board: Board, from: Space, to: Space): boolean {
  return spaceAny(board, from, to, true);
}

/** Line of effect from any point of `from` to any square of `to` (walls only; smoke and forest don't block it). */
export function lineOfEffect(board: Board, from: Space, to: Space): boolean {
  return spaceAny(board, from, to, false);
}
