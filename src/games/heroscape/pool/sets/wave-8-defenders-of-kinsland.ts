/**
 * Wave 8: Defenders of Kinsland: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_8_DEFENDERS_OF_KINSLAND: readonly CardEncoding[] = [
  {
    card: 'Ulginesh',
    powers: [
      { power: 'Mind Link', ability: 'instead-of-turn', params: { species: 'elf', class: 'wizard', cards: 2, sight: 6 }, text: 'afbae7dc' },
      { power: 'Flying', ability: 'flying', text: '72b273b4' },
    ],
  },
  {
    card: 'Wolves of Badru',
    powers: [
      { power: 'Darklord Bonding', ability: 'bonding', params: { class: 'darklord' }, text: 'b6c9717d' },
      { power: 'Climb 2X', ability: 'climb-x2', text: 'c7ced784' },
      { power: 'Pounce Special Attack', ability: 'pounce-special-attack', text: '81b7cf05' },
    ],
  },
  {
    card: 'Grok Riders',
    powers: [
      { power: 'Marro Warlord Bonding', ability: 'bonding', params: { species: 'marro', class: 'warlord' }, text: '494166bf' },
      { power: 'Mark of the Warlord', ability: 'mark-of-the-warlord', params: { species: 'marro', class: 'warlord' }, text: '24156097' },
      { power: 'Grok Training', ability: 'not-rebirthed', text: 'ffaf859f' },
    ],
  },
  {
    card: '10th Regiment of Foot',
    powers: [
      { power: 'Wait Then Fire', ability: 'wait-then-fire', text: '47e9582e' },
      { power: 'Melee Defense 1', ability: 'melee-defense-1', text: '322bae46' },
      { power: 'Bayonet Attack 1', ability: 'bayonet-attack-1', text: 'db62ce75' },
    ],
  },
  {
    card: 'Moriko',
    powers: [
      { power: 'Phantom Walk', ability: 'phantom-walk', text: '77cc356c' },
      { power: 'Saber Storm Special Attack', ability: 'saber-storm-special-attack', text: '30d0c641' },
    ],
  },
  {
    card: 'Otonashi',
    powers: [
      { power: 'Tricky Speed 4', ability: 'tricky-speed-4', text: 'cb668b5e' },
      { power: 'Phantom Walk', ability: 'phantom-walk', text: 'f3024876' },
      { power: 'Attack the Wild 2', ability: 'attack-the-wild-2', text: 'df1ec060' },
    ],
  },
  {
    card: 'Chardris',
    powers: [{ power: 'Fire Strike Special Attack', ability: 'fire-strike-special-attack', text: 'e8cc7d15' }],
  },
  {
    card: 'Jorhdawn',
    powers: [{ power: 'Rain of Flame Special Attack', ability: 'rain-of-flame-special-attack', text: '681d5702' }],
  },
  {
    card: 'Emirroon',
    powers: [{ power: 'Elven Summoning Spell', ability: 'elven-summoning-spell', text: 'e4ae2e37' }],
  },
  {
    card: 'Arkmer',
    powers: [
      { power: 'Staff of Lerkintin', ability: 'staff-of-lerkintin', text: '8b32802d' },
      { power: 'Engagement Strike 13', ability: 'engagement-strike', params: { needs: 13 }, text: '26ca3f86' },
    ],
  },
  {
    card: 'Sir Dupuis',
    powers: [
      { power: "Knight's Courage", ability: 'knight-s-courage', text: '8687f5a1' },
      { power: 'Tactical Disengagement 7', ability: 'tactical-disengagement', params: { needs: 7 }, text: '999a65a6' },
      { power: 'Chalice of Fortitude', ability: 'chalice-of-fortitude', text: 'dc938a68' },
    ],
  },
  {
    card: 'Kato Katsuro',
    powers: [
      {
        power: "Kato Katsuro's Command",
        ability: 'instead-of-turn',
        params: { groups: 'class=samurai,kind=hero|class=samurai,kind=squad|name=Ashigaru Harquebus+name=Ashigaru Yari', sight: 'any' },
        text: 'c7b72ce5',
      },
    ],
  },
];
