/**
 * Wave 12: Warriors of Eberron: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_12_WARRIORS_OF_EBERRON: readonly CardEncoding[] = [
  {
    card: 'Black Wyrmling',
    powers: [
      { power: 'Fledgling Acid Breath', ability: 'fledgling-acid-breath', text: '6e8351be' },
      { power: 'Wyrmling Bonding', ability: 'bonding', params: { class: 'wyrmling' }, text: 'cd7421b7' },
      { power: 'Flying', ability: 'flying', text: 'f80896d2' },
    ],
  },
  {
    card: 'White Wyrmling',
    powers: [
      { power: 'Wyrmling Bonding', ability: 'bonding', params: { class: 'wyrmling' }, text: '185fa57b' },
      { power: 'Flying', ability: 'flying', text: '49a892dc' },
      { power: 'Fledgling Ice Shards Special Attack', ability: 'fledgling-ice-shards-special-attack', text: '6696fa9c' },
    ],
  },
  {
    card: 'Blue Wyrmling',
    powers: [
      { power: 'Wyrmling Bonding', ability: 'bonding', params: { class: 'wyrmling' }, text: 'a00e36f5' },
      { power: 'Flying', ability: 'flying', text: 'c676dcdb' },
      { power: 'Fledgling Lightning Breath Special Attack', ability: 'fledgling-lightning-breath-special-attack', text: 'af87cbb9' },
    ],
  },
  {
    card: 'Red Wyrmling',
    powers: [
      { power: 'Wyrmling Bonding', ability: 'bonding', params: { class: 'wyrmling' }, text: '2ad16e43' },
      { power: 'Flying', ability: 'flying', text: '5ab7d06c' },
      { power: 'Fledgling Fires Special Attack', ability: 'fledgling-fires-special-attack', text: '4e6b8ca6' },
    ],
  },
  {
    card: 'Iron Golem',
    powers: [
      { power: 'Iron Tough', ability: 'iron-tough', text: '58846089' },
      { power: 'Lava Resistant', ability: 'lava-resistant', text: '32c3a562' },
    ],
  },
  {
    card: 'Mika Connour',
    powers: [
      { power: 'Shadow Ambush', ability: 'shadow-ambush', text: '11bedd9f' },
      { power: 'Shadow Dance ', ability: 'shadow-dance', text: 'e35279b4' },
      { power: 'Blend Into Shadow', ability: 'blend-into-shadow', text: 'fc7d1fe7' },
    ],
  },
  {
    card: 'Shurrak',
    powers: [
      { power: 'Lava Resistant', ability: 'lava-resistant', text: '07d1dcac' },
      { power: 'Sweeping Sword Special Attack', ability: 'sweeping-sword-special-attack', text: '45961e8e' },
      { power: 'Knockback 14', ability: 'knockback-14', text: '9e7d5919' },
    ],
  },
  {
    card: 'Goblin Cutters',
    powers: [
      { power: 'Mob Attack', ability: 'mob-attack', text: '850d21c5' },
      { power: 'Scale', ability: 'scale', text: 'e3a3e44b' },
      { power: 'Scurry', ability: 'scurry', text: 'd3d36f69' },
    ],
  },
  {
    card: 'Warforged Soldiers',
    powers: [
      { power: 'Warforged Resolve', ability: 'warforged-resolve', text: '5dc536b1' },
      { power: 'Tactical Switch', ability: 'tactical-switch', text: '6d8bff6a' },
    ],
  },
  {
    card: 'Heirloom',
    powers: [
      { power: 'Force Orb Special Attack', ability: 'force-orb-special-attack', text: 'd804d467' },
      { power: 'Warforged Resolve', ability: 'warforged-resolve', text: '994f5472' },
      { power: 'Mage Hand', ability: 'mage-hand', text: 'fb868ff7' },
    ],
  },
  {
    card: 'Rhogar Dragonspine',
    powers: [
      { power: 'Dragon Breath Special Attack', ability: 'dragon-breath-special-attack', text: '4253d9a2' },
      { power: 'Lay On Hands', ability: 'lay-on-hands', text: 'ca520347' },
    ],
  },
  {
    card: 'Kurrok the Elementalist',
    powers: [
      {
        power: 'Master of the Elements',
        ability: 'instead-of-turn',
        params: { species: 'elemental', sizes: 'small,medium', cards: 3, sight: 8 },
        text: '1ce37d37',
      },
      { power: 'Summon Elemental', ability: 'summon-elemental', text: 'd3bda5cb' },
    ],
  },
  {
    card: 'Ogre Warhulk',
    powers: [
      { power: 'Flail Hurricane', ability: 'flail-hurricane', text: '444eb029' },
      { power: 'Mine!', ability: 'mine', text: '270e9f0f' },
    ],
  },
  {
    card: 'Mind Flayer Mastermind',
    powers: [
      { power: 'Psionic Blast Special Attack', ability: 'psionic-blast-special-attack', text: 'ba080de8' },
      { power: 'Enslave 17', ability: 'enslave-17', text: 'ba8b17d0' },
    ],
  },
  {
    card: 'Werewolf Lord',
    powers: [
      { power: 'Lycanthropy', ability: 'lycanthropy', text: '2f5e1f14' },
      { power: 'Moon Frenzy', ability: 'moon-frenzy', text: 'f76cba35' },
    ],
  },
];
