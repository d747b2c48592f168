/**
 * Special Release: Crest of the Valkyrie: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const CREST_OF_THE_VALKYRIE: readonly CardEncoding[] = [
  {
    card: 'Sir Gilbert',
    powers: [
      { power: "Jandar's Dispatch", ability: 'jandar-s-dispatch', text: '0472d92a' },
      { power: 'Attack Aura 1', ability: 'attack-aura-1', text: '10010d3e' },
    ],
  },
  {
    card: 'Acolarh',
    powers: [
      { power: "Ullar's Amulet", ability: 'ullar-s-amulet', text: 'bb36f5b4' },
      { power: 'Leaf of the Home Tree Aura', ability: 'leaf-of-the-home-tree-aura', text: 'b77aeb2b' },
    ],
  },
  {
    card: 'Laglor',
    powers: [
      { power: 'Vydar’s Range Enhancement Aura', ability: 'vydar-s-range-enhancement-aura', text: '3cda9040' },
      { power: 'Autoload Special Attack', ability: 'autoload-special-attack', text: 'b8698b30' },
    ],
  },
  {
    card: 'Hatamoto Taro',
    powers: [
      { power: 'Heroic Defense Aura', ability: 'heroic-defense-aura', text: '667391d2' },
      { power: 'Adjacent Tough 1', ability: 'adjacent-tough-1', text: '380fd5ec' },
    ],
  },
  {
    card: 'Ornak',
    powers: [
      {
        power: 'Red Flag of Fury Aura',
        ability: 'instead-of-turn',
        params: { unique: 1, kind: 'hero', general: 'utgar', cards: 2, sight: 8, marker: 1 },
        text: 'dc5423ff',
      },
      { power: 'Orc Battle Cry', ability: 'orc-battle-cry', text: '98936984' },
    ],
  },
  {
    card: 'Samuel Brown',
    powers: [{ power: 'Fire And Rush Special Attack', ability: 'fire-and-rush-special-attack', text: 'be034f98' }],
  },
];
