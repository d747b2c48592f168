/**
 * Glacier Camouflage (Dzu-Teh): while the card's figure is adjacent to a Glacier Mountain, an
 * opponent's figure must be adjacent to it to attack it with a normal attack — Lurk In Shadows
 * (terrain-powers.ts) with "beside a Glacier Mountain" in place of "on a shadow space".
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Glacier Mountains" (towers of ice no figure
 * may land on or move through), "Special Powers"; the power's text is on the card.
 *
 * Our reading of "adjacent to a Glacier Mountain": a neighbouring hex of one of the figure's spaces
 * holds a glacier piece that rises beside the figure's base (the piece's bottom at or below the level
 * the figure stands on, its top above it) — a glacier far below a figure on a hill is not beside it.
 * "Opponents' figures" are figures of another team; a teammate's attack is not limited.
 */
import type { Board } from '../board.js';
import { boardOf, type FigureState, type HsState } from '../battle/state.js';
import { adjacentAttackersOnly } from './adjacent-attackers-only.js';

/** The glacier pieces (their obstacle indexes in the map) beside a space: in a neighbouring hex, rising beside its level. */
export function glaciersBesideSpace(board: Board, sp: number): Set<number> {
  const out = new Set<number>();
  const col = board.spCol[sp]!;
  const level = board.spLevel[sp]!;
  for (let d = 0; d < 6; d++) {
    const n = board.colNeighbor[col * 6 + d]!;
    if (n < 0) continue;
    for (const solid of board.colSolids[n] ?? []) {
      const w = solid.what;
      if (w.kind === 'obstacle' && w.obstacle === 'glacier' && solid.bottom <= level && solid.top > level) out.add(w.obstacleIndex);
    }
  }
  return out;
}

/** The glacier pieces beside either of the figure's spaces; empty when it is off the battlefield. */
export function glaciersBeside(s: HsState, f: FigureState): Set<number> {
  const board = boardOf(s);
  const out = new Set<number>();
  for (const sp of [f.head, f.tail]) if (sp >= 0) for (const g of glaciersBesideSpace(board, sp)) out.add(g);
  return out;
}

export const glacierCamouflage = adjacentAttackersOnly(
  'Glacier Camouflage',
  "While this card's figure is adjacent to a Glacier Mountain, opponents' figures must be adjacent to it to attack it with a normal attack.",
  (s, d) => glaciersBeside(s, d).size > 0,
);
