// Rulebook: ddm-battle-rules-2011 — "MOVE", "SHIFT", "Difficult Terrain", "Walls", "Legal Position"
// (Ally, Enemy), "Modes (Movement)" (BURROW, FLIGHT, PHASING), "PIT", "STATUE", "RIVER", "WEB",
// "STEEP SLOPE", "Terrain and Damage".
//
// Cheapest-path search over the creature's positions (north-west squares), one square of movement
// per step in 8 directions. Each step's cost is 1, plus 1 when any square newly entered is difficult
// (a big creature pays once per step and never for squares it already occupies; statues cost 2).
import type { Board } from './board.js';
import { DIFFICULT_BITS, DX, DY, TERRAIN_BIT } from './board.js';
import { spaceWallFree, staticLegal } from './legal.js';
import { distRow, FAR, spaceDistance } from './distance.js';
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
  /**
   * Enemies (by id) the mover may move through though they are not helpless — a power's exception to
   * "Legal Position" (Enemy), e.g. "can move through squares occupied by Large or smaller enemies".
   * It still may not end its movement in their squares (the destinations stay legal positions).
   */
  readonly through?: ReadonlySet<string>;
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
function distTo(board: Board, memo: Int16Array, towards: Space, side: number, q: number, field: Uint8Array | null): number {
  let v = memo[q]!;
  if (v === -1) {
    const qx = q % board.width;
    if (field) {
      // The lowest entry of the target's distance field over the squares of the space at q.
      const W = board.width;
      const qy = (q - qx) / W;
      let best = FAR;
      for (let y = qy; y < Math.min(board.height, qy + side); y++)
        for (let x = qx; x < Math.min(W, qx + side); x++) if (field[y * W + x]! < best) best = field[y * W + x]!;
      v = best === FAR ? 9999 : best;
    } else {
      const d = spaceDistance(board, { x: qx, y: (q - qx) / board.width, side }, towards);
      v = d === Infinity ? 9999 : d;
    }
    memo[q] = v;
  }
  return v;
}

/**
 * Are the board's counting steps symmetric (a step from i to j whenever one from j to i)? Then the
 * distance from a square to the target equals the distance from the target to it, and a charge
 * reads the target's own distance rows instead of one row per square it looks at. Checked once
 * per board (it holds on every map the compiler makes; the check keeps the shortcut honest).
 */
const symmetricBoards = new WeakMap<Board, boolean>();
function symmetric(board: Board): boolean {
  let v = symmetricBoards.get(board);
  if (v !== undefined) return v;
  v = true;
  const W = board.width;
  for (let i = 0; i < board.n && v; i++)
    for (let k = 0; k < 8; k++) {
      if (!(board.countMask[i]! & (1 << k))) continue;
      const j = i + DYL[k]! * W + DXL[k]!;
      const back = OPPOSITE[k]!;
      if (!(board.countMask[j]! & (1 << back))) {
        v = false;
        break;
      }
    }
  symmetricBoards.set(board, v);
  return v;
}

/** The direction opposite each of the 8 directions. */
const OPPOSITE: readonly number[] = DXL.map((dx, k) => DXL.findIndex((ex, m) => ex === -dx && DYL[m] === -DYL[k]!));

let scratchField = new Uint8Array(0);

/**
 * The distance from every square to the nearest square of `t` (FAR: none), from the target's own
 * rows (symmetric boards only); a one-square target's field is its cached row itself.
 */
function targetField(board: Board, t: Space): Uint8Array {
  const W = board.width;
  const x0 = Math.max(0, t.x);
  const y0 = Math.max(0, t.y);
  const x1 = Math.min(W, t.x + t.side);
  const y1 = Math.min(board.height, t.y + t.side);
  if (x1 - x0 === 1 && y1 - y0 === 1) return distRow(board, y0 * W + x0);
  if (scratchField.length < board.n) scratchField = new Uint8Array(board.n);
  const f = scratchField.fill(FAR, 0, board.n);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const row = distRow(board, y * W + x);
      for (let i = 0; i < board.n; i++) if (row[i]! < f[i]!) f[i] = row[i]!;
    }
  return f;
}

// Scratch buffers reused between calls (the search itself allocates only its result array).
let scratchBlock = new Uint8Array(0);
let scratchQueue = new Int32Array(0);
let scratchLen = new Int32Array(0);

/** Costs are kept below this (an Int16Array holds them). */
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
  readonly entered: readonly (readonly number[])[];
}

const NO_ENTERED: readonly (readonly number[])[] = [];
const enteredCache = new Map<number, readonly (readonly number[])[]>();

/**
 * For a big creature, the squares a step in direction d newly enters, as offsets from the new
 * position's north-west square (k or 2k-1 squares instead of the whole space); made once per board
 * width and side.
 */
function enteredOffsets(W: number, side: number): readonly (readonly number[])[] {
  const k = W * 16 + side;
  let entered = enteredCache.get(k);
  if (entered) return entered;
  const lists: number[][] = [];
  for (let d = 0; d < 8; d++) {
    const list: number[] = [];
    for (let v = 0; v < side; v++)
      for (let u = 0; u < side; u++) {
        const ou = u + DXL[d]!;
        const ov = v + DYL[d]!;
        if (ou >= 0 && ou < side && ov >= 0 && ov < side) continue; // also in the old space
        list.push(v * W + u);
      }
    lists.push(list);
  }
  entered = lists;
  enteredCache.set(k, entered);
  return entered;
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
    const passable = !enemy || b.helpless || ghost || (flight && !b.modes?.flight) || !!opts.through?.has(b.id);
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

  const entered = side > 1 ? enteredOffsets(W, side) : NO_ENTERED;
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

/** Board index offset of one step in each of the 8 directions, per board width. */
const offsetsByWidth = new Map<number, Int32Array>();
function stepOffsets(W: number): Int32Array {
  let o = offsetsByWidth.get(W);
  if (!o) {
    o = new Int32Array(8);
    for (let d = 0; d < 8; d++) o[d] = DYL[d]! * W + DXL[d]!;
    offsetsByWidth.set(W, o);
  }
  return o;
}

/** The union of the terrain bits of a board (does it hold any web or steep slope at all?). */
const terrainUnion = new WeakMap<Board, number>();
function terrainBits(board: Board): number {
  let u = terrainUnion.get(board);
  if (u === undefined) {
    u = 0;
    for (let i = 0; i < board.n; i++) u |= board.terrain[i]!;
    terrainUnion.set(board, u);
  }
  return u;
}

export function reachable(board: Board, mover: Body, others: readonly Body[], opts: MoveOptions): Reach {
  return search(board, mover, others, opts, new Int16Array(board.n), new Int32Array(board.n));
}

let scratchCost = new Int16Array(0);
let scratchParent = new Int32Array(0);
let scratchClose = new Int16Array(0);

/**
 * `reachable` into scratch buffers: the result is valid only until the next search (for a caller
 * that reads the few costs and paths it needs at once, as a charge does), and no arrays are made.
 */
export function reachableTransient(board: Board, mover: Body, others: readonly Body[], opts: MoveOptions): Reach {
  if (scratchCost.length < board.n) {
    scratchCost = new Int16Array(board.n);
    scratchParent = new Int32Array(board.n);
  }
  return search(board, mover, others, opts, scratchCost, scratchParent);
}

function search(board: Board, mover: Body, others: readonly Body[], opts: MoveOptions, cost: Int16Array, parent: Int32Array): Reach {
  const W = board.width;
  const H = board.height;
  const n = board.n;
  const rules = stepRules(board, mover, others, opts);
  const { side, speed, block, noEnter, extra, pmask, entered } = rules;
  // Stop terrain the board does not hold never stops anybody: its test is skipped.
  const stopBits = rules.stopBits & terrainBits(board);
  const terrain = board.terrain;
  const off = stepOffsets(W);

  // Charge: distance of each position to the target, computed on demand.
  const towards = opts.towards;
  if (towards && scratchClose.length < n) scratchClose = new Int16Array(n);
  const closeness = towards ? scratchClose.fill(-1, 0, n) : null;
  const field = towards && symmetric(board) ? targetField(board, towards) : null;

  // Cheapest cost of each position (-1: not reached) and the position it was first reached from at
  // that cost (the path's previous square).
  cost.fill(-1, 0, n);
  const start = mover.space.y * W + mover.space.x;
  cost[start] = 0;
  parent[start] = -1;
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
      if (cost[p] !== c) continue;
      if (p !== start && stopBits) {
        const px = p % W;
        const from = parent[p]!;
        const fx = from % W;
        if (entersAny(board, px, (p - px) / W, side, fx, (from - fx) / W, stopBits)) continue;
      }
      // The wall masks of walkers and flyers also keep every step on the map; burrowers and
      // phasers (no mask) check the map's edges themselves.
      const mask = pmask ? pmask[p]! : 255;
      const px = pmask ? 0 : p % W;
      const py = pmask ? 0 : (p - px) / W;
      for (let d = 0; d < 8; d++) {
        if (!(mask & (1 << d))) continue;
        if (!pmask) {
          const nx = px + DXL[d]!;
          const ny = py + DYL[d]!;
          if (nx < 0 || ny < 0 || nx + side > W || ny + side > H) continue;
        }
        const q = p + off[d]!;
        let pay = 0;
        if (side === 1) {
          const t = terrain[q]!;
          if (block[q] || t & noEnter) continue;
          if (t & extra) pay = 1;
        } else {
          // Newly entered squares: those of the new space outside the old one.
          const list = entered[d]!;
          let bad = false;
          for (let e = 0; e < list.length; e++) {
            const i = q + list[e]!;
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
        const old = cost[q]!;
        if (old !== -1 && old <= nc) continue;
        if (closeness && !(distTo(board, closeness, towards!, side, q, field) < distTo(board, closeness, towards!, side, p, field))) continue;
        cost[q] = nc;
        parent[q] = p;
        queue[nc * n + qlen[nc]!] = q;
        qlen[nc]!++;
      }
    }
  }

  return new ReachResult(board, side, start, cost, parent, mover, others, opts);
}

/** Query results (not game state): a class so the getter lives on the prototype. */
class ReachResult implements Reach {
  private dests: Destination[] | null = null;
  readonly start: Square;
  constructor(
    private readonly board: Board,
    readonly side: number,
    private readonly startIdx: number,
    private readonly costs: Int16Array,
    private readonly parents: Int32Array,
    private readonly mover: Body,
    private readonly others: readonly Body[],
    private readonly opts: MoveOptions,
  ) {
    this.start = { x: mover.space.x, y: mover.space.y };
  }

  get destinations(): readonly Destination[] {
    if (this.dests) return this.dests;
    const { board, costs, side, opts } = this;
    const W = board.width;
    const dests: Destination[] = [];
    const occ = occupied(board, this.others, this.mover.id);
    const fixed = staticLegal(board, side, !!opts.statueLegal);
    for (let q = 0; q < board.n; q++) {
      if (q === this.startIdx || costs[q] === -1) continue;
      const x = q % W;
      const y = (q - x) / W;
      let legal = fixed[q] === 1;
      for (let v = y; v < y + side && legal; v++) for (let u = x; u < x + side; u++) if (occ[v * W + u]) legal = false;
      if (legal || opts.endAnywhere) dests.push({ at: squareAt(W, q), cost: costs[q]!, legal });
    }
    this.dests = dests;
    return dests;
  }

  cost(at: Square): number {
    const W = this.board.width;
    if (at.x < 0 || at.y < 0 || at.x >= W || at.y >= this.board.height) return -1;
    return this.costs[at.y * W + at.x]!;
  }

  path(at: Square): Square[] {
    const W = this.board.width;
    if (at.x < 0 || at.y < 0 || at.x >= W || at.y >= this.board.height) return [];
    let q = at.y * W + at.x;
    if (this.costs[q] === -1) return [];
    const out: Square[] = [];
    while (q !== -1) {
      out.push({ x: q % W, y: Math.floor(q / W) });
      q = q === this.startIdx ? -1 : this.parents[q]!;
    }
    return out.reverse();
  }
}

/**
 * The square of each board index as one shared, frozen value per board width: a destination list
 * (hundreds of entries) then makes one object per destination, not two.
 */
const squaresByWidth = new Map<number, Square[]>();
function squareAt(W: number, q: number): Square {
  let list = squaresByWidth.get(W);
  if (!list) squaresByWidth.set(W, (list = []));
  let sq = list[q];
  if (!sq) {
    for (let i = list.length; i <= q; i++) list.push(Object.freeze({ x: i % W, y: Math.floor(i / W) }));
    sq = list[q] as Square;
  }
  return sq;
}

let scratchOcc = new Uint8Array(0);

/** The squares other creatures occupy (1) — `occupancy` of legal.ts into a scratch buffer, read at once. */
function occupied(board: Board, bodies: readonly Body[], skipId: string): Uint8Array {
  const n = board.n;
  if (scratchOcc.length < n) scratchOcc = new Uint8Array(n);
  const occ = scratchOcc;
  occ.fill(0, 0, n);
  const W = board.width;
  for (const b of bodies) {
    if (b.id === skipId) continue;
    const s = b.space;
    for (let y = Math.max(0, s.y); y < Math.min(board.height, s.y + s.side); y++)
      for (let x = Math.max(0, s.x); x < Math.min(W, s.x + s.side); x++) occ[y * W + x] = 1;
  }
  return occ;
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
