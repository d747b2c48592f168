/**
 * Wave 5: Thora's Vengeance: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_5_THORAS_VENGEANCE: readonly CardEncoding[] = [
  {
    card: 'Ninjas of the Northern Wind',
    powers: [
      { power: 'Disappearing Ninja', ability: 'disappearing-ninja', text: '33969f07' },
      { power: 'Ghost Walk', ability: 'ghost-walk', text: '9a2b7fb0' },
      { power: 'Disengage', ability: 'disengage', text: '64b990cf' },
    ],
  },
  {
    card: 'Kozuke Samurai',
    powers: [
      { power: 'Counter Strike', ability: 'counter-strike', params: { except: 'samurai' }, text: '41a44f75' },
      { power: 'Charging Assault', ability: 'charging-assault', text: '2b3b7db8' },
    ],
  },
  {
    card: 'Deathreavers',
    powers: [
      { power: 'Scatter', ability: 'scatter', text: 'dd65382a' },
      { power: 'Disengage', ability: 'disengage', text: 'a84a6ad6' },
      { power: 'Climb X2', ability: 'climb-x2', text: '0a8b8a75' },
    ],
  },
  {
    card: 'Crixus',
    powers: [{ power: 'One Shield Defense', ability: 'one-shield-defense', text: 'daf2cf20' }],
  },
  {
    card: 'Retiarius',
    powers: [{ power: 'Net Trip 14', ability: 'net-trip-14', text: '332f4961' }],
  },
  {
    card: 'Warriors of Ashra',
    powers: [{ power: 'Defensive Agility', ability: 'defensive-agility', text: '9e94ad31' }],
  },
  {
    card: 'Death Stalkers',
    powers: [{ power: 'Maul', ability: 'maul', text: '913d1c3a' }],
  },
  {
    card: 'Spartacus',
    powers: [{ power: 'Gladiator Inspiration:', ability: 'gladiator-inspiration', text: 'a34b27af' }],
  },
  {
    card: 'Nakita Agents',
    powers: [
      { power: 'Smoke Powder 13', ability: 'smoke-powder', params: { needs: 13 }, text: '6722c8d4' },
      { power: 'Engagement Strike 15', ability: 'engagement-strike', params: { needs: 15 }, text: 'fc351c9b' },
      { power: 'Gorillinator Movement Bonding', ability: 'movement-bonding', params: { name: 'Gorillinators', figures: 3, spaces: 7 }, text: '652076c0' },
    ],
  },
  {
    card: 'Blastatrons',
    powers: [
      { power: 'Gladiatron Movement Bonding', ability: 'movement-bonding', params: { name: 'Gladiatrons', figures: 4, spaces: 5 }, text: '45b30087' },
      { power: 'Homing Device', ability: 'homing-device', text: '45965176' },
    ],
  },
];
