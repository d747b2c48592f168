/**
 * Giant Wave 3: Aquilla's Alliance: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const GIANT_WAVE_3_AQUILLAS_ALLIANCE: readonly CardEncoding[] = [
  {
    card: 'Sujoah',
    powers: [
      { power: 'Flying', ability: 'flying', text: '561a79ef' },
      { power: 'Poison Sting Special Attack', ability: 'poison-sting-special-attack', text: '8996102e' },
    ],
  },
  {
    card: 'Wo-Sa-Ga',
    powers: [
      { power: 'Slither', ability: 'slither', text: '7a2cbfc6' },
      { power: 'Coil Crush', ability: 'coil-crush', text: 'e82523be' },
    ],
  },
  {
    card: 'Zelrig',
    powers: [
      { power: 'Flying', ability: 'flying', text: '637d7db8' },
      { power: 'Majestic Fires Special Attack', ability: 'majestic-fires-special-attack', text: 'db6b5af4' },
    ],
  },
  {
    card: 'Zetacron',
    powers: [{ power: 'Deadly Shot', ability: 'deadly-shot', text: '015cb647' }],
  },
  {
    card: 'Gurei-Oni',
    powers: [
      { power: 'Evil Eye Defense', ability: 'evil-eye-defense', text: 'e5543c0c' },
      { power: 'Tetsubo Special Attack', ability: 'tetsubo-special-attack', text: '10538979' },
    ],
  },
];
