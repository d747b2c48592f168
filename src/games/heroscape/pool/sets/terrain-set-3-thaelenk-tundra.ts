/**
 * Terrain Set 3: Thaelenk Tundra: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const TERRAIN_SET_3_THAELENK_TUNDRA: readonly CardEncoding[] = [
  {
    card: 'Dzu-Teh',
    powers: [
      { power: 'Snow and Ice Enhanced Movement', ability: 'snow-and-ice-enhanced-movement', text: '900155f8' },
      { power: 'Glacier Camouflage', ability: 'glacier-camouflage', text: '915d2827' },
      { power: 'Glacier Traverse', ability: 'glacier-traverse', text: 'f27d04c2' },
    ],
  },
];
