// What the ddmwi file lacks, in our own terms (issue 20): facts the rules need that the file does not
// carry, kept small and explained. The rows themselves name creatures, so they live with the other
// card data in content/ddmwi-side-table.ts:
// - SIZES: creature size ("Legal Position", "Big Creatures"); the file has no size field, so a
//   creature not listed stands on a Medium space;
// - EXTRA_BASIC_ATTACKS: basic attacks beyond the first printed one (the file marks few);
// - ONE_OFF_POWERS: per-creature encodings of one-off powers no general reader covers.
export { EXTRA_BASIC_ATTACKS, ONE_OFF_POWERS, SIZES } from '../content/ddmwi-side-table.js';
