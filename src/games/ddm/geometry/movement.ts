// Rulebook: ddm-battle-rules-2011 — "MOVE", "SHIFT", "Difficult Terrain", "Walls", "Legal Position"
// (Ally, Enemy), "Modes (Movement)" (BURROW, FLIGHT, PHASING), "PIT", "STATUE", "RIVER", "WEB",
// "STEEP SLOPE", "Terrain and Damage".
//
// Cheapest-path search over the creature's positions (north-west squares), one square of movement
// per step in 8 directions. Each step's cost is 1, plus 1 when any square newly entered is difficult
// (a big creature pays once per step and never for squares it already occupies; statues cost 2).
import type { Board } from './board.js';
import { DIFFICULT_BITS, DX, DY, TERRAIN_BIT } from './board.js';
import { occupancy, spaceWallFree, staticLegal } from './legal.js';
import { spaceDistance } from './distance.js';
import type { Body, MovementModes, Space, Square, TerrainType } from './types.js';
import { TERRAIN_TYPES } from './types.js';

// Local copies: hot loops read these without going through the module binding.
const DXL: readonly number[] = DX;
const DYL: readonly number[] = DY;

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
        const nx = x + DXL[d]!;
        const ny = y + DYL[d]!;
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

/** Counted distance from the position q to the charge target, memoised in `memo` (-1 = unknown). */
function distTo(board: Board, memo: Int16Array, towards: Space, side: number, q: number): number {
  let v = memo[q]!;
  if (v === -1) {
    const qx = q % board.width;
    const d = spaceDistance(board, { x: qx, y: (q - qx) / board.width, side }, towards);
    v = d === Infinity ? 9999 : d;
    memo[q] = v;
  }
  return v;
}

// Scratch buffers reused between calls (the search itself allocates only its result array).
let scratchBlock = new Uint8Array(0);
let scratchQueue = new Int32Array(0);
let scratchLen = new Int32Array(0);

/** Result packing: (parent + 1) * COST_SPAN + cost; -1 = not reached. */
const COST_SPAN = 1024;

/** The step rules of one search: what may be entered, what costs extra, the wall step masks. */
interface StepRules {
  readonly side: number;
  readonly speed: number;
  readonly ghost: boolean;
  readonly flight: boolean;
  /** Squares blocked by enemies the mover can't pass (scratch buffer, valid until the next search). */
  readonly block: Uint8Array;
  readonly noEnter: number;
  readonly extra: number;
  readonly stopBits: number;
  readonly pmask: Uint8Array | null;
  /** For a big creature, the squares a step in direction d newly enters (offsets from its new NW square). */
  readonly entered: number[][];
}

function stepRules(board: Board, mover: Body, others: readonly Body[], opts: MoveOptions): StepRules {
  const W = board.width;
  const H = board.height;
  const n = board.n;
  const side = mover.space.side;
  const modes = opts.modes ?? mover.modes ?? {};
  const ghost = !!(modes.burrow || modes.phasing);
  const flight = !!modes.flight;
  const speed = Math.max(0, Math.min(COST_SPAN - 1, Math.floor(opts.speed)));

  // Squares the mover may not enter: enemies it can't pass (Legal Position: Enemy; Modes).
  if (scratchBlock.length < n) scratchBlock = new Uint8Array(n);
  const block = scratchBlock;
  block.fill(0, 0, n);
  for (const b of others) {
    if (b.id === mover.id) continue;
    const enemy = b.team !== mover.team;
    const passable = !enemy || b.helpless || ghost || (flight && !b.modes?.flight);
    if (passable) continue;
    const s = b.space;
    for (let y = Math.max(0, s.y); y < Math.min(H, s.y + s.side); y++) for (let x = Math.max(0, s.x); x < Math.min(W, s.x + s.side); x++) block[y * W + x] = 1;
  }

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

  // For a big creature, the squares a step in direction d newly enters, as offsets from the new
  // position's north-west square (k or 2k-1 squares instead of the whole space).
  const entered: number[][] = [];
  if (side > 1)
    for (let d = 0; d < 8; d++) {
      const list: number[] = [];
      for (let v = 0; v < side; v++)
        for (let u = 0; u < side; u++) {
          const ou = u + DXL[d]!;
          const ov = v + DYL[d]!;
          if (ou >= 0 && ou < side && ov >= 0 && ov < side) continue; // also in the old space
          list.push(v * W + u);
        }
      entered.push(list);
    }
  return { side, speed, ghost, flight, block, noEnter, extra, stopBits, pmask, entered };
}

/**
 * Cost of the single step from `p` in direction `d` (1 or 2), or -1 when the step can't be taken
 * (off the map, through a wall, into a blocked or forbidden square). Speed is not checked here.
 */
function stepCost(board: Board, r: StepRules, p: number, d: number): number {
  const W = board.width;
  const side = r.side;
  const mask = r.pmask ? r.pmask[p]! : 255;
  if (!(mask & (1 << d))) return -1;
  const px = p % W;
  const py = (p - px) / W;
  const nx = px + DXL[d]!;
  const ny = py + DYL[d]!;
  if (nx < 0 || ny < 0 || nx + side > W || ny + side > board.height) return -1;
  const terrain = board.terrain;
  let pay = 0;
  if (side === 1) {
    const i = ny * W + nx;
    const t = terrain[i]!;
    if (r.block[i] || t & r.noEnter) return -1;
    if (t & r.extra) pay = 1;
  } else {
    const base = ny * W + nx;
    const list = r.entered[d]!;
    for (let e = 0; e < list.length; e++) {
      const i = base + list[e]!;
      const t = terrain[i]!;
      if (r.block[i] || t & r.noEnter) return -1;
      if (t & r.extra) pay = 1;
    }
  }
  return 1 + pay;
}

/**
 * A quick test the action menu uses before any full search: is there a legal end position one
 * step (one square of movement) from the start? When true, `reachable(...).destinations` holds a
 * legal destination of cost 1 (so both a move and a shift exist); when false, nothing is known.
 */
export function legalEndOneStepAway(board: Board, mover: Body, others: readonly Body[], opts: MoveOptions): boolean {
  const r = stepRules(board, mover, others, opts);
  if (r.speed < 1) return false;
  const W = board.width;
  const side = r.side;
  const start = mover.space.y * W + mover.space.x;
  const fixed = staticLegal(board, side, !!opts.statueLegal);
  for (let d = 0; d < 8; d++) {
    if (stepCost(board, r, start, d) !== 1) continue;
    const x = mover.space.x + DXL[d]!;
    const y = mover.space.y + DYL[d]!;
    if (fixed[y * W + x] !== 1) continue;
    // Legal Position: no other creature in the space (what the occupancy grid of `destinations` says).
    let free = true;
    for (const b of others) {
      if (b.id === mover.id) continue;
      const o = b.space;
      if (x < o.x + o.side && o.x < x + side && y < o.y + o.side && o.y < y + side) {
        free = false;
        break;
      }
    }
    if (free) return true;
  }
  return false;
}

export function reachable(board: Board, mover: Body, others: readonly Body[], opts: MoveOptions): Reach {
  const W = board.width;
  const H = board.height;
  const n = board.n;
  const rules = stepRules(board, mover, others, opts);
  const { side, speed, block, noEnter, extra, stopBits, pmask, entered } = rules;
  const terrain = board.terrain;

  // Charge: distance of each position to the target, computed on demand.
  const towards = opts.towards;
  const closeness = towards ? new Int16Array(n).fill(-1) : null;

  const res = new Int32Array(n).fill(-1);
  const start = mover.space.y * W + mover.space.x;
  res[start] = 0;
  // Dial's bucket queue: bucket c holds positions first reached at cost c.
  if (scratchQueue.length < (speed + 1) * n) scratchQueue = new Int32Array((speed + 1) * n);
  if (scratchLen.length < speed + 1) scratchLen = new Int32Array(speed + 1);
  const queue = scratchQueue;
  const qlen = scratchLen;
  qlen.fill(0, 0, speed + 1);
  queue[0] = start;
  qlen[0] = 1;
  for (let c = 0; c <= speed; c++) {
    for (let li = 0; li < qlen[c]!; li++) {
      const p = queue[c * n + li]!;
      if (res[p]! % COST_SPAN !== c) continue;
      const px = p % W;
      const py = (p - px) / W;
      if (p !== start && stopBits) {
        const from = Math.floor(res[p]! / COST_SPAN) - 1;
        const fx = from % W;
        if (entersAny(board, px, py, side, fx, (from - fx) / W, stopBits)) continue;
      }
      const mask = pmask ? pmask[p]! : 255;
      for (let d = 0; d < 8; d++) {
        if (!(mask & (1 << d))) continue;
        const nx = px + DXL[d]!;
        const ny = py + DYL[d]!;
        if (nx < 0 || ny < 0 || nx + side > W || ny + side > H) continue;
        let bad = false;
        let pay = 0;
        if (side === 1) {
          const i = ny * W + nx;
          const t = terrain[i]!;
          if (block[i] || t & noEnter) continue;
          if (t & extra) pay = 1;
        } else {
          // Newly entered squares: those of the new space outside the old one.
          const base = ny * W + nx;
          const list = entered[d]!;
          for (let e = 0; e < list.length; e++) {
            const i = base + list[e]!;
            const t = terrain[i]!;
            if (block[i] || t & noEnter) {
              bad = true;
              break;
            }
            if (t & extra) pay = 1;
          }
          if (bad) continue;
        }
        const nc = c + 1 + pay;
        if (nc > speed) continue;
        const q = ny * W + nx;
        const old = res[q]!;
        if (old !== -1 && old % COST_SPAN <= nc) continue;
        if (closeness && !(distTo(board, closeness, towards!, side, q) < distTo(board, closeness, towards!, side, p))) continue;
        res[q] = (p + 1) * COST_SPAN + nc;
        queue[nc * n + qlen[nc]!] = q;
        qlen[nc]!++;
      }
    }
  }

  return new ReachResult(board, side, start, res, mover, others, opts);
}

/** Query results (not game state): a class so the getter lives on the prototype. */
class ReachResult implements Reach {
  private dests: Destination[] | null = null;
  readonly start: Square;
  constructor(
    private readonly board: Board,
    readonly side: number,
    private readonly startIdx: number,
    private readonly res: Int32Array,
    private readonly mover: Body,
    private readonly others: readonly Body[],
    private readonly opts: MoveOptions,
  ) {
    this.start = { x: mover.space.x, y: mover.space.y };
  }

  get destinations(): readonly Destination[] {
    if (this.dests) return this.dests;
    const { board, res, side, opts } = this;
    const W = board.width;
    const dests: Destination[] = [];
    const occ = occupancy(board, this.others, this.mover.id);
    const fixed = staticLegal(board, side, !!opts.statueLegal);
    for (let q = 0; q < board.n; q++) {
      if (q === this.startIdx || res[q] === -1) continue;
      const x = q % W;
      const y = (q - x) / W;
      let legal = fixed[q] === 1;
      for (let v = y; v < y + side && legal; v++) for (let u = x; u < x + side; u++) if (occ[v * W + u]) legal = false;
      if (legal || opts.endAnywhere) dests.push({ at: { x, y }, cost: res[q]! % COST_SPAN, legal });
    }
    this.dests = dests;
    return dests;
  }

  cost(at: Square): number {
    const W = this.board.width;
    if (at.x < 0 || at.y < 0 || at.x >= W || at.y >= this.board.height) return -1;
    const v = this.res[at.y * W + at.x]!;
    return v === -1 ? -1 : v % COST_SPAN;
  }

  path(at: Square): Square[] {
    const W = this.board.width;
    if (at.x < 0 || at.y < 0 || at.x >= W || at.y >= this.board.height) return [];
    let q = at.y * W + at.x;
    if (this.res[q] === -1) return [];
    const out: Square[] = [];
    while (q !== -1) {
      out.push({ x: q % W, y: Math.floor(q / W) });
      q = q === this.startIdx ? -1 : Math.floor(this.res[q]! / COST_SPAN) - 1;
    }
    return out.reverse();
  }
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
