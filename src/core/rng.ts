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

export function seedRng(seed: number): RngState {
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  return exportState(prand.xoroshiro128plus(seed | 0));
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
