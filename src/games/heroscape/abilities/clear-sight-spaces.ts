/**
 * "Within N clear sight spaces of <this figure>": the figures a power may choose, seen from any
 * figure of its card (each figure of a one-figure card is the card itself).
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces" (in range counted either way, any part
 * of the target visible); powers' texts are on the cards.
 */
import { boardOf, figuresOfCard, living, livingPlaced, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { clearSight, indexFigures } from '../sight.js';

/** The living figures other than the card's own within `spaces` clear sight spaces of one of the card's figures, kept by `also`. */
export function withinClearSight(s: HsState, card: number, spaces: number, also: (t: FigureState) => boolean = () => true): FigureState[] {
  const board = boardOf(s);
  const mine = figuresOfCard(s, card);
  if (mine.length === 0) return [];
  const index = indexFigures(board, livingPlaced(s));
  return living(s).filter(
    (t) => t.card !== card && also(t) && mine.some((m) => clearSight(board, index, placedOf(s, m), placedOf(s, t), spaces, { leanOver: true }).clear),
  );
}
