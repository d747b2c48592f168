// 128-bit seeds (issue 23, item 1): 32 hex digits key the ChaCha20 generator (src/core/rng.ts), numeric
// seeds keep exactly the xoroshiro128+ generator they always had, and records carry either kind.
import prand from 'pure-rand';
import { describe, expect, it } from 'vitest';
import { Rng, recordSchema, replay, seedProblem, seedRng, makeRecord, type Choice } from '../index.js';
import { raceGame } from './fixture-race.js';

const HEX = '0123456789abcdeffedcba9876543210';

function rolls(seed: number | string, n = 8): number[] {
  const r = new Rng(seedRng(seed));
  return Array.from({ length: n }, () => r.int(1, 1_000_000));
}

describe('seeds', () => {
  it('a numeric seed gives the generator pure-rand gives it (old records and tests are unchanged)', () => {
    for (const seed of [0, 1, 7, 4242, 2 ** 31 - 1, -5]) expect(seedRng(seed)).toEqual(prand.xoroshiro128plus(seed).getState?.());
  });

  it('32 hex digits key the ChaCha20 generator: a 10-number state (8 key words, block, word), reproducible, one per seed', () => {
    const s = seedRng(HEX);
    expect(s).toHaveLength(10);
    expect(s.slice(8)).toEqual([0, 0]);
    expect(s.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)).toBe(true);
    expect(seedRng(HEX)).toEqual(s);
    expect(rolls(HEX)).toEqual(rolls(HEX));
    expect(rolls(HEX)).not.toEqual(rolls('0123456789abcdeffedcba9876543211'));
    // The key is hashed from the seed, not the seed itself (src/core/test/csprng.test.ts checks the hash).
    expect(s.slice(0, 4)).not.toEqual([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]);
  });

  it('numeric seeds never reach the 128-bit generator: their state is always the 4-word xoroshiro128+ one', () => {
    // xoroshiro128plus(n) starts from (-1, ~n, n, 0): 2^32 states among 2^128, and none is ChaCha20's.
    for (const n of [0, 1, 123456, 2 ** 31 - 1]) {
      const s = seedRng(n);
      expect(s).toHaveLength(4);
      expect([s[0], s[3]]).toEqual([-1, 0]);
    }
  });

  it('bad seeds are refused with the reason, and setup changes nothing', () => {
    const cases: [unknown, RegExp][] = [
      ['00000000000000000000000000000000', /must not be all zeros/],
      [HEX.toUpperCase(), /32 lowercase hex digits/],
      [HEX.slice(1), /32 lowercase hex digits/],
      ['seven', /32 lowercase hex digits/],
      [1e30, /whole number from/],
      [1.5, /whole number from/],
      [null, /whole number or 32 hex digits/],
    ];
    for (const [seed, why] of cases) {
      expect(seedProblem(seed)).toMatch(why);
      const r = raceGame.setup({ players: 2, goal: 30 }, seed as number);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(why);
    }
  });

  it('a record with a 128-bit seed validates and replays to the same final state', () => {
    const started = raceGame.setup({ players: 2, goal: 30 }, HEX);
    if (!started.ok) throw new Error(started.error.message);
    const s = started.value.state;
    const choices: Choice[] = [];
    for (let i = 0; i < 6; i++) {
      const p = raceGame.pending(s);
      if (p.terminal) break;
      const option = p.options[0]!.id;
      choices.push({ rqid: p.rqid, option });
      expect(raceGame.apply(s, p.rqid, option).ok).toBe(true);
    }
    const rec = makeRecord(raceGame, { players: 2, goal: 30 }, HEX, choices, s);
    expect(recordSchema.safeParse(JSON.parse(JSON.stringify(rec))).success).toBe(true);
    const back = replay(raceGame, rec);
    expect(back.ok && back.value.hash).toBe(raceGame.hash(s));
    expect(recordSchema.safeParse({ ...rec, seed: '00000000000000000000000000000000' }).success).toBe(false);
    expect(recordSchema.safeParse({ ...rec, seed: HEX.toUpperCase() }).success).toBe(false);
  });
});
