/**
 * Figures on the battlefield: height, size, one- or two-hex bases, where the eye (Target Point) and
 * the body (Hit Zone) are.
 * Rulebook: heroscape-master-game-guide — "About the Army Cards" (Size/Height, Target Point, Hit
 * Zone), "Double-Space Figures", "Range and Line of Sight".
 *
 * Deterministic model (documented in docs/heroscape-maps.md): a figure of height H standing on a
 * space at level L is a vertical cylinder of radius BODY_RADIUS over each hex of its base, from L to
 * L + H. Its eye (Target Point) is on the axis over the head hex at L + H - EYE_DROP (never below
 * L + 0.5). Its body (Hit Zone) is sampled at fixed points: for each base hex, on the axis and on a
 * ring of six points at BODY_RADIUS * 0.8, at n evenly spaced heights (n = max(2, ceil(H / 2))).
 * Facing does not matter for single-hex figures (the points do not depend on facing).
 */
import { spaceXY, type Board } from './board.js';

export type Size = 'small' | 'medium' | 'large' | 'huge';

export interface FigureSpec {
  readonly id: string;
  /** Figures with the same side are friends; anything else is an enemy. */
  readonly side: string;
  readonly height: number;
  readonly size: Size;
  /** Double-space (two-hex) base. */
  readonly double: boolean;
  readonly move: number;
  readonly flying: boolean;
}

/** A figure on the board: its head space and, for double-space figures, its tail space (else -1). */
export interface PlacedFigure extends FigureSpec {
  readonly head: number;
  readonly tail: number;
  /**
   * The spaces of a base larger than two hexes beyond head and tail: the Marro Hive's other five
   * (6-hex base, "Marro Hive"). Absent for every other figure.
   */
  readonly extra?: readonly number[];
}

export const BODY_RADIUS = 0.3;
export const EYE_DROP = 0.5;

export interface Point3 {
  readonly x: number;
  readonly y: number;
  /** In levels. Horizontal units are hex-centre distances; only ratios along one segment matter. */
  readonly z: number;
}

export function spacesOf(f: PlacedFigure): number[] {
  const two = f.tail >= 0 ? [f.head, f.tail] : [f.head];
  return f.extra ? [...two, ...f.extra] : two;
}

export function baseLevel(board: Board, f: PlacedFigure): number {
  return board.spLevel[f.head]!;
}

export function eyeOf(board: Board, f: PlacedFigure): Point3 {
  const c = spaceXY(board, f.head);
  const base = board.spLevel[f.head]!;
  return { x: c.x, y: c.y, z: base + Math.max(0.5, f.height - EYE_DROP) };
}

const RING: readonly { x: number; y: number }[] = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 3) * i + Math.PI / 6;
  return { x: Math.cos(a) * BODY_RADIUS * 0.8, y: Math.sin(a) * BODY_RADIUS * 0.8 };
});

/** The Hit Zone sample points, head hex first, high to low (the likeliest to be seen first), axis before ring. */
export function bodyPoints(board: Board, f: PlacedFigure): Point3[] {
  const out: Point3[] = [];
  const n = Math.max(2, Math.ceil(f.height / 2));
  for (const s of spacesOf(f)) {
    const c = spaceXY(board, s);
    const base = board.spLevel[s]!;
    for (let k = n - 1; k >= 0; k--) {
      const z = base + (f.height * (k + 0.5)) / n;
      out.push({ x: c.x, y: c.y, z });
      for (const p of RING) out.push({ x: c.x + p.x, y: c.y + p.y, z });
    }
    // "The bases of all figures on Ladders are considered valid Hit Zones."
    if (board.spLadder[s]! >= 0) for (const p of baseEdge(c.x, c.y, base)) out.push(p);
  }
  return out;
}

/** Points on the edge of a base (rung figures may use them as Target Points; their base is a Hit Zone). */
export function baseEdge(x: number, y: number, base: number): Point3[] {
  return RING.map((p) => ({ x: x + p.x * 1.2, y: y + p.y * 1.2, z: base + 0.05 }));
}

/** Size and height from a card's "medium 5" / "huge 11" text. */
export function parseSizeHeight(text: string): { size: Size; height: number } | null {
  const m = /^\s*(small|medium|large|huge)\s*(\d+)\s*$/i.exec(text);
  if (!m) return null;
  return { size: m[1]!.toLowerCase() as Size, height: Number(m[2]) };
}
