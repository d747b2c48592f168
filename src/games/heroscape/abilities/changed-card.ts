/**
 * A power that changes what an Army Card says for the rest of the battle (Disciplined Influence: its
 * personality): the card in play gets a copy with the new words, so every rule that reads the card
 * (kin powers, army-wide bonuses, bonding) reads them, and clones, replays and hashes carry them.
 * Rulebook: heroscape-master-game-guide — "Special Power References on Army Cards" (species, class and
 * personality are the card's words).
 */
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';

/** The words a power may change. */
export type CardWords = Partial<Pick<ArmyCard, 'species' | 'class' | 'personality'>>;

/** Puts a copy of the card with `words` in play in place of the card (the rest of the card in play unchanged). */
export function changeCardWords(s: HsState, card: number, words: CardWords): void {
  const inPlay = s.cards[card];
  if (!inPlay) throw new Error(`no card ${card} in play`);
  // The card in play is state: its `card` is replaced (never the shared ArmyCard object changed).
  (inPlay as { card: ArmyCard }).card = { ...inPlay.card, ...words };
}
