/**
 * Master Set: Battle for the Underdark: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const BATTLE_FOR_THE_UNDERDARK: readonly CardEncoding[] = [
  {
    card: 'Erevan Sunshadow',
    powers: [
      { power: 'Fire Blast Special Attack', ability: 'fire-blast-special-attack', text: '653b950c' },
      { power: 'Fey Step', ability: 'fey-step', text: '139c501c' },
    ],
  },
  {
    card: 'Tandros Kreel',
    powers: [
      { power: '+2 Broadsword', ability: '2-broadsword', text: 'f4fafb44' },
      { power: 'Cleave', ability: 'cleave', text: '81819363' },
      { power: 'Combat Challenge', ability: 'combat-challenge', text: '891fbe57' },
    ],
  },
  {
    card: 'Darrak Ambershard',
    powers: [
      { power: 'Sneak Attack 2', ability: 'sneak-attack-2', text: '98eaa7f4' },
      { power: 'Hide in Darkness', ability: 'hide-in-darkness', text: 'fe7da5b0' },
      { power: 'Disarm Traps', ability: 'disarm-traps', text: '256b5d30' },
    ],
  },
  {
    card: 'Feral Troll',
    powers: [
      { power: 'Blood Frenzy', ability: 'blood-frenzy', text: '733cd7d2' },
      { power: 'Regenerate', ability: 'regenerate', text: '2ef9dc6c' },
    ],
  },
  {
    card: 'Ana Karithon',
    powers: [
      { power: 'Healing Word', ability: 'healing-word', text: '28f15ccc' },
      { power: 'Protection From Evil Aura', ability: 'protection-from-evil-aura', text: '174606e5' },
      { power: 'Turn Undead Special Attack', ability: 'turn-undead-special-attack', text: '1131c8b6' },
    ],
  },
  {
    card: 'Pelloth',
    powers: [
      { power: "Lolth's Wrath Special Attack", ability: 'lolth-s-wrath-special-attack', text: 'c1076960' },
      { power: 'Lurk In Shadows', ability: 'lurk-in-shadows', text: '52b4c50d' },
    ],
  },
  {
    card: 'Deepwyrm Drow',
    powers: [
      { power: 'Poison Weapons', ability: 'poison-weapons', text: '78b1aaa4' },
      { power: 'Hide in Darkness', ability: 'hide-in-darkness', text: '51d75110' },
    ],
  },
];
