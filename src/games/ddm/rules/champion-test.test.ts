// Tests for ddm-battle-rules-2011 "CHAMPION TEST".
import { describe, expect, it } from 'vitest';
import { championTest } from './champion-test.js';

const dice =
  (...r: number[]) =>
  () =>
    r.shift() ?? 1;

describe('champion test', () => {
  it('the side with the higher champion rolls twice and keeps the higher', () => {
    const r = championTest([3, 0], dice(2, 15, 10));
    expect(r.rolls).toEqual([[2, 15], [10]]);
    expect(r.winner).toBe(0);
  });
  it('a tie goes to the player with the higher-rated active champion', () => {
    expect(championTest([0, 2], dice(12, 12, 4)).winner).toBe(1);
  });
  it('a tie between equal ratings is re-rolled', () => {
    const r = championTest([1, 1], dice(7, 7, 3, 9));
    expect(r.rolls).toHaveLength(4);
    expect(r.winner).toBe(1);
  });
});
