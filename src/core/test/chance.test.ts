// Chance as an explicit node (issue 16): every draw is a uniform whole number in a range, so its
// outcomes are enumerable, and a test or search can fix them through the public API instead of
// hunting for a seed.
import { describe, expect, it } from 'vitest';
import { ForcedChanceError, Rng, seedRng } from '../index.js';
import { raceGame } from './fixture-race.js';

function started(chance?: number[]) {
  const r = raceGame.setup({ players: 2, goal: 30 }, 5, chance ? { chance } : undefined);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

function gamble(s: ReturnType<typeof started>): void {
  const p = raceGame.pending(s);
  if (p.terminal) throw new Error('over');
  const r = raceGame.apply(s, p.rqid, 'gamble');
  if (!r.ok) throw new Error(r.error.message);
}

describe('forced chance', () => {
  it('a forced outcome is the next draw, and the generator does not advance for it', () => {
    const s = started();
    const before = s.core.rng;
    expect(raceGame.forceChance(s, [3, 1]).ok).toBe(true);
    gamble(s);
    gamble(s);
    expect(s.pos).toEqual([3, 1]);
    expect(s.core.rng).toEqual(before);
    expect(s.core.forced).toBeUndefined();
  });

  it('once the forced outcomes are used up, the seeded generator takes over where it was', () => {
    const forced = started();
    raceGame.forceChance(forced, [4]);
    gamble(forced);
    gamble(forced);
    // The forced game's second draw is the first the generator makes, as in an unforced game.
    const one = started();
    gamble(one);
    expect(forced.pos[1]).toBe(one.pos[0]);
  });

  it('an ordinary game carries no forced field, so hashes and records are unchanged', () => {
    const a = started();
    const b = started([]);
    expect('forced' in a.core).toBe(false);
    expect(raceGame.hash(a)).toBe(raceGame.hash(b));
  });

  it('refuses outcomes that are not whole numbers, changing nothing', () => {
    const s = started();
    const h = raceGame.hash(s);
    const r = raceGame.forceChance(s, [2, 1.5]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/outcome 2 must be a whole number/);
    expect(raceGame.hash(s)).toBe(h);
    expect(raceGame.setup({ players: 2, goal: 30 }, 5, { chance: [Number.NaN] }).ok).toBe(false);
  });

  it('an outcome the draw cannot produce is an error naming the range', () => {
    const r = new Rng(seedRng(1), [7]);
    expect(() => r.dN(4)).toThrow(ForcedChanceError);
    expect(() => new Rng(seedRng(1), [0]).dN(6)).toThrow(/0 cannot come from a draw of 1\.\.6/);
    expect(new Rng(seedRng(1), [2]).face(['a', 'b', 'c'])).toBe('c');
  });
});
