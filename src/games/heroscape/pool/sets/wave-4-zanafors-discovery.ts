/**
 * Wave 4: Zanafor's Discovery: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_4_ZANAFORS_DISCOVERY: readonly CardEncoding[] = [
  {
    card: 'Guilty McCreech',
    powers: [{ power: 'Double Attack', ability: 'double-attack', text: 'c36d61b8' }],
  },
  {
    card: 'Tagawa Samurai',
    powers: [
      { power: 'Counter Strike', ability: 'counter-strike', params: { except: 'samurai' }, text: '41a44f75' },
      { power: 'Bloodlust', ability: 'bloodlust', text: 'ed4e0877' },
    ],
  },
  {
    card: 'Sacred Band',
    powers: [
      { power: 'Einar Warlord Bonding', ability: 'bonding', params: { general: 'einar', class: 'warlord' }, text: 'f3f0baac' },
      { power: 'Disciplined Army Defense Bonus', ability: 'disciplined-army-defense-bonus', text: '668f43a3' },
    ],
  },
  {
    card: 'Parmenio',
    powers: [
      { power: 'Disciplined Influence', ability: 'disciplined-influence', text: 'e4c0cfa2' },
      { power: 'Sacred Band Defy Death 15', ability: 'defy-death', params: { needs: 15, named: 'Sacred Band' }, text: '07a49222' },
    ],
  },
  {
    card: 'Armoc Vipers',
    powers: [
      { power: 'Ullar Warlord Bonding', ability: 'bonding', params: { general: 'ullar', class: 'warlord' }, text: '0573553f' },
      { power: 'Slither', ability: 'slither', text: '6ec78c68' },
    ],
  },
  {
    card: 'James Murphy',
    powers: [{ power: 'Shotgun Blast Special Attack', ability: 'shotgun-blast-special-attack', text: 'a71087b7' }],
  },
  {
    card: 'Gladiatrons',
    powers: [
      { power: 'Cyberclaw', ability: 'cyberclaw', text: 'dd71f1db' },
      { power: 'Melee Defense 1', ability: 'melee-defense-1', text: '08b551c0' },
    ],
  },
  {
    card: 'Aubrien Archers',
    powers: [{ power: 'Frenzy', ability: 'frenzy', text: 'e19431be' }],
  },
  {
    card: 'Sudema',
    powers: [{ power: 'Stare of Store', ability: 'stare-of-store', text: 'd936b285' }],
  },
  {
    card: 'Valguard',
    powers: [
      { power: 'First Assault 3', ability: 'first-assault-3', text: '90dc691b' },
      { power: 'Berserker Charge Enhancement', ability: 'berserker-charge-enhancement', text: 'c25df17c' },
    ],
  },
  {
    card: 'Deadeye Dan',
    powers: [
      { power: 'Ullar Enhanced Rifle Special Attack', ability: 'ullar-enhanced-rifle-special-attack', text: 'a7ac0435' },
      { power: 'Sharpshooter', ability: 'sharpshooter', text: '4bfc0e1e' },
    ],
  },
  {
    card: 'Major X17',
    powers: [
      { power: 'Improved Cyberclaw', ability: 'improved-cyberclaw', text: 'feac0910' },
      { power: 'Melee Defense 4', ability: 'melee-defense-4', text: '358ee76f' },
    ],
  },
  {
    card: 'Morsbane',
    powers: [{ power: 'Rod of Negation', ability: 'rod-of-negation', text: 'ead16a7f' }],
  },
];
