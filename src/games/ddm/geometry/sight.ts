// Rulebook: ddm-battle-rules-2011 — "How to Choose Targets" (Line of Sight, Line of Effect),
// "FOREST (OR MARKET STALL)", "SMOKE", "PIT", "SECRET DOOR", "Walls".
//
// Model: a line from a point of one square to a point of another is blocked for sight and effect if
// it TOUCHES a wall (closed wall polygons; the book: "a line is blocked if it touches a wall").
// Cover (cover.ts) deliberately differs: there a line that only touches or runs along a wall is ok.
// "Any point" is exact: the nine half-lattice points of a square (4 corners, 4 edge midpoints, the
// centre) are a fast path, and when none of their 81 lines is clear, exact-sight.ts searches every
// line (critical lines through pairs of vertices, perturbed exactly). Results are cached per square
// pair, so a query after the first one for a pair is one array read.
import type { Board } from './board.js';
import { TERRAIN_BIT } from './board.js';
import { onSegment, segEntersBox, segTouches } from './exact.js';
import { exactPairClear } from './exact-sight.js';
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

/**
 * Does the closed segment between two lattice points touch any wall (map walls and closed secret
 * doors)? A walk along the half lattice: the segment touches a wall exactly when it passes through
 * a wall lattice point, crosses a wall half-edge, or crosses a diagonal wall's slanted edge (every
 * wall polygon has lattice vertices and half-lattice edges, so it can't be reached otherwise).
 */
export function segmentTouchesWall(board: Board, px: number, py: number, qx: number, qy: number): boolean {
  const LW = 2 * board.width + 1;
  const pt = board.ptWall;
  if (pt[py * LW + px] || pt[qy * LW + qx]) return true;
  if (px > qx) {
    let t = px;
    px = qx;
    qx = t;
    t = py;
    py = qy;
    qy = t;
  }
  const dx = qx - px;
  const dy = qy - py;
  if (dx === 0) {
    const y0 = Math.min(py, qy);
    const y1 = Math.max(py, qy);
    for (let Y = y0 + 1; Y < y1; Y++) if (pt[Y * LW + px]) return true;
  } else if (dy === 0) {
    for (let X = px + 1; X < qx; X++) if (pt[py * LW + X]) return true;
  } else {
    const v = board.vWall;
    const h = board.hWall;
    // Vertical lattice lines strictly between the ends.
    for (let X = px + 1; X < qx; X++) {
      const num = py * dx + (X - px) * dy;
      if (num % dx === 0) {
        if (pt[(num / dx) * LW + X]) return true;
      } else if (v[Math.floor(num / dx) * LW + X]) return true;
    }
    // Horizontal lattice lines strictly between the ends (lattice points were seen above).
    const ady = dy > 0 ? dy : -dy;
    const y0 = dy > 0 ? py : qy;
    const y1 = dy > 0 ? qy : py;
    const x0 = dy > 0 ? px : qx;
    const ddx = dy > 0 ? dx : -dx;
    for (let Y = y0 + 1; Y < y1; Y++) {
      const num = x0 * ady + (Y - y0) * ddx;
      if (num % ady === 0) continue;
      if (h[Y * LW + Math.floor(num / ady)]) return true;
    }
  }
  if (board.diagSegs.length === 0) return false;
  const n = segmentCells(board.width, board.height, px, py, qx, qy);
  const { diagStart, diagList, diagSegs } = board;
  for (let k = 0; k < n; k++) {
    const c = cells[k]!;
    for (let j = diagStart[c]!; j < diagStart[c + 1]!; j++) if (segTouches(px, py, qx, qy, diagSegs[diagList[j]!]!)) return true;
  }
  return false;
}

/**
 * Sight-blocking terrain along a segment from a point of square a to a point of square b:
 * smoke blocks when the line enters a smoke square; forest when the line passes through two edges
 * or a corner of the same forest square. Corners of the end squares do not count (the book exempts
 * the viewer's own forest corners; exempting the target's too keeps sight symmetric).
 */
function terrainBlocksSight(board: Board, a: number, b: number, px: number, py: number, qx: number, qy: number, smoke: boolean): boolean {
  const W = board.width;
  // Quick exit: no smoke or forest in the squares around the segment's bounding box.
  const ps = board.sightPrefix;
  const x0 = Math.max(0, Math.ceil(Math.min(px, qx) / 2) - 1);
  const x1 = Math.min(W - 1, Math.floor(Math.max(px, qx) / 2));
  const y0 = Math.max(0, Math.ceil(Math.min(py, qy) / 2) - 1);
  const y1 = Math.min(board.height - 1, Math.floor(Math.max(py, qy) / 2));
  const PW = W + 1;
  if (ps[(y1 + 1) * PW + x1 + 1]! - ps[y0 * PW + x1 + 1]! - ps[(y1 + 1) * PW + x0]! + ps[y0 * PW + x0]! === 0) return false;
  const n = segmentCells(W, board.height, px, py, qx, qy);
  const t = board.terrain;
  for (let k = 0; k < n; k++) {
    const c = cells[k]!;
    const bits = t[c]!;
    if ((bits & (TERRAIN_BIT.smoke | TERRAIN_BIT.forest | TERRAIN_BIT.marketStall)) === 0) continue;
    const cx0 = 2 * (c % W);
    const cy0 = 2 * Math.floor(c / W);
    const enters = segEntersBox(px, py, qx, qy, cx0, cy0, cx0 + 2, cy0 + 2);
    if (c === a || c === b) {
      if (!(bits & (TERRAIN_BIT.forest | TERRAIN_BIT.marketStall)) || !enters) continue;
      // The end point lies on this square; an edge midpoint (not a corner, not the centre) means the
      // line crosses this square from one edge to another.
      const ex = c === a ? px : qx;
      const ey = c === a ? py : qy;
      const onEdge = (ex === cx0 || ex === cx0 + 2 || ey === cy0 || ey === cy0 + 2) && (ex - cx0) % 2 !== (ey - cy0) % 2;
      if (onEdge) return true;
      continue;
    }
    if (smoke && bits & TERRAIN_BIT.smoke) {
      if (enters) return true;
      // Running along the seam between two smoke squares is inside the smoke cloud too.
      if (px === qx && (px === cx0 || px === cx0 + 2) && Math.max(py, qy) > cy0 && Math.min(py, qy) < cy0 + 2) {
        const nx = px === cx0 ? (c % W) - 1 : (c % W) + 1;
        if (nx >= 0 && nx < W && board.terrain[c - (c % W) + nx]! & TERRAIN_BIT.smoke && c - (c % W) + nx !== a && c - (c % W) + nx !== b) return true;
      }
      if (py === qy && (py === cy0 || py === cy0 + 2) && Math.max(px, qx) > cx0 && Math.min(px, qx) < cx0 + 2) {
        const ny = py === cy0 ? Math.floor(c / W) - 1 : Math.floor(c / W) + 1;
        if (ny >= 0 && ny < board.height && board.terrain[ny * W + (c % W)]! & TERRAIN_BIT.smoke && ny * W + (c % W) !== a && ny * W + (c % W) !== b)
          return true;
      }
    }
    if (bits & (TERRAIN_BIT.forest | TERRAIN_BIT.marketStall)) {
      if (enters) return true;
      // Running along an edge of the forest square passes along its border from corner to corner.
      if (px === qx && (px === cx0 || px === cx0 + 2) && Math.max(py, qy) > cy0 && Math.min(py, qy) < cy0 + 2) return true;
      if (py === qy && (py === cy0 || py === cy0 + 2) && Math.max(px, qx) > cx0 && Math.min(px, qx) < cx0 + 2) return true;
      for (let cy = cy0; cy <= cy0 + 2; cy += 2)
        for (let cx = cx0; cx <= cx0 + 2; cx += 2) {
          if ((cx === px && cy === py) || (cx === qx && cy === qy)) continue;
          if (onSegment(px, py, qx, qy, cx, cy)) return true;
        }
    }
  }
  return false;
}

/**
 * Wall test between two lattice points, cached at 2 bits per lattice pair (0 unknown, 1 clear,
 * 2 touches a wall): neighbouring square pairs share most of their sample lines.
 */
function latticeClear(board: Board, px: number, py: number, qx: number, qy: number): boolean {
  const LW = 2 * board.width + 1;
  const LN = LW * (2 * board.height + 1);
  let seg = board.cache.seg;
  if (!seg) seg = board.cache.seg = new Uint32Array(Math.ceil((LN * LN) / 16));
  const a = py * LW + px;
  const b = qy * LW + qx;
  const k = a < b ? a * LN + b : b * LN + a;
  const w = k >>> 4;
  const sh = (k & 15) << 1;
  let v = (seg[w]! >>> sh) & 3;
  if (v === 0) {
    v = segmentTouchesWall(board, px, py, qx, qy) ? 2 : 1;
    seg[w]! |= v << sh;
  }
  return v === 1;
}

function pairClear(board: Board, a: number, b: number, sight: boolean, smoke = true): boolean {
  if (a === b) return board.centreWall[a] === 0;
  if (ninePointClear(board, a, b, sight, smoke)) return true;
  // The sample lines are all blocked: search every line exactly (exact-sight.ts). The end-square
  // smoke rule was applied above and holds for every line, so it is not repeated there.
  if (sight && smoke && endSmoke(board, a, b)) return false;
  return exactPairClear(board, a, b, sight, smoke);
}

function endSmoke(board: Board, a: number, b: number): boolean {
  const W = board.width;
  const adj = Math.abs((a % W) - (b % W)) <= 1 && Math.abs(Math.floor(a / W) - Math.floor(b / W)) <= 1;
  return !adj && ((board.terrain[a]! | board.terrain[b]!) & TERRAIN_BIT.smoke) !== 0;
}

/**
 * The fast path: lines between the nine half-lattice points of each square (corners, edge midpoints,
 * centre). A clear sample line is a clear line, so "true" here is final; "false" goes to the exact
 * search. Exported for tests (exact ⊇ nine-point).
 */
export function ninePointClear(board: Board, a: number, b: number, sight: boolean, smoke = true): boolean {
  if (a === b) return board.centreWall[a] === 0;
  const W = board.width;
  const LW = 2 * W + 1;
  const pt = board.ptWall;
  const ax = a % W;
  const ay = (a - ax) / W;
  const bx = b % W;
  const by = (b - bx) / W;
  if (sight) {
    const adj = Math.abs(ax - bx) <= 1 && Math.abs(ay - by) <= 1;
    if (smoke && !adj && (board.terrain[a]! | board.terrain[b]!) & TERRAIN_BIT.smoke) return false;
  }
  for (let i = 0; i < 9; i++) {
    const px = 2 * ax + OFF[i]![0];
    const py = 2 * ay + OFF[i]![1];
    if (pt[py * LW + px]) continue; // a point inside or on a wall sees nothing
    for (let j = 0; j < 9; j++) {
      const qx = 2 * bx + OFF[j]![0];
      const qy = 2 * by + OFF[j]![1];
      if (pt[qy * LW + qx]) continue;
      if (!latticeClear(board, px, py, qx, qy)) continue;
      if (sight && terrainBlocksSight(board, a, b, px, py, qx, qy, smoke)) continue;
      return true;
    }
  }
  return false;
}

/** Cached pair result: 1 clear, 2 blocked (0 = not yet computed). Symmetric, so both orders are stored. */
function pair(board: Board, a: number, b: number, sight: boolean): boolean {
  const c = sight ? board.cache.los : board.cache.loe;
  const k = a * board.n + b;
  let v = c[k]!;
  if (v === 0) {
    v = pairClear(board, a, b, sight) ? 1 : 2;
    c[k] = v;
    c[b * board.n + a] = v;
  }
  return v === 1;
}

/** Sight ignoring smoke (Blindsight), cached separately and allocated on first use. */
function pairNoSmoke(board: Board, a: number, b: number): boolean {
  const c = (board.cache.losNoSmoke ??= new Uint8Array(board.n * board.n));
  const k = a * board.n + b;
  let v = c[k]!;
  if (v === 0) {
    v = pairClear(board, a, b, true, false) ? 1 : 2;
    c[k] = v;
    c[b * board.n + a] = v;
  }
  return v === 1;
}

/** Line of sight between two squares (symmetric). */
export function squareSight(board: Board, a: Square, b: Square): boolean {
  if (!inside(board, a) || !inside(board, b)) return false;
  return pair(board, a.y * board.width + a.x, b.y * board.width + b.x, true);
}

/** Line of effect between two squares (symmetric). */
export function squareEffect(board: Board, a: Square, b: Square): boolean {
  if (!inside(board, a) || !inside(board, b)) return false;
  return pair(board, a.y * board.width + a.x, b.y * board.width + b.x, false);
}

/** Fast index form used by the other modules (no bounds check). */
export function sightIdx(board: Board, i: number, j: number): boolean {
  return pair(board, i, j, true);
}

export function effectIdx(board: Board, i: number, j: number): boolean {
  return pair(board, i, j, false);
}

function inside(board: Board, s: Square): boolean {
  return s.x >= 0 && s.y >= 0 && s.x < board.width && s.y < board.height;
}

function spaceAny(board: Board, from: Space, to: Space, sight: boolean, noSmoke = false): boolean {
  const W = board.width;
  for (let y = Math.max(0, from.y); y < Math.min(board.height, from.y + from.side); y++)
    for (let x = Math.max(0, from.x); x < Math.min(W, from.x + from.side); x++) {
      const i = y * W + x;
      for (let v = Math.max(0, to.y); v < Math.min(board.height, to.y + to.side); v++)
        for (let u = Math.max(0, to.x); u < Math.min(W, to.x + to.side); u++)
          if (noSmoke ? pairNoSmoke(board, i, v * W + u) : pair(board, i, v * W + u, sight)) return true;
    }
  return false;
}

/**
 * Line of sight from any point of `from` (a creature's space) to any point of `to` (a creature's
 * space or a single square as a side-1 space). Creatures never block sight.
 */
export function lineOfSight(board: Board, from: Space, to: Space, opts: SightOptions = {}): boolean {
  return spaceAny(board, from, to, true, opts.ignoreSmoke === true);
}

export interface SightOptions {
  /** Blindsight within its range: smoke squares are ignored (the caller checks the range). */
  readonly ignoreSmoke?: boolean;
}

/** Line of effect from any point of `from` to any square of `to` (walls only; smoke and forest don't block it). */
export function lineOfEffect(board: Board, from: Space, to: Space): boolean {
  return spaceAny(board, from, to, false);
}
