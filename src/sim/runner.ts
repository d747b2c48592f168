/**
 * The match-up runner: plays N seeded games between agents (one per seat) across worker threads (default one
 * per core). Workers take game indices from a shared queue as they finish; results are put back in
 * index order, and every game's seeds derive from (master seed, index) only, so the summary is the
 * same whatever the number of workers. `workers: 0` plays in the calling thread (tests, tiny runs).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { loadBundle, type GameRef } from './bundle.js';
import { playGame, type GameResult } from './play.js';
import type { FromWorker, ToWorker, WorkerSetup } from './worker.js';

export interface SimOptions {
  readonly ref: GameRef;
  readonly config: unknown;
  /** Agent specs by seat: two, or one per seat of a set-up for three or more. */
  readonly agents: readonly string[];
  readonly games: number;
  /** Index of the first game (default 0): a long run can be played in chunks, each chunk's games the same as in one run. */
  readonly first?: number;
  readonly seed: number;
  /** Worker threads; 0 plays in this thread; default one per core. */
  readonly workers?: number;
  readonly maxDecisions?: number;
  readonly wantRecords?: boolean;
  /** Called as each game finishes (in completion order), with the count done. */
  onResult?(result: GameResult, done: number): void;
}

export const DEFAULT_MAX_DECISIONS = 20_000;

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The worker's entry point. Run from the TypeScript sources (tsx), a worker thread does not inherit
 * the loader, so it starts through worker-boot.mjs, which registers tsx first; compiled by
 * `npm run build` (dist/sim/runner.js, where tsc does not copy the .mjs), the compiled worker.js
 * starts directly.
 */
const BOOT = import.meta.url.endsWith('.ts') ? new URL('./worker-boot.mjs', import.meta.url) : new URL('./worker.js', import.meta.url);

export async function runGames(opts: SimOptions): Promise<GameResult[]> {
  const total = opts.games;
  const first = opts.first ?? 0;
  const results: (GameResult | undefined)[] = new Array(total);
  const maxDecisions = opts.maxDecisions ?? DEFAULT_MAX_DECISIONS;
  const wantRecord = opts.wantRecords ?? false;
  let done = 0;
  const workers = Math.min(opts.workers ?? defaultWorkers(), total);

  if (workers <= 0) {
    const bundle = await loadBundle(opts.ref);
    for (let i = 0; i < total; i++) {
      const r = playGame(bundle, { index: first + i, masterSeed: opts.seed, config: opts.config, agents: opts.agents, maxDecisions, wantRecord });
      results[i] = r;
      done++;
      opts.onResult?.(r, done);
    }
    return results as GameResult[];
  }

  const setup: WorkerSetup = { ref: opts.ref, config: opts.config, agents: opts.agents, masterSeed: opts.seed, maxDecisions, wantRecord };
  let next = 0;
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const fail = (e: Error): void => {
        if (failed) return;
        failed = true;
        reject(e);
      };
      const stopped = new Set<Worker>();
      const feed = (w: Worker): void => {
        if (failed) return;
        if (next < total) w.postMessage({ type: 'play', index: first + next++ } satisfies ToWorker);
        else {
          stopped.add(w);
          w.postMessage({ type: 'stop' } satisfies ToWorker);
        }
      };
      for (let k = 0; k < workers; k++) {
        const w = new Worker(BOOT, { workerData: setup });
        pool.push(w);
        w.on('message', (msg: FromWorker) => {
          if (msg.type === 'ready') return feed(w);
          if (msg.type === 'error')
            return fail(new Error(msg.index < 0 ? `a worker could not start: ${msg.message}` : `game ${msg.index + 1} failed: ${msg.message}`));
          results[msg.result.index - first] = msg.result;
          done++; // not inside the optional call below: its arguments are skipped when there is no callback
          opts.onResult?.(msg.result, done);
          if (done === total) resolve();
          else feed(w);
        });
        w.on('error', (e) => fail(e));
        w.on('exit', (code) => {
          if (!stopped.has(w) && done < total) fail(new Error(`a simulation worker stopped (exit code ${code}) before the games were done`));
        });
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return results as GameResult[];
}
