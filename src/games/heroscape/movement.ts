/**
 * Movement: every reachable destination with its path, cost, falls and leaving-engagement attacks.
 * Rulebook: heroscape-master-game-guide — "Moving" (each space counts 1; moving through friendly
 * figures, never enemies), "Moving Up and Down" (count each level climbed; down is free), "Height
 * Limit" (no climbing a rise equal to or higher than the figure's height at once), "Falling" (>=
 * height: 1 die; >= height+10: 3 dice; >= height+20: d20; none onto water), "Water" (stop),
 * "Double-Space Figures" (head first, tail follows, may flip, end on two same-level spaces),
 * "Overhangs" (the figure must fit), "Flying", "Roads" / "Wall Walks" (+3 when the whole move is on
 * road), "Ice" / "Snow" (slippery ice and heavy snow count 2, landing too), "Long and Short Ruins"
 * and "Stone Walls" and "Battlements" (count the height as spaces), "Evergreen Trees", "Glacier
 * Mountains", "Marro Hive", "Jungle Pieces" (no moving through), "Molten Lava" and "Lava Fields"
 * (flagged for the battle engine), "Swamp Water" and "Shadows" (don't stop), "Glyphs" (stop),
 * "Treasure Glyphs" (don't), "Ladders" (rungs for small and medium single-space figures; no bypass).
 *
 * Search: a layered dynamic programme over (position, move points spent). For each destination it
 * keeps the path with the fewest leaving-engagement attacks, then the least falling risk, then the
 * lowest cost. Positions are spaces (single-hex figures) or (head, tail) moves of the adjacency
 * table (double-space figures). All buffers are typed arrays.
 */
import { SF, spaceDistance, type Board } from './board.js';
import { engagementMasks } from './engagement.js';
import type { MapGlyph } from './map-model.js';
import type { PlacedFigure } from './figures.js';

export type MoveMode = 'walk' | 'fly' | 'auto';

export interface MoveOptions {
  /**
   * 'auto' (default): a flyer flies (walking only adds the road bonus: a flight is never worse than a
   * walk to the same space); others walk. 'walk' forces normal movement, 'fly' flight only.
   */
  readonly mode?: MoveMode;
  /** Override the figure's Move number (e.g. after a glyph or special power). */
  readonly move?: number;
  /**
   * Water and wellspring water do not stop the move (the Oceanstrider Amulet: its carrier "does not
   * have to stop its movement when entering water spaces"); molten lava and glyphs still stop it.
   */
  readonly waterWalk?: boolean;
  /**
   * The height the figure counts when moving up or down levels (Climb X2 / X3: its Height doubled or
   * tripled): the height limit on a rise climbed at once and the falls. Everything else — the
   * headroom under an overhang, engagement — keeps the figure's real height. Default: its height.
   */
  readonly climbHeight?: number;
  /**
   * Molten lava does not stop the move (Lava Resistant: its figures "do not have to stop on molten
   * lava spaces"); water and glyphs still stop it unless `waterWalk` says otherwise for water.
   */
  readonly lavaWalk?: boolean;
  /** Slippery ice and heavy snow count 1 space, not 2, on a walk (Snow and Ice Enhanced Movement). */
  readonly ignoreSlow?: boolean;
  /**
   * Spaces (indexed by space, nonzero) where a walk must end once its figure's leading half enters
   * them (a power's: Cyberclaw, Swirling Vortex): the search goes on from none of them but the start.
   * A flight lands once, so only its landing is such a space, and it ends there anyway.
   */
  readonly stopAt?: Uint8Array;
  /** Figures (by id) no walk passes through, friends included (Swirling Vortex); a flight passes over them. */
  readonly unpassable?: readonly string[];
  /** The figure may not move at all (Cyberclaw): no destination, road bonus or flight included. */
  readonly held?: boolean;
}

export interface FallEvent {
  /** Index of the path step on which the figure lands. */
  readonly step: number;
  readonly drop: number;
  /** Combat dice to roll (1 fall, 3 major fall) or 'd20' (extreme fall: 19–20 survives). */
  readonly roll: 1 | 3 | 'd20';
}

export interface SwipeEvent {
  /** Index of the path step the figure leaves from (it is "still on the adjacent space"); enemy id. */
  readonly step: number;
  readonly enemy: string;
}

export interface PathStep {
  readonly head: number;
  readonly tail: number;
  /** Move points spent when standing here. */
  readonly spent: number;
}

export interface Destination {
  readonly head: number;
  readonly tail: number;
  readonly cost: number;
  readonly how: 'walk' | 'road' | 'fly';
  readonly swipes: number;
  readonly fallRisk: number;
  /** What the destination holds for the battle engine: molten lava (d20), lava field (end of round), water, a glyph. */
  readonly moltenLava: boolean;
  readonly lavaField: boolean;
  readonly water: boolean;
  readonly glyph: MapGlyph | null;
}

interface Ctx {
  readonly board: Board;
  readonly fig: PlacedFigure;
  readonly occ: Int8Array; // 0 empty, 1 friend, 2 enemy
  readonly mask: Int32Array;
  /** "Ladders may be used only by small or medium single-space figures." */
  readonly canLadder: boolean;
  /** Ladders with a figure on a rung (larger figures may bypass only unoccupied ladders). */
  readonly ladderBusy: Uint8Array;
}

export interface MoveRange {
  readonly figure: PlacedFigure;
  readonly others: readonly PlacedFigure[];
  readonly options: MoveOptions;
  readonly destinations: readonly Destination[];
}

const FALL_SCORE = { 1: 1, 3: 4, d20: 64 } as const;
const SWIPE_WEIGHT = 1 << 12;
const INF = 0x7fffffff;

export function fallRoll(drop: number, height: number): 1 | 3 | 'd20' | null {
  if (drop >= height + 20) return 'd20';
  if (drop >= height + 10) return 3;
  if (drop >= height) return 1;
  return null;
}

/** Index of the adjacency entry head -> tail, or -1. */
function adjIndex(board: Board, head: number, tail: number): number {
  for (let k = board.adjStart[head]!; k < board.adjStart[head + 1]!; k++) if (board.adjTo[k] === tail) return k;
  return -1;
}

function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

/** Reusable buffers per board (the search is synchronous, so one set per board is enough). */
interface Scratch {
  lab: Int32Array;
  parent: Int32Array;
  queue: Int32Array;
  count: Int32Array;
  bestV: Int32Array;
  bestC: Int32Array;
  bestRun: Int8Array;
  domV: Int32Array;
  domC: Int32Array;
  flipOf: Int32Array;
  owner: Int32Array;
  /** Any heavy-snow / slippery-ice space on the board (fixed per board). */
  anySlow: boolean;
  /** Flight landing candidates for double-space figures: one adjacency entry per pair of same-level spaces (neither an over node nor a rung), with the pair's headroom. */
  flyPairs: Int32Array;
  flyPairRoom: Float64Array;
  /** Hex distance of each space from the flyer's nearer base hex (per call). */
  dist: Int32Array;
  /** Bumped by every search: labels and parents belong to the search of this number. */
  gen: number;
  /** The latest walking search's memo (`memoFor`). */
  readonly memo: SearchMemo;
  /** The destinations of a range as they are packed (`Range`), before they are copied out. */
  pack: Int32Array;
}

const scratchCache = new WeakMap<Board, Scratch>();

function scratch(board: Board, states: number, layers: number): Scratch {
  let s = scratchCache.get(board);
  const m = board.adjTo.length;
  if (!s) {
    const flipOf = new Int32Array(m);
    const owner = new Int32Array(m);
    for (let h = 0; h < board.nSpaces; h++) for (let k = board.adjStart[h]!; k < board.adjStart[h + 1]!; k++) owner[k] = h;
    for (let k = 0; k < m; k++) flipOf[k] = adjIndex(board, board.adjTo[k]!, owner[k]!);
    const n = Math.max(board.nSpaces, m);
    let anySlow = false;
    for (let i = 0; i < board.nSpaces; i++) if (board.spFlags[i]! & SF.SLOW) anySlow = true;
    // Both facings of a pair cost the same to fly to: keep the lower entry of each pair.
    const pairs: number[] = [];
    const rooms: number[] = [];
    for (let k = 0; k < m; k++) {
      const fl = flipOf[k]!;
      if (fl >= 0 && fl < k) continue;
      const h = owner[k]!;
      const t = board.adjTo[k]!;
      if (board.spLevel[h] !== board.spLevel[t] || (board.spFlags[h]! | board.spFlags[t]!) & (SF.OVER | SF.RUNG)) continue;
      pairs.push(k);
      rooms.push(Math.min(board.spHeadroom[h]!, board.spHeadroom[t]!));
    }
    s = {
      lab: new Int32Array(0),
      parent: new Int32Array(0),
      queue: new Int32Array(0),
      count: new Int32Array(64),
      bestV: new Int32Array(n),
      bestC: new Int32Array(n),
      bestRun: new Int8Array(n),
      domV: new Int32Array(n),
      domC: new Int32Array(n),
      flipOf,
      owner,
      anySlow,
      flyPairs: Int32Array.from(pairs),
      flyPairRoom: Float64Array.from(rooms),
      dist: new Int32Array(board.nSpaces),
      gen: 0,
      memo: { range: null, ctx: null, gen: -1, run: -1, L: 0 },
      pack: new Int32Array(n * PACKED),
    };
    scratchCache.set(board, s);
  }
  const size = states * layers;
  if (s.lab.length < size) {
    // New buffers hold no search: a range kept from before must not read its parents here.
    s.gen++;
    s.lab = new Int32Array(size);
    s.parent = new Int32Array(size);
    s.queue = new Int32Array(size);
  }
  if (s.count.length < layers) s.count = new Int32Array(layers);
  return s;
}

/** Records label v for (state, layer) unless an entry at most as bad and as costly is known. */
function setLabel(S: Scratch, n: number, L: number, st: number, c: number, v: number, from: number): void {
  const { domV, domC, lab, parent, queue, count } = S;
  // An entry no better and no cheaper than one already known can lead nowhere new: skip it.
  if (domV[st]! <= v && domC[st]! <= c) return;
  if (v < domV[st]! || (v === domV[st] && c < domC[st]!)) {
    domV[st] = v;
    domC[st] = c;
  }
  const idx = st * L + c;
  if (v < lab[idx]!) {
    if (lab[idx] === INF) queue[c * n + count[c]!++] = st;
    lab[idx] = v;
    parent[idx] = from;
  }
}

/**
 * Layered search. States are spaces (single) or adjacency entries (double: head = owner, tail =
 * adjTo). Fills S.lab / S.parent for states*layers; S.queue holds layer c's states at c*states.
 */
function search(
  ctx: Ctx,
  budget: number,
  roadOnly: boolean,
  S: Scratch,
  E: EdgeTable,
  waterWalk = false,
  lavaWalk = false,
  stopAt: Uint8Array | undefined = undefined,
): number {
  const { board, fig } = ctx;
  const dbl = fig.double;
  const n = dbl ? board.adjTo.length : board.nSpaces;
  const L = budget + 1;
  const { lab, queue, count, flipOf, owner, domV, domC } = S;
  S.gen++;
  lab.fill(INF, 0, n * L);
  count.fill(0, 0, L);
  domV.fill(INF, 0, n);
  let k0 = -1;
  if (dbl) {
    k0 = adjIndex(board, fig.head, fig.tail);
    if (k0 < 0) return L;
    if (roadOnly && !(board.spFlags[fig.head]! & board.spFlags[fig.tail]! & SF.ROAD)) return L;
    setLabel(S, n, L, k0, 0, 0, -1);
    const f0 = flipOf[k0]!;
    if (f0 >= 0) setLabel(S, n, L, f0, 0, 0, k0 * L);
  } else {
    if (roadOnly && !(board.spFlags[fig.head]! & SF.ROAD)) return L;
    setLabel(S, n, L, fig.head, 0, 0, -1);
  }
  const adjStart = board.adjStart;
  const adjTo = board.adjTo;
  const adjBypass = board.adjBypass;
  const spFlags = board.spFlags;
  const occ = ctx.occ;
  const mask = ctx.mask;
  const ladderBusy = ctx.ladderBusy;
  const eStep = E.step;
  const eFall = E.fall;
  const startA = dbl ? k0 : fig.head;
  const startB = dbl ? flipOf[k0]! : fig.head;
  // A stop space the figure walks on through: water, with waterWalk; molten lava, with lavaWalk.
  const through = (waterWalk ? SF.WATER_LIKE : 0) | (lavaWalk ? SF.MOLTEN : 0);
  for (let c = 0; c < L; c++) {
    for (let i = 0; i < count[c]!; i++) {
      const st = queue[c * n + i]!;
      const h = dbl ? owner[st]! : st;
      const t = dbl ? adjTo[st]! : -1;
      const here = lab[st * L + c]!;
      const hf = spFlags[h]!;
      if (st !== startA && st !== startB && hf & (SF.STOP | SF.GLYPH_STOP) && (hf & SF.GLYPH_STOP || !(hf & through))) continue;
      // A power's stop space (its leading half entered it: the tail only follows the head's path).
      if (stopAt !== undefined && st !== startA && st !== startB && stopAt[h]) continue;
      const m = dbl ? mask[h]! | mask[t]! : mask[h]!;
      // The end read once: the search writes its own buffers only, never the board's table.
      const kEnd = adjStart[h + 1]!;
      for (let k = adjStart[h]!; k < kEnd; k++) {
        // The edge table has headroom, rungs, the ladders a figure must use and the height limit.
        let w = eStep[k]!;
        if (w < 0) continue;
        const h2 = adjTo[k]!;
        // A single-space label there no worse (labels only grow along a path) and no costlier is
        // known already: setLabel would refuse this one whatever else the edge adds, so skip it early.
        if (!dbl && domV[h2]! <= here && domC[h2]! <= c + (w >= BYPASS ? w - BYPASS : w)) continue;
        if (h2 === t || occ[h2] === 2) continue;
        const tf = spFlags[h2]!;
        if (roadOnly && !(tf & SF.ROAD)) continue;
        if (w >= BYPASS) {
          if (ladderBusy[adjBypass[k]! - 1]) continue;
          w -= BYPASS;
        }
        const c2 = c + w;
        if (c2 >= L) continue;
        const fall = eFall[k]!;
        if (dbl) {
          const st2 = flipOf[k]!; // the new position (h2 ahead, h behind) is the reverse entry of k
          if (st2 < 0) continue;
          const v = here + popcount(m & ~(mask[h2]! | mask[h]!)) * SWIPE_WEIGHT + fall;
          setLabel(S, n, L, st2, c2, v, st * L + c);
          const fl = flipOf[st2]!;
          if (fl >= 0 && !(tf & SF.OVER)) setLabel(S, n, L, fl, c2, v, st2 * L + c2);
        } else {
          setLabel(S, n, L, h2, c2, here + popcount(m & ~mask[h2]!) * SWIPE_WEIGHT + fall, st * L + c);
        }
      }
    }
  }
  return L;
}

/** An edge's step cost when a rung a larger figure may bypass only while unoccupied lies beside it. */
const BYPASS = 1 << 24;

/**
 * What every search by a figure of one height and ladder class asks of each adjacency entry, worked
 * out once per board: the entry's step cost (climb plus the space's own count), or -1 when no such
 * figure may ever take it (headroom, the height limit, a rung it may not use, a ladder it must use),
 * with BYPASS added when it passes a ladder that only an occupied rung closes; and the fall score of
 * landing through it. Only the occupants change between searches, so only they are read per search.
 */
interface EdgeTable {
  readonly step: Int32Array;
  readonly fall: Int32Array;
}

const edgeTables = new WeakMap<Board, Map<number, EdgeTable>>();

/** Outside `edgeTable`, which every search calls: a closure made per call is garbage (and, under tsx, a named wrapper). */
const smallWhole = (x: number): boolean => Number.isInteger(x) && x >= 0 && x < 1 << 12;

function edgeTable(board: Board, height: number, climbHeight: number, canLadder: boolean, ignoreSlow = false): EdgeTable {
  let byKey = edgeTables.get(board);
  if (!byKey) edgeTables.set(board, (byKey = new Map()));
  // Heights are small whole numbers; anything else gets a table of its own each time.
  const keyed = smallWhole(height) && smallWhole(climbHeight);
  const key = ((height * (1 << 12) + climbHeight) * 2 + (canLadder ? 1 : 0)) * 2 + (ignoreSlow ? 1 : 0);
  const kept = keyed ? byKey.get(key) : undefined;
  if (kept) return kept;
  const m = board.adjTo.length;
  const step = new Int32Array(m);
  const fall = new Int32Array(m);
  const { adjStart, adjTo, adjCrest, adjBypass, spFlags, spLevel, spHeadroom } = board;
  for (let h = 0; h < board.nSpaces; h++) {
    const lh = spLevel[h]!;
    for (let k = adjStart[h]!; k < adjStart[h + 1]!; k++) {
      const h2 = adjTo[k]!;
      const tf = spFlags[h2]!;
      const by = adjBypass[k]!;
      const climb = adjCrest[k]! - lh;
      // The headroom takes the real height; the rise climbed at once and the drop, the climbing one.
      if (spHeadroom[h2]! < height || (tf & SF.RUNG && !canLadder) || (by && canLadder) || climb >= climbHeight) {
        step[k] = -1;
        continue;
      }
      step[k] = climb + (tf & SF.OVER ? 0 : tf & SF.SLOW && !ignoreSlow ? 2 : 1) + (by ? BYPASS : 0);
      if (!(tf & SF.NO_FALL)) {
        const drop = adjCrest[k]! - spLevel[h2]!;
        if (drop >= climbHeight) fall[k] = drop >= climbHeight + 20 ? FALL_SCORE.d20 : drop >= climbHeight + 10 ? FALL_SCORE[3] : FALL_SCORE[1];
      }
    }
  }
  const table = { step, fall };
  if (keyed) byKey.set(key, table);
  return table;
}

/** Whether `o` is `fig` itself: the same object, or a copy of it (by id: a caller may pass the mover moved elsewhere). */
function isSelf(o: PlacedFigure, fig: PlacedFigure): boolean {
  return o === fig || o.id === fig.id;
}

function occupancy(board: Board, fig: PlacedFigure, others: readonly PlacedFigure[], occ: Int8Array, unpassable?: readonly string[]): Int8Array {
  occ.fill(0, 0, board.nSpaces);
  for (const o of others) {
    if (isSelf(o, fig)) continue;
    // A figure no walk passes through is held like an enemy's space (it is no enemy for engagement).
    const v = o.side === fig.side && (unpassable === undefined || !unpassable.includes(o.id)) ? 1 : 2;
    occ[o.head] = v;
    if (o.tail >= 0) occ[o.tail] = v;
  }
  return occ;
}

/** Per-board buffers for the figure context (the queries are synchronous, so one set suffices). */
const ctxBuffers = new WeakMap<Board, { occ: Int8Array; mask: Int32Array; busy: Uint8Array; gen: number }>();

/** Enemy engagements are tracked as bits of an int32: at most this many enemies within reach. */
export const MAX_TRACKED_ENEMIES = 31;

/** Whether space `s` (-1: none) lies within `reach` hexes of either base hex of `fig`. */
function near(board: Board, fig: PlacedFigure, s: number, reach: number): boolean {
  return s >= 0 && (spaceDistance(board, s, fig.head) <= reach || (fig.tail >= 0 && spaceDistance(board, s, fig.tail) <= reach));
}

type FullCtx = Ctx & { readonly enemies: PlacedFigure[]; readonly gen: number };

function makeCtx(board: Board, fig: PlacedFigure, others: readonly PlacedFigure[], move: number, unpassable?: readonly string[]): FullCtx {
  // Only enemies the figure could come next to this move matter (a road bonus adds 3, a base 1 more).
  const reach = move + 3 + 2;
  // A plain loop: a closure made per search showed in the profiles of random battles.
  const enemies: PlacedFigure[] = [];
  for (const o of others) {
    // A figure of another side is never the mover itself.
    if (o.side === fig.side) continue;
    if (near(board, fig, o.head, reach) || near(board, fig, o.tail, reach)) enemies.push(o);
  }
  if (enemies.length > MAX_TRACKED_ENEMIES)
    throw new Error(`moveRange: ${enemies.length} enemies within reach of ${fig.id}; at most ${MAX_TRACKED_ENEMIES} are supported`);
  let buf = ctxBuffers.get(board);
  if (!buf)
    ctxBuffers.set(
      board,
      (buf = { occ: new Int8Array(board.nSpaces), mask: new Int32Array(board.nSpaces), busy: new Uint8Array(board.ladders.length), gen: 0 }),
    );
  buf.gen++;
  const ladderBusy = buf.busy;
  ladderBusy.fill(0);
  if (board.ladders.length > 0) for (const o of others) if (!isSelf(o, fig) && board.spLadder[o.head]! >= 0) ladderBusy[board.spLadder[o.head]!] = 1;
  const canLadder = !fig.double && (fig.size === 'small' || fig.size === 'medium');
  return {
    board,
    fig,
    gen: buf.gen,
    occ: occupancy(board, fig, others, buf.occ, unpassable),
    mask: engagementMasks(board, fig.height, enemies, buf.mask),
    canLadder,
    ladderBusy,
    enemies,
  };
}

type How = 'walk' | 'road' | 'fly';

/**
 * What a move range's last walking search left in the per-board buffers: `pathOf` for a destination
 * of that run reads the parents straight from them while no other search or context has been made
 * since (the usual case: a destination is chosen right after the range is offered). Only the latest
 * search on a board can still be in its buffers, so the board's scratch holds one memo, rewritten in
 * place (an object per range made showed as garbage-collector work in random battles).
 */
interface SearchMemo {
  range: MoveRange | null;
  ctx: FullCtx | null;
  gen: number;
  run: number;
  L: number;
}

function memoFor(board: Board, range: MoveRange, how: How): Scratch | null {
  const S = scratchCache.get(board);
  const m = S?.memo;
  if (!S || !m || m.range !== range || !m.ctx || m.run !== (how === 'road' ? 1 : 0) || S.gen !== m.gen || ctxBuffers.get(board)?.gen !== m.ctx.gen) return null;
  return S;
}

/**
 * Flying ignores elevation and what it passes over; it counts spaces on the battlefield (from either
 * base hex of a double-space figure) and must land legally. Landing on slippery ice or heavy snow
 * counts 2. Only enemies engaged at the start can swipe. Offers into S.bestV/bestC/bestRun (run 2).
 */
function flyRange(board: Board, ctx: Ctx, move: number, S: Scratch, s0: number, s1: number): void {
  const fig = ctx.fig;
  const { spFlags, spHeadroom, adjTo, colQ, colR, spCol } = board;
  const { occ, mask } = ctx;
  const { owner, dist } = S;
  const height = fig.height;
  const q0 = colQ[spCol[fig.head]!]!;
  const r0 = colR[spCol[fig.head]!]!;
  const q1 = fig.tail >= 0 ? colQ[spCol[fig.tail]!]! : q0;
  const r1 = fig.tail >= 0 ? colR[spCol[fig.tail]!]! : r0;
  const startMask = mask[fig.head]! | (fig.tail >= 0 ? mask[fig.tail]! : 0);
  // Distance of every space from the nearer base hex, once (a pair's is the smaller of its two).
  const nSp = board.nSpaces;
  for (let s = 0; s < nSp; s++) {
    const q = colQ[spCol[s]!]!;
    const r = colR[spCol[s]!]!;
    const a = Math.abs(q - q0) + Math.abs(r - r0) + Math.abs(q - q0 + r - r0);
    const b = Math.abs(q - q1) + Math.abs(r - r1) + Math.abs(q - q1 + r - r1);
    dist[s] = (a < b ? a : b) >> 1;
  }
  if (fig.double) {
    const { flyPairs, flyPairRoom } = S;
    for (let i = 0; i < flyPairs.length; i++) {
      const st = flyPairs[i]!;
      const h = owner[st]!;
      const t = adjTo[st]!;
      const dh = dist[h]!;
      const dt = dist[t]!;
      const d = dh < dt ? dh : dt;
      if (d > move || st === s0 || st === s1 || flyPairRoom[i]! < height || occ[h] !== 0 || occ[t] !== 0) continue;
      const cost = (d > 1 ? d : 1) + ((spFlags[h]! | spFlags[t]!) & SF.SLOW ? 1 : 0);
      if (cost > move) continue;
      offerFlight(S, st, popcount(startMask & ~(mask[h]! | mask[t]!)) * SWIPE_WEIGHT, cost);
    }
    return;
  }
  for (let h = 0; h < nSp; h++) {
    const d = dist[h]!;
    if (d > move || h === s0 || occ[h] !== 0 || spHeadroom[h]! < height) continue;
    const f = spFlags[h]!;
    if (f & SF.OVER || (f & SF.RUNG && !ctx.canLadder)) continue;
    const cost = (d > 1 ? d : 1) + (f & SF.SLOW ? 1 : 0);
    if (cost > move) continue;
    offerFlight(S, h, popcount(startMask & ~mask[h]!) * SWIPE_WEIGHT, cost);
  }
}

function offerFlight(S: Scratch, st: number, v: number, cost: number): void {
  const { bestV, bestC, bestRun } = S;
  if (v < bestV[st]! || (v === bestV[st] && cost < bestC[st]!)) {
    bestV[st] = v;
    bestC[st] = cost;
    bestRun[st] = 2;
  }
}

/**
 * Every destination `fig` can reach this move, given the other figures on the board (friends by
 * `side`). The starting position itself is not listed.
 */
export function moveRange(board: Board, fig: PlacedFigure, others: readonly PlacedFigure[], options: MoveOptions = {}): MoveRange {
  const move = options.move ?? fig.move;
  const mode = options.mode ?? 'auto';
  const ch = options.climbHeight;
  if (ch !== undefined && !(Number.isFinite(ch) && ch >= 0)) throw new Error(`moveRange: climbHeight must be a number of levels (0 or more), got ${ch}`);
  if (options.held) return new Range(board, fig, others, options, [], null);
  const ctx = makeCtx(board, fig, others, move, options.unpassable);
  const dbl = fig.double;
  const nStates = dbl ? board.adjTo.length : board.nSpaces;
  const S = scratch(board, nStates, move + 4);
  S.bestV.fill(INF, 0, nStates);
  const k0 = dbl ? adjIndex(board, fig.head, fig.tail) : fig.head;
  const s0 = k0;
  const s1 = dbl && k0 >= 0 ? S.flipOf[k0]! : s0;
  let memoL = -1;
  let memoRun = -1;
  if (mode !== 'fly' || !fig.flying) {
    const roadStart = board.spFlags[fig.head]! & (fig.tail >= 0 ? board.spFlags[fig.tail]! : SF.ROAD) & SF.ROAD;
    // A flight to any space is never worse than a walk there (no more spaces, no falls, and only the
    // engagements it leaves at the start), so in 'auto' a flyer walks only for the road bonus.
    // (Not for a double-space flyer on a map with slow spaces: its flight counts a slow landing under
    // either half, a walk only under the leading half.)
    const flyDominates = fig.flying && mode === 'auto' && (!fig.double || !S.anySlow);
    // Run 0 walks; run 1 walks on the road only (with the road bonus).
    for (let run = flyDominates ? 1 : 0; run <= (roadStart ? 1 : 0); run++) {
      const budget = run === 1 ? move + 3 : move;
      const E = edgeTable(board, fig.height, options.climbHeight ?? fig.height, ctx.canLadder, options.ignoreSlow);
      const L = search(ctx, budget, run === 1, S, E, options.waterWalk, options.lavaWalk, options.stopAt);
      collectWalk(board, ctx, S, L, nStates, run, s0, s1);
      memoL = L;
      memoRun = run;
    }
  }
  if (fig.flying && mode !== 'walk') flyRange(board, ctx, move, S, s0, s1);
  const range = new Range(board, fig, others, options, packDestinations(board, fig, S, nStates), dbl ? S.owner : null);
  if (memoL >= 0) {
    const m = S.memo;
    m.range = range;
    m.ctx = ctx;
    m.gen = S.gen;
    m.run = memoRun;
    m.L = memoL;
  }
  return range;
}

/** Offers every legal end position the search reached (kept small: V8 optimizes it better). */
function collectWalk(board: Board, ctx: Ctx, S: Scratch, L: number, n: number, run: number, s0: number, s1: number): void {
  const dbl = ctx.fig.double;
  const height = ctx.fig.height;
  const { spFlags, spHeadroom, spLevel, adjTo } = board;
  const { occ } = ctx;
  const { owner, bestV, bestC, bestRun, queue, count, lab } = S;
  for (let c = 1; c < L; c++) {
    for (let i = 0; i < count[c]!; i++) {
      const st = queue[c * n + i]!;
      if (st === s0 || st === s1) continue;
      const h = dbl ? owner[st]! : st;
      if (occ[h] !== 0 || spFlags[h]! & SF.OVER || spHeadroom[h]! < height) continue;
      if (dbl) {
        const t = adjTo[st]!;
        if (spLevel[h] !== spLevel[t] || occ[t] !== 0 || spFlags[t]! & SF.OVER || spHeadroom[t]! < height) continue;
      }
      const v = lab[st * L + c]!;
      if (v < bestV[st]! || (v === bestV[st] && c < bestC[st]!)) {
        bestV[st] = v;
        bestC[st] = c;
        bestRun[st] = run;
      }
    }
  }
}

const HOW: readonly How[] = ['walk', 'road', 'fly'];

/** Ints per packed destination: the search state, and its label * CODE + cost * 4 + run. */
const PACKED = 2;
const CODE = 1024;

/**
 * The destinations the search left in S, in state order, packed two ints each, copied out of the
 * scratch (which the next search reuses).
 */
function packDestinations(board: Board, fig: PlacedFigure, S: Scratch, nStates: number): number[] {
  const dbl = fig.double;
  const { bestV, bestC, bestRun, flipOf } = S;
  if (S.pack.length < nStates * PACKED) S.pack = new Int32Array(nStates * PACKED);
  const pack = S.pack;
  let n = 0;
  for (let st = 0; st < nStates; st++) {
    const v = bestV[st]!;
    if (v === INF) continue;
    if (dbl) {
      // Flipping is free at any time, so each pair of spaces is listed once (its better orientation).
      const fl = flipOf[st]!;
      if (fl >= 0 && bestV[fl] !== INF && (bestV[fl]! < v || (bestV[fl] === v && (bestC[fl]! < bestC[st]! || (bestC[fl] === bestC[st] && fl < st))))) continue;
    }
    pack[n] = st;
    pack[n + 1] = v * CODE + bestC[st]! * 4 + bestRun[st]!;
    n += PACKED;
  }
  // A plain array of small ints: a typed array this size would have its memory outside the heap,
  // which the garbage collector tracks at a cost per array. Made at its size and filled (pushing
  // one by one grew it several times, which showed in the profiles of random battles).
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = pack[i]!;
  return out;
}

/**
 * A move range whose destinations are kept packed: a destination question needs only how many
 * there are (`destinationCount`) and the one chosen (`destinationAt`); the full list is built the
 * first time anything reads `destinations`.
 */
class Range implements MoveRange {
  private list: Destination[] | null = null;

  constructor(
    private readonly board: Board,
    readonly figure: PlacedFigure,
    readonly others: readonly PlacedFigure[],
    readonly options: MoveOptions,
    private readonly packed: readonly number[],
    /** The head space of each search state of a double-space figure (its tail is the board's adjTo); null for a single-space one. */
    private readonly owner: Int32Array | null,
  ) {}

  get count(): number {
    return this.packed.length / PACKED;
  }

  get destinations(): readonly Destination[] {
    if (!this.list) {
      const list: Destination[] = [];
      for (let i = 0; i < this.count; i++) list.push(this.at(i));
      this.list = list;
    }
    return this.list;
  }

  at(i: number): Destination {
    const { spFlags, spGlyph } = this.board;
    const st = this.packed[i * PACKED]!;
    const code = this.packed[i * PACKED + 1]!;
    const h = this.owner ? this.owner[st]! : st;
    const t = this.owner ? this.board.adjTo[st]! : -1;
    const v = Math.floor(code / CODE);
    const f = spFlags[h]! | (t >= 0 ? spFlags[t]! : 0);
    return {
      head: h,
      tail: t,
      cost: (code % CODE) >> 2,
      how: HOW[code & 3]!,
      swipes: Math.floor(v / SWIPE_WEIGHT),
      fallRisk: v % SWIPE_WEIGHT,
      moltenLava: (f & SF.MOLTEN) !== 0,
      lavaField: (f & SF.LAVA_FIELD) !== 0,
      water: (f & SF.WATER_LIKE) !== 0,
      glyph: spGlyph[h] ?? (t >= 0 ? spGlyph[t]! : null),
    };
  }
}

/** How many destinations a range offers, without building them. */
export function destinationCount(range: MoveRange): number {
  return range instanceof Range ? range.count : range.destinations.length;
}

/** The range's destination `i` (in the order of `destinations`), or undefined; built alone when it can be. */
export function destinationAt(range: MoveRange, i: number): Destination | undefined {
  if (!(range instanceof Range)) return range.destinations[i];
  return Number.isInteger(i) && i >= 0 && i < range.count ? range.at(i) : undefined;
}

export interface PathDetail {
  readonly steps: readonly PathStep[];
  readonly falls: readonly FallEvent[];
  readonly swipes: readonly SwipeEvent[];
}

/** The path to one destination, with each fall and each leaving-engagement attack on the way. */
export function pathOf(board: Board, range: MoveRange, d: Destination): PathDetail {
  const fig = range.figure;
  const steps: PathStep[] = [];
  const kept = memoFor(board, range, d.how);
  const memo = kept?.memo;
  const ctx = memo?.ctx ?? makeCtx(board, fig, range.others, range.options.move ?? fig.move, range.options.unpassable);
  const dbl = fig.double;
  if (d.how === 'fly') {
    steps.push({ head: fig.head, tail: fig.tail, spent: 0 }, { head: d.head, tail: d.tail, spent: d.cost });
  } else {
    const move = range.options.move ?? fig.move;
    const nStates = dbl ? board.adjTo.length : board.nSpaces;
    const S = kept ?? scratch(board, nStates, move + 4);
    const budget = d.how === 'road' ? move + 3 : move;
    const E = edgeTable(board, fig.height, range.options.climbHeight ?? fig.height, ctx.canLadder, range.options.ignoreSlow);
    const L = memo?.L ?? search(ctx, budget, d.how === 'road', S, E, range.options.waterWalk, range.options.lavaWalk, range.options.stopAt);
    const st = dbl ? adjIndex(board, d.head, d.tail) : d.head;
    let idx = st * L + d.cost;
    // Followed back from the destination, pushed and then reversed (unshifting each step showed in
    // the profiles of random battles).
    while (idx >= 0) {
      const s = Math.floor(idx / L);
      const c = idx % L;
      const head = dbl ? S.owner[s]! : s;
      const tail = dbl ? board.adjTo[s]! : -1;
      const next = steps[steps.length - 1];
      if (!next || next.head !== head || next.tail !== tail) steps.push({ head, tail, spent: c });
      idx = S.parent[idx]!;
    }
    steps.reverse();
    if (dbl && steps[0] && !(steps[0].head === fig.head && steps[0].tail === fig.tail)) steps.unshift({ head: fig.head, tail: fig.tail, spent: 0 });
  }
  const falls: FallEvent[] = [];
  const swipes: SwipeEvent[] = [];
  const enemies = ctx.enemies;
  const mask = ctx.mask;
  for (let i = 1; i < steps.length; i++) {
    const a = steps[i - 1]!;
    const b = steps[i]!;
    const ma = mask[a.head]! | (a.tail >= 0 ? mask[a.tail]! : 0);
    const mb = mask[b.head]! | (b.tail >= 0 ? mask[b.tail]! : 0);
    const left = ma & ~mb;
    for (let e = 0; e < enemies.length; e++) if (left & (1 << e)) swipes.push({ step: i - 1, enemy: enemies[e]!.id });
    const flip = b.head === a.tail && b.tail === a.head;
    if (d.how !== 'fly' && !flip) {
      const k = adjIndex(board, a.head, b.head);
      if (k >= 0 && !(board.spFlags[b.head]! & SF.NO_FALL)) {
        const drop = board.adjCrest[k]! - board.spLevel[b.head]!;
        const roll = fallRoll(drop, range.options.climbHeight ?? fig.height);
        if (roll !== null) falls.push({ step: i, drop, roll });
      }
    }
  }
  return { steps, falls, swipes };
}
