/**
 * Wave 11: Champions of the Forgotten Realms: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from './types.js';

export const WAVE_11_CHAMPIONS_OF_THE_FORGOTTEN_REALMS: readonly CardEncoding[] = [
  {
    card: 'Air Elemental',
    powers: [{ power: 'Stealth Flying', ability: 'stealth-flying', text: '10d8457e' }],
  },
  {
    card: 'Wyvern',
    powers: [{ power: 'Flying', ability: 'flying', text: '4a741f22' }],
  },
  {
    card: 'Phantom Knights',
    powers: [{ power: 'Stealth Flying', ability: 'stealth-flying', text: '7f49f1e9' }],
  },
  {
    card: 'Fen Hydra',
    powers: [{ power: 'Slither', ability: 'slither', text: '9fbf4589' }],
  },
  {
    card: 'Mogrimm Forgehammer',
    powers: [{ power: 'Tough', ability: 'tough', text: '212fd9de' }],
  },
];
