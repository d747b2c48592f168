/**
 * One unrevealed order marker removed at random from a figure's Army Card, or from any of its
 * controller's matching Common cards (Entangling Web, Psionic Blast Special Attack): one chance step
 * over all those markers, each equally likely, so tests force which one goes. A card with no
 * unrevealed marker loses none.
 * Rulebook: heroscape-master-game-guide — "ORDER MARKERS"; the powers' texts are on the cards.
 */
import { matchingCards } from '../battle/commons.js';
import type { HsCtx } from '../battle/events.js';
import type { FigureState } from '../battle/state.js';

/** The markers held on `t`'s card and its matching cards; removes one of them at random. Returns whether one was removed. */
export function removeRandomMarker(ctx: HsCtx, t: FigureState): boolean {
  const s = ctx.state;
  const held: [number, number][] = [];
  for (const i of [t.card, ...matchingCards(s, t.card)]) s.cards[i]!.markers.forEach((_, k) => held.push([i, k]));
  if (held.length === 0) return false;
  const [card, k] = held[ctx.rng.int(0, held.length - 1)]!;
  s.cards[card]!.markers.splice(k, 1);
  return true;
}

/** Whether `t`'s card or its matching cards hold an unrevealed marker. */
export function holdsMarker(ctx: HsCtx, t: FigureState): boolean {
  const s = ctx.state;
  for (const i of [t.card, ...matchingCards(s, t.card)]) if (s.cards[i]!.markers.length > 0) return true;
  return false;
}
