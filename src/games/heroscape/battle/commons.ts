/**
 * Two or more of the same Common Army Card in one army.
 * Rulebook: heroscape-master-game-guide — "1. PLACE YOUR ORDER MARKERS" ("If your Army includes two
 * or more of the same Common Army Card, you don't need to keep these figures separate … each order
 * marker placed on either Army Card activates any three of them"; Uncommon cards are kept apart),
 * "Destroying a Common figure when your Army includes two or more of the same Army Card" (a destroyed
 * figure goes onto a matching card that already has a destroyed figure, filling it before an empty
 * one).
 *
 * Played by moving figures between the matching cards (each figure stays tied to one card at any
 * moment, so a card is out of play when every figure now on it is destroyed):
 * - activation: in a turn of one of the cards, a figure of a matching card may be chosen to move or
 *   to attack; it changes places with a figure of the turn's card that has neither moved nor
 *   attacked this turn — so the turn's marker activates any of the matching figures, as many as the
 *   turn's card has figures left;
 * - destruction: a destroyed figure changes places with a living figure of a matching card that
 *   already has a destroyed figure (that card fills first); when no matching card has one, it stays
 *   on its own card (the guide's "you may place it on any matching Army Card" is not asked).
 */
import type { FigureState, HsState } from './state.js';

/** The other cards of the same player matching card `card` (the same Common Army Card), or none. */
export function matchingCards(s: HsState, card: number): number[] {
  const c = s.cards[card];
  if (!c || c.card.rarity !== 'common') return [];
  const out: number[] = [];
  s.cards.forEach((x, i) => {
    if (i !== card && x.owner === c.owner && x.card.rarity === 'common' && x.card.name === c.card.name) out.push(i);
  });
  return out;
}

/** Living figures on the battlefield of the cards matching `card` (candidates to be activated by its turn). */
export function pooledFigures(s: HsState, card: number): FigureState[] {
  const others = matchingCards(s, card);
  if (others.length === 0) return [];
  return s.figures.filter((f) => others.includes(f.card) && !f.destroyed && f.head >= 0);
}

/** A figure of `card` that has not acted this turn (`busy`), to change places with a pooled figure; null when none. */
export function partnerFor(s: HsState, card: number, busy: readonly string[]): FigureState | null {
  return s.figures.find((f) => f.card === card && !f.destroyed && f.head >= 0 && !busy.includes(f.id)) ?? null;
}

/** The pooled figure `figure` joins the turn's card `card`, changing places with a figure of it that has not acted. */
export function activatePooled(s: HsState, card: number, figure: FigureState, busy: readonly string[]): void {
  const partner = partnerFor(s, card, busy);
  if (!partner || !matchingCards(s, card).includes(figure.card)) throw new Error(`${figure.id} cannot be activated by card ${card}`);
  setCard(partner, figure.card);
  setCard(figure, card);
}

/** "Destroying a Common figure…": the figure about to be destroyed goes onto the matching card that already has a destroyed figure. */
export function fillCommonCards(s: HsState, f: FigureState): void {
  const own = f.card;
  const hasDestroyed = (card: number): boolean => s.figures.some((x) => x.card === card && x.destroyed);
  if (hasDestroyed(own)) return;
  for (const card of matchingCards(s, own)) {
    if (!hasDestroyed(card)) continue;
    const living = s.figures.find((x) => x.card === card && !x.destroyed && x !== f);
    if (!living) continue;
    setCard(living, own);
    setCard(f, card);
    return;
  }
}

/** A figure's card changes only here: the matching Common cards share their figures. */
function setCard(f: FigureState, card: number): void {
  f.card = card;
}
