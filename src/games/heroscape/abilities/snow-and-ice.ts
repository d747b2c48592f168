/**
 * Snow and Ice Enhanced Movement (Dzu-Teh): slippery ice and heavy snow count 1 space, not 2, when
 * the card's figures move — the move search's `ignoreSlow` (movement.ts), set by battle/move.ts
 * `rangeOf` when a power of the card says so (`ignoresSlow`).
 * Rulebook: heroscape-master-game-guide — "Slippery Ice" and "Heavy Snow" (each hex counts 2 spaces
 * when moved on); the power's text is on the card.
 * Our reading: the walk's count only (these figures do not fly or leap); a landing from a fall is not
 * a count of spaces the move search makes.
 */
import type { Ability } from './ability.js';

export const snowAndIceEnhancedMovement: Ability = {
  name: 'Snow and Ice Enhanced Movement',
  text: 'Slippery ice and heavy snow count as 1 space each when these figures move.',
  ignoresSlow: true,
  handler: {},
};
