/**
 * A card's powers in our own words: each enforced power by its module's text, each other power by
 * name with why it is not played (no encoding yet, or printed text other than the one encoded).
 * Rulebook: heroscape-master-game-guide — "Special Powers".
 */
import type { ArmyCard } from '../cards/army-card.js';
import { bindingsOf } from '../pool/bind.js';
import { abilityByKey } from './index.js';

export function powerLines(card: Pick<ArmyCard, 'name' | 'powers'>): string[] {
  return bindingsOf(card).map((b) => {
    const a = b.ability === undefined ? undefined : abilityByKey(b.ability);
    if (a) {
      const line = `${b.power}: ${b.params && a.describe ? a.describe(b.params) : a.text}`;
      return b.dataError === undefined ? line : `${line} (text in the data file differs; enforced as the standard ${b.power})`;
    }
    if (b.status === 'not-on-card') return `${b.power} (not played: listed by the data file, but not a power of the printed card)`;
    if (b.status === 'text-differs') return `${b.power} (not enforced: its printed text differs from the text encoded for this card)`;
    return `${b.power} (not yet enforced)`;
  });
}

/** The printed powers of a card that the engine does not play (a power the data file lists in error, not on the printed card, is not one). */
export function unenforcedPowers(card: Pick<ArmyCard, 'name' | 'powers'>): string[] {
  return bindingsOf(card)
    .filter((b) => b.status !== 'not-on-card' && (b.ability === undefined || abilityByKey(b.ability) === undefined))
    .map((b) => b.power);
}
