/**
 * Giant Wave 1: Orms Return: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const GIANT_WAVE_1_ORMS_RETURN: readonly CardEncoding[] = [
  {
    card: 'Charos',
    powers: [
      { power: 'Counter Strike', ability: 'counter-strike', text: 'd7289e7e' },
      { power: 'Flying', ability: 'flying', text: '8cb92648' },
    ],
  },
  {
    card: 'Deathwalker 8000',
    powers: [{ power: 'Rapid Fire Special Attack', ability: 'rapid-fire-special-attack', text: 'df6d2678' }],
  },
  {
    card: 'Brunak',
    powers: [
      { power: 'Carry', ability: 'carry', text: '79d47076' },
      { power: 'Blood Hungry Special Attack', ability: 'blood-hungry-special-attack', text: '1d175f52' },
      { power: 'Lava Resistant', ability: 'lava-resistant', text: 'cdf947bd' },
    ],
  },
  {
    card: 'Dund',
    powers: [{ power: 'Crippling Gaze 15', ability: 'crippling-gaze-15', text: '0b88879a' }],
  },
];
