/**
 * Where a summoning power puts a figure: empty places adjacent to the summoning figure (Spear of
 * Summoning, Elven Summoning Spell). A double-space figure needs both its spaces adjacent and on one
 * level; each space a standing space with room for the figure's height.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" (adjacent spaces),
 * "Moving" (no two figures in one space).
 */
import { freePlaces } from '../battle/glyphs-sturla.js';
import { boardOf, type FigureState, type HsState } from '../battle/state.js';

/** The empty places beside `summoner` where `t` may go: [head, tail] (tail -1 for a single-space figure). */
export function placesBeside(s: HsState, summoner: FigureState, t: FigureState): [number, number][] {
  const board = boardOf(s);
  const near = new Set<number>();
  for (const sp of [summoner.head, summoner.tail]) if (sp >= 0) for (let k = board.adjStart[sp]!; k < board.adjStart[sp + 1]!; k++) near.add(board.adjTo[k]!);
  return freePlaces(s, t, (sp) => near.has(sp));
}
