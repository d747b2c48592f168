// Rulebook: ddm-battle-rules-2011 — "Legal Position" (a creature occupies each square in its space),
// "Squeezing". Sizes and spaces: 1×1 small/medium (and tiny), 2×2 large, 3×3 huge, 4×4 gargantuan.
import type { Board } from './board.js';
import type { Body, Size, Space, Square } from './types.js';
import { isLegalPosition } from './legal.js';

const SIDES: Readonly<Record<Size, number>> = { tiny: 1, small: 1, medium: 1, large: 2, huge: 3, gargantuan: 4 };

export function sizeSide(size: Size): number {
  return SIDES[size];
}

/** The squares of a space, row by row. */
export function spaceSquares(s: Space): Square[] {
  const out: Square[] = [];
  for (let y = s.y; y < s.y + s.side; y++) for (let x = s.x; x < s.x + s.side; x++) out.push({ x, y });
  return out;
}

export function spaceContains(s: Space, q: Square): boolean {
  return q.x >= s.x && q.y >= s.y && q.x < s.x + s.side && q.y < s.y + s.side;
}

export function spacesOverlap(a: Space, b: Space): boolean {
  return a.x < b.x + b.side && b.x < a.x + a.side && a.y < b.y + b.side && b.y < a.y + a.side;
}

/**
 * Starting Squeezing: a huge creature occupies a 2×2 space entirely within its starting 3×3
 * position — the four choices (the starting position was legal, so each is too).
 */
export function squeezeSpaces(space: Space): Space[] {
  if (space.side !== 3) return [];
  const out: Space[] = [];
  for (let dy = 0; dy <= 1; dy++) for (let dx = 0; dx <= 1; dx++) out.push({ x: space.x + dx, y: space.y + dy, side: 2 });
  return out;
}

/**
 * Ending Squeezing: the legal 3×3 spaces that entirely contain the squeezed 2×2 space. Empty means
 * the creature cannot end squeezing yet.
 */
export function unsqueezeSpaces(board: Board, self: Body, others: readonly Body[]): Space[] {
  const s = self.space;
  if (s.side !== 2) return [];
  const out: Space[] = [];
  for (let dy = -1; dy <= 0; dy++)
    for (let dx = -1; dx <= 0; dx++) {
      const c: Space = { x: s.x + dx, y: s.y + dy, side: 3 };
      if (isLegalPosition(board, c, others, { selfId: self.id })) out.push(c);
    }
  return out;
}
