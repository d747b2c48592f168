import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../core/index.js';
import { heroscapeHeuristics } from './heuristics.js';
import { placeMarkers, start, game } from './battle/testkit.js';
import { testArmiesConfig } from './module.js';
import { boardOf } from './battle/state.js';
import { spaceDistance } from './board.js';

describe('Heroscape heuristics', () => {
  it('the evaluation is nearly zero-sum between the two players at the start (only the pull towards the enemy is one-sided) and in (-1, 1)', () => {
    const s = start(testArmiesConfig());
    const a = heroscapeHeuristics.evaluate(s, 0);
    const b = heroscapeHeuristics.evaluate(s, 1);
    expect(Math.abs(a + b)).toBeLessThan(0.05);
    expect(Math.abs(a)).toBeLessThan(1);
  });

  it('a figure of the evaluating side standing nearer the enemy is worth a little more', () => {
    const s = start(testArmiesConfig());
    const before = heroscapeHeuristics.evaluate(s, 0);
    const red = s.figures.find((f) => f.owner === 0)!;
    const blue = s.figures.find((f) => f.owner === 1)!;
    // Move a Red figure (by hand) to the free space nearest a Blue one.
    const board = boardOf(s);
    const taken = new Set(s.figures.flatMap((f) => [f.head, f.tail]));
    let best = red.head;
    for (let sp = 0; sp < board.nSpaces; sp++)
      if (
        !taken.has(sp) &&
        board.spHeadroom[sp]! >= 8 &&
        spaceDistance(board, sp, blue.head) < spaceDistance(board, best, blue.head) &&
        spaceDistance(board, sp, blue.head) > 1
      )
        best = sp;
    red.head = best;
    expect(heroscapeHeuristics.evaluate(s, 0)).toBeGreaterThan(before);
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

  it('determinize is one fixed assignment: it draws nothing from the generator, so the search agents can cache positions', () => {
    const a = start(testArmiesConfig());
    placeMarkers(a, [0, 1, 2, 3], [4, 5, 6, 7]);
    const rng = new Rng(seedRng(3));
    const before = rng.state();
    const ca = game.clone(a);
    const cb = game.clone(a);
    heroscapeHeuristics.determinize(ca, 1, rng);
    expect(rng.state()).toEqual(before);
    heroscapeHeuristics.determinize(cb, 1, new Rng(seedRng(77)));
    expect(ca.cards.map((c) => c.markers)).toEqual(cb.cards.map((c) => c.markers));
    // Red's face-down positions are kept; only which number lies where is set.
    expect(ca.cards.map((c) => c.markers.length)).toEqual(a.cards.map((c) => c.markers.length));
  });
});
