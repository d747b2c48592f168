/**
 * Special Release: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const SPECIAL_RELEASE: readonly CardEncoding[] = [
  {
    card: 'Agent Skahen',
    powers: [
      { power: 'Double Attack', ability: 'double-attack', text: 'd7c3df4c' },
      { power: 'Cover Fire', ability: 'cover-fire', text: '8c968fa6' },
      { power: 'Stealth Dodge', ability: 'stealth-dodge', text: 'abe2ac20' },
    ],
  },
  {
    card: 'Master Win Chiu Woo',
    powers: [
      { power: "Master's Assault", ability: 'master-s-assault', text: '065177a7' },
      { power: 'Stealth Leap 25', ability: 'stealth-leap-25', text: 'b3ee6d40' },
      { power: "Master's Influence", ability: 'master-s-influence', text: '1b5cc45e' },
    ],
  },
];
