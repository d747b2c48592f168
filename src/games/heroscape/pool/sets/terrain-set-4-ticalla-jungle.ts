/**
 * Terrain Set 4: Ticalla Jungle: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const TERRAIN_SET_4_TICALLA_JUNGLE: readonly CardEncoding[] = [
  {
    card: 'Fyorlag Spiders',
    powers: [
      { power: 'Predator Bonding', ability: 'bonding', params: { class: 'predator' }, text: '5ecd7180' },
      { power: 'Climb X3', ability: 'climb-x3', text: '1a73b2de' },
      { power: 'Entangling Web', ability: 'entangling-web', text: '159f11bd' },
    ],
  },
];
