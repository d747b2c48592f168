// Rulebook: ddm-battle-rules-2011 — "Walls" (walls lie on gridlines or between points on gridlines).
// Exact integer predicates on the half-square lattice. Every wall vertex, square corner, edge
// midpoint and centre is an integer point there, so orientation tests never round: no tolerance.

/** A convex polygon (or segment, or point) as flat [x0, y0, x1, y1, …] lattice coordinates. */
export type Poly = readonly number[];

/** Sign of the cross product (b - a) × (c - a): >0 counter-clockwise (with y south: clockwise on screen). */
export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

function project(p: Poly, nx: number, ny: number, out: [number, number]): void {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < p.length; i += 2) {
    const v = p[i]! * nx + p[i + 1]! * ny;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  out[0] = lo;
  out[1] = hi;
}

const pa: [number, number] = [0, 0];
const pb: [number, number] = [0, 0];

/** Candidate separating axes: every edge normal and edge direction of both shapes. */
function separated(a: Poly, b: Poly, strict: boolean): boolean {
  for (const p of [a, b]) {
    const n = p.length / 2;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const dx = p[2 * j]! - p[2 * i]!;
      const dy = p[2 * j + 1]! - p[2 * i + 1]!;
      if (dx === 0 && dy === 0) continue;
      for (const [nx, ny] of [
        [-dy, dx],
        [dx, dy],
      ] as const) {
        project(a, nx, ny, pa);
        project(b, nx, ny, pb);
        if (strict ? pa[1] < pb[0] || pb[1] < pa[0] : pa[1] <= pb[0] || pb[1] <= pa[0]) return true;
      }
    }
  }
  return false;
}

/** True when the closed convex shapes share at least one point (touching counts). */
export function touches(a: Poly, b: Poly): boolean {
  return !separated(a, b, true);
}

/**
 * True when the (relative) interiors overlap: a line that only touches or runs along the border
 * does not count. `a` must be full-dimensional; `b` may be a segment (a thin wall).
 */
export function interiorsOverlap(a: Poly, b: Poly): boolean {
  return !separated(a, b, false);
}

/** Convex hull (monotone chain) of a flat point list; collinear points dropped. */
export function hull(points: readonly number[]): number[] {
  const pts: [number, number][] = [];
  for (let i = 0; i < points.length; i += 2) pts.push([points[i]!, points[i + 1]!]);
  pts.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const uniq = pts.filter((p, i) => i === 0 || p[0] !== pts[i - 1]![0] || p[1] !== pts[i - 1]![1]);
  if (uniq.length < 3) return uniq.flat();
  const cross = (o: [number, number], a: [number, number], b: [number, number]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const p of uniq) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: [number, number][] = [];
  for (let i = uniq.length - 1; i >= 0; i--) {
    const p = uniq[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper).flat();
}

/** Closed segment pq against closed convex polygon poly, without allocating. */
export function segTouches(px: number, py: number, qx: number, qy: number, poly: Poly): boolean {
  // Axes: segment normal, segment direction, polygon edge normals and directions.
  const n = poly.length / 2;
  if (axisSeparates(px, py, qx, qy, poly, -(qy - py), qx - px)) return false;
  if (axisSeparates(px, py, qx, qy, poly, qx - px, qy - py)) return false;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const dx = poly[2 * j]! - poly[2 * i]!;
    const dy = poly[2 * j + 1]! - poly[2 * i + 1]!;
    if (dx === 0 && dy === 0) continue;
    if (axisSeparates(px, py, qx, qy, poly, -dy, dx)) return false;
    if (axisSeparates(px, py, qx, qy, poly, dx, dy)) return false;
  }
  return true;
}

function axisSeparates(px: number, py: number, qx: number, qy: number, poly: Poly, nx: number, ny: number): boolean {
  if (nx === 0 && ny === 0) return false;
  const a = px * nx + py * ny;
  const b = qx * nx + qy * ny;
  const slo = a < b ? a : b;
  const shi = a < b ? b : a;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < poly.length; i += 2) {
    const v = poly[i]! * nx + poly[i + 1]! * ny;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return shi < lo || hi < slo;
}

/** Does the closed segment pq meet the open axis-aligned square (x0,y0)-(x1,y1)? */
export function segEntersBox(px: number, py: number, qx: number, qy: number, x0: number, y0: number, x1: number, y1: number): boolean {
  // Weak separation on x, y and the segment normal means the segment stays in the closure's border.
  if (Math.max(px, qx) <= x0 || Math.min(px, qx) >= x1) return false;
  if (Math.max(py, qy) <= y0 || Math.min(py, qy) >= y1) return false;
  const nx = -(qy - py);
  const ny = qx - px;
  if (nx === 0 && ny === 0) return px > x0 && px < x1 && py > y0 && py < y1;
  const s = px * nx + py * ny;
  const c0 = x0 * nx + y0 * ny;
  const c1 = x1 * nx + y0 * ny;
  const c2 = x1 * nx + y1 * ny;
  const c3 = x0 * nx + y1 * ny;
  const lo = Math.min(c0, c1, c2, c3);
  const hi = Math.max(c0, c1, c2, c3);
  return s > lo && s < hi;
}

/** Is lattice point (cx, cy) on the closed segment pq? */
export function onSegment(px: number, py: number, qx: number, qy: number, cx: number, cy: number): boolean {
  if ((qx - px) * (cy - py) - (qy - py) * (cx - px) !== 0) return false;
  return Math.min(px, qx) <= cx && cx <= Math.max(px, qx) && Math.min(py, qy) <= cy && cy <= Math.max(py, qy);
}

/** floor(a / b) for integers, b > 0. */
export function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

/** The bounding box [x0, y0, x1, y1] of a polygon given as flat x,y pairs. */
export function bbox(p: readonly number[]): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < p.length; i += 2) {
    x0 = Math.min(x0, p[i]!);
    x1 = Math.max(x1, p[i]!);
    y0 = Math.min(y0, p[i + 1]!);
    y1 = Math.max(y1, p[i + 1]!);
  }
  return [x0, y0, x1, y1];
}
