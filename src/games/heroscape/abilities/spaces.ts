/**
 * Spaces a power places a figure on (The Drop, Water Clone) or moves it to (Grapple Gun): standing
 * spaces with room for the figure's height, not occupied, never the top of a ruin being climbed
 * over or a ladder rung.
 * Rulebook: heroscape-master-game-guide — "Moving" (no two figures in one space), "Special Powers".
 */
import { SF, type Board } from '../board.js';
import { spacesOf } from '../figures.js';
import { boardOf, livingPlaced, type HsState } from '../battle/state.js';

/** Every space a figure stands on. */
export function occupiedSpaces(s: HsState): Set<number> {
  const out = new Set<number>();
  for (const f of livingPlaced(s)) for (const sp of spacesOf(f)) out.add(sp);
  return out;
}

/** Whether a single-space figure of `height` may stand on `space`. */
export function standable(board: Board, space: number, height: number, taken: ReadonlySet<number>): boolean {
  return !taken.has(space) && board.spHeadroom[space]! >= height && (board.spFlags[space]! & (SF.OVER | SF.RUNG)) === 0;
}

/** The standing spaces of the columns around `space`'s column. */
export function spacesAround(board: Board, space: number): number[] {
  const c = board.spCol[space]!;
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = board.colNeighbor[c * 6 + d]!;
    if (n < 0) continue;
    for (let k = board.colSpaceStart[n]!; k < board.colSpaceStart[n + 1]!; k++) out.push(board.colSpaces[k]!);
  }
  return out;
}

/** Whether two spaces are in neighbouring columns. */
export function aroundEachOther(board: Board, a: number, b: number): boolean {
  return spacesAround(board, a).includes(b);
}

export { boardOf };
