// Rulebook: ddm-battle-rules-2011 — "Forced-Movement Effects" (Legal Position, Ignore Extra
// Movement Cost, No More Legal Positions), "PLACE", "PUSH", "PULL", "SLIDE", "TELEPORT", "PIT";
// guidelines "Place", "Push".
import type { Board } from './board.js';
import { DX, DY, TERRAIN_BIT } from './board.js';
import { distance, spaceDistance } from './distance.js';
import { legalPositions, legalWith, occupancy } from './legal.js';
import { positionMask } from './movement.js';
import { lineOfSight } from './sight.js';
import type { Body, Space, Square } from './types.js';

// Local copies: hot loops read these without going through the module binding.
const DXL: readonly number[] = DX;
const DYL: readonly number[] = DY;

export type ForcedKind = 'push' | 'pull' | 'slide';

export interface ForcedDestination {
  /** North-west square of the space. */
  readonly at: Square;
  /** Fewest squares of forced movement to get there. */
  readonly steps: number;
  /** The space holds a pit square: the movement stops there and the pit rules apply. */
  readonly pit: boolean;
  /** No further legal step exists from here (the effect would end here). */
  readonly stuck: boolean;
}

export interface ForcedReach {
  readonly destinations: readonly ForcedDestination[];
  path(at: Square): Square[];
}

/**
 * Push / pull / slide up to `squares` squares. Every space entered must be a legal position (pits
 * allowed, which end the movement); walls can't be crossed; extra movement costs are ignored. Push:
 * each space farther from the actor's space than the last; pull: each closer; slide: any direction.
 */
export function forcedMoves(board: Board, mover: Body, actor: Space | null, others: readonly Body[], kind: ForcedKind, squares: number): ForcedReach {
  const W = board.width;
  const side = mover.space.side;
  const occ = occupancy(board, others, mover.id);
  const pmask = positionMask(board, side);
  const steps = new Int16Array(board.n).fill(-1);
  const parent = new Int32Array(board.n).fill(-1);
  const start = mover.space.y * W + mover.space.x;
  const distOf = (x: number, y: number) => (actor ? spaceDistance(board, actor, { x, y, side }) : 0);
  const hasPit = (x: number, y: number) => {
    for (let v = y; v < y + side; v++) for (let u = x; u < x + side; u++) if (board.terrain[v * W + u]! & TERRAIN_BIT.pit) return true;
    return false;
  };
  const nextOf = (p: number): number[] => {
    const px = p % W;
    const py = (p - px) / W;
    const here = distOf(px, py);
    const out: number[] = [];
    for (let d = 0; d < 8; d++) {
      if (!(pmask[p]! & (1 << d))) continue;
      const nx = px + DXL[d]!;
      const ny = py + DYL[d]!;
      if (!legalWith(board, { x: nx, y: ny, side }, occ, { allowPit: true })) continue;
      if (kind !== 'slide') {
        const there = distOf(nx, ny);
        if (kind === 'push' ? !(there > here) : !(there < here)) continue;
      }
      out.push(ny * W + nx);
    }
    return out;
  };
  steps[start] = 0;
  let frontier = [start];
  for (let s = 1; s <= squares && frontier.length; s++) {
    const next: number[] = [];
    for (const p of frontier) {
      const px = p % W;
      if (p !== start && hasPit(px, (p - px) / W)) continue;
      for (const q of nextOf(p)) {
        if (steps[q] !== -1) continue;
        steps[q] = s;
        parent[q] = p;
        next.push(q);
      }
    }
    frontier = next;
  }
  const destinations: ForcedDestination[] = [];
  for (let q = 0; q < board.n; q++) {
    if (q === start || steps[q] === -1) continue;
    const x = q % W;
    const y = (q - x) / W;
    const pit = hasPit(x, y);
    destinations.push({ at: { x, y }, steps: steps[q]!, pit, stuck: pit || nextOf(q).length === 0 });
  }
  return {
    destinations,
    path(at: Square): Square[] {
      let q = at.y * W + at.x;
      if (at.x < 0 || at.y < 0 || at.x >= W || at.y >= board.height || steps[q] === -1) return [];
      const out: Square[] = [];
      while (q !== -1) {
        out.push({ x: q % W, y: Math.floor(q / W) });
        q = parent[q]!;
      }
      return out.reverse();
    },
  };
}

/**
 * Teleport: legal positions within `range` squares of the creature's current position (counted
 * normally, square for square of the space) and within the acting creature's line of sight.
 */
export function teleportDestinations(board: Board, mover: Body, actor: Space, others: readonly Body[], range: number): Space[] {
  const s = mover.space;
  return legalPositions(board, s.side, others, { selfId: mover.id }).filter((p) => {
    if (p.x === s.x && p.y === s.y) return false;
    let d = Infinity;
    for (let v = 0; v < s.side; v++) for (let u = 0; u < s.side; u++) d = Math.min(d, distance(board, { x: s.x + u, y: s.y + v }, { x: p.x + u, y: p.y + v }));
    return d <= range && lineOfSight(board, actor, p);
  });
}

/** Place: legal positions (where the creature could legally end its turn) meeting the effect's own condition. */
export function placeDestinations(board: Board, mover: Body, others: readonly Body[], filter?: (space: Space) => boolean): Space[] {
  return legalPositions(board, mover.space.side, others, { selfId: mover.id, filter });
}
