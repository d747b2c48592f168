// The generator of online games (issue 23, item 1; docs/security.md "Seeds and dice"): 128-bit seeds
// key a ChaCha20 keystream, because xoroshiro128+ with a secret 128-bit state still gives its state
// away to anyone who watches the rolls. The first tests run that attack; the rest pin the new
// generator down: known answers, unbiased ranges, exact resumption, forced outcomes.
import { createCipheriv, createHash } from 'node:crypto';
import prand from 'pure-rand';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng, type RngState } from '../index.js';
import { raceGame, type RaceState } from './fixture-race.js';

/** 128-bit seeds drawn once from crypto.randomBytes, fixed so that the test is deterministic. */
const SEEDS = ['c490dbdf5bbe75d16ef5ae08f0e8437a', '6d045a822c19906b7cdae3984ed1ab46', '8baad6a7b6f8f4b1b5a28682badb0136'];

/** What the old construction did with a 128-bit seed: its four 32-bit words were the xoroshiro128+ state. */
function oldXoroshiroState(hex: string): RngState {
  return prand.xoroshiro128plus.fromState([0, 8, 16, 24].map((i) => Number.parseInt(hex.slice(i, i + 8), 16) | 0)).getState?.() ?? [];
}

// ---------------------------------------------------------------------------------------------
// The attack. xoroshiro128+ updates its state with xor, shifts and rotations only, so each state
// bit after k steps is a GF(2)-linear function of the 128 starting bits; its output is the sum of
// two state words, whose lowest bit is the xor of theirs. pure-rand maps an output to a d20 by
// (output + 2^31) mod 20 (rejecting 16 values in 2^32), and 20 is even, so roll − 1 has the
// output's parity: every public roll is one linear equation in the secret state.

/** 128 unknowns as four 32-bit words, plus the right-hand side bit. */
type Equation = { coef: Uint32Array; rhs: number };

/**
 * For each of the next `n` outputs, the 128 coefficients of its lowest bit in terms of the starting
 * state's bits (bit j = bit j%32 of state word j/32). The map is linear with f(0) = 0, so the
 * coefficients are its values on the unit states.
 */
function lowBitCoefficients(n: number): Uint32Array[] {
  const rows = Array.from({ length: n }, () => new Uint32Array(4));
  for (let j = 0; j < 128; j++) {
    const unit = [0, 0, 0, 0];
    unit[j >>> 5] = (1 << (j & 31)) | 0;
    const g = prand.xoroshiro128plus.fromState(unit);
    for (let k = 0; k < n; k++) if (g.unsafeNext() & 1) rows[k]![j >>> 5]! |= 1 << (j & 31);
  }
  return rows;
}

const bit = (v: Uint32Array, j: number): number => (v[j >>> 5]! >>> (j & 31)) & 1;

/**
 * Gaussian elimination over GF(2). Returns a solution (free unknowns set to 0) as xoroshiro state
 * words, or null when the equations contradict each other.
 */
function solveGF2(equations: readonly Equation[]): RngState | null {
  const rows = equations.map((e) => ({ coef: Uint32Array.from(e.coef), rhs: e.rhs }));
  const pivotRowOf: number[] = [];
  let r = 0;
  for (let col = 0; col < 128 && r < rows.length; col++) {
    const p = rows.findIndex((row, i) => i >= r && bit(row.coef, col) === 1);
    if (p < 0) continue;
    [rows[r], rows[p]] = [rows[p]!, rows[r]!];
    const pivot = rows[r]!;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (i !== r && bit(row.coef, col) === 1) {
        for (let w = 0; w < 4; w++) row.coef[w]! ^= pivot.coef[w]!;
        row.rhs ^= pivot.rhs;
      }
    }
    pivotRowOf[col] = r++;
  }
  // Every remaining row has all-zero coefficients: 0 = rhs must hold.
  if (rows.slice(r).some((row) => row.rhs === 1)) return null;
  const x = new Uint32Array(4);
  for (let col = 0; col < 128; col++) {
    const i = pivotRowOf[col];
    if (i !== undefined && rows[i]!.rhs === 1) x[col >>> 5]! |= 1 << (col & 31);
  }
  return Array.from(x, (w) => w | 0);
}

interface AttackResult {
  /** The recovered state, or null when no xoroshiro128+ state explains the rolls seen. */
  recovered: RngState | null;
  /** Of the rolls after those seen, how many the recovered state predicted exactly. */
  predicted: number;
}

/**
 * A spectator sees `seen` rolls of a die with an even number of sides (as 0-based values, so the
 * parity is the output's), solves for the xoroshiro128+ state and predicts the next `later` rolls.
 * With `independentOnly`, only equations independent of the ones already kept are used: a system
 * that always has a solution, so the attacker always gets a prediction to make.
 */
function attack(seen: readonly number[], later: readonly number[], sides: number, independentOnly = false): AttackResult {
  const coef = lowBitCoefficients(seen.length);
  let equations = seen.map((v, k) => ({ coef: coef[k]!, rhs: v & 1 }));
  if (independentOnly) {
    const kept: Equation[] = [];
    for (const e of equations) if (rank([...kept, e]) > kept.length) kept.push(e);
    equations = kept;
  }
  const recovered = solveGF2(equations);
  if (recovered === null) return { recovered, predicted: 0 };
  const rng = new Rng(recovered);
  for (let i = 0; i < seen.length; i++) rng.int(0, sides - 1);
  const predicted = later.filter((v) => rng.int(0, sides - 1) === v).length;
  return { recovered, predicted };
}

/** The rank of the coefficients (right-hand sides ignored). */
function rank(equations: readonly Equation[]): number {
  const rows = equations.map((e) => Uint32Array.from(e.coef));
  let r = 0;
  for (let col = 0; col < 128 && r < rows.length; col++) {
    const p = rows.findIndex((row, i) => i >= r && bit(row, col) === 1);
    if (p < 0) continue;
    [rows[r], rows[p]] = [rows[p]!, rows[r]!];
    for (let i = r + 1; i < rows.length; i++) if (bit(rows[i]!, col) === 1) for (let w = 0; w < 4; w++) rows[i]![w]! ^= rows[r]![w]!;
    r++;
  }
  return r;
}

/** `n` d20 rolls (0-based) from a generator state. */
function d20s(state: RngState, n: number): number[] {
  const rng = new Rng(state);
  return Array.from({ length: n }, () => rng.d20() - 1);
}

const SEEN = 200;
const LATER = 60;

describe('the linear attack on dice (issue 23, item 1)', () => {
  it('on the old construction (128-bit seed as the xoroshiro128+ state) 200 public d20 rolls give the state and all 60 later rolls', () => {
    for (const seed of SEEDS) {
      const state = oldXoroshiroState(seed);
      const rolls = d20s(state, SEEN + LATER);
      const r = attack(rolls.slice(0, SEEN), rolls.slice(SEEN), 20);
      expect(r.recovered).toEqual(state);
      expect(r.predicted).toBe(LATER);
    }
  });

  it('on a table seeded the new way (ChaCha20) the rolls fit no xoroshiro128+ state, and the best fit predicts no better than chance', () => {
    for (const seed of SEEDS) {
      const rolls = d20s(seedRng(seed), SEEN + LATER);
      // 200 equations in 128 unknowns: a chance fit has probability 2^-72.
      expect(attack(rolls.slice(0, SEEN), rolls.slice(SEEN), 20).recovered).toBeNull();
      // Keeping only independent equations always yields a state; its predictions are guesses.
      // Chance is 3 of 60; 13 or more has probability below 10^-5.
      const best = attack(rolls.slice(0, SEEN), rolls.slice(SEEN), 20, true);
      expect(best.recovered).not.toBeNull();
      expect(best.predicted).toBeLessThanOrEqual(12);
    }
  });

  it('through the public view of a game: a spectator recovers an old-style state from the d4 rolls it sees, and not a ChaCha20 one', () => {
    /** d4 rolls (0-based) as a spectator reads them off the race's public positions. */
    function spectate(s: RaceState, n: number): number[] {
      const seen: number[] = [];
      let before = positions(s);
      for (let i = 0; i < n; i++) {
        const p = raceGame.pending(s);
        if (p.terminal) throw new Error('the race ended early');
        expect(raceGame.apply(s, p.rqid, 'gamble').ok).toBe(true);
        const after = positions(s);
        seen.push(after.reduce((sum, x, k) => sum + x - (before[k] ?? 0), 0) - 1);
        before = after;
      }
      return seen;
    }
    function positions(s: RaceState): number[] {
      const view = raceGame.observe(s, null).view as { pos: number[] };
      return [...view.pos];
    }
    function table(seed: string, oldStyle: boolean): RaceState {
      const r = raceGame.setup({ players: 2, goal: 1_000_000 }, seed);
      if (!r.ok) throw new Error(r.error.message);
      if (oldStyle) r.value.state.core.rng = oldXoroshiroState(seed);
      return r.value.state;
    }
    const seed = SEEDS[0]!;
    const old = spectate(table(seed, true), SEEN + LATER);
    expect(attack(old.slice(0, SEEN), old.slice(SEEN), 4).predicted).toBe(LATER);
    const now = spectate(table(seed, false), SEEN + LATER);
    expect(attack(now.slice(0, SEEN), now.slice(SEEN), 4).recovered).toBeNull();
    // Chance is 15 of 60 for a d4; 28 or more has probability below 10^-4.
    expect(attack(now.slice(0, SEEN), now.slice(SEEN), 4, true).predicted).toBeLessThanOrEqual(27);
  });
});

// ---------------------------------------------------------------------------------------------

/** Whole 32-bit draws: with a range of exactly 2^32 nothing is rejected, so these are keystream words. */
function words(rng: Rng, n: number): number[] {
  return Array.from({ length: n }, () => rng.int(0, 0xffffffff));
}

describe('ChaCha20 generator for 128-bit seeds', () => {
  it('is RFC 8439 ChaCha20: the all-zero key and nonce give the keystream of Appendix A.1, test vector 1', () => {
    expect(words(new Rng([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 4)).toEqual([0xade0b876, 0x903df1a0, 0xe56a5d40, 0x28bd8653]);
  });

  it('keys it with SHA-256("skirmish rng chacha20 key v1:" ‖ the seed\'s 16 bytes) and a zero nonce, as OpenSSL computes them', () => {
    for (const seed of SEEDS) {
      const key = createHash('sha256')
        .update(Buffer.concat([Buffer.from('skirmish rng chacha20 key v1:', 'utf8'), Buffer.from(seed, 'hex')]))
        .digest();
      const state = seedRng(seed);
      expect(state).toEqual([...Array.from({ length: 8 }, (_, i) => key.readUInt32LE(4 * i)), 0, 0]);
      // OpenSSL's chacha20 takes a 16-byte IV: the 32-bit block counter, then the 12-byte nonce.
      const stream = createCipheriv('chacha20', key, Buffer.alloc(16)).update(Buffer.alloc(64 * 9));
      expect(words(new Rng(state), 144)).toEqual(Array.from({ length: 144 }, (_, i) => stream.readUInt32LE(4 * i)));
    }
  });

  it('the same seed gives the same rolls; another seed other rolls', () => {
    const a = d20s(seedRng(SEEDS[0]!), 100);
    expect(d20s(seedRng(SEEDS[0]!), 100)).toEqual(a);
    expect(d20s(seedRng(SEEDS[1]!), 100)).not.toEqual(a);
  });

  it('resumes exactly from its exported state at every position, across blocks and buffer refills', () => {
    const whole = words(new Rng(seedRng(SEEDS[1]!)), 200);
    for (let k = 0; k <= 140; k++) {
      const rng = new Rng(seedRng(SEEDS[1]!));
      words(rng, k);
      const state = rng.state();
      expect(state[8]! * 16 + state[9]!).toBe(k);
      expect(words(new Rng(JSON.parse(JSON.stringify(state)) as RngState), 20)).toEqual(whole.slice(k, k + 20));
    }
  });

  it('in a game: a JSON round trip of the state mid-game and a clone both continue exactly as the original', () => {
    const r = raceGame.setup({ players: 3, goal: 1_000 }, SEEDS[2]!);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    const step = (g: RaceState, option: string) => {
      const p = raceGame.pending(g);
      if (p.terminal) throw new Error('over');
      const res = raceGame.apply(g, p.rqid, option);
      if (!res.ok) throw new Error(res.error.message);
    };
    for (let i = 0; i < 25; i++) step(s, i % 3 === 0 ? 'walk' : 'gamble');
    expect(s.core.rng).toHaveLength(10);
    const fromJson = JSON.parse(JSON.stringify(s)) as RaceState;
    const clone = raceGame.clone(s);
    for (let i = 0; i < 40; i++) {
      const option = i % 5 === 0 ? 'run' : 'gamble';
      for (const g of [s, fromJson, clone]) step(g, option);
      expect(raceGame.hash(fromJson)).toBe(raceGame.hash(s));
      expect(raceGame.hash(clone)).toBe(raceGame.hash(s));
    }
  });

  it('draws are unbiased: rejection, not modulo (a range of 2/3 of 2^32, and of 2/3 of 2^53)', () => {
    // With `word % size`, values below 2^32 − size would come up twice as often: 2/3 of draws below
    // the middle instead of 1/2.
    for (const size of [Math.floor((2 ** 32 * 2) / 3), Math.floor((2 ** 53 * 2) / 3)]) {
      const rng = new Rng(seedRng(SEEDS[0]!));
      const n = 20_000;
      let low = 0;
      let outside = 0;
      for (let i = 0; i < n; i++) {
        const v = rng.int(0, size - 1);
        if (!(v >= 0 && v < size)) outside++;
        if (v < size / 2) low++;
      }
      expect(outside).toBe(0);
      // Normal approximation: 1/2 ± 5 standard deviations (0.0177); modulo bias would give 0.667.
      expect(Math.abs(low / n - 0.5)).toBeLessThan(0.0177);
    }
  });

  it('d20 is uniform (chi-square, 19 degrees of freedom, p = 0.001 critical value 43.82), and ranges that do not start at 0 hold', () => {
    const rng = new Rng(seedRng(SEEDS[2]!));
    const n = 100_000;
    const counts = new Array<number>(20).fill(0);
    for (let i = 0; i < n; i++) counts[rng.d20() - 1]!++;
    const chi = counts.reduce((sum, o) => sum + (o - n / 20) ** 2 / (n / 20), 0);
    expect(chi).toBeLessThan(43.82);
    for (let i = 0; i < 1000; i++) {
      const v = rng.int(-3, 3);
      expect(v >= -3 && v <= 3 && Number.isInteger(v)).toBe(true);
    }
    expect(rng.int(7, 7)).toBe(7);
  });

  it('forced outcomes come first and the generator does not advance for them, for both generators', () => {
    for (const state of [seedRng(SEEDS[0]!), seedRng(4242)]) {
      const free = new Rng(state);
      const expected = [free.dN(6), free.dN(6)];
      const forced = new Rng(state, [5, 1]);
      expect([forced.dN(6), forced.dN(6), forced.dN(6), forced.dN(6)]).toEqual([5, 1, ...expected]);
      expect(forced.state()).toEqual(free.state());
      expect(() => new Rng(state, [7]).dN(6)).toThrow(/7 cannot come from a draw of 1\.\.6/);
    }
  });

  it('forcing chance through the game API works on a 128-bit-seeded game', () => {
    const setup = () => {
      const r = raceGame.setup({ players: 2, goal: 100 }, SEEDS[1]!);
      if (!r.ok) throw new Error(r.error.message);
      return r.value.state;
    };
    const forced = setup();
    expect(raceGame.forceChance(forced, [3]).ok).toBe(true);
    const free = setup();
    for (const g of [forced, free]) {
      const p = raceGame.pending(g);
      if (p.terminal) throw new Error('over');
      expect(raceGame.apply(g, p.rqid, 'gamble').ok).toBe(true);
    }
    expect(forced.pos[0]).toBe(3);
    expect(forced.core.rng).toEqual(seedRng(SEEDS[1]!));
    expect(free.core.rng).not.toEqual(seedRng(SEEDS[1]!));
  });

  it("refuses states and ranges that are no generator's, naming what is wrong", () => {
    const good = seedRng(SEEDS[0]!);
    const cases: [RngState, RegExp][] = [
      [[1, 2, 3], /4 numbers \(xoroshiro128\+\) or 10 \(ChaCha20\), got 3/],
      [[...good.slice(0, 8), 0], /got 9/],
      [[-1, ...good.slice(1)], /key word 0 must be a whole number from 0 to 2\^32−1, got -1/],
      [[...good.slice(0, 3), 1.5, ...good.slice(4)], /key word 3/],
      [[...good.slice(0, 8), 2 ** 32, 0], /block counter \(index 8\) .* got 4294967296/],
      [[...good.slice(0, 8), 2 ** 32 - 1, 0], /used up/],
      [[...good.slice(0, 9), 16], /word index \(index 9\) .* got 16/],
    ];
    for (const [state, why] of cases) expect(() => new Rng(state)).toThrow(why);
    const rng = new Rng(good);
    const before = rng.state();
    expect(() => rng.int(3, 2)).toThrow(/whole numbers min ≤ max, got 3\.\.2/);
    expect(() => rng.int(0, 0.5)).toThrow(/got 0\.\.0\.5/);
    expect(() => rng.int(-(2 ** 53 - 1), 2 ** 53 - 1)).toThrow(/at most 2\^53 outcomes/);
    expect(rng.state()).toEqual(before);
  });

  it('the end of the stream is an error, not a wrap-around to repeated dice', () => {
    const rng = new Rng([...seedRng(SEEDS[0]!).slice(0, 8), 2 ** 32 - 2, 15]);
    rng.int(0, 0xffffffff);
    expect(() => rng.int(0, 0xffffffff)).toThrow(/used up/);
  });
});
