/**
 * Where a player's order markers lie, for the Gladiators' powers (Initiative Advantage, Gladiator
 * Inspiration): "all of your Order Markers are on Gladiator Army Cards".
 * Rulebook: heroscape-master-game-guide — "1. PLACE ORDER MARKERS" (all of a player's markers are
 * placed on their cards each round), "Special Powers" ("Special Power References on Army Cards":
 * Gladiator is the cards' class, printed "Gladiator" or "Gladiators").
 * Our reading: a marker counts while it lies on a card this round, revealed or not, the X too.
 */
import type { HsState } from '../battle/state.js';

export const isGladiator = (cls: string): boolean => /^gladiators?$/i.test(cls.trim());

/** The order markers on a card this round, revealed or not. */
export function markersOn(s: HsState, card: number): number {
  const c = s.cards[card];
  return c ? c.markers.length + c.revealed.length : 0;
}

/** Whether every card of `player` holding one of its order markers this round is a Gladiator card. */
export function allOnGladiators(s: HsState, player: number): boolean {
  for (let i = 0; i < s.cards.length; i++) {
    const c = s.cards[i]!;
    if (c.owner === player && markersOn(s, i) > 0 && !isGladiator(c.card.class)) return false;
  }
  return true;
}
