// Rulebook: ddm-battle-rules-2011 — "Close Attacks" (Blast X, Burst X, Line X, Origin Square),
// "Area Attacks" (Origin Square, Radius X); guidelines "Close Attacks" (Burst, Line).
// Each function returns squares; the battle engine turns squares into the creatures occupying them.
import type { Board } from './board.js';
import { distRow } from './distance.js';
import { segEntersBox } from './exact.js';
import type { Point } from './sight.js';
import { effectIdx, segmentCells, sightIdx } from './sight.js';
import type { Space, Square } from './types.js';

export interface BlastPlacement {
  /** The origin square chosen in the attacker's space. */
  readonly origin: Square;
  /** The X×X area. */
  readonly area: Space;
  /** Squares of the area the origin square has line of effect to. */
  readonly squares: readonly Square[];
}

export interface LinePlacement {
  /** The chosen target square (within X squares). */
  readonly target: Square;
  /** Start point on the edge of the attacker's space and end corner of the target square (half lattice). */
  readonly from: Point;
  readonly to: Point;
  /** Squares the line enters (not merely touches) that the attacker has line of effect to. */
  readonly squares: readonly Square[];
}

const inSpace = (s: Space, x: number, y: number) => x >= s.x && x < s.x + s.side && y >= s.y && y < s.y + s.side;

/**
 * Blast X: for each origin square of the attacker's space, every X×X area on the map adjacent to
 * that square and containing no square of the attacker's space.
 */
export function blastPlacements(board: Board, attacker: Space, size: number): BlastPlacement[] {
  const W = board.width;
  const out: BlastPlacement[] = [];
  for (let oy = attacker.y; oy < attacker.y + attacker.side; oy++)
    for (let ox = attacker.x; ox < attacker.x + attacker.side; ox++) {
      if (ox < 0 || oy < 0 || ox >= W || oy >= board.height) continue;
      const o = oy * W + ox;
      for (let ty = oy - size; ty <= oy + 1; ty++)
        for (let tx = ox - size; tx <= ox + 1; tx++) {
          if (tx < 0 || ty < 0 || tx + size > W || ty + size > board.height) continue;
          let hitsAttacker = false;
          for (let y = ty; y < ty + size && !hitsAttacker; y++) for (let x = tx; x < tx + size; x++) if (inSpace(attacker, x, y)) hitsAttacker = true;
          if (hitsAttacker) continue;
          const squares: Square[] = [];
          for (let y = ty; y < ty + size; y++) for (let x = tx; x < tx + size; x++) if (effectIdx(board, o, y * W + x)) squares.push({ x, y });
          out.push({ origin: { x: ox, y: oy }, area: { x: tx, y: ty, side: size }, squares });
        }
    }
  return out;
}

/** The attacker's own squares (as indices, clipped to the map) and the distance row from each. */
function ownSquaresAndDistances(board: Board, attacker: Space): { own: number[]; rows: ReturnType<typeof distRow>[] } {
  const W = board.width;
  const own: number[] = [];
  for (let y = Math.max(0, attacker.y); y < Math.min(board.height, attacker.y + attacker.side); y++)
    for (let x = Math.max(0, attacker.x); x < Math.min(W, attacker.x + attacker.side); x++) own.push(y * W + x);
  return { own, rows: own.map((i) => distRow(board, i)) };
}

/**
 * Burst X: squares no more than X squares from the attacker's space that some square of its space
 * has line of effect to. The attacker's own squares are included (another creature sharing them is
 * affected, per the guidelines); the attacker itself is never a target — the engine excludes it.
 */
export function burstSquares(board: Board, attacker: Space, size: number): Square[] {
  const W = board.width;
  const { own, rows } = ownSquaresAndDistances(board, attacker);
  const out: Square[] = [];
  for (let j = 0; j < board.n; j++) {
    if (!rows.some((r) => r[j]! <= size)) continue;
    if (!own.some((i) => effectIdx(board, i, j))) continue;
    out.push({ x: j % W, y: Math.floor(j / W) });
  }
  return out;
}

/**
 * Line X: every distinct set of affected squares. For each target square within X squares (that
 * the attacker can see) and each start point on the edge of the attacker's space (half-lattice
 * points: corners and edge midpoints), a line to the target square's farthest corner(s) that does
 * not pass through the attacker's space; it affects the squares it enters. `only`: consider just
 * these target squares (still within X and seen) — e.g. the enemies' squares, to learn quickly
 * whether any line reaches one.
 */
export function linePlacements(board: Board, attacker: Space, size: number, only?: readonly Square[]): LinePlacement[] {
  const W = board.width;
  const H = board.height;
  const starts: [number, number][] = [];
  const L = 2 * attacker.x;
  const T = 2 * attacker.y;
  const R = 2 * (attacker.x + attacker.side);
  const B = 2 * (attacker.y + attacker.side);
  for (let X = L; X <= R; X++) {
    starts.push([X, T], [X, B]);
  }
  for (let Y = T + 1; Y < B; Y++) starts.push([L, Y], [R, Y]);
  const seen = new Set<string>();
  const out: LinePlacement[] = [];
  const cells = new Int32Array(4096);
  // Line of effect from the attacker to a square does not depend on the line: asked once per square
  // (0 unknown, 1 yes, 2 no) instead of once per line entering it.
  const effect = new Uint8Array(board.n);
  const effectTo = (c: number): boolean => {
    if (effect[c] === 0) effect[c] = own.some((i) => effectIdx(board, i, c)) ? 1 : 2;
    return effect[c] === 1;
  };
  // Target squares: within X of the attacker's space (its squares' cached distance rows, as for a
  // burst) and seen from it (the cached square-to-square sight) — only the box X around it can qualify.
  const { own, rows } = ownSquaresAndDistances(board, attacker);
  const wanted = only ? new Set(only.map((q) => q.y * W + q.x)) : null;
  for (let ty = Math.max(0, attacker.y - size); ty < Math.min(H, attacker.y + attacker.side + size); ty++)
    for (let tx = Math.max(0, attacker.x - size); tx < Math.min(W, attacker.x + attacker.side + size); tx++) {
      if (inSpace(attacker, tx, ty) || (wanted && !wanted.has(ty * W + tx))) continue;
      const j = ty * W + tx;
      if (!rows.some((r) => r[j]! <= size)) continue;
      if (!own.some((i) => sightIdx(board, i, j))) continue;
      for (const [px, py] of starts) {
        let far = -1;
        const ends: [number, number][] = [];
        for (const [cx, cy] of [
          [2 * tx, 2 * ty],
          [2 * tx + 2, 2 * ty],
          [2 * tx + 2, 2 * ty + 2],
          [2 * tx, 2 * ty + 2],
        ] as const) {
          const d = (cx - px) ** 2 + (cy - py) ** 2;
          if (d > far) {
            far = d;
            ends.length = 0;
          }
          if (d === far) ends.push([cx, cy]);
        }
        for (const [cx, cy] of ends) {
          if (segEntersBox(px, py, cx, cy, L, T, R, B)) continue; // drawn through the attacker's space
          const n = segmentCells(W, H, px, py, cx, cy, cells);
          const squares: Square[] = [];
          const ids: number[] = [];
          for (let k = 0; k < n; k++) {
            const c = cells[k]!;
            const x = c % W;
            const y = (c - x) / W;
            if (!segEntersBox(px, py, cx, cy, 2 * x, 2 * y, 2 * x + 2, 2 * y + 2)) continue;
            if (!effectTo(c)) continue;
            ids.push(c);
            squares.push({ x, y });
          }
          ids.sort((a, b) => a - b);
          const key = ids.join(',');
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ target: { x: tx, y: ty }, from: { x: px, y: py }, to: { x: cx, y: cy }, squares });
        }
      }
    }
  return out;
}

/** Area attack origin squares: within `range` squares that the attacker has line of sight and line of effect to. */
export function radiusOrigins(board: Board, attacker: Space, range: number): Square[] {
  const W = board.width;
  const { own, rows } = ownSquaresAndDistances(board, attacker);
  const out: Square[] = [];
  for (let j = 0; j < board.n; j++) {
    if (!rows.some((r) => r[j]! <= range)) continue;
    if (!own.some((i) => sightIdx(board, i, j)) || !own.some((i) => effectIdx(board, i, j))) continue;
    out.push({ x: j % W, y: Math.floor(j / W) });
  }
  return out;
}

/** Radius X: squares no more than X squares from the origin square that it has line of effect to. */
export function radiusSquares(board: Board, origin: Square, size: number): Square[] {
  const W = board.width;
  if (origin.x < 0 || origin.y < 0 || origin.x >= W || origin.y >= board.height) return [];
  const o = origin.y * W + origin.x;
  const r = distRow(board, o);
  const out: Square[] = [];
  for (let j = 0; j < board.n; j++) if (r[j]! <= size && effectIdx(board, o, j)) out.push({ x: j % W, y: Math.floor(j / W) });
  return out;
}
