/**
 * Adjacency and engagement between figures, and the leaving-engagement attacks a move triggers.
 * Rulebook: heroscape-master-game-guide — "Engagement and Adjacency Rules" (not adjacent across a rise
 * equal to or higher than the lower figure's height; double-space figures check from both spaces),
 * "Leaving an Engagement", "Stone Walls" (Engagement), "Battlements" (Engagement Rules), "Jungle
 * Pieces" (Adjacency Exceptions), "The Door" (the Door cannot be engaged: doors are not figures here).
 */
import { SF, type Board } from './board.js';
import type { ObstacleKind } from './tiles.js';
import { spacesOf, type PlacedFigure } from './figures.js';

export interface AdjacencyAnswer {
  readonly adjacent: boolean;
  /** Why not, in one plain sentence (empty when adjacent). */
  readonly reason: string;
}

const YES: AdjacencyAnswer = { adjacent: true, reason: '' };

/** Why two spaces off ladders are not adjacent, as a number: the hot path (engagement masks) words nothing. */
const ADJACENT = 0;
const NOT_NEXT = 1;
const RISE = 2;
const OVERHEAD = 3;
/** BARRIER + i: barrier i of the board stands between them. */
const BARRIER = 4;

function plainAdjacency(board: Board, a: number, ha: number, b: number, hb: number): number {
  const ca = board.spCol[a]!;
  const cb = board.spCol[b]!;
  let dir = -1;
  for (let d = 0; d < 6; d++) if (board.colNeighbor[ca * 6 + d] === cb) dir = d;
  if (dir < 0) return NOT_NEXT;
  const la = board.spLevel[a]!;
  const lb = board.spLevel[b]!;
  const lowH = la <= lb ? ha : hb;
  if (Math.abs(la - lb) >= lowH) return RISE;
  const crest = Math.max(la, lb);
  if (!(la + roomOver(board, a) > crest && lb + roomOver(board, b) > crest)) return OVERHEAD;
  for (const bi of board.edgeAt[ca * 6 + dir]!) {
    const bar = board.barriers[bi]!;
    if (!(ha > bar.top - la && hb > bar.top - lb)) return BARRIER + bi;
  }
  return ADJACENT;
}

/**
 * The open air over a space for adjacency: its headroom, except under the Marro Hive, whose body is
 * the piece itself (its spaces have no headroom, yet the Hive on them is next to what is beside it).
 */
function roomOver(board: Board, s: number): number {
  return board.spFlags[s]! & SF.HIVE ? Infinity : board.spHeadroom[s]!;
}

/**
 * Are a figure of height ha on space a and a figure of height hb on space b adjacent?
 * Same rule for any two figures; engagement adds "and they are enemies".
 */
export function spacesAdjacent(board: Board, a: number, ha: number, b: number, hb: number): AdjacencyAnswer {
  if (board.spLadder[a]! >= 0 || board.spLadder[b]! >= 0) return rungAdjacent(board, a, ha, b, hb);
  const why = plainAdjacency(board, a, ha, b, hb);
  if (why === ADJACENT) return YES;
  if (why === NOT_NEXT) return { adjacent: false, reason: 'the spaces are not next to each other' };
  const la = board.spLevel[a]!;
  const lb = board.spLevel[b]!;
  if (why === RISE) {
    const lowH = la <= lb ? ha : hb;
    return { adjacent: false, reason: `the rise between them (${Math.abs(la - lb)} levels) is equal to or higher than the lower figure's height (${lowH})` };
  }
  if (why === OVERHEAD) return { adjacent: false, reason: 'terrain overhead separates the two spaces' };
  const bar = board.barriers[why - BARRIER]!;
  return {
    adjacent: false,
    reason: `a ${bar.kind} stands between them (${bar.top - la} levels on one side, ${bar.top - lb} on the other) and both figures must be taller than it`,
  };
}

/** `spacesAdjacent(…).adjacent` without wording why not. */
function spacesTouch(board: Board, a: number, ha: number, b: number, hb: number): boolean {
  if (board.spLadder[a]! >= 0 || board.spLadder[b]! >= 0) return rungAdjacent(board, a, ha, b, hb).adjacent;
  return plainAdjacency(board, a, ha, b, hb) === ADJACENT;
}

/**
 * Ladders ("Engagement", "Other Ladder Rules"): a figure on a rung is treated as on a hex space, but
 * the ladder separates it from everything except the landing space, the next rungs, the terrain it
 * leans on, the two hexes beside that edge and rungs of neighbouring ladders. On one ladder, two
 * figures are engaged when neither can move closer (consecutive rungs); the landing space is next to
 * the lowest rung.
 */
function rungAdjacent(board: Board, a: number, ha: number, b: number, hb: number): AdjacencyAnswer {
  const la = board.spLadder[a]!;
  const lb = board.spLadder[b]!;
  if (la >= 0 && la === lb) {
    const rungs = board.rungsOf[la]!;
    const gap = Math.abs(rungs.indexOf(a) - rungs.indexOf(b));
    return gap === 1 ? YES : { adjacent: false, reason: 'a figure could move closer on the ladder' };
  }
  let linked = false;
  for (let k = board.adjStart[a]!; k < board.adjStart[a + 1]!; k++) if (board.adjTo[k] === b) linked = true;
  for (let k = board.adjStart[b]!; k < board.adjStart[b + 1]!; k++) if (board.adjTo[k] === a) linked = true;
  if (!linked) return { adjacent: false, reason: 'the ladder separates them' };
  const rung = la >= 0 ? a : b;
  const other = la >= 0 ? b : a;
  const ladder = board.spLadder[rung]!;
  if (board.spLadder[other]! < 0 && board.spCol[other] === board.ladders[ladder]!.landing && board.rungsOf[ladder]![0] !== rung) {
    return { adjacent: false, reason: 'only the lowest rung is next to the landing space' };
  }
  const lowH = board.spLevel[a]! <= board.spLevel[b]! ? ha : hb;
  const diff = Math.abs(board.spLevel[a]! - board.spLevel[b]!);
  if (diff >= lowH) return { adjacent: false, reason: `the rise between them (${diff} levels) is equal to or higher than the lower figure's height (${lowH})` };
  return YES;
}

export function figuresAdjacent(board: Board, a: PlacedFigure, b: PlacedFigure): AdjacencyAnswer {
  let last: AdjacencyAnswer = { adjacent: false, reason: 'the figures are not next to each other' };
  for (const sa of spacesOf(a)) {
    for (const sb of spacesOf(b)) {
      const ans = spacesAdjacent(board, sa, a.height, sb, b.height);
      if (ans.adjacent) return ans;
      if (ans.reason !== 'the spaces are not next to each other') last = ans;
    }
  }
  return last;
}

export function engaged(board: Board, a: PlacedFigure, b: PlacedFigure): boolean {
  if (a.side === b.side) return false;
  // Head and tail read directly (no arrays): attack targets and leaving-engagement ask this often.
  if (touchesFigure(board, a.head, a.height, b) || (a.tail >= 0 && touchesFigure(board, a.tail, a.height, b))) return true;
  // The Marro Hive's other base hexes.
  if (a.extra) for (const sa of a.extra) if (touchesFigure(board, sa, a.height, b)) return true;
  return false;
}

/** Whether a base hex on space `sa` of a figure of height `ha` is adjacent to any base hex of `b`. */
function touchesFigure(board: Board, sa: number, ha: number, b: PlacedFigure): boolean {
  if (spacesTouch(board, sa, ha, b.head, b.height) || (b.tail >= 0 && spacesTouch(board, sa, ha, b.tail, b.height))) return true;
  if (b.extra) for (const sb of b.extra) if (spacesTouch(board, sa, ha, sb, b.height)) return true;
  return false;
}

/** Every enemy a figure is engaged with, in the order given. */
export function engagedWith(board: Board, f: PlacedFigure, others: readonly PlacedFigure[]): PlacedFigure[] {
  return others.filter((o) => o.id !== f.id && engaged(board, f, o));
}

/**
 * For a mover of height h, mask[s] has bit i set when a single hex of the mover on space s would be
 * adjacent to enemies[i] (at most 31 enemies: the caller passes only those within reach).
 */
export function engagementMasks(board: Board, moverHeight: number, enemies: readonly PlacedFigure[], into?: Int32Array): Int32Array {
  const mask = into ?? new Int32Array(board.nSpaces);
  if (into) mask.fill(0, 0, board.nSpaces);
  if (enemies.length > 31) throw new Error(`engagementMasks: ${enemies.length} enemies; at most 31 fit in a mask`);
  const n = enemies.length;
  for (let i = 0; i < n; i++) {
    const e = enemies[i]!;
    const bit = 1 << i;
    const a = touching(board, e.head, e.height, moverHeight);
    for (let j = 0; j < a.length; j++) mask[a[j]!]! |= bit;
    if (e.tail >= 0) {
      const b = touching(board, e.tail, e.height, moverHeight);
      for (let j = 0; j < b.length; j++) mask[b[j]!]! |= bit;
    }
    if (e.extra)
      for (const es of e.extra) {
        const c = touching(board, es, e.height, moverHeight);
        for (let j = 0; j < c.length; j++) mask[c[j]!]! |= bit;
      }
  }
  return mask;
}

/**
 * The spaces next to `es` from which a single hex of a mover of height `moverHeight` is adjacent to a
 * figure of height `height` on `es`. Adjacency depends only on the battlefield and the two heights,
 * so each answer is worked out once per board (every move search asks for the same few).
 */
const touchCache = new WeakMap<Board, Map<number, (Int32Array | undefined)[]>>();
function touching(board: Board, es: number, height: number, moverHeight: number): Int32Array {
  // Heights are small whole numbers (each pair of heights gets a list indexed by space, so the key
  // stays a small integer); anything else is not kept.
  const keyed = isSmallWhole(height) && isSmallWhole(moverHeight);
  let byPair = touchCache.get(board);
  if (!byPair) touchCache.set(board, (byPair = new Map()));
  let bySpace = keyed ? byPair.get(height * KEY_SPAN + moverHeight) : undefined;
  if (keyed && !bySpace) byPair.set(height * KEY_SPAN + moverHeight, (bySpace = new Array<Int32Array | undefined>(board.nSpaces).fill(undefined)));
  const kept = bySpace?.[es];
  if (kept) return kept;
  const list: number[] = [];
  if (board.spFlags[es]! & SF.HIVE) {
    // Nothing moves onto the Hive's spaces, so the move table lists none beside them: the spaces of the columns around.
    const c = board.spCol[es]!;
    for (let d = 0; d < 6; d++) {
      const n = board.colNeighbor[c * 6 + d]!;
      if (n < 0) continue;
      for (let k = board.colSpaceStart[n]!; k < board.colSpaceStart[n + 1]!; k++) {
        const s = board.colSpaces[k]!;
        if (!(board.spFlags[s]! & SF.HIVE) && spacesTouch(board, s, moverHeight, es, height)) list.push(s);
      }
    }
  }
  // every space adjacent to es is among its moves (the table lists all open-air neighbours)
  else
    for (let k = board.adjStart[es]!; k < board.adjStart[es + 1]!; k++) {
      const s = board.adjTo[k]!;
      if (spacesTouch(board, s, moverHeight, es, height)) list.push(s);
    }
  const found = Int32Array.from(list);
  if (bySpace) bySpace[es] = found;
  return found;
}

const KEY_SPAN = 4096;
const isSmallWhole = (h: number): boolean => Number.isInteger(h) && h >= 0 && h < KEY_SPAN;

/**
 * Jungle adjacency: a figure is adjacent to a Jungle Piece next to it unless its base is even with or
 * above the piece's top, or the piece's base is a rise equal to or higher than the figure's height.
 */
export function adjacentJunglePieces(board: Board, f: PlacedFigure): number[] {
  return adjacentObstacles(board, f, JUNGLE);
}

const JUNGLE: readonly ObstacleKind[] = ['jungle'];

/** The obstacles of the given kinds a figure is adjacent to, as a Jungle Piece is (Jungle Tracking: Evergreen Trees too). */
export function adjacentObstacles(board: Board, f: PlacedFigure, kinds: readonly ObstacleKind[]): number[] {
  const found = new Set<number>();
  for (const s of spacesOf(f)) {
    const c = board.spCol[s]!;
    const l = board.spLevel[s]!;
    for (let d = 0; d < 6; d++) {
      const o = board.colNeighbor[c * 6 + d]!;
      if (o < 0) continue;
      for (const solid of board.colSolids[o]!) {
        if (solid.what.kind !== 'obstacle' || !kinds.includes(solid.what.obstacle)) continue;
        if (l < solid.top && solid.bottom - l < f.height) found.add(solid.what.obstacleIndex);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}
