/**
 * Terrain Set 1: Road to the Forgotten Forest: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const TERRAIN_SET_1_ROAD_TO_THE_FORGOTTEN_FOREST: readonly CardEncoding[] = [
  {
    card: 'Dumutef Guard',
    powers: [
      { power: 'Road Strength', ability: 'water-mastery', params: { terrain: 'road' }, text: 'af43109b' },
      { power: 'Devourer Attack Enhancement', ability: 'kin-enhancement', params: { class: 'devourers,devourer', attack: 1 }, text: 'cf3c3876' },
    ],
  },
];
