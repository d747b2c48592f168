// Rulebook: ddm-battle-rules-2011 — "MOVE", "SHIFT", "Difficult Terrain", "Walls", "Legal Position"
// (Ally, Enemy), "Modes (Movement)" (BURROW, FLIGHT, PHASING), "PIT", "STATUE", "RIVER", "WEB",
// "STEEP SLOPE", "Terrain and Damage".
//
// Cheapest-path search over the creature's positions (north-west squares), one square of movement
// per step in 8 directions. Each step's cost is 1, plus 1 when any square newly entered is difficult
// (a big creature pays once per step and never for squares it already occupies; statues cost 2).
import type { Board } from './board.js';
import { DIFFICULT_BITS, DX, DY, TERRAIN_BIT } from './board.js';
import { legalWith, occupancy, spaceWallFree } from './legal.js';
import { spaceDistance } from './distance.js';
import type { Body, MovementModes, Space, Square, TerrainType } from './types.js';
import { TERRAIN_TYPES } from './types.js';

export interface MoveOptions {
  /** Squares of movement available (current speed). */
  readonly speed: number;
  /** Overrides the mover's own modes. */
  readonly modes?: MovementModes;
  /** Ignore the extra cost of these difficult-terrain types (Forestwalk: ['forest']); true = all. */
  readonly ignoreDifficult?: boolean | readonly TerrainType[];
  /** Aquatic creatures don't treat river as difficult terrain. */
  readonly aquatic?: boolean;
  /** The Statue power: statue squares are legal end positions. */
  readonly statueLegal?: boolean;
  /** First move of a double move: it need not end in a legal position (every reached position is returned). */
  readonly endAnywhere?: boolean;
  /** Terrain the mover refuses to enter (Terrain and Damage: entering would destroy it). */
  readonly avoid?: readonly TerrainType[];
  /** Each step must bring the creature closer (counted distance) to this space — a charge. */
  readonly towards?: Space;
}

export interface Destination {
  /** North-west square of the space reached. */
  readonly at: Square;
  /** Squares of movement spent on the cheapest path. */
  readonly cost: number;
  /** A legal position to end movement in. */
  readonly legal: boolean;
}

export interface Reach {
  readonly side: number;
  readonly start: Square;
  /** Every position reached other than the start (legal or, with endAnywhere, not). */
  readonly destinations: readonly Destination[];
  /** Cost of the cheapest path to `at`, or -1 when it can't be reached. */
  cost(at: Square): number;
  /** The cheapest path, start first, `at` last, one square of movement per entry ([] when unreachable). */
  path(at: Square): Square[];
}

function bitsOf(types: readonly TerrainType[]): number {
  let b = 0;
  for (const t of types) b |= 1 << TERRAIN_TYPES.indexOf(t);
  return b;
}

/** Per-position 8-direction step masks for a k×k creature, walls only (cached per board and side). */
export function positionMask(board: Board, side: number): Uint8Array {
  const root = board.base ?? board;
  let m = root.cache.posMask.get(side);
  if (m) return m;
  const W = root.width;
  const H = root.height;
  m = new Uint8Array(root.n);
  for (let y = 0; y + side <= H; y++)
    for (let x = 0; x + side <= W; x++) {
      let mask = 0;
      for (let d = 0; d < 8; d++) {
        const nx = x + DX[d]!;
        const ny = y + DY[d]!;
        if (nx < 0 || ny < 0 || nx + side > W || ny + side > H) continue;
        let ok = true;
        for (let v = y; v < y + side && ok; v++) for (let u = x; u < x + side && ok; u++) if (!(root.moveMask[v * W + u]! & (1 << d))) ok = false;
        if (ok && side > 1 && !spaceWallFree(root, { x: nx, y: ny, side })) ok = false;
        if (ok) mask |= 1 << d;
      }
      m[y * W + x] = mask;
    }
  root.cache.posMask.set(side, m);
  return m;
}

const WALK_BLOCK = TERRAIN_BIT.pit;

export function reachable(board: Board, mover: Body, others: readonly Body[], opts: MoveOptions): Reach {
  const W = board.width;
  const H = board.height;
  const side = mover.space.side;
  const modes = opts.modes ?? mover.modes ?? {};
  const ghost = !!(modes.burrow || modes.phasing);
  const flight = !!modes.flight;
  const speed = Math.max(0, Math.floor(opts.speed));

  // Squares the mover may not enter, and squares where it may not stop.
  const block = new Uint8Array(board.n);
  for (const b of others) {
    if (b.id === mover.id) continue;
    const enemy = b.team !== mover.team;
    const passable = !enemy || b.helpless || ghost || (flight && !b.modes?.flight);
    if (passable) continue;
    const s = b.space;
    for (let y = Math.max(0, s.y); y < Math.min(H, s.y + s.side); y++) for (let x = Math.max(0, s.x); x < Math.min(W, s.x + s.side); x++) block[y * W + x] = 1;
  }
  const occ = occupancy(board, others, mover.id);

  let noEnter = bitsOf(opts.avoid ?? []);
  if (!flight) noEnter |= WALK_BLOCK; // Only flyers enter pits (burrow and phasing don't: guidelines, Pits).
  let extra = 0;
  if (!flight && !ghost) {
    extra = DIFFICULT_BITS | TERRAIN_BIT.statue;
    if (!opts.aquatic) extra |= TERRAIN_BIT.river;
    if (opts.ignoreDifficult === true) extra &= TERRAIN_BIT.statue;
    else if (Array.isArray(opts.ignoreDifficult)) extra &= ~bitsOf(opts.ignoreDifficult as TerrainType[]);
  } else if (flight) {
    extra = TERRAIN_BIT.statue; // flight ignores difficult and pit terrain, not a statue's cost
  }
  // Entering web or steep slope ends the move for walkers (Immobilized / falls).
  const stopBits = flight || ghost ? 0 : TERRAIN_BIT.web | TERRAIN_BIT.steepSlope;
  const pmask = ghost ? null : positionMask(board, side);

  // Charge: distance of each position to the target, computed on demand.
  const towards = opts.towards;
  const closeness = towards ? new Int16Array(board.n).fill(-1) : null;
  const distTo = (q: number): number => {
    let v = closeness![q]!;
    if (v === -1) {
      const qx = q % W;
      const d = spaceDistance(board, { x: qx, y: (q - qx) / W, side }, towards!);
      v = d === Infinity ? 9999 : d;
      closeness![q] = v;
    }
    return v;
  };

  const cost = new Int16Array(board.n).fill(-1);
  const parent = new Int32Array(board.n).fill(-1);
  const start = mover.space.y * W + mover.space.x;
  cost[start] = 0;
  // Bucket queue: costs are small integers.
  const buckets: number[][] = [[start]];
  for (let c = 0; c < buckets.length; c++) {
    const list = buckets[c];
    if (!list) continue;
    for (let li = 0; li < list.length; li++) {
      const p = list[li]!;
      if (cost[p] !== c) continue;
      const px = p % W;
      const py = (p - px) / W;
      if (p !== start && stopBits) {
        const from = parent[p]!;
        const fx = from % W;
        if (entersAny(board, px, py, side, fx, (from - fx) / W, stopBits)) continue;
      }
      const mask = pmask ? pmask[p]! : 255;
      for (let d = 0; d < 8; d++) {
        if (!(mask & (1 << d))) continue;
        const nx = px + DX[d]!;
        const ny = py + DY[d]!;
        if (nx < 0 || ny < 0 || nx + side > W || ny + side > H) continue;
        // Newly entered squares: those of the new space outside the old one.
        let bad = false;
        let pay = 0;
        for (let v = ny; v < ny + side && !bad; v++)
          for (let u = nx; u < nx + side; u++) {
            if (u >= px && u < px + side && v >= py && v < py + side) continue;
            const i = v * W + u;
            if (block[i] || board.terrain[i]! & noEnter) {
              bad = true;
              break;
            }
            if (board.terrain[i]! & extra) pay = 1;
          }
        if (bad) continue;
        const nc = c + 1 + pay;
        if (nc > speed) continue;
        const q = ny * W + nx;
        if (closeness && !(distTo(q) < distTo(p))) continue;
        const old = cost[q]!;
        if (old !== -1 && old <= nc) continue;
        cost[q] = nc;
        parent[q] = p;
        (buckets[nc] ??= []).push(q);
      }
    }
  }

  const legalOpts = { statueLegal: opts.statueLegal };
  let dests: Destination[] | null = null;
  return {
    side,
    start: { x: mover.space.x, y: mover.space.y },
    get destinations(): readonly Destination[] {
      if (dests) return dests;
      dests = [];
      for (let q = 0; q < board.n; q++) {
        if (q === start || cost[q] === -1) continue;
        const x = q % W;
        const y = (q - x) / W;
        const legal = legalWith(board, { x, y, side }, occ, legalOpts);
        if (legal || opts.endAnywhere) dests.push({ at: { x, y }, cost: cost[q]!, legal });
      }
      return dests;
    },
    cost(at: Square): number {
      if (at.x < 0 || at.y < 0 || at.x >= W || at.y >= H) return -1;
      return cost[at.y * W + at.x]!;
    },
    path(at: Square): Square[] {
      if (at.x < 0 || at.y < 0 || at.x >= W || at.y >= H) return [];
      let q = at.y * W + at.x;
      if (cost[q] === -1) return [];
      const out: Square[] = [];
      while (q !== -1) {
        out.push({ x: q % W, y: Math.floor(q / W) });
        q = parent[q]!;
      }
      return out.reverse();
    },
  };
}

/** Does the space at (x, y) hold a square with `bits` that is not in the space at (ox, oy)? */
function entersAny(board: Board, x: number, y: number, side: number, ox: number, oy: number, bits: number): boolean {
  const W = board.width;
  for (let v = y; v < y + side; v++)
    for (let u = x; u < x + side; u++) {
      if (u >= ox && u < ox + side && v >= oy && v < oy + side) continue;
      if (board.terrain[v * W + u]! & bits) return true;
    }
  return false;
}
