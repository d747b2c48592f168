// Rulebook: ddm-battle-rules-2011 — "How to Choose Targets" (Line of Sight, Line of Effect: "from any
// point in the creature's space to any point in a target's space"), "FOREST (OR MARKET STALL)", "SMOKE".
//
// The exact search behind sight.ts's nine-point fast path. sight.ts asks this only when none of the
// 81 sample lines of a square pair is clear, so the answer is the fast path's answer OR this one.
//
// Why a finite search suffices. Walls and (middle) forest squares are closed sets and a line that
// touches one is blocked, so the set of clear lines stabbing squares A and B is open. In the space of
// lines, every "touching starts/stops" event is a line through a vertex of the configuration that lies
// in the convex hull of A ∪ B (wall vertices, forest/smoke square corners, A's and B's corners: every
// wall edge is axis-parallel or at 45° with half-lattice ends, so a wall edge meets A's or B's border
// only at such vertices). So the lines through vertices cut line space into open cells of constant
// status, and an open clear cell has a corner that is a line through two vertices u, v. The lines in
// the cells around that corner are that line rotated a tiny bit about a point just beside u on either
// side, in either direction: four perturbations of each (u, v) line reach every cell around it.
//
// Exactness. The perturbed line passes through S·u + σ·a with direction K·(v − u) + ρ·perp(v − u)
// (σ, ρ = ±1; a a unit axis vector). With every relevant lattice point within E half-squares of u,
// K = E² + 1 and S = K·E + E + 1 make the sign of every lattice point's side exactly what the
// infinitesimal perturbation gives (points off the line uv keep their side; points on it are split by
// the rotation; u itself by σ) and never zero, so the perturbed line is generic. All tests are integer
// cross products (< 2^53, checked), no floating tolerance.
//
// For a generic line, the shortest piece from A to B runs from A's exit edge to B's entry edge; a
// closed obstacle blocks exactly when its part between those two edge lines (a clip by two axis-
// parallel half-planes, still with lattice vertices) has vertices on both sides of the line.
// Semantics for terrain (sight): a forest or smoke square other than A and B blocks when the line
// touches it between A and B (for a generic line that is "passes through two edges" / "enters");
// the end squares' own forest never blocks a line from an interior point (it leaves through one edge).
// Lines that are clear only by grazing a smoke corner or seam exactly are measure-zero and are not
// searched (the nine-point fast path finds those between lattice points).
//
// Cost (bench/ddm-geometry.bench.ts): tens of µs per pair, only for pairs the fast path finds blocked,
// once per pair (sight.ts caches). Pruning: buried/flat square corners are not vertices, each line
// through a vertex is tried once, and a line that robustly crosses an obstacle in the slab between
// the squares is rejected before its four perturbations are built.
import type { Board } from './board.js';
import { TERRAIN_BIT, bucket, diagonalPoly } from './board.js';
import type { Poly } from './exact.js';
import { hull } from './exact.js';

/** Per-board data the exact search needs (computed lazily; boards are immutable). */
interface ExactData {
  /** 1 when the whole square is wall (a wall square or a closed secret door). */
  readonly fullWall: Uint8Array;
  /**
   * Wall shapes as drawn (wall segments whole, not split into half pieces as board.obstacles are: fewer
   * shapes and vertices), bucketed per square they touch (CSR).
   */
  readonly walls: readonly Poly[];
  readonly start: Int32Array;
  readonly list: Int32Array;
  /** Lattice keys (Y·(2W+1)+X) that are vertices of a wall segment or diagonal wall. */
  readonly thinVertex: ReadonlySet<number>;
}

const data = new WeakMap<Board, ExactData>();

function exactData(board: Board): ExactData {
  let d = data.get(board);
  if (!d) {
    const W = board.width;
    const H = board.height;
    const LW = 2 * W + 1;
    const fullWall = new Uint8Array(board.n);
    const walls: Poly[] = [];
    const thinVertex = new Set<number>();
    const square = (x: number, y: number): Poly => [2 * x, 2 * y, 2 * x + 2, 2 * y, 2 * x + 2, 2 * y + 2, 2 * x, 2 * y + 2];
    for (const [x, y] of board.map.walls.squares) {
      fullWall[y * W + x] = 1;
      walls.push(square(x, y));
    }
    const open = new Set(board.openDoors);
    for (let i = 0; i < board.n; i++)
      if (board.terrain[i]! & TERRAIN_BIT.secretDoor && !open.has(i) && !fullWall[i]) {
        fullWall[i] = 1;
        walls.push(square(i % W, Math.floor(i / W)));
      }
    const thin = (p: Poly) => {
      walls.push(p);
      for (let i = 0; i < p.length; i += 2) thinVertex.add(p[i + 1]! * LW + p[i]!);
    };
    for (const [x1, y1, x2, y2] of board.map.walls.segments) thin([Math.round(2 * x1), Math.round(2 * y1), Math.round(2 * x2), Math.round(2 * y2)]);
    for (const g of board.map.walls.diagonals) thin(diagonalPoly(g.x, g.y, g.corner, g.coversCentre));
    const { start, list } = bucket(walls, W, H);
    d = { fullWall, walls, start, list, thinVertex };
    data.set(board, d);
  }
  return d;
}

const SIGHT_TERRAIN = TERRAIN_BIT.forest | TERRAIN_BIT.marketStall;
const SAFE = 2 ** 52;

/**
 * Clip a closed convex shape (point, segment or polygon; flat lattice coordinates) to the half-plane
 * {coordinate `axis` ≥ c} (keepGreater) or {≤ c}. Edges are axis-parallel or at 45° with lattice
 * ends, so where one crosses a lattice line is again a lattice point: the result stays integer.
 * (No closures here or in the per-line test: this is the hot loop.)
 */
function clip(p: readonly number[], axis: 0 | 1, c: number, keepGreater: boolean): number[] {
  const n = p.length / 2;
  const out: number[] = [];
  if (n === 1) {
    if (keepGreater ? p[axis]! >= c : p[axis]! <= c) out.push(p[0]!, p[1]!);
    return out;
  }
  const m = n === 2 ? 1 : n; // a segment has one edge, a polygon n
  if (n === 2 && (keepGreater ? p[axis]! >= c : p[axis]! <= c)) out.push(p[0]!, p[1]!);
  for (let i = 0; i < m; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const a0 = p[2 * i + axis]!;
    const a1 = p[2 * j + axis]!;
    const ii = keepGreater ? a0 >= c : a0 <= c;
    const ij = keepGreater ? a1 >= c : a1 <= c;
    if (ii && n > 2) out.push(p[2 * i]!, p[2 * i + 1]!);
    if (ii !== ij) {
      const b0 = p[2 * i + 1 - axis]!;
      const b1 = p[2 * j + 1 - axis]!;
      const bc = b0 + ((c - a0) * (b1 - b0)) / (a1 - a0);
      if (axis === 0) out.push(c, bc);
      else out.push(bc, c);
    }
    if (n === 2 && ij) out.push(p[2]!, p[3]!);
  }
  return out;
}

/**
 * A sufficient test that a convex shape misses the hull (counter-clockwise, from exact.ts's hull):
 * all its vertices strictly outside one hull edge. Shapes it keeps may still miss the hull (their own
 * edge normals are not tried); keeping an obstacle or vertex too many costs time, never correctness.
 */
function outside(h: readonly number[], p: readonly number[]): boolean {
  const n = h.length / 2;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const ex = h[2 * j]! - h[2 * i]!;
    const ey = h[2 * j + 1]! - h[2 * i + 1]!;
    let all = true;
    for (let k = 0; k < p.length; k += 2)
      if (ex * (p[k + 1]! - h[2 * i + 1]!) - ey * (p[k]! - h[2 * i]!) >= 0) {
        all = false;
        break;
      }
    if (all) return true;
  }
  return false;
}

/** Clip a shape to a box (long wall segments), keeping every coordinate within the search's range. */
function clipBox(p: readonly number[], x0: number, y0: number, x1: number, y1: number): number[] {
  let q = clip(p, 0, x0, true);
  if (q.length) q = clip(q, 0, x1, false);
  if (q.length) q = clip(q, 1, y0, true);
  if (q.length) q = clip(q, 1, y1, false);
  return q;
}

/**
 * Is there a clear line between squares a and b (indices) over all points of both squares?
 * `sight`: forest and (when `smoke`) smoke squares other than a and b block too; walls always.
 * The caller has already applied the end-square smoke rule and found the nine-point test blocked.
 */
export function exactPairClear(board: Board, a: number, b: number, sight: boolean, smoke: boolean): boolean {
  const W = board.width;
  const { fullWall, walls, start, list, thinVertex } = exactData(board);
  if (fullWall[a] || fullWall[b]) return false;
  const ax = a % W;
  const ay = (a - ax) / W;
  const bx = b % W;
  const by = (b - bx) / W;
  // Half-lattice boxes of the squares.
  const A = [2 * ax, 2 * ay, 2 * ax + 2, 2 * ay + 2] as const;
  const B = [2 * bx, 2 * by, 2 * bx + 2, 2 * by + 2] as const;
  const cornersA = [A[0], A[1], A[2], A[1], A[2], A[3], A[0], A[3]];
  const cornersB = [B[0], B[1], B[2], B[1], B[2], B[3], B[0], B[3]];
  const region: Poly = hull(cornersA.concat(cornersB));
  const x0 = Math.min(A[0], B[0]);
  const y0 = Math.min(A[1], B[1]);
  const x1 = Math.max(A[2], B[2]);
  const y1 = Math.max(A[3], B[3]);

  // Obstacles touching the hull: walls (closed) and, for sight, forest/smoke squares other than a, b.
  const obs: Poly[] = [];
  const seen = new Set<number>();
  const sx0 = Math.max(0, x0 / 2 - 1);
  const sx1 = Math.min(W - 1, x1 / 2);
  const sy0 = Math.max(0, y0 / 2 - 1);
  const sy1 = Math.min(board.height - 1, y1 / 2);
  // Squares where every corner around is blocked anyway (for skipping interior vertices).
  const blockSq = new Uint8Array(board.n);
  const box = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let y = sy0; y <= sy1; y++)
    for (let x = sx0; x <= sx1; x++) {
      const i = y * W + x;
      box[0] = box[6] = 2 * x;
      box[2] = box[4] = 2 * x + 2;
      box[1] = box[3] = 2 * y;
      box[5] = box[7] = 2 * y + 2;
      if (outside(region, box)) continue;
      for (let j = start[i]!; j < start[i + 1]!; j++) {
        const k = list[j]!;
        if (seen.has(k)) continue;
        seen.add(k);
        const p = walls[k]!;
        if (!outside(region, p)) obs.push(clipBox(p, x0 - 2, y0 - 2, x1 + 2, y1 + 2));
      }
      if (fullWall[i]) blockSq[i] = 1;
      if (sight && i !== a && i !== b) {
        const t = board.terrain[i]!;
        if (t & SIGHT_TERRAIN || (smoke && t & TERRAIN_BIT.smoke)) {
          blockSq[i] = 1;
          const p = [2 * x, 2 * y, 2 * x + 2, 2 * y, 2 * x + 2, 2 * y + 2, 2 * x, 2 * y + 2];
          if (!outside(region, p)) obs.push(p);
        }
      }
    }
  if (obs.length === 0) return true; // nothing between them at all (the fast path would have seen it)

  // Candidate vertices: obstacle vertices inside the hull, and the squares' corners. A square corner
  // with three or four blocking squares around it, or two sharing an edge (a straight border), bounds
  // no clear cell: every line through it or near it enters a blocking square, except lines along the
  // border, which pass the border's ends too. Kept anyway when a thin wall ends there.
  const H = board.height;
  const LW = 2 * W + 1;
  const blocked = (x: number, y: number) => x >= 0 && y >= 0 && x < W && y < H && blockSq[y * W + x] === 1;
  const skip = (X: number, Y: number) => {
    if (X % 2 !== 0 || Y % 2 !== 0 || thinVertex.has(Y * LW + X)) return false;
    const nw = blocked(X / 2 - 1, Y / 2 - 1);
    const ne = blocked(X / 2, Y / 2 - 1);
    const sw = blocked(X / 2 - 1, Y / 2);
    const se = blocked(X / 2, Y / 2);
    const k = +nw + +ne + +sw + +se;
    return k >= 3 || (k === 2 && !(nw && se) && !(ne && sw));
  };
  const vx: number[] = [];
  const vy: number[] = [];
  const vkeys = new Set<number>();
  const addV = (X: number, Y: number) => {
    const k = Y * LW + X;
    if (vkeys.has(k)) return;
    vkeys.add(k);
    if (outside(region, [X, Y]) || skip(X, Y)) return;
    vx.push(X);
    vy.push(Y);
  };
  for (let i = 0; i < 8; i += 2) {
    addV(cornersA[i]!, cornersA[i + 1]!);
    addV(cornersB[i]!, cornersB[i + 1]!);
  }
  for (const p of obs) for (let i = 0; i < p.length; i += 2) addV(p[i]!, p[i + 1]!);

  // Scales (see the header): E bounds the distance from any vertex to any point of any obstacle.
  const ew = x1 - x0 + 4;
  const eh = y1 - y0 + 4;
  const E = Math.ceil(Math.sqrt(ew * ew + eh * eh)) + 1;
  const K = E * E + 1;
  const S = K * E + E + 1;
  if (2 * (K * E + E) * (S * E + 1) >= SAFE) return false; // beyond exact double range: keep the fast path's answer

  // Separation of A and B along an axis fixes the "from A to B" orientation of a line.
  const sepX = A[2] <= B[0] ? 1 : B[2] <= A[0] ? -1 : 0;
  const sepY = sepX !== 0 ? 0 : A[3] <= B[1] ? 1 : -1;

  const nV = vx.length;
  const mtf = { last: 0 };
  // Obstacles clipped to the slab strictly between the squares along their separating axis: every
  // point of a line in that slab lies on its piece between the squares, so an unperturbed line with
  // the clipped shape's (lattice) vertices strictly on both sides is blocked together with all four
  // perturbations (they keep those sides). A cheap rejection before the exact test.
  const mid: number[][] = [];
  for (const p of obs) {
    const q =
      sepX > 0
        ? clip(clip(p, 0, A[2], true), 0, B[0], false)
        : sepX < 0
          ? clip(clip(p, 0, B[2], true), 0, A[0], false)
          : sepY > 0
            ? clip(clip(p, 1, A[3], true), 1, B[1], false)
            : clip(clip(p, 1, B[3], true), 1, A[1], false);
    if (q.length > 2) mid.push(q);
  }
  let midLast = 0;
  const dirs = new Set<number>();
  for (let i = 0; i < nV; i++) {
    const ux = vx[i]!;
    const uy = vy[i]!;
    dirs.clear();
    for (let j = 0; j < nV; j++) {
      if (j === i) continue;
      let dx = vx[j]! - ux;
      let dy = vy[j]! - uy;
      // Every vertex on one line through u gives the same four perturbations: do each line once.
      const g = gcd(Math.abs(dx), Math.abs(dy));
      dx /= g;
      dy /= g;
      if (dx < 0 || (dx === 0 && dy < 0)) {
        dx = -dx;
        dy = -dy;
      }
      const key = (dx + 512) * 1024 + dy + 512;
      if (dirs.has(key)) continue;
      dirs.add(key);
      // The unperturbed line must meet both closed squares.
      if (!lineMeets(ux, uy, dx, dy, A) || !lineMeets(ux, uy, dx, dy, B)) continue;
      let crossed = false;
      for (let q = -1; q < mid.length && !crossed; q++) {
        if (q === midLast) continue;
        const o = q < 0 ? midLast : q;
        if (o >= mid.length) continue;
        const p = mid[o]!;
        let pos = false;
        let neg = false;
        for (let k = 0; k < p.length; k += 2) {
          const sd = dx * (p[k + 1]! - uy) - dy * (p[k]! - ux);
          if (sd > 0) pos = true;
          else if (sd < 0) neg = true;
        }
        if (pos && neg) {
          crossed = true;
          midLast = o;
        }
      }
      if (crossed) continue;
      const axX = Math.abs(dx) >= Math.abs(dy) ? 0 : 1; // a = (axX, 1 - axX), never parallel to d
      for (let rho = -1; rho <= 1; rho += 2)
        for (let sigma = -1; sigma <= 1; sigma += 2) {
          // Perturbed line through P (relative to S·u) with direction D.
          let Dx = K * dx - rho * dy;
          let Dy = K * dy + rho * dx;
          const Px = sigma * axX;
          const Py = sigma * (1 - axX);
          if ((sepX !== 0 && Math.sign(Dx) !== sepX) || (sepX === 0 && Math.sign(Dy) !== sepY)) {
            Dx = -Dx;
            Dy = -Dy;
          }
          if (perturbedClear(ux, uy, Px, Py, Dx, Dy, S, A, B, obs, mtf)) return true;
        }
    }
  }
  return false;
}

function stabs(ux: number, uy: number, Px: number, Py: number, Dx: number, Dy: number, S: number, box: readonly number[]): boolean {
  let pos = false;
  let neg = false;
  for (let c = 0; c < 4; c++) {
    const X = c === 1 || c === 2 ? box[2]! : box[0]!;
    const Y = c >= 2 ? box[3]! : box[1]!;
    if (Dx * (S * (Y - uy) - Py) - Dy * (S * (X - ux) - Px) > 0) pos = true;
    else neg = true;
  }
  return pos && neg;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Does the line through (ux, uy) with direction (dx, dy) meet the closed box? */
function lineMeets(ux: number, uy: number, dx: number, dy: number, box: readonly number[]): boolean {
  let pos = false;
  let neg = false;
  for (let c = 0; c < 4; c++) {
    const X = c === 1 || c === 2 ? box[2]! : box[0]!;
    const Y = c >= 2 ? box[3]! : box[1]!;
    const s = dx * (Y - uy) - dy * (X - ux);
    if (s >= 0) pos = true;
    if (s <= 0) neg = true;
  }
  return pos && neg;
}

/**
 * Test the perturbed line (through S·u + P, direction D, oriented from A to B). Side of a lattice
 * point w: cross(D, S·(w − u) − P), never zero for points within E of u (see the header).
 */
function perturbedClear(
  ux: number,
  uy: number,
  Px: number,
  Py: number,
  Dx: number,
  Dy: number,
  S: number,
  A: readonly number[],
  B: readonly number[],
  obs: readonly Poly[],
  mtf: { last: number },
): boolean {
  // Side of lattice point (X, Y): Dx·(S·(Y − uy) − Py) − Dy·(S·(X − ux) − Px).
  // It must pass through the interiors of both squares (corners on both sides).
  if (!stabs(ux, uy, Px, Py, Dx, Dy, S, A) || !stabs(ux, uy, Px, Py, Dx, Dy, S, B)) return false;
  // Exit edge of A: the line leaves the x-slab or the y-slab first. Parameters along D from S·u + P:
  // t = (S·(edge − u) − P) / D on each axis.
  const xe = Dx > 0 ? A[2]! : A[0]!;
  const ye = Dy > 0 ? A[3]! : A[1]!;
  const txN = S * (xe - ux) - Px;
  const tyN = S * (ye - uy) - Py;
  // t_x < t_y ⟺ txN / Dx < tyN / Dy ⟺ txN·|Dy|·sgn(Dx) < tyN·|Dx|·sgn(Dy)
  // t_x < t_y ⟺ txN/Dx < tyN/Dy; multiply by Dx·Dy (its sign flips the comparison). Never equal:
  // the line is generic, so it does not pass through the corner (xe, ye).
  const same = Dx > 0 === Dy > 0;
  const exitVertical = same ? txN * Dy < tyN * Dx : txN * Dy > tyN * Dx;
  const xb = Dx > 0 ? B[0]! : B[2]!;
  const yb = Dy > 0 ? B[1]! : B[3]!;
  const txB = S * (xb - ux) - Px;
  const tyB = S * (yb - uy) - Py;
  // Entry into B is through the slab entered last: vertical when t_x > t_y.
  const entryVertical = same ? txB * Dy > tyB * Dx : txB * Dy < tyB * Dx;
  // The obstacle that blocked the previous line is tried first: neighbouring lines share blockers.
  for (let q = -1; q < obs.length; q++) {
    if (q === mtf.last) continue;
    const o = q < 0 ? mtf.last : q;
    let p: readonly number[] = obs[o]!;
    p = exitVertical ? clip(p, 0, xe, Dx > 0) : clip(p, 1, ye, Dy > 0);
    if (p.length === 0) continue;
    p = entryVertical ? clip(p, 0, xb, Dx < 0) : clip(p, 1, yb, Dy < 0);
    if (p.length === 0) continue;
    let pos = false;
    let neg = false;
    for (let k = 0; k < p.length; k += 2) {
      const s = Dx * (S * (p[k + 1]! - uy) - Py) - Dy * (S * (p[k]! - ux) - Px);
      if (s >= 0) pos = true;
      if (s <= 0) neg = true;
    }
    if (pos && neg) {
      mtf.last = o;
      return false;
    }
  }
  return true;
}
