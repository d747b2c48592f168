/**
 * Flying (Rise of the Valkyrie: Raelin, Mimring): the battlefield's flight rules move the card's
 * figures (`movement.ts`: elevations ignored, water and figures passed, no engagement on the way;
 * the leaving-engagement attacks when it starts engaged). The card's facts say it flies
 * (`flies` in cards/army-card.ts), so the module holds no handler.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Flying and Overhangs", Example 19.
 */
import type { Ability } from './ability.js';

export const flying: Ability = {
  name: 'Flying',
  text: 'Flies: counts no elevation, passes over water, figures and obstacles without stopping or engaging; leaving an engagement as it takes off still allows the leaving-engagement attacks.',
  handler: {},
};
