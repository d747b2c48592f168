import { err, ok, type Result } from '../core/index.js';

/** The whole numbers a flag accepts, inclusive, and what the ends mean when that needs saying. */
export interface IntRange {
  readonly min: number;
  readonly max: number;
  readonly note?: string;
}

/**
 * Seeds: the generator is seeded from 32 bits (core/rng.ts `seedRng` takes `seed | 0`), so a larger
 * or negative seed would silently play the same game as another one; only 0 … 2³²−1 are distinct.
 */
export const SEED_RANGE: IntRange = { min: 0, max: 2 ** 32 - 1 };

/** `sim --games`: a million games is days of CPU already; more is a typo, not a plan. */
export const GAMES_RANGE: IntRange = { min: 1, max: 1_000_000 };

/** `sim --workers`: 0 plays in the calling thread; each worker loads the whole engine, so 64 is ample. */
export const WORKERS_RANGE: IntRange = { min: 0, max: 64, note: '0 plays in the main thread' };

/** `sim --max-decisions`: a game cut off after this many decisions counts as unfinished. */
export const MAX_DECISIONS_RANGE: IntRange = { min: 1, max: 10_000_000 };

/** `serve --port`: a TCP port (0 picks a free one). */
export const PORT_RANGE: IntRange = { min: 0, max: 65535, note: '0 picks a free port' };

/** `serve --ai-delay` in milliseconds: Node timers hold at most 2³¹−1 ms, and a minute is already slow. */
export const AI_DELAY_RANGE: IntRange = { min: 0, max: 60_000 };

const DECIMAL = /^[+-]?\d+$/;

/**
 * Parses a whole-number flag strictly: decimal digits only (no `1e3`, `0x10`, `1.5` or empty text,
 * which `Number()` would turn into numbers), within the range. The error is a usage message naming
 * the flag, the accepted range and what was given.
 */
export function parseIntFlag(name: string, text: string | undefined, fallback: number, range: IntRange): Result<number, string> {
  if (text === undefined) return ok(fallback);
  const n = DECIMAL.test(text.trim()) ? Number(text.trim()) : NaN;
  if (Number.isSafeInteger(n) && n >= range.min && n <= range.max) return ok(n);
  const given = text === 'true' ? 'no value' : `"${text}"`;
  return err(`--${name} must be a whole number from ${range.min} to ${range.max}${range.note ? ` (${range.note})` : ''}, got ${given}`);
}

/** Several whole-number flags at once (each `--key`), or the first flag's usage error. */
export function parseIntFlags<K extends string>(
  flags: Readonly<Record<string, string>>,
  specs: { readonly [k in K]: { readonly fallback: number; readonly range: IntRange } },
): Result<{ [k in K]: number }, string> {
  const out: Partial<Record<K, number>> = {};
  for (const name of Object.keys(specs) as K[]) {
    const spec = specs[name];
    const r = parseIntFlag(name, flags[name], spec.fallback, spec.range);
    if (!r.ok) return r;
    out[name] = r.value;
  }
  return ok(out as { [k in K]: number });
}
