// Rulebook: ddm-battle-rules-2011 — "Cover", "COVER AGAINST MELEE ATTACKS", "COVER AGAINST RANGED
// ATTACKS", "COVER AGAINST CLOSE ATTACKS", "COVER AGAINST AREA ATTACKS", "FOREST (OR MARKET
// STALL)", "STATUE"; guidelines: "Forest only provides cover against [R] attacks", "Smoke does not
// provide cover", "Use any square in a creature's space to determine if a target has cover against
// a burst attack".
//
// Unlike sight and effect, a cover line is blocked only when it ENTERS a wall or crosses blocking
// terrain; a line that only touches or runs along a border is fine. The lines from a region P to a
// region Q sweep exactly the convex hull of P ∪ Q, so "some line is blocked" is decided exactly by
// "some blocker's interior overlaps the hull's interior" (a thin wall: its relative interior).
// Coordinates here are on the quarter lattice (half-lattice × 2) so clipped diagonal walls stay integer.
import type { Board } from './board.js';
import { diagonalPoly, TERRAIN_BIT } from './board.js';
import { spaceDistance, distanceToSquare } from './distance.js';
import type { Poly } from './exact.js';
import { bbox, hull, interiorsOverlap } from './exact.js';
import type { Body, Space, Square } from './types.js';

const scale = (p: Poly): number[] => p.map((v) => 2 * v);

/** Clips a convex polygon to the side of line a·x + b·y ≤ c. */
function clip(poly: number[], a: number, b: number, c: number): number[] {
  const out: number[] = [];
  const n = poly.length / 2;
  for (let i = 0; i < n; i++) {
    const x1 = poly[2 * i]!;
    const y1 = poly[2 * i + 1]!;
    const j = (i + 1) % n;
    const x2 = poly[2 * j]!;
    const y2 = poly[2 * j + 1]!;
    const v1 = a * x1 + b * y1 - c;
    const v2 = a * x2 + b * y2 - c;
    if (v1 <= 0) out.push(x1, y1);
    if ((v1 < 0 && v2 > 0) || (v1 > 0 && v2 < 0)) {
      const t = v1 / (v1 - v2);
      out.push(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t);
    }
  }
  return out;
}

/** The open part of a square (quarter lattice): the square minus the diagonal walls inside it. */
export function openPart(board: Board, x: number, y: number): number[] {
  let poly = [4 * x, 4 * y, 4 * x + 4, 4 * y, 4 * x + 4, 4 * y + 4, 4 * x, 4 * y + 4];
  for (const d of board.map.walls.diagonals) {
    if (d.x !== x || d.y !== y) continue;
    const t = scale(diagonalPoly(d.x, d.y, d.corner, d.coversCentre));
    // Keep the side of the hypotenuse (t[2..3]–t[4..5]) away from the wall's corner (t[0..1]).
    const [cx, cy, px, py, qx, qy] = t as [number, number, number, number, number, number];
    const a = -(qy - py);
    const b = qx - px;
    const c = a * px + b * py;
    const cornerSide = a * cx + b * cy - c;
    poly = cornerSide > 0 ? clip(poly, a, b, c) : clip(poly, -a, -b, -c);
  }
  return poly;
}

/** Does any wall (map walls and closed secret doors) enter the hull? */
function wallsEnter(board: Board, h: number[]): boolean {
  if (h.length < 6) return false;
  const [x0, y0, x1, y1] = bbox(h);
  for (const o of board.obstacles) {
    const s = scale(o);
    const [a0, b0, a1, b1] = bbox(s);
    if (a1 < x0 || a0 > x1 || b1 < y0 || b0 > y1) continue;
    if (interiorsOverlap(h, s)) return true;
  }
  return false;
}

const squarePoly = (x: number, y: number): number[] => [4 * x, 4 * y, 4 * x + 4, 4 * y, 4 * x + 4, 4 * y + 4, 4 * x, 4 * y + 4];

/**
 * Square-to-square cover (melee, close and area attacks): true when some line from a point of the
 * origin square to a point of the target square enters a wall. Creatures never give this cover.
 */
export function squareCover(board: Board, origin: Square, target: Square): boolean {
  const o = openPart(board, origin.x, origin.y);
  const t = openPart(board, target.x, target.y);
  if (o.length < 6 || t.length < 6) return true;
  return wallsEnter(board, hull([...o, ...t]));
}

function squaresOf(s: Space): Square[] {
  const out: Square[] = [];
  for (let y = s.y; y < s.y + s.side; y++) for (let x = s.x; x < s.x + s.side; x++) out.push({ x, y });
  return out;
}

/**
 * Cover against a melee attack: the attacker picks an origin square of its space and a target
 * square within reach, so the target has cover only if every such choice has a blocked line.
 */
export function meleeCover(board: Board, attacker: Space, target: Space, reach = 1): boolean {
  let any = false;
  for (const o of squaresOf(attacker))
    for (const t of squaresOf(target)) {
      if (distanceToSquare(board, { x: o.x, y: o.y, side: 1 }, t) > reach) continue;
      any = true;
      if (!squareCover(board, o, t)) return false;
    }
  return any;
}

/** Close attacks (blast and line): the attack's origin square; the attacker picks the target square. */
export function closeCover(board: Board, origin: Square, target: Space): boolean {
  return squaresOf(target).every((t) => squareCover(board, origin, t));
}

/** Area attacks: the origin square to the corners of one target square (the attacker's pick). */
export function areaCover(board: Board, origin: Square, target: Space): boolean {
  return closeCover(board, origin, target);
}

/** Bursts: for each target the attacker uses the square of its space nearest to the target. */
export function burstCover(board: Board, attacker: Space, target: Space): boolean {
  const squares = squaresOf(attacker);
  const d = squares.map((s) => spaceDistance(board, { x: s.x, y: s.y, side: 1 }, target));
  const best = Math.min(...d);
  return squares.every((s, i) => d[i] !== best || closeCover(board, s, target));
}

export interface RangedCoverOptions {
  /** Ignore cover from creatures (the Hide power asks for cover "not counting any cover provided by creatures"). */
  readonly ignoreCreatures?: boolean;
}

/**
 * Cover against a ranged attack: lines from the attacker's chosen corner to every point of the
 * target's space. Walls, forest and statue squares (not the attacker's own) and the attacker's
 * enemies (not the target) block; allies don't. The attacker picks its best corner.
 */
export function rangedCover(board: Board, attacker: Body, target: Body, others: readonly Body[], opts: RangedCoverOptions = {}): boolean {
  const W = board.width;
  const a = attacker.space;
  const blockers: number[][] = [];
  const terrainBits = TERRAIN_BIT.forest | TERRAIN_BIT.marketStall | TERRAIN_BIT.statue;
  for (let i = 0; i < board.n; i++) {
    if (!(board.terrain[i]! & terrainBits)) continue;
    const x = i % W;
    const y = (i - x) / W;
    if (x >= a.x && x < a.x + a.side && y >= a.y && y < a.y + a.side) continue;
    blockers.push(squarePoly(x, y));
  }
  if (!opts.ignoreCreatures)
    for (const b of others) {
      if (b.id === attacker.id || b.id === target.id || b.team === attacker.team) continue;
      const s = b.space;
      blockers.push([4 * s.x, 4 * s.y, 4 * (s.x + s.side), 4 * s.y, 4 * (s.x + s.side), 4 * (s.y + s.side), 4 * s.x, 4 * (s.y + s.side)]);
    }
  const parts = squaresOf(target.space).map((t) => openPart(board, t.x, t.y));
  const corners: [number, number][] = [
    [4 * a.x, 4 * a.y],
    [4 * (a.x + a.side), 4 * a.y],
    [4 * (a.x + a.side), 4 * (a.y + a.side)],
    [4 * a.x, 4 * (a.y + a.side)],
  ];
  for (const [cx, cy] of corners) {
    let covered = false;
    for (const p of parts) {
      if (p.length < 6) continue;
      const h = hull([cx, cy, ...p]);
      if (wallsEnter(board, h) || blockers.some((b) => interiorsOverlap(h, b))) {
        covered = true;
        break;
      }
    }
    if (!covered) return false;
  }
  return true;
}
