/**
 * What a simulation job on the BullMQ queue carries (`skirmish sim --queue`, `skirmish worker`): one
 * seed range of one match-up. Each game's seeds derive from (master seed, game index) alone
 * (play.ts), so a range played by any worker, or played twice after a worker died, gives the same
 * results, and the merged report equals a local run's.
 */
import { z } from 'zod';
import type { GameRef } from './bundle.js';

/** The queue every submitter and worker share (a run's jobs are told apart by `run`). */
export const SIM_QUEUE = 'skirmish-sim';

export interface SimJob {
  /** The submitting run (random): results are matched to their run by it. */
  readonly run: string;
  readonly ref: GameRef;
  readonly config: unknown;
  /** Agent specs by seat. */
  readonly agents: readonly string[];
  readonly masterSeed: number;
  /** The range: games first … first + count − 1. */
  readonly first: number;
  readonly count: number;
  readonly maxDecisions: number;
  readonly wantRecord: boolean;
}

const refSchema = z.union([
  z.object({ kind: z.literal('registered'), id: z.string().min(1).max(100) }).strict(),
  z.object({ kind: z.literal('module'), url: z.string().min(1).max(2000), export: z.string().min(1).max(200) }).strict(),
]);

/** Checked by the worker before anything runs: the queue is input from another machine. */
export const simJobSchema = z
  .object({
    run: z.string().min(1).max(100),
    ref: refSchema,
    config: z.unknown(),
    agents: z.array(z.string().min(1).max(200)).min(2).max(8),
    masterSeed: z.number().int(),
    first: z.number().int().min(0),
    count: z.number().int().min(1).max(100_000),
    maxDecisions: z.number().int().min(1),
    wantRecord: z.boolean(),
  })
  .strict();

/** Splits games first … first + total − 1 into ranges of at most `chunk` games, in order. */
export function seedRanges(first: number, total: number, chunk: number): { first: number; count: number }[] {
  if (!Number.isInteger(chunk) || chunk < 1) throw new Error(`chunk must be a whole number of games ≥ 1 (got ${chunk})`);
  const out: { first: number; count: number }[] = [];
  for (let i = 0; i < total; i += chunk) out.push({ first: first + i, count: Math.min(chunk, total - i) });
  return out;
}

/** A redis:// or rediss:// URL, or a message naming what is wrong with it. */
export function queueUrlProblem(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return `--queue must be a redis://HOST[:PORT] URL (got "${url}")`;
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') return `--queue must be a redis:// or rediss:// URL (got "${u.protocol}//…")`;
  if (!u.hostname) return `--queue ${url}: no host`;
  return null;
}
