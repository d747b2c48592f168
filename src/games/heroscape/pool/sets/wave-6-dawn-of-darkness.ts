/**
 * Wave 6: Dawn of Darkness: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_6_DAWN_OF_DARKNESS: readonly CardEncoding[] = [
  {
    card: 'Kaemon Awa',
    powers: [
      { power: 'Counter Strike', ability: 'counter-strike', params: { except: 'samurai' }, text: '41a44f75' },
      { power: 'Quick Release Special Attack', ability: 'quick-release-special-attack', text: '7ca74f2a' },
    ],
  },
  {
    card: 'Empress Kiova',
    powers: [
      { power: 'Stealth Flying', ability: 'stealth-flying', text: '0b664fed' },
      { power: 'Gift of the Empress Aura', ability: 'gift-of-the-empress-aura', text: '12e513b5' },
    ],
  },
  {
    card: 'Runa',
    powers: [
      { power: 'Flying', ability: 'flying', text: '657b6343' },
      { power: 'Helm of Mitonsoul Aura', ability: 'helm-of-mitonsoul-aura', text: '200ad2b1' },
    ],
  },
  {
    card: 'Einar Imperium',
    powers: [{ power: 'Double Attack', ability: 'double-attack', text: '43e90a86' }],
  },
  {
    card: 'Tagawa Samurai Archers',
    powers: [{ power: 'Counter Strike', ability: 'counter-strike', params: { except: 'samurai' }, text: '41a44f75' }],
  },
  {
    card: 'Heavy Gruts',
    powers: [
      { power: 'Orc Champion Bonding', ability: 'bonding', params: { species: 'orc', class: 'champion' }, text: 'd8eca1aa' },
      { power: 'Disengage', ability: 'disengage', text: '3d273e58' },
    ],
  },
  {
    card: 'Shades of Bleakwoode',
    powers: [
      { power: 'Stealth Flying', ability: 'stealth-flying', text: '6676ae22' },
      { power: 'Soul Devour', ability: 'soul-devour', text: 'a6bcdfcc' },
    ],
  },
  {
    card: 'Eldgrim the Viking Champion',
    powers: [
      { power: 'Overextend Attack', ability: 'overextend-attack', text: '4d405f0f' },
      { power: "Warrior's Swiftness Spirit", ability: 'warrior-s-swiftness-spirit', text: '64146370' },
    ],
  },
  {
    card: 'Zombies of Morindan',
    powers: [
      { power: 'Horde Movement', ability: 'horde-movement', text: '6e239531' },
      { power: 'Zombie Onslaught Special Attack', ability: 'zombie-onslaught-special-attack', text: '34bd84cd' },
      { power: 'Zombies Rise Again', ability: 'zombies-rise-again', text: '4cf2acde' },
    ],
  },
  {
    card: 'Kee-Mo-Shi',
    powers: [
      { power: 'Mind Shackle 19', ability: 'mind-shackle-19', text: 'fc7b3106' },
      { power: 'Toxic Skin', ability: 'toxic-skin', text: '626c9542' },
    ],
  },
];
