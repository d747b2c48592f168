/**
 * Seed derivation. Every game of a simulation and every agent in it gets its own seed, computed
 * from the master seed and its index alone, so results do not depend on which worker ran what.
 */

/** Mixes integers into a well-spread 31-bit non-negative seed (murmur3 finaliser steps). */
export function mixSeed(...parts: readonly number[]): number {
  let h = 0x9e3779b9 | 0;
  for (const p of parts) {
    let k = Math.imul(p | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    // Carry the high part of large seeds too (seeds up to 2^53).
    const hi = Math.floor(p / 0x100000000) | 0;
    if (hi !== 0) h = Math.imul(h ^ hi, 0x85ebca6b);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 1;
}
