/**
 * Wave 13: Moltenclaw's Invasion: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_13_MOLTENCLAWS_INVASION: readonly CardEncoding[] = [
  {
    card: 'Death Chasers of Thesk',
    powers: [
      { power: 'Taskmaster Bonding', ability: 'bonding', params: { sizes: 'large', personality: 'wild', kind: 'hero' }, text: 'aee5c6ec' },
      { power: 'Orc Battle Rush', ability: 'orc-battle-rush', text: '49069902' },
    ],
  },
  {
    card: 'Death Knights of Valkrill',
    powers: [
      { power: 'Unholy Bonding', ability: 'bonding', params: { sizes: 'small,medium,large', personality: 'relentless', kind: 'hero' }, text: '1a67ed99' },
      { power: 'Soul Weapons', ability: 'soul-weapons', text: 'c2cabf37' },
    ],
  },
  {
    card: 'Ogre Pulverizer',
    powers: [
      { power: 'Double Attack', ability: 'double-attack', text: '19daac31' },
      { power: 'Lumbering Bully', ability: 'lumbering-bully', text: 'b68f2863' },
    ],
  },
  {
    card: 'Frost Giant of Morh',
    powers: [
      { power: 'Indomitable', ability: 'indomitable', text: 'd22b3806' },
      { power: 'Battle Frenzy', ability: 'battle-frenzy', text: '6512cdea' },
      { power: 'Dying Swipe', ability: 'dying-swipe', text: 'b6113a26' },
    ],
  },
  {
    card: 'Master of the Hunt',
    powers: [
      { power: 'Mortal Strike', ability: 'mortal-strike', text: 'b80378e8' },
      { power: 'Javelin', ability: 'javelin', text: '6902727b' },
    ],
  },
  {
    card: 'Eltahale',
    powers: [
      { power: 'Thunder Ram Assault Special Attack', ability: 'thunder-ram-assault-special-attack', text: '277a345a' },
      { power: 'Thunder Step', ability: 'thunder-step', text: 'dd353af6' },
    ],
  },
  {
    card: 'Mezzodemon Warmongers',
    powers: [{ power: 'Poison Cloud', ability: 'poison-cloud', text: '97fdff99' }],
  },
  {
    card: 'Moltenclaw',
    powers: [
      { power: 'Burning Breath Special Attack', ability: 'burning-breath-special-attack', text: '10403715' },
      { power: 'Flying', ability: 'flying', text: '5a22ce5d' },
      { power: 'Lava Resistant', ability: 'lava-resistant', text: '13ea45d8' },
    ],
  },
  {
    card: 'Siege',
    powers: [{ power: 'Crag of Steel', ability: 'crag-of-steel', text: '1c0505f7' }],
  },
  {
    card: 'Ice Troll Berserker',
    powers: [
      { power: 'Ice Troll Charge', ability: 'ice-troll-charge', text: '68472684' },
      { power: 'Cold Regenerate', ability: 'cold-regenerate', text: '38d13106' },
    ],
  },
  {
    card: 'Evar Scarcarver',
    powers: [
      { power: 'Double Assault', ability: 'double-assault', text: '6363f1b3' },
      { power: 'Frost Rage', ability: 'frost-rage', text: '4b4aaa8b' },
    ],
  },
  {
    card: 'Horned Skull Brutes',
    powers: [
      { power: 'Expendable Rabble ', ability: 'expendable-rabble', text: 'cc617a53' },
      { power: 'Barge Into Battle ', ability: 'barge-into-battle', text: '40c86e56' },
    ],
  },
];
