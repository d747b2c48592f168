import prand from 'pure-rand';

/**
 * The seeded generator's state, kept inside the game state as plain numbers so that clone, hash,
 * JSON round-trips and replays all carry it. xoroshiro128+ from pure-rand: well tested, fast, and
 * its state can be exported and restored exactly.
 */
export type RngState = readonly number[];

function exportState(gen: prand.RandomGenerator): RngState {
  // xoroshiro128plus always implements getState; the optional type is for other generators.
  const s = gen.getState?.();
  if (!s) throw new Error('the generator cannot export its state');
  return s;
}

/**
 * A game's seed. A safe integer seeds the generator as pure-rand does (only its low 32 bits count):
 * reproducible local games, tests and simulations. A string of 32 lowercase hex digits is 128 bits
 * that become the generator's whole state (four 32-bit words, most significant first): what the
 * server draws from a cryptographic source for online games, so that no search over a small seed
 * space can match what the players see (docs/security.md).
 */
export type Seed = number | string;

/** 128 bits as 32 lowercase hex digits (one spelling per seed, so records compare exactly). */
export const SEED128 = /^[0-9a-f]{32}$/;

/** Why `seed` cannot seed a game (a sentence naming what was expected), or null when it can. */
export function seedProblem(seed: unknown): string | null {
  if (typeof seed === 'number')
    return Number.isSafeInteger(seed) ? null : `a numeric seed must be a whole number from -(2^53-1) to 2^53-1, got ${String(seed)}`;
  if (typeof seed !== 'string') return `a seed is a whole number or 32 hex digits, got ${typeof seed}`;
  if (!SEED128.test(seed))
    return `a string seed must be exactly 32 lowercase hex digits (128 bits), got "${seed.length > 40 ? `${seed.slice(0, 40)}…` : seed}"`;
  // xoroshiro128+ never leaves the all-zero state: every draw would be 0.
  if (/^0+$/.test(seed)) return 'a 128-bit seed must not be all zeros (the generator would only ever draw 0)';
  return null;
}

export function seedRng(seed: Seed): RngState {
  const problem = seedProblem(seed);
  if (problem) throw new RangeError(problem);
  if (typeof seed === 'number') return exportState(prand.xoroshiro128plus(seed | 0));
  const words = [0, 8, 16, 24].map((i) => Number.parseInt(seed.slice(i, i + 8), 16) | 0);
  return exportState(prand.xoroshiro128plus.fromState(words));
}

/**
 * A live generator for the duration of one engine run. The engine creates it lazily from the
 * state's RngState and writes the advanced state back before returning, so the hot path does not
 * allocate per roll.
 */
export class Rng {
  private gen: prand.RandomGenerator;
  draws = 0;

  /**
   * `forced` (optional) holds outcomes that tests, replays or search have fixed in advance: each draw
   * takes the next one instead of asking the generator (see `int`), which then does not advance.
   */
  constructor(
    state: RngState,
    private readonly forced?: number[],
  ) {
    this.gen = prand.xoroshiro128plus.fromState(state);
  }

  state(): RngState {
    return exportState(this.gen);
  }

  /**
   * Uniform integer in [min, max]: the one chance node every roll, face, draw and shuffle goes
   * through. Its outcomes are enumerable (each of min..max with probability 1/(max−min+1)), which is
   * what lets a forced outcome stand in for the generator.
   */
  int(min: number, max: number): number {
    this.draws++;
    const f = this.forced;
    if (f !== undefined && f.length > 0) {
      const v = f.shift() as number;
      if (!Number.isInteger(v) || v < min || v > max) throw new ForcedChanceError(v, min, max);
      return v;
    }
    return prand.unsafeUniformIntDistribution(min, max, this.gen);
  }

  /** One die with `sides` faces numbered 1..sides. */
  dN(sides: number): number {
    if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`a die needs a positive whole number of sides, got ${sides}`);
    return this.int(1, sides);
  }

  d20(): number {
    return this.int(1, 20);
  }

  /** A die with custom faces (Dice Masters dice, Heroscape combat dice); every face equally likely. */
  face<T>(faces: readonly T[]): T {
    if (faces.length === 0) throw new RangeError('a die needs at least one face');
    return faces[this.int(0, faces.length - 1)] as T;
  }

  /** Index of a face, for dice whose faces are identified by position. */
  faceIndex(faceCount: number): number {
    return this.int(0, faceCount - 1);
  }

  /** Removes and returns one uniformly chosen element (drawing from a bag); undefined when empty. */
  drawFromBag<T>(bag: T[]): T | undefined {
    if (bag.length === 0) return undefined;
    const i = this.int(0, bag.length - 1);
    const last = bag.length - 1;
    const picked = bag[i] as T;
    bag[i] = bag[last] as T;
    bag.pop();
    return picked;
  }

  /** Fisher–Yates shuffle in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }
}

/** A forced outcome that the chance node it reached cannot produce. */
export class ForcedChanceError extends RangeError {
  constructor(
    readonly outcome: number,
    readonly min: number,
    readonly max: number,
  ) {
    super(`the forced chance outcome ${outcome} cannot come from a draw of ${min}..${max}`);
  }
}

/** Heroscape combat die: 3 skull, 2 shield and 1 blank face (Master Game Guide, "Attacking"). */
export const HEROSCAPE_COMBAT_DIE = ['skull', 'skull', 'skull', 'shield', 'shield', 'blank'] as const;
export type CombatFace = (typeof HEROSCAPE_COMBAT_DIE)[number];
