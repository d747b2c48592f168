/**
 * Straight hex lines for powers that reach along them (Fire Line, a grenade's lob).
 * Rulebook: heroscape-master-game-guide — "Special Powers", Examples 20–22.
 */
import type { Board } from '../board.js';
import { DIRECTIONS, hexDistance, roundHex, type Hex } from '../hex.js';

/** The hexes strictly between `a` and `b` on the straight line joining their centres (cube rounding). */
export function hexLineBetween(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  const out: Hex[] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    // Nudged off exact ties so each step lands on one hex.
    out.push(roundHex(a.q + (b.q - a.q) * t + 1e-6, a.r + (b.r - a.r) * t + 1e-6));
  }
  return out;
}

/** The highest level any solid of the hex's column reaches (0 off the map). */
export function columnTop(board: Board, h: Hex): number {
  const c = board.colAt(h.q, h.r);
  if (c < 0) return 0;
  let top = 0;
  for (const solid of board.colSolids[c] ?? []) top = Math.max(top, solid.top);
  return top;
}

/** The columns of the `length` hexes in a straight line from `from` in direction `dir` (off-map hexes skipped). */
export function columnsInLine(board: Board, from: Hex, dir: number, length: number): number[] {
  const d = DIRECTIONS[dir]!;
  const out: number[] = [];
  for (let i = 1; i <= length; i++) {
    const c = board.colAt(from.q + d.q * i, from.r + d.r * i);
    if (c >= 0) out.push(c);
  }
  return out;
}
