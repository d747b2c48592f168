// Rulebook: ddm-battle-rules-2011 — "BATTLE MAPS AND TERRAIN" (Clear Terrain, Big Creatures and
// Terrain), "Difficult Terrain", "HEALING FONT", "STEEP SLOPE", "TELEPORTER"; guidelines
// "Teleporters". Terrain questions the battle engine asks about a creature's space.
import type { Board } from './board.js';
import { DIFFICULT_BITS, TERRAIN_BIT } from './board.js';
import { kingDistance } from './distance.js';
import { legalPositions, nearestLegalPositions } from './legal.js';
import type { Body, Direction, Space, Square, TerrainType } from './types.js';
import { DIRECTIONS, TERRAIN_TYPES } from './types.js';

/** Terrain types of one square (several at once: Multiple Terrain Types). */
export function terrainOf(board: Board, s: Square): TerrainType[] {
  if (s.x < 0 || s.y < 0 || s.x >= board.width || s.y >= board.height) return [];
  const bits = board.terrain[s.y * board.width + s.x]!;
  return TERRAIN_TYPES.filter((t) => bits & TERRAIN_BIT[t]);
}

/**
 * Terrain types a creature is in: a big creature counts as in a terrain if any square of its space
 * is, and is affected once per type however many squares it covers.
 */
export function spaceTerrain(board: Board, space: Space): TerrainType[] {
  let bits = 0;
  for (let y = Math.max(0, space.y); y < Math.min(board.height, space.y + space.side); y++)
    for (let x = Math.max(0, space.x); x < Math.min(board.width, space.x + space.side); x++) bits |= board.terrain[y * board.width + x]!;
  return TERRAIN_TYPES.filter((t) => bits & TERRAIN_BIT[t]);
}

/** Terrain types a move from one space to the next enters (squares of `to` not in `from`). */
export function enteredTerrain(board: Board, from: Space, to: Space): TerrainType[] {
  let bits = 0;
  for (let y = Math.max(0, to.y); y < Math.min(board.height, to.y + to.side); y++)
    for (let x = Math.max(0, to.x); x < Math.min(board.width, to.x + to.side); x++) {
      if (x >= from.x && x < from.x + from.side && y >= from.y && y < from.y + from.side) continue;
      bits |= board.terrain[y * board.width + x]!;
    }
  return TERRAIN_TYPES.filter((t) => bits & TERRAIN_BIT[t]);
}

/** Clear terrain: no wall over the centre, not statue, not difficult (nor terrain counting as difficult). */
export function isClear(board: Board, s: Square): boolean {
  const i = s.y * board.width + s.x;
  return board.centreWall[i] === 0 && (board.terrain[i]! & (DIFFICULT_BITS | TERRAIN_BIT.statue)) === 0;
}

/**
 * Healing font: the HP a creature in `space` may heal — the largest amount among fonts in or
 * adjacent to its space (20 when the map gives none), or 0 when there is none.
 */
export function healingFontAmount(board: Board, space: Space): number {
  let best = 0;
  for (let y = Math.max(0, space.y - 1); y < Math.min(board.height, space.y + space.side + 1); y++)
    for (let x = Math.max(0, space.x - 1); x < Math.min(board.width, space.x + space.side + 1); x++) best = Math.max(best, board.healing[y * board.width + x]!);
  return best;
}

const DIR: Readonly<Record<Direction, readonly [number, number]>> = {
  N: [0, -1],
  NE: [1, -1],
  E: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [-1, -1],
};

/**
 * Steep slope: where a creature that entered steep slope falls — the nearest legal positions not
 * containing steep slope, in the slope's direction (the space moved a positive amount that way).
 */
export function slopeFall(board: Board, mover: Body, others: readonly Body[]): Space[] {
  const s = mover.space;
  let dir: Direction | null = null;
  for (let y = s.y; y < s.y + s.side && !dir; y++)
    for (let x = s.x; x < s.x + s.side; x++) {
      const d = board.slope[y * board.width + x]!;
      if (d >= 0) {
        dir = DIRECTIONS[d]!;
        break;
      }
    }
  if (!dir) return [];
  const [dx, dy] = DIR[dir];
  const near: Square[] = [];
  for (let y = s.y; y < s.y + s.side; y++) for (let x = s.x; x < s.x + s.side; x++) near.push({ x, y });
  return nearestLegalPositions(board, s.side, near, others, {
    selfId: mover.id,
    filter: (p) => (p.x - s.x) * dx + (p.y - s.y) * dy > 0 && !spaceTerrain(board, p).includes('steepSlope'),
  });
}

/**
 * Teleporter: the positions a creature on a teleporter may teleport to — onto the nearest unoccupied
 * other teleporter (distance counted through walls and terrain, as movement triggers count), with a
 * big creature placed legally so one square of its space is on it. Empty if it can't be placed.
 */
export function teleporterDestinations(board: Board, mover: Body, others: readonly Body[]): Space[] {
  const s = mover.space;
  const W = board.width;
  const occupied = new Set<number>();
  for (const b of others)
    for (let y = b.space.y; y < b.space.y + b.space.side; y++) for (let x = b.space.x; x < b.space.x + b.space.side; x++) occupied.add(y * W + x);
  let best = Infinity;
  let nearest: Square[] = [];
  for (let i = 0; i < board.n; i++) {
    if (!(board.terrain[i]! & TERRAIN_BIT.teleporter) || occupied.has(i)) continue;
    const t = { x: i % W, y: Math.floor(i / W) };
    if (t.x >= s.x && t.x < s.x + s.side && t.y >= s.y && t.y < s.y + s.side) continue;
    let d = Infinity;
    for (let y = s.y; y < s.y + s.side; y++) for (let x = s.x; x < s.x + s.side; x++) d = Math.min(d, kingDistance({ x, y }, t));
    if (d < best) {
      best = d;
      nearest = [];
    }
    if (d === best) nearest.push(t);
  }
  const legal = legalPositions(board, s.side, others, { selfId: mover.id });
  return legal.filter((p) => nearest.some((t) => t.x >= p.x && t.x < p.x + p.side && t.y >= p.y && t.y < p.y + p.side));
}

/**
 * Guidelines, Wall Walker: a creature is bordered by a wall if a wall (or blocking terrain) touches
 * a corner or side of its space. Walls meet a grid line only at half-lattice points, so checking the
 * outline's lattice points is exact.
 */
export function borderedByWall(board: Board, space: Space): boolean {
  const LW = 2 * board.width + 1;
  const X0 = 2 * space.x;
  const Y0 = 2 * space.y;
  const X1 = 2 * (space.x + space.side);
  const Y1 = 2 * (space.y + space.side);
  for (let X = X0; X <= X1; X++) if (board.ptWall[Y0 * LW + X] || board.ptWall[Y1 * LW + X]) return true;
  for (let Y = Y0; Y <= Y1; Y++) if (board.ptWall[Y * LW + X0] || board.ptWall[Y * LW + X1]) return true;
  return false;
}
