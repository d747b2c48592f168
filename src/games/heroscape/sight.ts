/**
 * Range, line of sight, clear sight and height advantage, each with an explanation.
 * Rulebook: heroscape-master-game-guide — "Range and Line of Sight" (range counts spaces from either
 * base hex, levels don't count, count along the edge where there are no spaces; a clear line from the
 * attacker's Target Point to any part of the defender's Hit Zone; other figures may block), "Special
 * Powers" (Clear Sight Spaces: any part of the figure), "Attacking" (height advantage), "Evergreen
 * Trees", "Glacier Mountains", "Jungle Pieces", "Warehouse Ruin", "The Doorway" (what blocks sight).
 *
 * Geometry: hexes are prisms (terrain cells, obstacle volumes), edge pieces are thin walls on hex
 * sides, other figures are cylinders (figures.ts). A segment is traversed exactly hex by hex in the
 * plane (the hex is the intersection of three slabs |n·(p-c)| <= 1/2), and in each hex the height
 * range the segment spans is compared with the solids there. Height is linear along the segment, so
 * the ratio between level height and hex width does not change any answer.
 *
 * Symmetry: segmentBlocker(a, b) and segmentBlocker(b, a) always agree (the segment is traversed from
 * its lexicographically smaller end). Line of sight itself is eye-to-body, so it is not symmetric in
 * general; it is symmetric when the two eyes see each other, because each eye is also a point of its
 * figure's body set used here (see lineOfSight).
 */
import { spaceXY, type Board, type BlockerRef, type Solid } from './board.js';
import { baseEdge, bodyPoints, BODY_RADIUS, eyeOf, spacesOf, type PlacedFigure, type Point3 } from './figures.js';
import { DIRECTIONS, hexCenter, roundHex } from './hex.js';
import type { EdgeKind } from './tiles.js';

const SQ3 = Math.sqrt(3);
// The hex around centre c is the intersection of three slabs |n_i·(p - c)| <= 1/2, with unit normals
// n_0 = (1, 0), n_1 = (1/2, √3/2), n_2 = (-1/2, √3/2): the steps to the E, SE and SW neighbours.
const EPS = 1e-9;

/** One base hex of a figure in the sight index: the figure, the level it stands on and the hex centre. */
interface FigureEntry {
  readonly fig: PlacedFigure;
  readonly level: number;
  readonly x: number;
  readonly y: number;
}

/** Where the figures are, by column, for sight checks. Build once per board position. */
export interface FigureIndex {
  readonly byCol: readonly (readonly FigureEntry[])[];
}

/** The list of every column without a figure (never pushed to: `indexFigures` gives an occupied column its own). */
const NO_FIGURES: FigureIndex['byCol'][number][number][] = [];

export function indexFigures(board: Board, figures: readonly PlacedFigure[]): FigureIndex {
  // Most columns hold no figure: they share one empty list, and only the occupied get their own.
  // Each occupied column's list is made once and pushed to (a copy per figure showed in the profiles of random battles).
  const byCol: FigureIndex['byCol'][number][number][][] = new Array<FigureIndex['byCol'][number][number][]>(board.nCols).fill(NO_FIGURES);
  for (const f of figures)
    for (let i = 0; i < 2; i++) {
      const s = i === 0 ? f.head : f.tail;
      if (s < 0) continue;
      const c = board.spCol[s]!;
      const at = spaceXY(board, s);
      const entry = { fig: f, level: board.spLevel[s]!, x: at.x, y: at.y };
      if (byCol[c] === NO_FIGURES) byCol[c] = [entry];
      else byCol[c]!.push(entry);
    }
  return { byCol };
}

export function pointToHex(x: number, y: number): { q: number; r: number } {
  const rf = (2 * y) / SQ3;
  return roundHex(x - rf / 2, rf);
}

export interface Blocked {
  readonly by: BlockerRef;
  /** Where along the segment (0..1 from `from`) it is first met. */
  readonly at: Point3;
}

function cylinderHit(p: Point3, dx: number, dy: number, dz: number, cx: number, cy: number, t0: number, t1: number, zb: number, zt: number): number {
  // |p + t d - c|^2 <= R^2 in the plane, within [t0, t1], with z in [zb, zt)
  const ox = p.x - cx;
  const oy = p.y - cy;
  const a = dx * dx + dy * dy;
  const b = 2 * (ox * dx + oy * dy);
  const c = ox * ox + oy * oy - BODY_RADIUS * BODY_RADIUS;
  let lo: number;
  let hi: number;
  if (a < EPS) {
    if (c > 0) return -1;
    lo = t0;
    hi = t1;
  } else {
    const disc = b * b - 4 * a * c;
    if (disc <= 0) return -1;
    const sq = Math.sqrt(disc);
    lo = Math.max(t0, (-b - sq) / (2 * a));
    hi = Math.min(t1, (-b + sq) / (2 * a));
    if (lo >= hi) return -1;
  }
  const za = p.z + dz * lo;
  const zb2 = p.z + dz * hi;
  if (Math.min(za, zb2) < zt && Math.max(za, zb2) > zb) return lo;
  return -1;
}

/**
 * The highest top of each column's solids (-Infinity: none), worked out once per battlefield's solids:
 * a segment passing a column wholly at or above it meets none of them, so their list is not read
 * (most lines of sight pass over the land they cross).
 */
const solidTops = new WeakMap<readonly (readonly Solid[])[], Float64Array>();
/** The last battlefield's tops, compared by identity before the weak map (every segment asks). */
let lastTops: { solids: readonly (readonly Solid[])[] | null; tops: Float64Array } = { solids: null, tops: new Float64Array(0) };
function topsOf(colSolids: readonly (readonly Solid[])[]): Float64Array {
  if (lastTops.solids === colSolids) return lastTops.tops;
  let tops = solidTops.get(colSolids);
  if (!tops) {
    tops = new Float64Array(colSolids.length).fill(-Infinity);
    for (let c = 0; c < colSolids.length; c++) for (const s of colSolids[c]!) if (s.top > tops[c]!) tops[c] = s.top;
    solidTops.set(colSolids, tops);
  }
  lastTops = { solids: colSolids, tops };
  return tops;
}

/**
 * The figure that blocked the last segment `segmentBlocker` walked without explaining (null: that
 * segment was clear, or met terrain or an edge first). Read by `sightFrom` right after the call.
 */
let lastFigureBlock: FigureEntry | null = null;

/**
 * The first thing blocking the straight segment a→b, or null when it is clear. Figures in
 * `ignore` (the attacker and the defender) never block.
 */
export function segmentBlocker(
  board: Board,
  a: Point3,
  b: Point3,
  figs: FigureIndex | null,
  ignore: readonly string[] = [],
  /** An obstacle that never blocks: the Marro Hive's own piece when the Hive is the attacker or the defender (its body). */
  skipObstacle = -1,
  /** False: a blocked segment answers `UNEXPLAINED_HIT` (what blocked it, and where, is not built: `sees` never reads it). */
  explain = true,
): Blocked | null {
  // Canonical direction: from the lexicographically smaller end (makes the test symmetric).
  const swap = a.x > b.x || (a.x === b.x && (a.y > b.y || (a.y === b.y && a.z > b.z)));
  const p = swap ? b : a;
  const e = swap ? a : b;
  if (!explain) lastFigureBlock = null;
  const px = p.x;
  const py = p.y;
  const pz = p.z;
  const dx = e.x - px;
  const dy = e.y - py;
  const dz = e.z - pz;
  const start = pointToHex(px, py);
  const end = pointToHex(e.x, e.y);
  let q = start.q;
  let r = start.r;
  // rates along the three slab normals do not change along the segment
  const rate0 = dx;
  const rate1 = 0.5 * dx + (SQ3 / 2) * dy;
  const rate2 = -0.5 * dx + (SQ3 / 2) * dy;
  const { colSolids, edgeAt, barriers } = board;
  const tops = topsOf(colSolids);
  // The usual ignore list is the attacker and the defender: compared directly, not searched.
  const few = ignore.length <= 2;
  const ig0 = ignore[0];
  const ig1 = ignore[1];
  let t0 = 0;
  for (let guard = 0; guard < 100000; guard++) {
    const cx = q + r / 2;
    const cy = (r * SQ3) / 2;
    let tExit = 1;
    let exitDir = -1;
    if (q !== end.q || r !== end.r) {
      const ox = px - cx;
      const oy = py - cy;
      for (let i = 0; i < 3; i++) {
        const rate = i === 0 ? rate0 : i === 1 ? rate1 : rate2;
        if (Math.abs(rate) < EPS) continue;
        const off = i === 0 ? ox : i === 1 ? 0.5 * ox + (SQ3 / 2) * oy : -0.5 * ox + (SQ3 / 2) * oy;
        const t = rate > 0 ? (0.5 - off) / rate : (-0.5 - off) / rate;
        if (t < tExit - EPS || (exitDir < 0 && t <= tExit)) {
          tExit = t > t0 ? t : t0;
          exitDir = rate > 0 ? i : i + 3;
        }
      }
    }
    const col = board.colAt(q, r);
    if (col >= 0) {
      const z0 = pz + dz * t0;
      const z1 = pz + dz * tExit;
      const zlo = z0 < z1 ? z0 : z1;
      const zhi = z0 < z1 ? z1 : z0;
      if (zlo < tops[col]!)
        for (const s of colSolids[col]!) {
          if (zlo < s.top && zhi > s.bottom) {
            if (skipObstacle >= 0 && s.what.kind === 'obstacle' && s.what.obstacleIndex === skipObstacle) continue;
            // first t where the segment's height is inside [bottom, top)
            let t = t0;
            if (dz !== 0 && !(z0 < s.top && z0 > s.bottom)) {
              const target = z0 >= s.top ? s.top : s.bottom;
              t = Math.min(tExit, Math.max(t0, (target - pz) / dz));
            }
            return explain ? { by: s.what, at: { x: px + dx * t, y: py + dy * t, z: pz + dz * t } } : UNEXPLAINED_HIT;
          }
        }
      if (figs) {
        const here = figs.byCol[col]!;
        for (let i = 0; i < here.length; i++) {
          const f = here[i]!;
          const id = f.fig.id;
          if (few ? id === ig0 || id === ig1 : ignore.includes(id)) continue;
          const t = cylinderHit(p, dx, dy, dz, f.x, f.y, t0, tExit, f.level, f.level + f.fig.height);
          if (t >= 0) {
            if (explain) return { by: { kind: 'figure', figure: f.fig.id, q, r }, at: { x: px + dx * t, y: py + dy * t, z: pz + dz * t } };
            lastFigureBlock = f;
            return UNEXPLAINED_HIT;
          }
        }
      }
      if (exitDir >= 0) {
        const bars = edgeAt[col * 6 + exitDir]!;
        if (bars.length) {
          const z = pz + dz * tExit;
          for (const bi of bars) {
            const bar = barriers[bi]!;
            if (z > bar.bottom && z < bar.top) {
              if (!explain) return UNEXPLAINED_HIT;
              const e2 = board.map.edges[bar.index]!;
              return {
                by: { kind: 'edge', edge: bar.kind, edgeIndex: bar.index, piece: e2.piece, q: e2.q, r: e2.r, side: e2.side },
                at: { x: px + dx * tExit, y: py + dy * tExit, z: pz + dz * tExit },
              };
            }
          }
        }
      }
    }
    if (exitDir < 0 || tExit >= 1) return null;
    const step = DIRECTIONS[exitDir]!;
    q += step.q;
    r += step.r;
    t0 = tExit;
  }
  return null;
}

/**
 * Whether the figure of `f` blocks the segment a→b: the test `segmentBlocker` makes when its walk
 * reaches the figure's column, from the same canonical end with the same arithmetic, over the whole
 * segment rather than the stretch inside that column. The two agree: the figure's cylinder (radius
 * BODY_RADIUS, 0.3) lies inside its hex (half a hex-centre distance from the centre to each side),
 * so wherever the segment meets it, it is inside that stretch, and the stretch's bounds are 0 and 1
 * where the segment starts or ends in the column. The caller has ruled out the ignored figures.
 */
function figureBlocks(a: Point3, b: Point3, f: FigureEntry): boolean {
  const swap = a.x > b.x || (a.x === b.x && (a.y > b.y || (a.y === b.y && a.z > b.z)));
  const p = swap ? b : a;
  const e = swap ? a : b;
  return cylinderHit(p, e.x - p.x, e.y - p.y, e.z - p.z, f.x, f.y, 0, 1, f.level, f.level + f.fig.height) >= 0;
}

/** What `segmentBlocker` answers for a blocked segment when not asked to explain (one object, never read). */
const UNEXPLAINED_HIT: Blocked = Object.freeze({ by: Object.freeze({ kind: 'figure', figure: '', q: 0, r: 0 }), at: Object.freeze({ x: 0, y: 0, z: 0 }) });

export type SightAnswer =
  | { readonly clear: true; readonly from: Point3; readonly to: Point3; readonly tried: number; readonly via?: LeanPoint }
  | { readonly clear: false; readonly from: Point3; readonly tried: number; readonly blockers: readonly (Blocked & { readonly to: Point3 })[] };

/** A Line of Sight Mark (stone wall) or Battlement Point the attacker may lean over. */
export interface LeanPoint {
  readonly edge: number;
  readonly kind: EdgeKind;
  readonly point: Point3;
}

/**
 * "Line of Sight Marks" (stone walls) and "Battlement Points": for a figure on the inside hex of a
 * stone wall or battlement, the two top corners of the piece, taken just outside and above it (the
 * figure leans over). Used only for range attacks and clear sight, never from the outside.
 */
export function leanPoints(board: Board, f: PlacedFigure): LeanPoint[] {
  const out: LeanPoint[] = [];
  for (const s of spacesOf(f)) {
    const col = board.spCol[s]!;
    const c = hexCenter(board.hexOf(s));
    for (let side = 0; side < 6; side++) {
      for (const bi of board.edgeAt[col * 6 + side]!) {
        const bar = board.barriers[bi]!;
        if (bar.insideCol !== col || board.map.edges[bar.index]!.side !== side) continue;
        // the corners of side `side` of a pointy-top hex are at 60*side -/+ 30 degrees, radius 1/sqrt(3)
        for (const da of [-30, 30]) {
          const a = ((60 * side + da) * Math.PI) / 180;
          const rad = 1 / SQ3 + 0.02; // just outside the corner: leaning over the piece
          out.push({ edge: bar.index, kind: bar.kind, point: { x: c.x + Math.cos(a) * rad, y: c.y + Math.sin(a) * rad, z: bar.top + 0.01 } });
        }
      }
    }
  }
  return out;
}

export interface SightOptions {
  /** Range attacks and clear sight may use Line of Sight Marks / Battlement Points (default false). */
  readonly leanOver?: boolean;
}

/**
 * Line of sight from the attacker's Target Point (eye) to any part of the defender's Hit Zone
 * (body points). Returns the first clear line, or every distinct blocker met (with the line that met
 * it) so a table can draw why. With `leanOver`, Line of Sight Marks and Battlement Points next to
 * the attacker are tried after its eye.
 */
export function lineOfSight(board: Board, figs: FigureIndex | null, attacker: PlacedFigure, defender: PlacedFigure, options: SightOptions = {}): SightAnswer {
  return sightWith(board, figs, attacker, defender, options, true);
}

/** `lineOfSight`, with the blockers met listed (explain) or not (`sees`). */
function sightWith(
  board: Board,
  figs: FigureIndex | null,
  attacker: PlacedFigure,
  defender: PlacedFigure,
  options: SightOptions,
  explain: boolean,
): SightAnswer {
  const first = sightFrom(board, figs, attacker, defender, eyeOf(board, attacker), explain);
  if (first.clear) return first;
  let tried = first.tried;
  // "Figures on Ladders may use the entire edge of their base as an alternate Target Point."
  if (board.spLadder[attacker.head]! >= 0) {
    const c = spaceXY(board, attacker.head);
    for (const p of baseEdge(c.x, c.y, board.spLevel[attacker.head]!)) {
      const ans = sightFrom(board, figs, attacker, defender, p, explain);
      tried += ans.tried;
      if (ans.clear) return explain ? { ...ans, tried } : ans;
    }
  }
  if (!options.leanOver) return explain ? { ...first, tried } : first;
  for (const lp of leanPoints(board, attacker)) {
    const ans = sightFrom(board, figs, attacker, defender, lp.point, explain);
    tried += ans.tried;
    if (ans.clear) return explain ? { ...ans, tried, via: lp } : ans;
  }
  return explain ? { ...first, tried } : first;
}

/**
 * Whether `attacker` has a clear Line of Sight to `defender`: `lineOfSight(…).clear`, the same lines
 * tried in the same order, without the explanation (the blockers met, the line that was clear), which
 * an attack's list of targets never reads.
 */
export function sees(board: Board, figs: FigureIndex | null, attacker: PlacedFigure, defender: PlacedFigure, options: SightOptions = {}): boolean {
  return sightWith(board, figs, attacker, defender, options, false).clear;
}

/** A blocked answer of `sees`: nothing in it is read. */
const UNEXPLAINED: readonly (Blocked & { readonly to: Point3 })[] = [];

/** The answers of `sees` (only `clear` is read): one object each rather than one per line tried. */
const NOWHERE: Point3 = Object.freeze({ x: 0, y: 0, z: 0 });
const SEEN: SightAnswer = Object.freeze({ clear: true, from: NOWHERE, to: NOWHERE, tried: 0 });
const UNSEEN: SightAnswer = Object.freeze({ clear: false, from: NOWHERE, tried: 0, blockers: UNEXPLAINED });

function sightFrom(board: Board, figs: FigureIndex | null, attacker: PlacedFigure, defender: PlacedFigure, from: Point3, explain = true): SightAnswer {
  const ignore = [attacker.id, defender.id];
  // The Marro Hive's piece is its body: it does not hide the Hive, nor the Hive from what it sees.
  const skip = attacker.extra ? hiveOfFigure(board, attacker) : defender.extra ? hiveOfFigure(board, defender) : -1;
  // The eye first, then the Hit Zone: its points are made only when the eye is not seen (most lines
  // reach it, and making the points showed in the profiles of random battles).
  const eye = eyeOf(board, defender);
  const first = segmentBlocker(board, from, eye, figs, ignore, skip, explain);
  if (!first) return explain ? { clear: true, from, to: eye, tried: 1 } : SEEN;
  const blockers: (Blocked & { to: Point3 })[] | null = explain ? [{ by: first.by, at: first.at, to: eye }] : null;
  const seen = explain ? new Set<string>([blockerKey(first.by)]) : null;
  // Without an explanation only whether a line is blocked counts: the figure that blocked the last
  // line is tried first on the next (the lines to one Hit Zone pass close together, so a figure
  // hiding part of it mostly hides the rest), and only a line it leaves clear is walked hex by hex.
  let blocker = explain ? null : lastFigureBlock;
  const body = bodyPoints(board, defender);
  for (let i = 0; i < body.length; i++) {
    const to = body[i]!;
    if (blocker !== null && figureBlocks(from, to, blocker)) continue;
    const hit = segmentBlocker(board, from, to, figs, ignore, skip, explain);
    if (!hit) return explain ? { clear: true, from, to, tried: i + 2 } : SEEN;
    if (seen === null || blockers === null) {
      if (lastFigureBlock !== null) blocker = lastFigureBlock;
      continue;
    }
    const by = hit.by;
    const key = blockerKey(by);
    if (!seen.has(key)) {
      seen.add(key);
      blockers.push({ by, at: hit.at, to });
    }
  }
  return explain ? { clear: false, from, tried: body.length + 1, blockers: blockers ?? UNEXPLAINED } : UNSEEN;
}

/** One key per distinct blocking piece (explanations list each piece once). */
export function blockerKey(by: BlockerRef): string {
  switch (by.kind) {
    case 'terrain':
      return `t${by.q},${by.r},${by.z}`;
    case 'obstacle':
      return `o${by.obstacleIndex}`;
    case 'edge':
      return `e${by.edgeIndex}`;
    case 'door':
      return `d${by.door}`;
    case 'figure':
      return `f${by.figure}`;
  }
}

/**
 * Range in spaces: the fewest hex steps from either base hex of `a` to either base hex of `b`, over
 * hexes of the battlefield (where there are no spaces, count along the edge); levels don't count.
 * Ranges are counted up to 254 spaces; a farther figure is out of any range (Infinity).
 */
export function rangeBetween(board: Board, a: PlacedFigure, b: PlacedFigure, limit = 64): number {
  // The Marro Hive: counted from or to its nearest base hex.
  if (a.extra) return Math.min(...spacesOf(a).map((s) => rangeBetween(board, hexOfBase(a, s), b, limit)));
  if (b.extra) return rangeToColumns(board, a, new Set(spacesOf(b).map((s) => board.spCol[s]!)), limit);
  // Every base hex of `a` against every base hex of `b`, read from the kept walks (attack targets ask this for every enemy near enough).
  const ra = rangeRow(board, board.spCol[a.head]!);
  const rb = a.tail >= 0 ? rangeRow(board, board.spCol[a.tail]!) : null;
  let d = steps(ra, rb, board.spCol[b.head]!);
  if (b.tail >= 0) d = Math.min(d, steps(ra, rb, board.spCol[b.tail]!));
  return d <= limit && d < FAR ? d : Infinity;
}

/** Range from any base hex of `a` to the nearest of the given columns (hexes). */
export function rangeToColumns(board: Board, a: PlacedFigure, targets: ReadonlySet<number>, limit = 64): number {
  if (a.extra) return Math.min(...spacesOf(a).map((s) => rangeToColumns(board, hexOfBase(a, s), targets, limit)));
  const ra = rangeRow(board, board.spCol[a.head]!);
  const rb = a.tail >= 0 ? rangeRow(board, board.spCol[a.tail]!) : null;
  let d = FAR;
  for (const c of targets) d = Math.min(d, steps(ra, rb, c));
  return d <= limit && d < FAR ? d : Infinity;
}

/** One base hex of a figure, as a single-space figure there (ranges from a base larger than two hexes). */
function hexOfBase(f: PlacedFigure, space: number): PlacedFigure {
  const { extra: _, ...rest } = f;
  return { ...rest, head: space, tail: -1 };
}

/**
 * The Marro Hive piece a Hive figure stands in: the hive obstacle rising from its head space's level
 * in that column (`board.ts` keeps that surface as the Hive's space), or -1.
 */
export function hiveOfFigure(board: Board, f: PlacedFigure): number {
  const level = board.spLevel[f.head]!;
  for (const s of board.colSolids[board.spCol[f.head]!]!)
    if (s.what.kind === 'obstacle' && s.what.obstacle === 'hive' && s.bottom === level) return s.what.obstacleIndex;
  return -1;
}

/** Hex steps to column `c` from the nearer of one or two base hexes' walks. */
function steps(ra: Uint8Array, rb: Uint8Array | null, c: number): number {
  const d = ra[c]!;
  return rb !== null && rb[c]! < d ? rb[c]! : d;
}

/** A walk's mark for a column not reached within 254 steps (no such range exists in play). */
const FAR = 255;

/**
 * The hex steps from column `from` to every column of the battlefield (FAR: not within 254), by one
 * breadth-first walk over the columns (the battlefield's hexes; empty ones are not in it, so a range
 * goes around them, "count along the edge"). The steps depend on nothing but the battlefield, so
 * each column's walk is kept per board (a byte per column: 10,000 bytes for a 100-column board
 * walked from every column); boards of more than MAX_KEPT_COLUMNS columns walk again each time.
 */
const MAX_KEPT_COLUMNS = 2048;
const rangeRows = new WeakMap<Board, (Uint8Array | undefined)[]>();
function rangeRow(board: Board, from: number): Uint8Array {
  const keep = board.nCols <= MAX_KEPT_COLUMNS;
  let rows = rangeRows.get(board);
  if (!rows) rangeRows.set(board, (rows = []));
  const kept = keep ? rows[from] : undefined;
  if (kept) return kept;
  const row = new Uint8Array(board.nCols).fill(FAR);
  const queue = rangeQueue(board);
  row[from] = 0;
  queue[0] = from;
  let end = 1;
  for (let i = 0; i < end; i++) {
    const c = queue[i]!;
    const d = row[c]! + 1;
    if (d >= FAR) break;
    for (let k = 0; k < 6; k++) {
      const o = board.colNeighbor[c * 6 + k]!;
      if (o < 0 || row[o] !== FAR) continue;
      row[o] = d;
      queue[end++] = o;
    }
  }
  if (keep) rows[from] = row;
  return row;
}

/** Per-board queue of the column walks (the walks are synchronous, so one suffices). */
const rangeQueues = new WeakMap<Board, Int32Array>();
function rangeQueue(board: Board): Int32Array {
  let q = rangeQueues.get(board);
  if (!q) rangeQueues.set(board, (q = new Int32Array(board.nCols)));
  return q;
}

/** "Within N clear sight spaces": in range counting from either space, and any part visible. */
export function clearSight(
  board: Board,
  figs: FigureIndex | null,
  source: PlacedFigure,
  target: PlacedFigure,
  spaces: number,
  options: SightOptions = {},
): { readonly clear: boolean; readonly range: number; readonly sight: SightAnswer | null } {
  const range = rangeBetween(board, source, target, spaces + 1);
  if (range > spaces) return { clear: false, range, sight: null };
  const sight = lineOfSight(board, figs, source, target, options);
  return { clear: sight.clear, range, sight };
}

/** Height advantage: the figure whose base is on the higher level (glyphs and water add nothing). */
export function heightAdvantage(board: Board, attacker: PlacedFigure, defender: PlacedFigure): 'attacker' | 'defender' | 'none' {
  const la = board.spLevel[attacker.head]!;
  const ld = board.spLevel[defender.head]!;
  return la > ld ? 'attacker' : ld > la ? 'defender' : 'none';
}

/** Height advantage between two base levels: the higher one has it. */
export function heightAdvantageByLevel(attackerLevel: number, defenderLevel: number): 'attacker' | 'defender' | 'none' {
  return attackerLevel > defenderLevel ? 'attacker' : defenderLevel > attackerLevel ? 'defender' : 'none';
}

/**
 * The level the Marro Hive counts as standing on for height advantage ("Marro Hive": "the swamp water
 * tile base has no height, so consider the Hive to be sitting in the swamp water"): the surface its
 * 6-hex swamp water base rests on, i.e. the hive's lowest base (thin tiles add no height, and the
 * hive is stored from its base tile's level). Throws when the obstacle is not a hive.
 */
export function hiveLevel(board: Board, obstacleIndex: number): number {
  const o = board.map.obstacles[obstacleIndex];
  if (!o || o.kind !== 'hive') throw new Error(`obstacle ${obstacleIndex} is not a Marro Hive`);
  let level = Infinity;
  for (const h of o.hexes) level = Math.min(level, h.base);
  return level;
}

/** Height advantage between a figure and the Marro Hive (the figure attacking, or defending against it). */
export function heightAdvantageVsHive(board: Board, figure: PlacedFigure, hive: number): 'figure' | 'hive' | 'none' {
  const a = heightAdvantageByLevel(board.spLevel[figure.head]!, hiveLevel(board, hive));
  return a === 'attacker' ? 'figure' : a === 'defender' ? 'hive' : 'none';
}
