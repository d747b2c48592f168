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
 * - activation at the attack question too: a matching figure that has not moved may attack in the
 *   turn, changing places the same way (`turn.activated` keeps who the marker has activated, so no
 *   more act than the turn's card has figures);
 * - destruction: a destroyed figure changes places with a living figure of a matching card that
 *   already has a destroyed figure (that card fills first); when no matching card has one, it stays
 *   on its own card — or, when no figure of these cards is destroyed yet, on any matching card its
 *   player chooses ("you may place it on any matching Army Card": a `place-destroyed` question,
 *   `commons-step.ts`, asked once the rule that destroyed it is done). A figure
 *   of the turn's card destroyed mid-turn was activated by the marker: the fresh figure that takes its
 *   place on the card counts as activated (the marker activates "any three of them", not more);
 * - more activations than the card has figures (Hive Swarm's "up to 6 / 9" figures of the card
 *   you control: `turn.extra`): once no figure of the turn's card is left to change places with, a
 *   matching figure is activated where it is (`turn.borrowed`) and moves and attacks as the card's own.
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

/** The matching figures activated this turn without changing cards (Hive Swarm's extra activations). */
export function borrowedThisTurn(s: HsState): readonly string[] {
  return s.turn?.borrowed ?? [];
}

/** Whether the turn of `card` may still activate a matching figure where it is (`turn.extra` not used up). */
export function mayBorrow(s: HsState, card: number): boolean {
  const t = s.turn;
  return t !== null && t.card === card && (t.extra ?? 0) > (t.borrowed?.length ?? 0);
}

/** The pooled figure `figure` joins the turn's card `card`, changing places with a figure of it that has not acted (or, with none, activated where it is while `mayBorrow`). */
export function activatePooled(s: HsState, card: number, figure: FigureState, busy: readonly string[]): void {
  if (!matchingCards(s, card).includes(figure.card)) throw new Error(`${figure.id} cannot be activated by card ${card}`);
  if (borrowedThisTurn(s).includes(figure.id)) return;
  const partner = partnerFor(s, card, busy);
  if (!partner) {
    if (!mayBorrow(s, card)) throw new Error(`${figure.id} cannot be activated by card ${card}`);
    (s.turn!.borrowed ??= []).push(figure.id);
    return;
  }
  setCard(partner, figure.card);
  setCard(figure, card);
}

/** Records that the turn's marker activated `figure` (only when the turn's card has matching cards: nothing changes otherwise). */
export function noteActivated(s: HsState, figure: string): void {
  const t = s.turn;
  if (!t || matchingCards(s, t.card).length === 0) return;
  if (!t.activated) t.activated = [];
  if (!t.activated.includes(figure)) t.activated.push(figure);
}

/** The figures the turn's marker has activated so far, and those that joined in place of a destroyed one (with matching Common cards only). */
export function activatedThisTurn(s: HsState): readonly string[] {
  const t = s.turn;
  if (!t || (!t.activated && !t.joined)) return [];
  return [...(t.activated ?? []), ...(t.joined ?? [])];
}

/** The figures that joined the turn's card in place of an activated figure destroyed this turn: they neither move nor attack. */
export function joinedThisTurn(s: HsState): readonly string[] {
  return s.turn?.joined ?? [];
}

/**
 * "… you may place it on any matching Army Card, if you do not have any of these figures destroyed":
 * the cards matching `f`'s that have a living figure to change places with, when no figure of `f`'s
 * card or of a matching card is destroyed but `f` (none otherwise).
 */
export function placementChoices(s: HsState, f: FigureState): number[] {
  const others = matchingCards(s, f.card);
  if (others.length === 0) return [];
  const cards = [f.card, ...others];
  if (s.figures.some((x) => x !== f && x.destroyed && cards.includes(x.card))) return [];
  return others.filter((c) => s.figures.some((x) => x.card === c && !x.destroyed));
}

/** Places the destroyed `f` on matching card `card`: a living figure of that card takes its place on `f`'s card. */
export function placeDestroyedOn(s: HsState, f: FigureState, card: number): void {
  if (!placementChoices(s, f).includes(card)) throw new Error(`${f.id} cannot be placed on card ${card}`);
  const living = s.figures.find((x) => x.card === card && !x.destroyed)!;
  swapForDestroyed(s, f, living);
}

/** `f` (destroyed) and `living` change cards; the fresh figure on the turn's card does not act in place of the one the marker activated. */
function swapForDestroyed(s: HsState, f: FigureState, living: FigureState): void {
  const own = f.card;
  setCard(f, living.card);
  setCard(living, own);
  const t = s.turn;
  if (t && t.card === own && (t.activated ?? []).includes(f.id)) {
    if (!t.joined) t.joined = [];
    t.joined.push(living.id);
  }
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
    swapForDestroyed(s, f, living);
    return;
  }
}

/** A figure's card changes only here: the matching Common cards share their figures. */
function setCard(f: FigureState, card: number): void {
  f.card = card;
}
