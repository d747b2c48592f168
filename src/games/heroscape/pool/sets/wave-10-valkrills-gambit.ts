/**
 * Wave 10: Valkrill's Gambit: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_10_VALKRILLS_GAMBIT: readonly CardEncoding[] = [
  {
    card: 'Sir Hawthorne',
    powers: [
      { power: 'Blind Rage Special Attack', ability: 'blind-rage-special-attack', text: '1c05491c' },
      { power: 'Stab in the Back', ability: 'stab-in-the-back', text: 'ba7a145a' },
    ],
  },
  {
    card: 'Nerak the Glacian Swog Rider',
    powers: [
      { power: 'Disengage', ability: 'disengage', text: 'c05d132d' },
      { power: 'Orc Defensive Aura 1', ability: 'clear-sight-defense-aura', params: { spaces: 4, species: 'orc', owner: 'any' }, text: '4a79dfdc' },
      { power: 'Snow Strength', ability: 'water-mastery', params: { terrain: 'snow' }, text: '073b0fb4' },
    ],
  },
  {
    card: 'Elite Onyx Vipers',
    powers: [
      { power: 'Slither', ability: 'slither', text: 'e9df9f0f' },
      { power: 'Frenzy', ability: 'frenzy', text: 'b334c7a3' },
      { power: 'Evasive 8', ability: 'evasive-8', text: 'e0fc030d' },
    ],
  },
  {
    card: 'Granite Guardians',
    powers: [
      { power: 'Rock Throw', ability: 'rock-throw', text: 'da7a8a9e' },
      { power: 'Landslide', ability: 'landslide', text: '175ba832' },
      { power: 'Gain High Ground', ability: 'gain-high-ground', text: '5613adeb' },
    ],
  },
  {
    card: 'Quasatch Hunters',
    powers: [
      { power: 'Feral Rage', ability: 'feral-rage', text: 'd594cf8e' },
      { power: 'Techno Hatred', ability: 'techno-hatred', text: '70486b86' },
      { power: 'Jungle Tracking', ability: 'jungle-tracking', text: 'a25080f5' },
    ],
  },
];
