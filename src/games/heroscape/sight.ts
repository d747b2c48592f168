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
import type { Board, BlockerRef } from './board.js';
import { bodyPoints, BODY_RADIUS, eyeOf, spacesOf, type PlacedFigure, type Point3 } from './figures.js';
import { hexCenter } from './hex.js';

const SQ3 = Math.sqrt(3);
/** Unit normals of the three slab directions (E, SE, SW centre steps). */
const NORMALS: readonly { x: number; y: number; dir: number }[] = [
  { x: 1, y: 0, dir: 0 },
  { x: 0.5, y: SQ3 / 2, dir: 1 },
  { x: -0.5, y: SQ3 / 2, dir: 2 },
];
const EPS = 1e-9;

/** Where the figures are, by column, for sight checks. Build once per board position. */
export interface FigureIndex {
  readonly byCol: readonly (readonly { readonly fig: PlacedFigure; readonly level: number }[])[];
}

export function indexFigures(board: Board, figures: readonly PlacedFigure[]): FigureIndex {
  const byCol: { fig: PlacedFigure; level: number }[][] = Array.from({ length: board.nCols }, () => []);
  for (const f of figures) for (const s of spacesOf(f)) byCol[board.spCol[s]!]!.push({ fig: f, level: board.spLevel[s]! });
  return { byCol };
}

export function pointToHex(x: number, y: number): { q: number; r: number } {
  const rf = (2 * y) / SQ3;
  const qf = x - rf / 2;
  const sf = -qf - rf;
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(sf);
  const dq = Math.abs(q - qf);
  const dr = Math.abs(r - rf);
  const ds = Math.abs(s - sf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

export interface Blocked {
  readonly by: BlockerRef;
  /** Where along the segment (0..1 from `from`) it is first met. */
  readonly at: Point3;
}

function cylinderHit(p: Point3, d: Point3, cx: number, cy: number, t0: number, t1: number, zb: number, zt: number): number {
  // |p + t d - c|^2 <= R^2 in the plane, within [t0, t1], with z in [zb, zt)
  const ox = p.x - cx;
  const oy = p.y - cy;
  const a = d.x * d.x + d.y * d.y;
  const b = 2 * (ox * d.x + oy * d.y);
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
  const za = p.z + d.z * lo;
  const zb2 = p.z + d.z * hi;
  if (Math.min(za, zb2) < zt && Math.max(za, zb2) > zb) return lo;
  return -1;
}

/**
 * The first thing blocking the straight segment a→b, or null when it is clear. Figures in
 * `ignore` (the attacker and the defender) never block.
 */
export function segmentBlocker(board: Board, a: Point3, b: Point3, figs: FigureIndex | null, ignore: readonly string[] = []): Blocked | null {
  // Canonical direction: from the lexicographically smaller end (makes the test symmetric).
  const swap = a.x > b.x || (a.x === b.x && (a.y > b.y || (a.y === b.y && a.z > b.z)));
  const p = swap ? b : a;
  const e = swap ? a : b;
  const d = { x: e.x - p.x, y: e.y - p.y, z: e.z - p.z };
  const at = (t: number): Point3 => ({ x: p.x + d.x * t, y: p.y + d.y * t, z: p.z + d.z * t });
  let hex = pointToHex(p.x, p.y);
  const endHex = pointToHex(e.x, e.y);
  let t0 = 0;
  for (let guard = 0; guard < 10000; guard++) {
    const c = hexCenter(hex);
    let tExit = 1;
    let exitDir = -1;
    if (!(hex.q === endHex.q && hex.r === endHex.r)) {
      for (const n of NORMALS) {
        const rate = n.x * d.x + n.y * d.y;
        if (Math.abs(rate) < EPS) continue;
        const off = n.x * (p.x - c.x) + n.y * (p.y - c.y);
        const t = rate > 0 ? (0.5 - off) / rate : (-0.5 - off) / rate;
        if (t < tExit - EPS || (exitDir < 0 && t <= tExit)) {
          tExit = Math.max(t, t0);
          exitDir = rate > 0 ? n.dir : n.dir + 3;
        }
      }
    }
    const col = board.colAt(hex.q, hex.r);
    if (col >= 0) {
      const z0 = p.z + d.z * t0;
      const z1 = p.z + d.z * tExit;
      const zlo = Math.min(z0, z1);
      const zhi = Math.max(z0, z1);
      for (const s of board.colSolids[col]!) {
        if (zlo < s.top && zhi > s.bottom) {
          // first t where the segment's height enters [bottom, top)
          let t = t0;
          if (d.z !== 0 && !(z0 < s.top && z0 > s.bottom)) {
            const target = z0 >= s.top ? s.top : s.bottom;
            t = Math.min(tExit, Math.max(t0, (target - p.z) / d.z));
          }
          return { by: s.what, at: at(t) };
        }
      }
      if (figs) {
        for (const f of figs.byCol[col]!) {
          if (ignore.includes(f.fig.id)) continue;
          const t = cylinderHit(p, d, c.x, c.y, t0, tExit, f.level, f.level + f.fig.height);
          if (t >= 0) return { by: { kind: 'figure', figure: f.fig.id, q: hex.q, r: hex.r }, at: at(t) };
        }
      }
      if (exitDir >= 0) {
        const z = p.z + d.z * tExit;
        for (const bi of board.edgeAt[col * 6 + exitDir]!) {
          const bar = board.barriers[bi]!;
          if (z > bar.bottom && z < bar.top) {
            const e2 = board.map.edges[bar.index]!;
            return { by: { kind: 'edge', edge: bar.kind, edgeIndex: bar.index, piece: e2.piece, q: e2.q, r: e2.r, side: e2.side }, at: at(tExit) };
          }
        }
      }
    }
    if (exitDir < 0 || tExit >= 1) return null;
    const step = [
      { q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 }, { q: 0, r: -1 }, { q: 1, r: -1 },
    ][exitDir]!;
    hex = { q: hex.q + step.q, r: hex.r + step.r };
    t0 = tExit;
  }
  return null;
}

export type SightAnswer =
  | { readonly clear: true; readonly from: Point3; readonly to: Point3; readonly tried: number }
  | { readonly clear: false; readonly from: Point3; readonly tried: number; readonly blockers: readonly (Blocked & { readonly to: Point3 })[] };

/**
 * Line of sight from the attacker's Target Point (eye) to any part of the defender's Hit Zone
 * (body points). Returns the first clear line, or every distinct blocker met (with the line that met
 * it) so a table can draw why.
 */
export function lineOfSight(board: Board, figs: FigureIndex | null, attacker: PlacedFigure, defender: PlacedFigure): SightAnswer {
  const from = eyeOf(board, attacker);
  const targets = [eyeOf(board, defender), ...bodyPoints(board, defender)];
  const ignore = [attacker.id, defender.id];
  const blockers: (Blocked & { to: Point3 })[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < targets.length; i++) {
    const to = targets[i]!;
    const hit = segmentBlocker(board, from, to, figs, ignore);
    if (!hit) return { clear: true, from, to, tried: i + 1 };
    const key = JSON.stringify(hit.by);
    if (!seen.has(key)) {
      seen.add(key);
      blockers.push({ ...hit, to });
    }
  }
  return { clear: false, from, tried: targets.length, blockers };
}

/**
 * Range in spaces: the fewest hex steps from either base hex of `a` to either base hex of `b`, over
 * hexes of the battlefield (where there are no spaces, count along the edge); levels don't count.
 */
export function rangeBetween(board: Board, a: PlacedFigure, b: PlacedFigure, limit = 64): number {
  const targets = new Set(spacesOf(b).map((s) => board.spCol[s]!));
  const dist = new Int32Array(board.nCols).fill(-1);
  let frontier: number[] = [];
  for (const s of spacesOf(a)) {
    const c = board.spCol[s]!;
    if (targets.has(c)) return 0;
    dist[c] = 0;
    frontier.push(c);
  }
  for (let d = 1; d <= limit && frontier.length; d++) {
    const next: number[] = [];
    for (const c of frontier) {
      for (let k = 0; k < 6; k++) {
        const o = board.colNeighbor[c * 6 + k]!;
        if (o < 0 || dist[o]! >= 0) continue;
        if (targets.has(o)) return d;
        dist[o] = d;
        next.push(o);
      }
    }
    frontier = next;
  }
  return Infinity;
}

/** "Within N clear sight spaces": in range counting from either space, and any part visible. */
export function clearSight(board: Board, figs: FigureIndex | null, source: PlacedFigure, target: PlacedFigure, spaces: number): { readonly clear: boolean; readonly range: number; readonly sight: SightAnswer | null } {
  const range = rangeBetween(board, source, target, spaces + 1);
  if (range > spaces) return { clear: false, range, sight: null };
  const sight = lineOfSight(board, figs, source, target);
  return { clear: sight.clear, range, sight };
}

/** Height advantage: the figure whose base is on the higher level (glyphs and water add nothing). */
export function heightAdvantage(board: Board, attacker: PlacedFigure, defender: PlacedFigure): 'attacker' | 'defender' | 'none' {
  const la = board.spLevel[attacker.head]!;
  const ld = board.spLevel[defender.head]!;
  return la > ld ? 'attacker' : ld > la ? 'defender' : 'none';
}
