// The data of the importer's side table (import/side-table.ts explains it): what the ddmwi file lacks,
// in our own terms — facts the rules need that the file does not
// carry. Kept small on purpose; every entry says why it is here.
import type { PowerInput, Size } from '../cards/schema.js';

/**
 * Creature size ("Legal Position", "Big Creatures"): the file has no size field, so every creature
 * would stand on a Medium space. These are the sizes the project knows from its own starter cards
 * (content/creatures.ts, the figures' bases); any other creature is Medium until listed here.
 */
export const SIZES: Readonly<Record<string, Size>> = {
  'Feral Troll': 'Large',
  Treant: 'Huge',
  Warhorse: 'Large',
  // Creatures the importer enforces whose monster is Large in the D&D rules the figures follow.
  'Cave Bear': 'Large',
  'Celestial Giant Owl': 'Large',
  'Nessian Warhound': 'Large',
  'Phase Spider': 'Large',
  'Centaur War Hulk': 'Large',
  'Dire Bear': 'Large',
  'Dracotaur Rager': 'Large',
  'Hill Giant': 'Large',
  'Minotaur Skeleton': 'Large',
  // Its Overwhelming Size ("against smaller targets") needs it.
  'Ogre Brute': 'Large',
  'Skeletal Cyclops': 'Large',
};

/**
 * Basic attacks ("HOW TO READ A CREATURE STAT CARD": the basic attack icons): the file marks only a
 * few with {M}/{R}; the first attack printed is the melee basic attack. A creature listed here also
 * has these further attacks (by position in the file, 0-based) as basic ones.
 */
export const EXTRA_BASIC_ATTACKS: Readonly<Record<string, readonly number[]>> = {
  // Its bow is a ranged basic attack (the starter card in content/creatures.ts).
  'Drow Archer': [1],
};

/**
 * Per-creature encodings of one-off powers (by creature, then power name), in the vocabulary of
 * cards/schema.ts, for powers whose wording no general reader covers. Each is the project's own
 * encoding, the same as the starter card's where there is one.
 */
export const ONE_OFF_POWERS: Readonly<Record<string, Readonly<Record<string, PowerInput>>>> = {
  // "Mounts and Riders": the rulebook's example mount.
  Warhorse: {
    'Trained Mount': { kind: 'mount', name: 'Trained Mount', riders: 1, maxSize: 'Medium', keywords: ['Elf', 'Human'] },
    Charger: { kind: 'charger', name: 'Charger', damage: 10 },
  },
  // Powers with a file of their own (cards/custom/), as on the starter cards.
  'Gnoll Marauder': { Headstrong: { kind: 'custom', name: 'Headstrong', custom: 'headstrong' } },
  'Dire Wolf': { 'Bring Down Prey': { kind: 'custom', name: 'Bring Down Prey', custom: 'bring-down-prey' } },
  'Drow Archer': { 'Pinpoint Shot': { kind: 'custom', name: 'Pinpoint Shot', custom: 'pinpoint-shot' } },
  'Gold Dragon Hatchling': { 'Sap Strength': { kind: 'custom', name: 'Sap Strength', custom: 'sap-strength' } },
  Treant: { Trample: { kind: 'custom', name: 'Trample', custom: 'trample' } },
  'Black Dragon Hatchling': { 'Hatchling Swarm': { kind: 'custom', name: 'Hatchling Swarm', custom: 'hatchling-swarm' } },
  // Wicked Dodge's one wording ("if the attack roll is a natural 1-9 … reroll that attack against a
  // different target"), composed of shared parts as on the starter card.
  'Defiant Rake': {
    'Wicked Dodge': {
      kind: 'triggered',
      name: 'Wicked Dodge',
      trigger: 'self-hit-by-melee',
      activated: true,
      uses: 1,
      effect: { kind: 'attack-misses', maxNatural: 9, retarget: true },
    },
  },
  'Flamescorched Kobold': {
    Combustible: { kind: 'custom', name: 'Combustible', custom: 'combustible' },
    Evasive: { kind: 'custom', name: 'Evasive', custom: 'evasive' },
    'Mob Attack': { kind: 'custom', name: 'Mob Attack', custom: 'mob-attack' },
  },
};
