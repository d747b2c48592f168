/**
 * The submitting side of a distributed simulation (`skirmish sim … --queue redis://HOST`): the
 * match-up's games are split into seed ranges, each a job on the BullMQ queue; whichever workers
 * are running (queue-worker.ts, on any machines) play them; the results come back through the
 * queue's events and are put in game order, so the report is the same as a local run's with the same
 * seed. A range whose worker died is played again by another (BullMQ's stalled-job check), which
 * shows here as a `stalled` event.
 */
import { Queue, QueueEvents } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { GameResult } from './play.js';
import { seedRanges, SIM_QUEUE, type SimJob } from './queue-jobs.js';
import { DEFAULT_MAX_DECISIONS, type SimOptions } from './runner.js';

export interface QueueSimOptions extends Omit<SimOptions, 'workers'> {
  readonly url: string;
  /** Games per job (default 50): small enough to spread, large enough that queue traffic stays small. */
  readonly chunk?: number;
  /** A range went back to the queue because its worker stopped renewing its lock (died or hung). */
  onRetry?(range: { first: number; count: number }): void;
}

export const DEFAULT_CHUNK = 50;

/** A day: a failed range stays in Redis that long for a look with any BullMQ tool. */
const KEEP_FAILED_S = 24 * 3600;

export async function runGamesOnQueue(o: QueueSimOptions): Promise<GameResult[]> {
  const first = o.first ?? 0;
  const ranges = seedRanges(first, o.games, o.chunk ?? DEFAULT_CHUNK);
  const run = randomUUID();
  const connection = { url: o.url, maxRetriesPerRequest: null };
  const queue = new Queue(SIM_QUEUE, { connection });
  const events = new QueueEvents<GameResult[] | undefined>(SIM_QUEUE, { connection });
  const results: (GameResult | undefined)[] = new Array(o.games);
  const pending = new Map(ranges.map((r) => [`${run}-${r.first}`, r]));
  let done = 0;
  try {
    // Listening before the first job is added, so no completion can be missed.
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
    const finished = new Promise<void>((resolve, reject) => {
      events.on('completed', ({ jobId, returnvalue }) => {
        const range = pending.get(jobId);
        if (!range) return;
        pending.delete(jobId);
        const got = returnvalue;
        if (!Array.isArray(got) || got.length !== range.count)
          return reject(
            new Error(`games ${range.first + 1}–${range.first + range.count}: the worker returned ${Array.isArray(got) ? got.length : 'no'} results`),
          );
        for (const r of got) {
          results[r.index - first] = r;
          done++; // not inside the optional call below: its arguments are skipped when there is no callback
          o.onResult?.(r, done);
        }
        if (pending.size === 0) resolve();
      });
      events.on('failed', ({ jobId, failedReason }) => {
        const range = pending.get(jobId);
        if (range) reject(new Error(`games ${range.first + 1}–${range.first + range.count} failed on a worker: ${failedReason}`));
      });
      events.on('stalled', ({ jobId }) => {
        const range = pending.get(jobId);
        if (range) o.onRetry?.(range);
      });
    });
    const base = {
      run,
      ref: o.ref,
      config: o.config,
      agents: o.agents,
      masterSeed: o.seed,
      maxDecisions: o.maxDecisions ?? DEFAULT_MAX_DECISIONS,
      wantRecord: o.wantRecords ?? false,
    };
    await queue.addBulk(
      ranges.map((r) => ({
        name: 'games',
        data: { ...base, first: r.first, count: r.count } satisfies SimJob,
        opts: { jobId: `${run}-${r.first}`, removeOnComplete: true, removeOnFail: { age: KEEP_FAILED_S } },
      })),
    );
    await finished;
  } finally {
    // A run that failed or was interrupted takes its unplayed ranges off the queue.
    await Promise.all([...pending.keys()].map((id) => queue.remove(id).catch(() => 0)));
    await Promise.all([events.close(), queue.close()]);
  }
  return results as GameResult[];
}
