/**
 * Wave 9: Blackmoon Siege: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_9_BLACKMOON_SIEGE: readonly CardEncoding[] = [
  {
    card: 'Omnicron Repulsors',
    powers: [
      { power: 'Circuitry Overload', ability: 'circuitry-overload', text: '560da5ea' },
      { power: 'Targeting Beacon', ability: 'targeting-beacon', text: '8b699a93' },
      { power: 'EMP Response', ability: 'emp-response', text: '559675de' },
    ],
  },
  {
    card: 'Atlaga the Kyrie Warrior',
    powers: [
      { power: 'Flying', ability: 'flying', text: '728e45ef' },
      { power: 'Kyrie Leadership', ability: 'leadership-move', params: { species: 'kyrie', bonus: 1, others: 1 }, text: 'bce52f15' },
      { power: "Ullar's Bolt of the Witherwood", ability: 'ullar-s-bolt-of-the-witherwood', text: '9c250baf' },
    ],
  },
  {
    card: 'Protectors of Ullar',
    powers: [
      { power: 'Combined Arbalest', ability: 'combined-arbalest', text: 'c0ed2168' },
      { power: 'Flying', ability: 'flying', text: 'a2820985' },
    ],
  },
  {
    card: 'Capuan Gladiators',
    powers: [
      { power: 'Human Gladiator Bonding', ability: 'bonding', params: { species: 'human', class: 'gladiator', kind: 'hero' }, text: 'dc9e067a' },
      { power: 'Initiative Advantage', ability: 'initiative-advantage', text: '54f17b65' },
    ],
  },
  {
    card: 'Migol Ironwill',
    powers: [
      { power: 'One Shield Defense', ability: 'one-shield-defense', text: 'e457d1ed' },
      { power: 'Climb X2', ability: 'climb-x2', text: 'f7446e1b' },
      { power: 'Deadly Strike', ability: 'deadly-strike', text: '651b51d7' },
    ],
  },
  {
    card: 'Kumiko',
    powers: [
      { power: 'Ninjutsu Barrage Special Attack', ability: 'ninjutsu-barrage-special-attack', text: 'f44b8687' },
      { power: 'Phantom Walk', ability: 'phantom-walk', text: '947c9d6d' },
    ],
  },
  {
    card: 'The Axe Grinders of Burning Forge',
    powers: [
      { power: 'Dwarven Strategic Bonding', ability: 'bonding', params: { species: 'dwarf', kind: 'hero', declinedMove: 2 }, text: '8e14224e' },
      { power: 'Climb X2', ability: 'climb-x2', text: 'af8d21cf' },
      { power: 'Fearless Advantage', ability: 'fearless-advantage', text: '3094f3ac' },
    ],
  },
  {
    card: 'Tul-Bak-Ra',
    powers: [
      { power: 'Mind Blast Special Attack', ability: 'mind-blast-special-attack', text: 'b2434e9c' },
      { power: 'Teleportation', ability: 'teleportation', text: 'a72868c0' },
      { power: 'Teleport Reinforments', ability: 'teleport-reinforcements', text: '311e4b88' },
    ],
  },
  {
    card: 'Brave Arrow',
    powers: [
      {
        power: 'Scout Melee Attack Enhancement',
        ability: 'kin-enhancement',
        params: { class: 'scout,scouts', attack: 1, adjacentTarget: 1 },
        text: '6b5d7ec9',
      },
      { power: 'Concealment 10', ability: 'concealment', params: { needs: 10 }, text: '517d4c27' },
      { power: 'Tracking', ability: 'tracking', text: '845da778' },
    ],
  },
  {
    card: 'Mohican River Tribe',
    powers: [
      { power: 'Battle Fury', ability: 'battle-fury', text: 'c85c4657' },
      { power: 'War Cry', ability: 'war-cry', params: { unique: 1, class: 'tribesman', kind: 'hero' }, text: 'c544c24c' },
      { power: 'Concealment 19', ability: 'concealment', params: { needs: 19 }, text: '65d3475f' },
    ],
  },
  {
    card: 'Marro Dividers',
    powers: [
      { power: 'Cell Divide', ability: 'cell-divide', text: '63d4a441' },
      { power: 'Self Replicating', ability: 'not-rebirthed', text: '83c8dd3b' },
    ],
  },
];
