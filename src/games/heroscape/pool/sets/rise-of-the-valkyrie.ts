/**
 * Master Set: Rise of the Valkyrie: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const RISE_OF_THE_VALKYRIE: readonly CardEncoding[] = [
  {
    card: 'Marro Warriors',
    powers: [{ power: 'Water Clone', ability: 'water-clone', text: '2202f8f2' }],
  },
  {
    card: 'Deathwalker 9000',
    powers: [
      { power: 'Explosion Special Attack', ability: 'explosion-special-attack', text: '7c94214b' },
      { power: 'Range Enhancement', ability: 'range-enhancement', text: '8d9113fd' },
    ],
  },
  {
    card: 'Izumi Samurai',
    powers: [{ power: 'Counter Strike', ability: 'counter-strike', params: { except: 'samurai' }, text: '41a44f75' }],
  },
  {
    card: 'Sgt. Drake Alexander (1)',
    powers: [
      { power: 'Thorian Speed', ability: 'thorian-speed', text: '42e4a8d4' },
      { power: 'Grapple Gun 25', ability: 'grapple-gun-25', text: '4beb1af8' },
    ],
  },
  {
    card: 'Syvarris',
    powers: [{ power: 'Double Attack', ability: 'double-attack', text: '2dd40905' }],
  },
  {
    card: 'Krav Maga Agents',
    powers: [{ power: 'Stealth Dodge', ability: 'stealth-dodge', text: '251f2137' }],
  },
  {
    card: 'Tarn Viking Warriors',
    powers: [{ power: 'Berserker Charge', ability: 'berserker-charge', text: 'b5b2d655' }],
  },
  {
    card: 'Agent Carr',
    powers: [
      { power: 'Ghost Walk', ability: 'ghost-walk', text: '83019ef4' },
      { power: 'Sword of Reckoning 4', ability: 'sword-of-reckoning-4', text: '634d66b2' },
      { power: 'Disengage', ability: 'disengage', text: 'b6da1071' },
    ],
  },
  {
    card: 'Zettian Guards',
    powers: [{ power: 'Zettian Targeting', ability: 'zettian-targeting', text: '1e6cc0db' }],
  },
  {
    card: 'Airborne Elite',
    powers: [
      { power: 'Grenade Special Attack', ability: 'grenade-special-attack', text: '64bc08e0' },
      { power: 'The Drop', ability: 'the-drop', text: '2bc8c7e2' },
    ],
  },
  {
    card: 'Finn the Viking Champion',
    powers: [
      { power: 'Attack Aura 1', ability: 'attack-aura-1', text: 'ee3e7c16' },
      { power: "Warrior's Attack Spirit 1", ability: 'warrior-s-attack-spirit-1', text: 'ca7725bc' },
    ],
  },
  {
    card: 'Thorgrim the Viking Champion',
    powers: [
      { power: "Warrior's Armor Spirit 1", ability: 'warrior-s-armor-spirit-1', text: '91891393' },
      { power: 'Defensive Aura 1', ability: 'defensive-aura-1', text: 'eeea33ff' },
    ],
  },
  {
    card: 'Raelin the Kyrie Warrior (1)',
    powers: [
      { power: 'Defensive Aura', ability: 'defensive-aura', text: 'aef2015a' },
      { power: 'Flying', ability: 'flying', text: 'bd94e36a' },
    ],
  },
  {
    card: 'Mimring',
    powers: [
      { power: 'Fire Line Special Attack', ability: 'fire-line-special-attack', text: '99ed23e4' },
      { power: 'Flying', ability: 'flying', text: 'eb55a69e' },
    ],
  },
  {
    card: 'Ne-gok-sa',
    powers: [{ power: 'Mind Shackle 20', ability: 'mind-shackle-20', text: '06a544d5' }],
  },
  {
    card: 'Grimnak',
    powers: [
      { power: 'Chomp', ability: 'chomp', text: 'a291af2b' },
      { power: 'Orc Warrior Enhancement', ability: 'orc-warrior-enhancement', text: '6ba89442' },
    ],
  },
];
