/**
 * Wave 1: Malliddon's Prophecy: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_1_MALLIDDONS_PROPHECY: readonly CardEncoding[] = [
  {
    card: 'Taelord the Kyrie Warrior',
    powers: [
      { power: 'Stealth Flying', ability: 'stealth-flying', text: '6d339ab9' },
      { power: 'Attack Aura', ability: 'attack-aura', text: '130053f6' },
    ],
  },
  {
    card: 'Kelda the Kyrie Warrior',
    powers: [
      { power: 'Flying', ability: 'flying', text: 'fe72458c' },
      { power: 'Healing Touch', ability: 'healing-touch', text: '9629a51b' },
    ],
  },
  {
    card: 'Venoc Warlord',
    powers: [
      { power: 'Slither', ability: 'slither', text: '3736d173' },
      { power: 'Frenzy Enhancement', ability: 'frenzy-enhancement', text: 'c497e55d' },
      { power: 'Scout Leadership', ability: 'leadership-move', params: { class: 'scouts', bonus: 2 }, text: '7834da79' },
    ],
  },
  {
    card: 'Tornak',
    powers: [
      { power: 'Disengage', ability: 'disengage', text: 'ebb2989f' },
      { power: 'Orc Warrior Enhancement', ability: 'orc-warrior-enhancement', text: 'ae9fa76c' },
    ],
  },
  {
    card: 'Venoc Vipers',
    powers: [
      { power: 'Slither', ability: 'slither', text: 'f46f65a7' },
      { power: 'Frenzy', ability: 'frenzy', text: '3993f444' },
    ],
  },
  {
    card: 'Roman Legionnaires',
    powers: [
      { power: 'Warlord Bonding', ability: 'bonding', params: { class: 'warlord' }, text: '7384a8bb' },
      { power: 'Shield Wall', ability: 'shield-wall', text: '3f1cd7b6' },
    ],
  },
  {
    card: 'Arrow Gruts',
    powers: [
      { power: 'Beast Bonding', ability: 'bonding', params: { class: 'beast' }, text: 'e7962348' },
      { power: 'Disengage', ability: 'disengage', text: 'fe235cb0' },
    ],
  },
  {
    card: 'Blade Gruts',
    powers: [
      { power: 'Orc Champion Bonding', ability: 'bonding', params: { species: 'orc', class: 'champion' }, text: '2621d157' },
      { power: 'Disengage', ability: 'disengage', text: '6a08f9d9' },
    ],
  },
  {
    card: 'Omnicron Snipers',
    powers: [{ power: 'Deadly Shot', ability: 'deadly-shot', text: 'f1837209' }],
  },
  {
    card: 'Marcus Decimus Gallus',
    powers: [
      { power: 'Soldier Leadership', ability: 'leadership-move', params: { class: 'soldiers', bonus: 1 }, text: '8db36e11' },
      { power: 'Soldier Attack Enhancement', ability: 'kin-enhancement', params: { class: 'soldier,soldiers', attack: 1 }, text: '572703e1' },
    ],
  },
  {
    card: 'Roman Archers',
    powers: [{ power: 'Arrow Volley Special Attack', ability: 'arrow-volley-special-attack', text: '38318287' }],
  },
];
