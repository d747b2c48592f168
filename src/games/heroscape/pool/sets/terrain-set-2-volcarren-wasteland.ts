/**
 * Terrain Set 2: Volcarren Wasteland: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const TERRAIN_SET_2_VOLCARREN_WASTELAND: readonly CardEncoding[] = [
  {
    card: 'Obsidian Guards',
    powers: [
      { power: 'Lava Resistant', ability: 'lava-resistant', text: '79263f81' },
      { power: 'Lava Throw', ability: 'lava-throw', text: 'eae9ffa8' },
      { power: 'Water Weakness', ability: 'water-weakness', text: 'ecdce855' },
    ],
  },
];
