/**
 * Master Set: Swarm of the Marro: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const SWARM_OF_THE_MARRO: readonly CardEncoding[] = [
  {
    card: 'Marro Hive',
    powers: [
      {
        power: 'Hive Mind',
        ability: 'bonding',
        params: { species: 'marro', kind: 'squad', sizes: 'small,medium', common: 1, within: 12 },
        text: 'e2ec46c9',
      },
      { power: 'Marro Rebirth', ability: 'marro-rebirth', text: '44f49a73' },
    ],
  },
  {
    card: 'Raelin the Kyrie Warrior (2)',
    powers: [
      { power: 'Flying', ability: 'flying', text: 'bd94e36a' },
      { power: 'Extended Defense Aura', ability: 'clear-sight-defense-aura', params: { spaces: 6 }, text: '785986b9' },
      { power: 'Whirlwind Assault', ability: 'whirlwind-assault', text: 'e25eb494' },
    ],
  },
  {
    card: 'Sgt. Drake Alexander (2)',
    powers: [
      { power: 'Thorian Speed', ability: 'thorian-speed', text: '42e4a8d4' },
      { power: 'Pistol Fire Special Attack', ability: 'pistol-fire-special-attack', text: '6c104928' },
      { power: 'Grapple Arm', ability: 'grapple-arm', text: '0244bc3a' },
    ],
  },
  {
    card: 'Shiori',
    powers: [
      { power: 'Concentrated Will', ability: 'concentrated-will', text: 'f67b3b07' },
      { power: 'Phantom Walk', ability: 'phantom-walk', text: '2717d637' },
      { power: 'Shuriken Special Attack', ability: 'shuriken-special-attack', text: 'b8092499' },
    ],
  },
  {
    card: 'Marrden Nagrubs',
    powers: [
      { power: 'Hivelord Life Bonding', ability: 'bonding', params: { class: 'hivelord', sacrifice: 1 }, text: 'a13f6b84' },
      { power: 'Climb X2', ability: 'climb-x2', text: '69e276c6' },
    ],
  },
  {
    card: 'Major Q10',
    powers: [
      { power: 'Machine Pistol Special Attack', ability: 'machine-pistol-special-attack', text: '4d2d985b' },
      { power: 'Wrist Rocket Special Attack', ability: 'wrist-rocket-special-attack', text: 'c79b0222' },
    ],
  },
  {
    card: 'Marro Drudge',
    powers: [
      { power: 'Swamp Water Strength', ability: 'water-mastery', params: { terrain: 'swamp-water' }, text: '74fc55e5' },
      { power: 'Swamp Water Tunnel', ability: 'swamp-water-tunnel', text: 'f40314ed' },
    ],
  },
  {
    card: 'Marro Stingers',
    powers: [{ power: 'Stinger Drain', ability: 'stinger-drain', text: '33db2342' }],
  },
  {
    card: 'Sonlen',
    powers: [
      { power: 'Dragon Healing', ability: 'dragon-healing', text: 'c9aed323' },
      { power: 'Dragon Swoop', ability: 'dragon-swoop', text: '61886b06' },
    ],
  },
  {
    card: 'Tor-Kul-Na',
    powers: [{ power: 'Trample Stomp', ability: 'trample-stomp', text: '2b219110' }],
  },
];
