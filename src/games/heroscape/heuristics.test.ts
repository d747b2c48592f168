import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../core/index.js';
import { heroscapeHeuristics } from './heuristics.js';
import { placeMarkers, start, game } from './battle/testkit.js';
import { testArmiesConfig } from './module.js';

describe('Heroscape heuristics', () => {
  it('the evaluation is zero-sum between the two players at the start and in (-1, 1)', () => {
    const s = start(testArmiesConfig());
    const a = heroscapeHeuristics.evaluate(s, 0);
    expect(a).toBeCloseTo(-heroscapeHeuristics.evaluate(s, 1), 12);
    expect(Math.abs(a)).toBeLessThan(1);
  });

  it('determinize resamples only what the player cannot see: the same whatever the hidden marker numbers were', () => {
    const a = start(testArmiesConfig());
    placeMarkers(a, [0, 1, 2, 3], [4, 5, 6, 7]);
    const ca = game.clone(a);
    const cb = game.clone(a);
    // Swap Red's hidden numbers in cb by hand: determinize must not care.
    const reds = cb.cards.filter((c) => c.owner === 0 && c.markers.length > 0);
    const nums = reds.flatMap((c) => c.markers).reverse();
    let k = 0;
    for (const c of reds) c.markers = c.markers.map(() => nums[k++]!);
    heroscapeHeuristics.determinize(ca, 1, new Rng(seedRng(9)));
    heroscapeHeuristics.determinize(cb, 1, new Rng(seedRng(9)));
    expect(ca.cards.map((c) => c.markers)).toEqual(cb.cards.map((c) => c.markers));
    // Blue's own markers are left as they are.
    expect(ca.cards.filter((c) => c.owner === 1).map((c) => c.markers)).toEqual(a.cards.filter((c) => c.owner === 1).map((c) => c.markers));
  });
});
