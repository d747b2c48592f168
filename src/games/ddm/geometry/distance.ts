// Rulebook: ddm-battle-rules-2011 — "How to Choose Targets" (Counting Distance, Adjacent Squares and
// Creatures, Nearest Squares and Creatures), "Walls" (adjacency across walls).
// Distances are breadth-first counts over the board's counting steps (around wall corners, never
// through walls or wall squares), cached per source square.
import type { Board } from './board.js';
import { DX, DY } from './board.js';
import type { Space, Square } from './types.js';

// Local copies: hot loops read these without going through the module binding.
const DXL: readonly number[] = DX;
const DYL: readonly number[] = DY;

export const FAR = 255;

/** Distances (in squares) from square index `a` to every square; FAR when unreachable. */
export function distRow(board: Board, a: number): Uint8Array {
  let r = board.cache.dist[a];
  if (r) return r;
  const W = board.width;
  r = new Uint8Array(board.n).fill(FAR);
  const queue = new Int32Array(board.n);
  let head = 0;
  let tail = 0;
  r[a] = 0;
  queue[tail++] = a;
  while (head < tail) {
    const i = queue[head++]!;
    const m = board.countMask[i]!;
    const d = r[i]! + 1;
    const x = i % W;
    const y = (i - x) / W;
    for (let k = 0; k < 8; k++) {
      if (!(m & (1 << k))) continue;
      const j = (y + DYL[k]!) * W + x + DXL[k]!;
      if (r[j] !== FAR) continue;
      r[j] = d;
      queue[tail++] = j;
    }
  }
  board.cache.dist[a] = r;
  return r;
}

/** Squares between two squares, counted around walls; Infinity when walls cut them apart. */
export function distance(board: Board, a: Square, b: Square): number {
  if (!inside(board, a) || !inside(board, b)) return Infinity;
  const d = distRow(board, a.y * board.width + a.x)[b.y * board.width + b.x]!;
  return d === FAR ? Infinity : d;
}

/** Creature (space) to square: the lowest count from any square of the space. */
export function distanceToSquare(board: Board, a: Space, b: Square): number {
  return spaceDistance(board, a, { x: b.x, y: b.y, side: 1 });
}

/** Creature to creature: the lowest count between any square of each space. */
export function spaceDistance(board: Board, a: Space, b: Space): number {
  const W = board.width;
  const H = board.height;
  // Two single squares (the common case): one cached row lookup.
  if (a.side === 1 && b.side === 1) {
    if (a.x < 0 || a.y < 0 || a.x >= W || a.y >= H || b.x < 0 || b.y < 0 || b.x >= W || b.y >= H) return Infinity;
    const d = distRow(board, a.y * W + a.x)[b.y * W + b.x]!;
    return d === FAR ? Infinity : d;
  }
  let best: number = FAR;
  // Read the distance rows of the smaller space's squares.
  const small = a.side <= b.side;
  const p = small ? a : b;
  const q = small ? b : a;
  for (let y = Math.max(0, p.y); y < Math.min(H, p.y + p.side); y++)
    for (let x = Math.max(0, p.x); x < Math.min(W, p.x + p.side); x++) {
      const row = distRow(board, y * W + x);
      for (let v = Math.max(0, q.y); v < Math.min(H, q.y + q.side); v++)
        for (let u = Math.max(0, q.x); u < Math.min(W, q.x + q.side); u++) {
          const d = row[v * W + u]!;
          if (d < best) best = d;
        }
    }
  return best === FAR ? Infinity : best;
}

/** A square is adjacent to squares up to 1 square distant, itself included (walls between squares count). */
export function squaresAdjacent(board: Board, a: Square, b: Square): boolean {
  return distance(board, a, b) <= 1;
}

/** Creatures are adjacent when any squares of their spaces are (a creature is adjacent to its own space). */
export function adjacent(board: Board, a: Space, b: Space): boolean {
  return spaceDistance(board, a, b) <= 1;
}

/** King-move distance ignoring walls and terrain (movement triggers, "squares moved"). */
export function kingDistance(a: Square, b: Square): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

function inside(board: Board, s: Square): boolean {
  return s.x >= 0 && s.y >= 0 && s.x < board.width && s.y < board.height;
}

/**
 * Nearest Squares and Creatures: the candidates (spaces or squares as side-1 spaces) the fewest
 * counted squares from `from`; ties are all returned — the acting player chooses among them.
 */
export function nearestSpaces<T extends Space>(board: Board, from: Space, candidates: readonly T[]): T[] {
  let best = Infinity;
  let out: T[] = [];
  for (const c of candidates) {
    const d = spaceDistance(board, from, c);
    if (d === Infinity || d > best) continue;
    if (d < best) {
      best = d;
      out = [];
    }
    out.push(c);
  }
  return out;
}
