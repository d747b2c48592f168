/**
 * Wave 7: Fields of Valor: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_7_FIELDS_OF_VALOR: readonly CardEncoding[] = [
  {
    card: 'Templar Cavalry',
    powers: [
      { power: 'Galloping Charge', ability: 'galloping-charge', text: '6e2ab233' },
      { power: 'Dismiss the Rabble', ability: 'dismiss-the-rabble', text: 'a374a585' },
      { power: 'Righteous Smite', ability: 'righteous-smite', text: '3c55242f' },
    ],
  },
  {
    card: 'Cyprien Esenwein',
    powers: [
      { power: 'Stealth Flying', ability: 'stealth-flying', text: 'd58a7d7a' },
      { power: 'Chilling Touch', ability: 'chilling-touch', text: '56b2ef43' },
      { power: 'Life Drain', ability: 'life-drain', text: 'fe3e5b2f' },
    ],
  },
  {
    card: 'Sonya Esenwein',
    powers: [
      { power: 'Flying', ability: 'flying', text: '55a9824d' },
      { power: 'Life Drain', ability: 'life-drain', text: 'aaf1755f' },
      { power: 'Eternal Strength', ability: 'eternal-strength', text: 'aa6daedb' },
      { power: 'Eternal Heartbreak', ability: 'eternal-heartbreak', params: { partner: 'Cyprien Esenwein' }, text: 'b477f525' },
    ],
  },
  {
    card: 'Iskra Esenwein',
    powers: [
      { power: 'Flying', ability: 'flying', text: '63141acb' },
      { power: 'Life Drain', ability: 'life-drain', text: '3a0f3d27' },
      { power: 'Summon the Rechets of Bogdan', ability: 'summon-the-rechets-of-bogdan', text: 'bfe3aa74' },
    ],
  },
  {
    card: 'Rechets of Bogdan',
    powers: [
      { power: 'Flying', ability: 'flying', text: '7ecc2a2b' },
      { power: 'Lethal Sting', ability: 'lethal-sting', text: 'dcafbf09' },
      { power: "Iskra's Summoning", ability: 'iskra-s-summoning', text: 'b2bd2354' },
    ],
  },
  {
    card: 'Marcu Esenwein',
    powers: [
      { power: 'Flying', ability: 'flying', text: 'cc7ba64d' },
      { power: 'Life Drain', ability: 'life-drain', text: '125c0257' },
      { power: 'Eternal Hatred', ability: 'eternal-hatred', text: '4bcb54b0' },
    ],
  },
  {
    card: 'Ashigaru Harquebus',
    powers: [{ power: 'Wait Then Fire', ability: 'wait-then-fire', text: 'ca2a71ad' }],
  },
  {
    card: 'Isamu',
    powers: [
      { power: 'Vanish 9', ability: 'vanish', params: { needs: 9 }, text: '14ae0c5b' },
      { power: 'Phantom Walk', ability: 'phantom-walk', text: 'd4ed0670' },
      { power: 'Dishonorable Attack', ability: 'dishonorable-attack', text: '293da3c7' },
    ],
  },
  {
    card: 'Warden 816',
    powers: [
      { power: 'Evisceraxe Special Attack', ability: 'evisceraxe-special-attack', text: 'af9452bf' },
      { power: 'Guard Leadership', ability: 'leadership-move', params: { class: 'guards', bonus: 1 }, text: 'ef49d806' },
    ],
  },
  {
    card: 'Kyntela Gwyn',
    powers: [{ power: 'Strength of Oak Aura 1', ability: 'kin-enhancement', params: { species: 'elf,elves', defense: 1 }, text: '85610a86' }],
  },
  {
    card: 'Ashigaru Yari',
    powers: [{ power: 'Encircle Special Attack', ability: 'encircle-special-attack', text: 'f206145b' }],
  },
];
