// What the ddmwi file lacks, in our own terms (issue 20): facts the rules need that the file does not
// carry. Kept small on purpose; every entry says why it is here.
import type { Size } from '../cards/schema.js';

/**
 * Creature size ("Legal Position", "Big Creatures"): the file has no size field, so every creature
 * would stand on a Medium space. These are the sizes the project knows from its own starter cards
 * (content/creatures.ts, the figures' bases); any other creature is Medium until listed here.
 */
export const SIZES: Readonly<Record<string, Size>> = {
  'Feral Troll': 'Large',
  Treant: 'Huge',
  Warhorse: 'Large',
};

/**
 * Basic attacks ("HOW TO READ A CREATURE STAT CARD": the basic attack icons): the file marks only a
 * few with {M}/{R}; the first attack printed is the melee basic attack. A creature listed here also
 * has these further attacks (by position in the file, 0-based) as basic ones.
 */
export const EXTRA_BASIC_ATTACKS: Readonly<Record<string, readonly number[]>> = {};
