// Rulebook: ddm-battle-rules-2011 — "CHARGE" (Line of Sight, Movement Restrictions), "COMMON
// TRIGGERED POWERS" ('Movement' Triggers: squares moved ignore walls and terrain); guidelines
// "Charge Attacks" (end at least two squares from the start; the nearest square adjacent to the
// target; not legal or occupied → no charge).
import type { Board } from './board.js';
import { adjacent, distance, kingDistance } from './distance.js';
import { legalWith, spaceWallFree } from './legal.js';
import type { MoveOptions } from './movement.js';
import { reachableTransient } from './movement.js';
import { lineOfSight } from './sight.js';
import { spacesOverlap } from './spaces.js';
import type { Body, Space, Square } from './types.js';

export type ChargeOptions = Omit<MoveOptions, 'towards' | 'endAnywhere'> & {
  /** Skip the line-of-sight requirement (some powers allow charging unseen targets). */
  readonly ignoreSight?: boolean;
};

export interface ChargeResult {
  /** Legal ends of the charge with their cheapest path (every step closer to the target). */
  readonly ends: readonly { readonly at: Square; readonly cost: number; readonly path: readonly Square[] }[];
  /** The nearest wall-free spaces adjacent to the target (ties: the charger chooses). */
  readonly nearest: readonly Space[];
  /** Why there is no charge, when `ends` is empty. */
  readonly reason?: 'no-line-of-sight' | 'no-space' | 'nearest-not-legal' | 'too-short' | 'out-of-reach';
}

/** An all-zero occupancy grid of at least `n` squares (shared, never written). */
let zeros = new Int32Array(0);
function emptyGrid(n: number): Int32Array {
  if (zeros.length < n) zeros = new Int32Array(n);
  return zeros;
}

/** Counted distance between corresponding squares of two equal-size spaces (the fewest). */
function spaceShift(board: Board, a: Space, b: Space): number {
  let d = Infinity;
  for (let v = 0; v < a.side; v++) for (let u = 0; u < a.side; u++) d = Math.min(d, distance(board, { x: a.x + u, y: a.y + v }, { x: b.x + u, y: b.y + v }));
  return d;
}

/**
 * The charge options of `mover` against `target`: it must end in the nearest space adjacent to the
 * target that contains no walls, that space must be a legal position, the move must be at least 2
 * squares (king distance between start and end, as movement triggers count), every square moved
 * must bring it closer to the target, and it needs line of sight to the target and to the end.
 */
export function chargePaths(board: Board, mover: Body, target: Body, others: readonly Body[], opts: ChargeOptions): ChargeResult {
  const W = board.width;
  const k = mover.space.side;
  if (!opts.ignoreSight && !lineOfSight(board, mover.space, target.space)) return { ends: [], nearest: [], reason: 'no-line-of-sight' };
  let best = Infinity;
  let nearest: Space[] = [];
  // Counted distance is never below king distance, so an adjacent space lies within one square of
  // the target's space: only that box is scanned (same row-major order as a whole-board scan).
  const t = target.space;
  const y0 = Math.max(0, t.y - k);
  const y1 = Math.min(board.height - k, t.y + t.side);
  const x0 = Math.max(0, t.x - k);
  const x1 = Math.min(W - k, t.x + t.side);
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const s: Space = { x, y, side: k };
      if (spacesOverlap(s, target.space) || !adjacent(board, s, target.space)) continue;
      let walls = !spaceWallFree(board, s);
      for (let v = y; v < y + k && !walls; v++) for (let u = x; u < x + k; u++) if (board.anyWall[v * W + u]) walls = true;
      if (walls) continue;
      const d = spaceShift(board, mover.space, s);
      if (d > best) continue;
      if (d < best) {
        best = d;
        nearest = [];
      }
      nearest.push(s);
    }
  if (nearest.length === 0) return { ends: [], nearest, reason: 'no-space' };
  // Legal Position for the few nearest spaces: the map's part with an empty occupancy grid, then
  // no other creature overlapping (what an occupancy grid of the others would say, without one).
  const none = emptyGrid(board.n);
  const legal = nearest.filter(
    (s) => legalWith(board, s, none, { statueLegal: opts.statueLegal }) && !others.some((b) => b.id !== mover.id && spacesOverlap(b.space, s)),
  );
  if (legal.length === 0) return { ends: [], nearest, reason: 'nearest-not-legal' };
  const far = legal.filter((s) => kingDistance(s, mover.space) >= 2);
  if (far.length === 0) return { ends: [], nearest, reason: 'too-short' };
  // The search's costs and paths are read right here: it may use the scratch buffers.
  const reach = reachableTransient(board, mover, others, { ...opts, towards: target.space });
  const ends = far
    .filter((s) => reach.cost(s) >= 0 && (opts.ignoreSight || lineOfSight(board, mover.space, s)))
    .map((s) => ({ at: { x: s.x, y: s.y }, cost: reach.cost(s), path: reach.path(s) }));
  return ends.length ? { ends, nearest } : { ends, nearest, reason: 'out-of-reach' };
}
