/**
 * Wave 3: Jandar's Oath: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_3_JANDARS_OATH: readonly CardEncoding[] = [
  {
    card: 'Microcorp Agents',
    powers: [
      { power: 'Stealth Armor 15', ability: 'stealth-armor', params: { needs: 15 }, text: 'c00df151' },
      { power: 'Water Suits', ability: 'water-suits', text: '7de61d88' },
      { power: 'Sighting', ability: 'sighting', text: '160d7fb9' },
    ],
  },
  {
    card: 'Saylind the Kyrie Warrior',
    powers: [
      { power: 'Flying', ability: 'flying', text: 'dfca6f25' },
      { power: 'Spear of Summoning', ability: 'spear-of-summoning', text: '5bd144ca' },
    ],
  },
  {
    card: 'Deathwalker 7000',
    powers: [
      { power: 'Stealth Dodge', ability: 'stealth-dodge', text: '961004b0' },
      { power: 'Self-Destruct', ability: 'self-destruct', text: 'e9160796' },
    ],
  },
  {
    card: 'Concan the Kyrie Warrior',
    powers: [
      { power: 'Flying', ability: 'flying', text: 'c7a433d5' },
      {
        power: 'Knight and Sentinel Enhancement',
        ability: 'kin-enhancement',
        params: { class: 'knight,knights,sentinels', attack: 1, defense: 1 },
        text: '2d5bdc82',
      },
    ],
  },
  {
    card: 'Sentinels of Jandar',
    powers: [
      { power: 'Flying', ability: 'flying', text: '41854e5b' },
      { power: 'Shields of Valor', ability: 'shields-of-valor', text: 'c20afee6' },
    ],
  },
  {
    card: 'MacDirk Warriors',
    powers: [
      { power: 'Human Champion Bonding', ability: 'bonding', params: { species: 'human', class: 'champion' }, text: '94480674' },
      { power: 'Highland Fury', ability: 'highland-fury', text: '4b554873' },
    ],
  },
  {
    card: 'Gorillinators',
    powers: [{ power: 'Tough', ability: 'tough', text: 'fe2c60c8' }],
  },
  {
    card: "Johnny 'Shotgun' Sullivan",
    powers: [{ power: 'Shotgun Blast Special Attack', ability: 'shotgun-blast-special-attack', text: '9764992a' }],
  },
  {
    card: 'Alastair MacDirk',
    powers: [{ power: 'Overextend Attack', ability: 'overextend-attack', text: '6b52ded0' }],
  },
  {
    card: 'Marrden Hounds',
    powers: [
      { power: 'Wild Pack Movement', ability: 'wild-pack-movement', text: '9102ca91' },
      { power: 'Marro Plague', ability: 'marro-plague', text: '83a35351' },
    ],
  },
  {
    card: 'Shaolin Monks',
    powers: [
      { power: 'Shaolin Assault', ability: 'shaolin-assault', text: 'f78154fe' },
      { power: 'Stealth Leap', ability: 'stealth-leap', text: 'f0731171' },
    ],
  },
];
