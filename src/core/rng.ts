import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import prand from 'pure-rand';

/**
 * The seeded generator's state, kept inside the game state as plain numbers so that clone, hash,
 * JSON round-trips and replays all carry it. Its length says which generator it belongs to:
 *
 * - 4 numbers: xoroshiro128+ from pure-rand (its exported state words), for numeric seeds. Fast and
 *   well tested, but not secure: its output bits are linear over GF(2) in its state, so whoever sees
 *   enough rolls can solve for the state and predict every later roll (src/core/test/csprng.test.ts).
 *   Local games, tests and simulations, where the seed is known anyway, keep it exactly as it was.
 * - 10 numbers: the ChaCha20 keystream (RFC 8439), for 128-bit seeds (online games): the eight
 *   32-bit key words as ChaCha reads them (little-endian, each 0..2^32−1), then the block counter of
 *   the next unused keystream word (32 bits; block 2^32−1 is never computed, see LAST_BLOCK), then
 *   that word's index in its block (0..15).
 *   See `chachaKeyWords` for how the key comes from the seed.
 */
export type RngState = readonly number[];

/** Length of a xoroshiro128+ state (pure-rand's four 32-bit words). */
const XOROSHIRO_LENGTH = 4;
/** Length of a ChaCha20 state: 8 key words, block counter, word index in the block. */
const CHACHA_LENGTH = 10;
/** Words in one 64-byte ChaCha20 block. */
const BLOCK_WORDS = 16;
/** RFC 8439's counter is 32 bits and @noble/ciphers refuses to use block 2^32−1 (it never wraps). */
const LAST_BLOCK = 2 ** 32 - 2;

function exportState(gen: prand.RandomGenerator): RngState {
  // xoroshiro128plus always implements getState; the optional type is for other generators.
  const s = gen.getState?.();
  if (!s) throw new Error('the generator cannot export its state');
  return s;
}

/**
 * A game's seed. A safe integer seeds xoroshiro128+ as pure-rand does (only its low 32 bits count):
 * reproducible local games, tests and simulations. A string of 32 lowercase hex digits is 128 bits
 * that key the ChaCha20 generator: what the server draws from a cryptographic source for online
 * games, so that neither a search over the seeds nor solving for the generator's state from the
 * rolls anyone sees can predict a later roll (docs/security.md).
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
  // ChaCha20 would run from it, but 128 zero bits is what a broken or unread random source gives.
  if (/^0+$/.test(seed)) return 'a 128-bit seed must not be all zeros (that is what a failed random source produces)';
  return null;
}

/**
 * Label hashed in front of the seed: the key is then used for nothing else that hashes the seed
 * (the server's AI seeds hash it under their own label, src/server/seeds.ts). The "v1" names this
 * derivation; changing it changes every online game's dice, so it stays fixed.
 */
const KEY_LABEL = 'skirmish rng chacha20 key v1:';

/**
 * The 256-bit ChaCha20 key of a 128-bit seed: SHA-256(KEY_LABEL as UTF-8 ‖ the seed's 16 bytes), read
 * as eight little-endian 32-bit words. ChaCha20's security analysis assumes a uniformly random
 * 256-bit key; hashing spreads the seed's 128 bits over all of them instead of padding with fixed
 * bits, and the key keeps the seed's 128 bits of entropy (a 2^128 search, the security level we
 * want). The nonce is 12 zero bytes: each key drives exactly one stream, so no nonce is ever reused
 * with a different stream (two tables with the same seed are meant to have the same dice).
 */
function chachaKeyWords(hex: string): number[] {
  const label = new TextEncoder().encode(KEY_LABEL);
  const input = new Uint8Array(label.length + 16);
  input.set(label);
  for (let i = 0; i < 16; i++) input[label.length + i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return littleEndianWords(sha256(input));
}

function littleEndianWords(bytes: Uint8Array): number[] {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i += 4)
    words.push(((bytes[i] as number) | ((bytes[i + 1] as number) << 8) | ((bytes[i + 2] as number) << 16) | ((bytes[i + 3] as number) << 24)) >>> 0);
  return words;
}

export function seedRng(seed: Seed): RngState {
  const problem = seedProblem(seed);
  if (problem) throw new RangeError(problem);
  if (typeof seed === 'number') return exportState(prand.xoroshiro128plus(seed | 0));
  return [...chachaKeyWords(seed), 0, 0];
}

/** The generator behind one `Rng`: 32 uniform bits per call, and its state as plain numbers. */
interface WordSource {
  /** A uniform integer in [0, 2^32). */
  next(): number;
  state(): RngState;
}

/** Blocks computed per call to ChaCha20 once a run draws past its first block: fewer calls per draw. */
const BUFFER_BLOCKS = 4;
const NONCE = new Uint8Array(12);
const ZEROS = new Uint8Array(BUFFER_BLOCKS * 64);
/** Keystream bytes between the cipher and `words`; shared, since a fill never yields mid-way. */
const KEYSTREAM = new Uint8Array(BUFFER_BLOCKS * 64);

/**
 * The ChaCha20 keystream (RFC 8439, via @noble/ciphers) read as little-endian 32-bit words, with the
 * state layout documented on `RngState`. Restoring a state recomputes the blocks it points into, so
 * the position is exact whatever the buffer size.
 */
class ChaChaWords implements WordSource {
  private readonly key: Uint8Array;
  private readonly words = new Uint32Array(BUFFER_BLOCKS * BLOCK_WORDS);
  /** Block counter of words[0]. */
  private base = 0;
  /** Words of the buffer that hold keystream (fewer than its length only at the end of the stream). */
  private filled = 0;
  /** Index into words of the next unused word. */
  private index = 0;

  constructor(state: RngState) {
    const problem = chachaStateProblem(state);
    if (problem) throw new RangeError(problem);
    this.key = new Uint8Array(32);
    for (let i = 0; i < 8; i++) {
      const w = state[i] as number;
      this.key[4 * i] = w & 0xff;
      this.key[4 * i + 1] = (w >>> 8) & 0xff;
      this.key[4 * i + 2] = (w >>> 16) & 0xff;
      this.key[4 * i + 3] = (w >>> 24) & 0xff;
    }
    // Only the block the state points into: most engine runs draw a few words and stop.
    this.fill(state[8] as number, 1);
    this.index = state[9] as number;
  }

  private fill(block: number, wanted: number): void {
    if (block > LAST_BLOCK) throw new RangeError(`this seed's ChaCha20 stream is used up (2^32−1 blocks of 16 draws)`);
    const blocks = Math.min(wanted, LAST_BLOCK - block + 1);
    const n = blocks * 64;
    chacha20(this.key, NONCE, ZEROS.subarray(0, n), KEYSTREAM.subarray(0, n), block);
    // Explicit little-endian reads: the same words on every host, as RFC 8439 serialises them.
    const b = KEYSTREAM;
    for (let i = 0, j = 0; j < n; i++, j += 4)
      this.words[i] = ((b[j] as number) | ((b[j + 1] as number) << 8) | ((b[j + 2] as number) << 16) | ((b[j + 3] as number) << 24)) >>> 0;
    this.base = block;
    this.filled = blocks * BLOCK_WORDS;
    this.index = 0;
  }

  next(): number {
    if (this.index >= this.filled) this.fill(this.base + this.filled / BLOCK_WORDS, BUFFER_BLOCKS);
    return this.words[this.index++] as number;
  }

  state(): RngState {
    const keyWords = littleEndianWords(this.key);
    return [...keyWords, this.base + Math.floor(this.index / BLOCK_WORDS), this.index % BLOCK_WORDS];
  }
}

const isWord = (x: unknown): boolean => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 0xffffffff;

function chachaStateProblem(state: RngState): string | null {
  for (let i = 0; i < 8; i++) if (!isWord(state[i])) return `ChaCha20 state: key word ${i} must be a whole number from 0 to 2^32−1, got ${String(state[i])}`;
  const block = state[8];
  if (!isWord(block)) return `ChaCha20 state: the block counter (index 8) must be a whole number from 0 to 2^32−1, got ${String(block)}`;
  const word = state[9];
  if (!Number.isInteger(word) || (word as number) < 0 || (word as number) >= BLOCK_WORDS)
    return `ChaCha20 state: the word index (index 9) must be a whole number from 0 to 15, got ${String(word)}`;
  return null;
}

/** 2^32 and 2^53 as exact doubles (the ranges one and two keystream words cover). */
const TWO_32 = 0x100000000;
const TWO_53 = 2 ** 53;

/**
 * Unbiased uniform integer in [0, size) from a word source, by rejection: words at or above the
 * largest multiple of `size` are redrawn, so every residue is equally likely (plain `% size` would
 * favour the low residues). Sizes above 2^32 take 53 bits from two words, the same way.
 */
function uniformBelow(src: WordSource, size: number): number {
  if (size <= TWO_32) {
    const limit = TWO_32 - (TWO_32 % size);
    let w = src.next();
    while (w >= limit) w = src.next();
    return w % size;
  }
  const limit = TWO_53 - (TWO_53 % size);
  let v = (src.next() & 0x1fffff) * TWO_32 + src.next();
  while (v >= limit) v = (src.next() & 0x1fffff) * TWO_32 + src.next();
  return v % size;
}

/** Why `state` is no generator's state, or null (checked once per `Rng`, not per draw). */
function stateProblem(state: RngState): string | null {
  if (!Array.isArray(state)) return `a generator state is an array of numbers, got ${typeof state}`;
  if (state.length === XOROSHIRO_LENGTH || state.length === CHACHA_LENGTH) return null;
  return `a generator state has ${XOROSHIRO_LENGTH} numbers (xoroshiro128+) or ${CHACHA_LENGTH} (ChaCha20), got ${state.length}`;
}

/**
 * A live generator for the duration of one engine run. The engine creates it lazily from the
 * state's RngState and writes the advanced state back before returning, so the hot path does not
 * allocate per roll. The state's length picks the generator (see `RngState`).
 */
export class Rng {
  /** xoroshiro128+ (numeric seeds), or null when the state is ChaCha20's. */
  private readonly xoro: prand.RandomGenerator | null;
  /** ChaCha20 (128-bit seeds), or null when the state is xoroshiro128+'s. */
  private readonly chacha: ChaChaWords | null;
  draws = 0;

  /**
   * `forced` (optional) holds outcomes that tests, replays or search have fixed in advance: each draw
   * takes the next one instead of asking the generator (see `int`), which then does not advance.
   */
  constructor(
    state: RngState,
    private readonly forced?: number[],
  ) {
    const problem = stateProblem(state);
    if (problem) throw new RangeError(problem);
    this.xoro = state.length === XOROSHIRO_LENGTH ? prand.xoroshiro128plus.fromState(state) : null;
    this.chacha = state.length === CHACHA_LENGTH ? new ChaChaWords(state) : null;
  }

  state(): RngState {
    return this.chacha ? this.chacha.state() : exportState(this.xoro as prand.RandomGenerator);
  }

  /**
   * Uniform integer in [min, max]: the one chance node every roll, face, draw and shuffle goes
   * through. Its outcomes are enumerable (each of min..max with probability 1/(max−min+1)), which is
   * what lets a forced outcome stand in for the generator.
   */
  int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max)
      throw new RangeError(`a draw needs whole numbers min ≤ max, got ${String(min)}..${String(max)}`);
    const size = max - min + 1;
    if (this.chacha && size > TWO_53) throw new RangeError(`a draw covers at most 2^53 outcomes, got ${String(min)}..${String(max)}`);
    this.draws++;
    const f = this.forced;
    if (f !== undefined && f.length > 0) {
      const v = f.shift() as number;
      if (!Number.isInteger(v) || v < min || v > max) throw new ForcedChanceError(v, min, max);
      return v;
    }
    if (this.chacha) return min + uniformBelow(this.chacha, size);
    // pure-rand's own distribution, unchanged, so numeric seeds roll exactly as they always have.
    return prand.unsafeUniformIntDistribution(min, max, this.xoro as prand.RandomGenerator);
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
