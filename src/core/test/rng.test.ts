import { describe, expect, it } from 'vitest';
import { HEROSCAPE_COMBAT_DIE, Rng, seedRng } from '../index.js';

/** Pearson's chi-square statistic of observed counts against expected counts. */
function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - (expected[i] ?? 0)) ** 2 / (expected[i] ?? 1), 0);
}

describe('seeded RNG', () => {
  it('the same seed gives the same rolls, and the state can be exported and resumed', () => {
    const a = new Rng(seedRng(42));
    const b = new Rng(seedRng(42));
    const rollsA = Array.from({ length: 20 }, () => a.d20());
    expect(Array.from({ length: 20 }, () => b.d20())).toEqual(rollsA);
    const mid = a.state();
    const next = Array.from({ length: 5 }, () => a.dN(6));
    const resumed = new Rng(mid);
    expect(Array.from({ length: 5 }, () => resumed.dN(6))).toEqual(next);
    expect(new Rng(seedRng(43)).d20()).not.toBe(undefined);
  });

  it('d20 is uniform (chi-square, 19 degrees of freedom, p = 0.001 critical value 43.82)', () => {
    for (const seed of [1, 2, 3]) {
      const rng = new Rng(seedRng(seed));
      const n = 100_000;
      const counts = new Array<number>(20).fill(0);
      for (let i = 0; i < n; i++) counts[rng.d20() - 1]!++;
      expect(chiSquare(counts, new Array<number>(20).fill(n / 20))).toBeLessThan(43.82);
    }
  });

  it('custom faces: the Heroscape combat die shows skulls 3/6, shields 2/6, blank 1/6 (chi-square, 2 dof, critical 13.82)', () => {
    const rng = new Rng(seedRng(99));
    const n = 60_000;
    const counts = { skull: 0, shield: 0, blank: 0 };
    for (let i = 0; i < n; i++) counts[rng.face(HEROSCAPE_COMBAT_DIE)]++;
    expect(chiSquare([counts.skull, counts.shield, counts.blank], [n / 2, n / 3, n / 6])).toBeLessThan(13.82);
  });

  it('draws from a bag without replacement and shuffles as a permutation', () => {
    const rng = new Rng(seedRng(5));
    const bag = ['a', 'b', 'c', 'd'];
    const drawn = [rng.drawFromBag(bag), rng.drawFromBag(bag), rng.drawFromBag(bag), rng.drawFromBag(bag)];
    expect([...drawn].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(rng.drawFromBag(bag)).toBeUndefined();
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = rng.shuffle([...deck]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(deck);
    expect(shuffled).not.toEqual(deck);
  });

  it('every position of a shuffle is equally likely for an element (chi-square, 4 dof, critical 18.47)', () => {
    const rng = new Rng(seedRng(17));
    const n = 50_000;
    const where = new Array<number>(5).fill(0);
    for (let i = 0; i < n; i++) where[rng.shuffle([0, 1, 2, 3, 4]).indexOf(0)]!++;
    expect(chiSquare(where, new Array<number>(5).fill(n / 5))).toBeLessThan(18.47);
  });

  it('refuses nonsense dice', () => {
    const rng = new Rng(seedRng(1));
    expect(() => rng.dN(0)).toThrow(RangeError);
    expect(() => rng.face([])).toThrow(RangeError);
    expect(() => seedRng(1.5)).toThrow(RangeError);
  });
});
