/**
 * Wave 11: Champions of the Forgotten Realms: the powers of its army cards our modules play (pool/types.ts). A card or power not
 * listed here is not enforced (the coverage report, docs/heroscape-cards.md, says which).
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 */
import type { CardEncoding } from '../types.js';

export const WAVE_11_CHAMPIONS_OF_THE_FORGOTTEN_REALMS: readonly CardEncoding[] = [
  {
    card: 'Air Elemental',
    powers: [
      { power: 'Stealth Flying', ability: 'stealth-flying', text: '10d8457e' },
      { power: 'Air Mastery', ability: 'air-mastery', text: '72450f02' },
      { power: 'Swirling Vortex', ability: 'swirling-vortex', text: 'c8221cd5' },
    ],
  },
  {
    card: 'Earth Elemental',
    powers: [
      { power: 'Earth Slam Special Attack', ability: 'earth-slam-special-attack', text: 'c3d2b860' },
      { power: 'Underground Movement', ability: 'underground-movement', text: '59d7783d' },
    ],
  },
  {
    card: 'Wyvern',
    powers: [
      { power: 'Flying', ability: 'flying', text: '4a741f22' },
      { power: 'Talon Grab', ability: 'talon-grab', text: 'a1b0a15b' },
      { power: 'Venomous Sting', ability: 'venomous-sting', text: '6097c241' },
    ],
  },
  {
    card: 'Phantom Knights',
    powers: [
      { power: 'Insubstantial 3', ability: 'insubstantial-3', text: '85d3d5f5' },
      { power: 'Stealth Flying', ability: 'stealth-flying', text: '7f49f1e9' },
    ],
  },
  {
    card: 'Fen Hydra',
    powers: [
      { power: 'Reach', ability: 'reach', text: '89ae5ead' },
      { power: 'Slither', ability: 'slither', text: '9fbf4589' },
    ],
  },
  {
    card: 'Mogrimm Forgehammer',
    powers: [
      { power: 'Combat Leader', ability: 'combat-leader', text: '444d8523' },
      { power: "Commander's Strike", ability: 'commander-s-strike', text: 'd3cc6d92' },
      { power: 'Tough', ability: 'tough', text: '212fd9de' },
    ],
  },
  {
    card: 'Sahuagin Raider',
    powers: [
      { power: 'Blood Frenzy', ability: 'blood-frenzy', text: '23b6c023' },
      { power: 'Amphibious', ability: 'amphibious', text: '812f318c' },
    ],
  },
  {
    card: 'Torin',
    powers: [
      { power: 'Battle Axe', ability: 'battle-axe', text: 'c41027e7' },
      { power: 'Evil Eye Protection', ability: 'evil-eye-protection', text: '0ec18792' },
    ],
  },
  {
    card: 'Sharwin Wildborn',
    powers: [
      { power: 'Arcane Riposte', ability: 'arcane-riposte', text: 'ee8f606f' },
      { power: 'Shocking Grasp', ability: 'shocking-grasp', text: '160d3aa8' },
      { power: 'Arcane Bolt Special Attack', ability: 'arcane-bolt-special-attack', text: 'e8303f37' },
    ],
  },
  {
    card: 'Brandis Skyhunter',
    powers: [
      { power: 'Sky Watcher', ability: 'sky-watcher', text: '79262cf8' },
      { power: "Archer's Glory", ability: 'archer-s-glory', text: '7478ff72' },
    ],
  },
  {
    card: 'Estivara',
    powers: [
      { power: "Lolth's Judgment Aura", ability: 'lolth-s-judgment-aura', text: '8a8ccf96' },
      { power: 'Venom Ray Special Attack', ability: 'venom-ray-special-attack', text: '095cbead' },
      { power: 'Cloud of Darkness', ability: 'cloud-of-darkness', text: 'b92af184' },
    ],
  },
  {
    card: 'Fire Elemental',
    powers: [
      { power: 'Searing Intensity', ability: 'searing-intensity', text: '367c884b' },
      { power: 'Negative Element', ability: 'negative-element', text: '7e14c7de' },
    ],
  },
  {
    card: 'Water Elemental',
    powers: [
      { power: 'Water Mastery', ability: 'water-mastery', text: '5f53b5da' },
      { power: 'Water Tunnel', ability: 'water-tunnel', text: '1060abb3' },
    ],
  },
  {
    card: 'Drow Chainfighter',
    powers: [
      { power: 'Hide in Darkness', ability: 'hide-in-darkness', text: 'e26c0548' },
      { power: 'Chain Grab', ability: 'chain-grab', text: '4f5484f7' },
    ],
  },
  {
    card: 'Greater Ice Elemental',
    powers: [
      { power: 'Ice Cold', ability: 'ice-cold', text: '399fc9fe' },
      { power: 'Ice Spikes 15', ability: 'ice-spikes', params: { needs: 15 }, text: '2849f5a7' },
      { power: 'Cold Healing', ability: 'cold-healing', text: '7a196b9c' },
    ],
  },
  {
    card: 'Greenscale Warriors',
    powers: [
      { power: 'Loyalty To The Lizard King', ability: 'loyalty-to-the-lizard-king', text: '2b438b37' },
      { power: 'Lizard King Bonding', ability: 'bonding', params: { chosen: 'loyalty-to-the-lizard-king' }, text: '92cc21b7' },
    ],
  },
];
