/**
 * Helpers for the pool family tests: the published cards bound to a module (pool/bind.ts), each
 * played through the real engine as a one-figure card with its own name and printed powers (so its
 * own binding decides), and the same card with its powers taken away as the control.
 */
import type { ArmyCard } from '../cards/army-card.js';
import { abilityByKey } from '../abilities/index.js';
import { bindingsOf } from './bind.js';

/** The cards whose binding enforces the module `key` (with the binding's parameters). */
export function boundTo(cards: readonly ArmyCard[], key: string): { readonly card: ArmyCard; readonly params: Readonly<Record<string, string | number>> }[] {
  const out: { card: ArmyCard; params: Readonly<Record<string, string | number>> }[] = [];
  for (const card of cards) for (const b of bindingsOf(card)) if (b.status === 'enforced' && b.ability === key) out.push({ card, params: b.params ?? {} });
  return out;
}

/**
 * The card as one single-space figure (numbers the scenario needs overridden), its printed powers
 * kept — but for a power that keeps its figures off the battlefield at the start (Iskra's Summoning):
 * a test of its other powers needs the figure where the scenario puts it.
 */
export function oneFigure(card: ArmyCard, over: Partial<ArmyCard> = {}): ArmyCard {
  const off = new Set(bindingsOf(card).flatMap((b) => (b.ability !== undefined && abilityByKey(b.ability)?.startsOff === true ? [b.power] : [])));
  const powers = off.size === 0 ? card.powers : card.powers.filter((p) => !off.has(p.name));
  return { ...card, kind: 'hero', figures: 1, spaces: 1, size: 'medium', height: 5, powers, ...over };
}

/** The same card without its powers: the control that must behave as if the power were ignored. */
export function withoutPowers(card: ArmyCard): ArmyCard {
  return { ...card, powers: [] };
}
