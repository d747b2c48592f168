/**
 * Wave 2: Utgar's Rage: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_2_UTGARS_RAGE: readonly CardEncoding[] = [
  {
    card: 'Krug',
    powers: [
      { power: 'Double Attack', ability: 'double-attack', text: '6568be3d' },
      { power: 'Wounded Smash', ability: 'wounded-smash', text: 'd7c9b37a' },
    ],
  },
  {
    card: 'Minions of Utgar',
    powers: [
      { power: "Utgar's Orders", ability: 'instead-of-turn', params: { species: 'kyrie', general: 'utgar', cards: 1 }, text: '3b03ad08' },
      { power: 'Flying', ability: 'flying', text: '06da9769' },
      { power: 'Deadly Strike', ability: 'deadly-strike', text: '6994f101' },
    ],
  },
  {
    card: 'Knights of Weston',
    powers: [
      { power: 'Human Champion Bonding', ability: 'bonding', params: { species: 'human', class: 'champion' }, text: '717045fb' },
      { power: "A Coward's Reward", ability: 'a-coward-s-reward', text: '28f49618' },
    ],
  },
  {
    card: 'Swog Rider',
    powers: [
      { power: 'Disengage', ability: 'disengage', text: '3f93c892' },
      { power: 'Orc Archer Enhancement', ability: 'kin-enhancement', params: { species: 'orc', class: 'archers', attack: 1, defense: 1 }, text: '0abf893b' },
    ],
  },
  {
    card: '4th Massachusetts Line',
    powers: [
      { power: 'Wait Then Fire', ability: 'wait-then-fire', text: '4e4fec4f' },
      { power: 'Valiant Army Defense Bonus', ability: 'valiant-army-defense-bonus', text: '07fbe137' },
    ],
  },
  {
    card: 'Me-Burq-Sa',
    powers: [{ power: 'Paralyzing Stare 16', ability: 'paralyzing-stare-16', text: '0e198b01' }],
  },
  {
    card: 'Sir Denrick',
    powers: [
      { power: 'Giant Killer', ability: 'giant-killer', text: '0e27e554' },
      { power: "A Coward's Reward", ability: 'a-coward-s-reward', text: '4ad8c70a' },
    ],
  },
  {
    card: 'Anubian Wolves',
    powers: [{ power: 'Unleashed Fury', ability: 'unleashed-fury', text: 'd8609da3' }],
  },
  {
    card: 'Khosumet the Darklord',
    powers: [
      { power: 'Relentless Assault', ability: 'kin-enhancement', params: { personality: 'relentless', attack: 1 }, text: '439663c2' },
      { power: 'Unleashed Fury Enhancement', ability: 'unleashed-fury-enhancement', text: 'aff04776' },
    ],
  },
  {
    card: 'Marro Drones',
    powers: [{ power: 'Hive Swarm', ability: 'hive-swarm', text: 'c986e681' }],
  },
];
