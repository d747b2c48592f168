// Rulebook: ddm-battle-rules-2011 — "Legal Position", "Walls" (Legal Position), "PIT", "STATUE",
// "SECRET DOOR", "Set-Up" (as close as possible), "DISMOUNT".
import type { Board } from './board.js';
import { DX, DY, TERRAIN_BIT } from './board.js';
import { distRow } from './distance.js';
import type { Body, Space, Square } from './types.js';

// Local copies: hot loops read these without going through the module binding.
const DXL: readonly number[] = DX;
const DYL: readonly number[] = DY;

export interface LegalOptions {
  /** The creature being placed: its own current space does not make a position illegal. */
  readonly selfId?: string;
  /** The creature treats statue terrain as a legal position (the Statue power). */
  readonly statueLegal?: boolean;
  /** Forced movement may enter pit squares (Forced-Movement Effects: Legal Position). */
  readonly allowPit?: boolean;
  /** Extra condition a position must meet (e.g. "not containing steep slope"). */
  readonly filter?: (space: Space) => boolean;
}

const segEdges = new WeakMap<Board, Uint8Array>();

/** Per square: bit 1 = a wall segment lies on its east edge, bit 2 = on its south edge. */
function wallEdges(board: Board): Uint8Array {
  const root = board.base ?? board;
  let e = segEdges.get(root);
  if (e) return e;
  const W = root.width;
  e = new Uint8Array(root.n);
  for (const [x1, y1, x2, y2] of root.map.walls.segments) {
    const X1 = Math.round(2 * Math.min(x1, x2));
    const X2 = Math.round(2 * Math.max(x1, x2));
    const Y1 = Math.round(2 * Math.min(y1, y2));
    const Y2 = Math.round(2 * Math.max(y1, y2));
    if (Y1 === Y2) {
      // horizontal at grid line Y1/2: the south edge of row Y1/2 - 1
      const row = Y1 / 2 - 1;
      for (let X = X1; X < X2; X++) {
        const col = Math.floor(X / 2);
        if (row >= 0 && row < root.height && col < W) e[row * W + col]! |= 2;
      }
    } else {
      const col = X1 / 2 - 1;
      for (let Y = Y1; Y < Y2; Y++) {
        const row = Math.floor(Y / 2);
        if (col >= 0 && col < W && row < root.height) e[row * W + col]! |= 1;
      }
    }
  }
  segEdges.set(root, e);
  return e;
}

/** Does the space contain no wall except diagonals leaving centres open (walls on its outline are fine)? */
export function spaceWallFree(board: Board, s: Space): boolean {
  const W = board.width;
  const e = wallEdges(board);
  for (let y = s.y; y < s.y + s.side; y++)
    for (let x = s.x; x < s.x + s.side; x++) {
      const i = y * W + x;
      if (board.centreWall[i]) return false;
      if (x < s.x + s.side - 1 && e[i]! & 1) return false;
      if (y < s.y + s.side - 1 && e[i]! & 2) return false;
    }
  return true;
}

/** Occupancy grid: for each square, the index+1 of the body there (0 when empty). */
export function occupancy(board: Board, bodies: readonly Body[], skipId?: string): Int32Array {
  const occ = new Int32Array(board.n);
  bodies.forEach((b, k) => {
    if (b.id === skipId) return;
    const s = b.space;
    for (let y = Math.max(0, s.y); y < Math.min(board.height, s.y + s.side); y++)
      for (let x = Math.max(0, s.x); x < Math.min(board.width, s.x + s.side); x++) occ[y * board.width + x] = k + 1;
  });
  return occ;
}

const staticCache = new WeakMap<Board, Map<string, Uint8Array>>();

/**
 * Positions legal as far as the map goes (on the map, no wall inside, no pit/statue), per side
 * length and the statue/pit options; cached per board. Creatures are checked separately.
 */
export function staticLegal(board: Board, side: number, statueLegal = false, allowPit = false): Uint8Array {
  let per = staticCache.get(board);
  if (!per) staticCache.set(board, (per = new Map()));
  const key = `${side}|${statueLegal ? 1 : 0}|${allowPit ? 1 : 0}`;
  let m = per.get(key);
  if (m) return m;
  m = new Uint8Array(board.n);
  const none = new Int32Array(board.n);
  for (let y = 0; y + side <= board.height; y++)
    for (let x = 0; x + side <= board.width; x++) if (legalWith(board, { x, y, side }, none, { statueLegal, allowPit })) m[y * board.width + x] = 1;
  per.set(key, m);
  return m;
}

/** Legality of a space given an occupancy grid (see isLegalPosition). */
export function legalWith(board: Board, s: Space, occ: Int32Array, opts: LegalOptions = {}): boolean {
  if (s.x < 0 || s.y < 0 || s.x + s.side > board.width || s.y + s.side > board.height) return false;
  if (!spaceWallFree(board, s)) return false;
  const W = board.width;
  let bad = TERRAIN_BIT.pit | TERRAIN_BIT.statue;
  if (opts.statueLegal) bad &= ~TERRAIN_BIT.statue;
  if (opts.allowPit) bad &= ~TERRAIN_BIT.pit;
  for (let y = s.y; y < s.y + s.side; y++)
    for (let x = s.x; x < s.x + s.side; x++) {
      const i = y * W + x;
      if (occ[i]) return false;
      if (board.terrain[i]! & bad) return false;
    }
  return opts.filter ? opts.filter(s) : true;
}

/**
 * A legal position: every square in the space holds no other creature, has no wall covering its
 * centre, and no terrain forbidding it (pit, statue); a big space may not contain a wall except a
 * diagonal wall that leaves a centre open.
 */
export function isLegalPosition(board: Board, space: Space, others: readonly Body[], opts: LegalOptions = {}): boolean {
  return legalWith(board, space, occupancy(board, others, opts.selfId), opts);
}

/** Every legal position for a creature of this side length. */
export function legalPositions(board: Board, side: number, others: readonly Body[], opts: LegalOptions = {}): Space[] {
  const occ = occupancy(board, others, opts.selfId);
  const out: Space[] = [];
  for (let y = 0; y + side <= board.height; y++)
    for (let x = 0; x + side <= board.width; x++) {
      const s = { x, y, side };
      if (legalWith(board, s, occ, opts)) out.push(s);
    }
  return out;
}

/**
 * The legal positions whose space lies inside the box x0..x1, y0..y1 (squares, inclusive), in the
 * order `legalPositions` lists them: a start area asks only its own box, not the whole map.
 */
export function legalPositionsIn(
  board: Board,
  side: number,
  others: readonly Body[],
  box: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number },
  opts: LegalOptions = {},
): Space[] {
  const occ = occupancy(board, others, opts.selfId);
  const out: Space[] = [];
  for (let y = Math.max(0, box.y0); y + side <= Math.min(board.height, box.y1 + 1); y++)
    for (let x = Math.max(0, box.x0); x + side <= Math.min(board.width, box.x1 + 1); x++) {
      const s = { x, y, side };
      if (legalWith(board, s, occ, opts)) out.push(s);
    }
  return out;
}

/**
 * The nearest legal positions to a set of squares (a pit, the creature's last space, a start area):
 * positions whose space is the fewest counted squares from any of `near`. Ties are all returned —
 * the controller chooses. Used for pits, set-up overflow, dismounts and steep slopes.
 */
export function nearestLegalPositions(board: Board, side: number, near: readonly Square[], others: readonly Body[], opts: LegalOptions = {}): Space[] {
  const W = board.width;
  const dist = new Int32Array(board.n).fill(-1);
  const queue = new Int32Array(board.n);
  let head = 0;
  let tail = 0;
  for (const q of near) {
    if (q.x < 0 || q.y < 0 || q.x >= W || q.y >= board.height) continue;
    const i = q.y * W + q.x;
    if (dist[i] === -1) {
      dist[i] = 0;
      queue[tail++] = i;
    }
  }
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % W;
    const y = (i - x) / W;
    // Leaving a wall square (a pit under a wall, say) is allowed: count from its neighbours.
    const m = board.countWall[i] ? 255 : board.countMask[i]!;
    for (let k = 0; k < 8; k++) {
      if (!(m & (1 << k))) continue;
      const nx = x + DXL[k]!;
      const ny = y + DYL[k]!;
      if (nx < 0 || ny < 0 || nx >= W || ny >= board.height) continue;
      const j = ny * W + nx;
      if (dist[j] !== -1) continue;
      dist[j] = dist[i]! + 1;
      queue[tail++] = j;
    }
  }
  const occ = occupancy(board, others, opts.selfId);
  let best = Infinity;
  let out: Space[] = [];
  for (let y = 0; y + side <= board.height; y++)
    for (let x = 0; x + side <= board.width; x++) {
      let d = Infinity;
      for (let v = y; v < y + side; v++) for (let u = x; u < x + side; u++) if (dist[v * W + u]! >= 0) d = Math.min(d, dist[v * W + u]!);
      if (d > best || d === Infinity) continue;
      const s = { x, y, side };
      if (!legalWith(board, s, occ, opts)) continue;
      if (d < best) {
        best = d;
        out = [];
      }
      out.push(s);
    }
  return out;
}

/**
 * DISMOUNT: legal positions adjacent to (but not overlapping) a space — where a rider is put when it
 * dismounts or is forcibly dismounted.
 */
export function adjacentPositions(board: Board, side: number, around: Space, others: readonly Body[], opts: LegalOptions = {}): Space[] {
  return legalPositions(board, side, others, opts).filter((s) => !overlaps(s, around) && spaceDistanceWithin1(board, s, around));
}

/** Mount Destroyed: legal positions entirely within a space (the mount's former space). */
export function positionsWithin(board: Board, side: number, within: Space, others: readonly Body[], opts: LegalOptions = {}): Space[] {
  return legalPositions(board, side, others, opts).filter(
    (s) => s.x >= within.x && s.y >= within.y && s.x + s.side <= within.x + within.side && s.y + s.side <= within.y + within.side,
  );
}

/**
 * Set-Up: positions for a creature in a start area (all its regions as one square list). Positions
 * entirely within the area if any; otherwise those covering as many area squares as possible ("big
 * creatures should occupy as much of the start area as their space allows"); otherwise the nearest
 * legal positions to the area.
 */
export function startAreaPositions(board: Board, side: number, area: readonly Square[], others: readonly Body[], opts: LegalOptions = {}): Space[] {
  const inArea = new Set(area.map((q) => q.y * board.width + q.x));
  const legal = legalPositions(board, side, others, opts);
  let best = 0;
  let out: Space[] = [];
  for (const s of legal) {
    let n = 0;
    for (let y = s.y; y < s.y + side; y++) for (let x = s.x; x < s.x + side; x++) if (inArea.has(y * board.width + x)) n++;
    if (n === 0 || n < best) continue;
    if (n > best) {
      best = n;
      out = [];
    }
    out.push(s);
  }
  return out.length ? out : nearestLegalPositions(board, side, area, others, opts);
}

function overlaps(a: Space, b: Space): boolean {
  return a.x < b.x + b.side && b.x < a.x + a.side && a.y < b.y + b.side && b.y < a.y + a.side;
}

/** Adjacent spaces (counted distance ≤ 1 between some squares). */
function spaceDistanceWithin1(board: Board, a: Space, b: Space): boolean {
  for (let y = a.y; y < a.y + a.side; y++)
    for (let x = a.x; x < a.x + a.side; x++) {
      const row = distRow(board, y * board.width + x);
      for (let v = b.y; v < b.y + b.side; v++) for (let u = b.x; u < b.x + b.side; u++) if (row[v * board.width + u]! <= 1) return true;
    }
  return false;
}
