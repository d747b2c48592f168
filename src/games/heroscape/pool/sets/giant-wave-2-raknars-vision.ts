/**
 * Giant Wave 2: Raknar's Vision: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const GIANT_WAVE_2_RAKNARS_VISION: readonly CardEncoding[] = [
  {
    card: 'Su-Bak-Na',
    powers: [
      { power: 'Hive Supremacy', ability: 'hive-supremacy', text: '01a144c8' },
      { power: 'Flying', ability: 'flying', text: 'e1bdc2b0' },
    ],
  },
  {
    card: 'Braxas',
    powers: [
      { power: 'Poisonous Acid Breath', ability: 'poisonous-acid-breath', text: '5ef4f1ef' },
      { power: 'Flying', ability: 'flying', text: 'a01940d9' },
    ],
  },
  {
    card: 'Nilfheim',
    powers: [
      { power: 'Flying', ability: 'flying', text: 'dc8df723' },
      { power: 'Ice Shard Breath Special Attack', ability: 'ice-shard-breath-special-attack', text: '2d7988d3' },
    ],
  },
  {
    card: 'Theracus',
    powers: [
      { power: 'Flying', ability: 'flying', text: '287c2084' },
      { power: 'Carry', ability: 'carry', text: 'c5e9d5e9' },
    ],
  },
  {
    card: 'Major Q9',
    powers: [{ power: 'Queglix Gun Special Attack', ability: 'queglix-gun-special-attack', text: 'ad450117' }],
  },
  {
    card: 'Jotun',
    powers: [
      { power: 'Wild Swing Special Attack', ability: 'wild-swing-special-attack', text: '00fb27cb' },
      { power: 'Throw 14', ability: 'throw-14', text: 'c63c49cf' },
    ],
  },
];
