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
    if (a) return `${b.power}: ${b.params && a.describe ? a.describe(b.params) : a.text}`;
    if (b.status === 'text-differs') return `${b.power} (not enforced: its printed text differs from the text encoded for this card)`;
    return `${b.power} (not yet enforced)`;
  });
}

/** The printed powers of a card that the engine does not play. */
export function unenforcedPowers(card: Pick<ArmyCard, 'name' | 'powers'>): string[] {
  return bindingsOf(card)
    .filter((b) => b.ability === undefined || abilityByKey(b.ability) === undefined)
    .map((b) => b.power);
}
