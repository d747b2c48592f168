/**
 * The Glyph of Proftaka (Pit Trap, permanent): a figure on it is trapped and cannot move off its
 * space, unless a friendly figure stands on a space next to it. Facts: the published glyph list
 * (`glyph-list.ts`).
 * Rulebook: heroscape-master-game-guide — "Permanent Glyphs", "Friends and Enemies" (a friendly
 * figure: one of yours or, in a team game, a teammate's).
 *
 * Played as a Move of 0 (`glyphs.ts`, the `moveNumber` query) and no move a power offers instead
 * (`move.ts`); being placed by a power (Erland's summoning) is not moving.
 */
import { figuresAdjacent } from '../engagement.js';
import { onGlyph } from './glyph-holders.js';
import { boardOf, friendly, living, placedOf, type FigureState, type HsState } from './state.js';

/** Whether the figure stands trapped on the Glyph of Proftaka. */
export function trapped(s: HsState, f: FigureState): boolean {
  if (s.glyphs.length === 0 || !onGlyph(s, f, 'P')) return false;
  const board = boardOf(s);
  const me = placedOf(s, f);
  return !living(s).some((x) => x.id !== f.id && friendly(s, x.owner, f.owner) && figuresAdjacent(board, me, placedOf(s, x)).adjacent);
}
