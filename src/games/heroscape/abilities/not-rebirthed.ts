/**
 * "The Marro Hive cannot rebirth this card's figures with its rebirth power" (Grok Training of Grok
 * Riders, Self Replicating of Marro Dividers: one rule, two printed names): no effect of its own;
 * Marro Rebirth (`marro-rebirth.ts`) never offers the figures of a card that has it.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 */
import type { Ability } from './ability.js';

export const notRebirthed: Ability = {
  name: 'Not Rebirthed',
  text: 'The Marro Hive cannot bring back the figures of this card with its Marro Rebirth power.',
  handler: {},
};
