/**
 * A simulation worker on the BullMQ queue (`skirmish worker --queue redis://HOST`): takes seed ranges
 * (queue-jobs.ts), plays them and returns the results, which reach the submitter through the queue's
 * events. Any number of workers may run on any machines. A worker that dies mid-range loses its job
 * lock; BullMQ's stalled-job check (run by every live worker) puts the range back in the queue and
 * another worker plays it again, with the same result, since the games are deterministic.
 *
 * The games run on this thread, one after another, yielding to the event loop between games so the
 * job's lock keeps being renewed; start one worker per core to use a machine.
 */
import { Worker, type Job } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadBundle, type SimBundle } from './bundle.js';
import { playGame, type GameResult } from './play.js';
import { SIM_QUEUE, simJobSchema, type SimJob } from './queue-jobs.js';

export interface SimWorkerOptions {
  readonly url: string;
  /**
   * How long a job's lock lasts without renewal: a dead worker's range is played again after about
   * this long (plus the stalled-check interval, half of it). Default 30 s, BullMQ's.
   */
  readonly lockMs?: number;
  /**
   * Whether jobs may name a game by module URL. Off by default: a job would otherwise make the worker
   * import any module a writer to the queue names. Tests turn it on for their fixture games.
   */
  readonly allowModuleRefs?: boolean;
  /** Test hook: a pause after each game, to make a range last long enough to be interrupted. */
  readonly pauseMs?: number;
  onEvent?(e: { type: 'started' | 'done'; job: string; first: number; count: number } | { type: 'failed'; job: string; message: string }): void;
}

export interface SimWorker {
  close(): Promise<void>;
}

export async function startSimWorker(o: SimWorkerOptions): Promise<SimWorker> {
  const bundles = new Map<string, Promise<SimBundle>>();
  const lockDuration = o.lockMs ?? 30_000;
  const processor = async (job: Job<unknown, GameResult[]>): Promise<GameResult[]> => {
    const parsed = simJobSchema.safeParse(job.data);
    if (!parsed.success)
      throw new Error(`job ${job.id}: not a simulation job: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const data = parsed.data as SimJob;
    if (data.ref.kind === 'module' && !o.allowModuleRefs)
      throw new Error(`job ${job.id}: this worker plays only registered games (the job names a module URL)`);
    const key = JSON.stringify(data.ref);
    let bundle = bundles.get(key);
    if (!bundle) bundles.set(key, (bundle = loadBundle(data.ref)));
    const b = await bundle;
    o.onEvent?.({ type: 'started', job: String(job.id), first: data.first, count: data.count });
    const results: GameResult[] = [];
    for (let i = 0; i < data.count; i++) {
      results.push(
        playGame(b, {
          index: data.first + i,
          masterSeed: data.masterSeed,
          config: data.config,
          agents: data.agents,
          maxDecisions: data.maxDecisions,
          wantRecord: data.wantRecord,
        }),
      );
      // Lets the lock renewal timer run between games.
      await sleep(o.pauseMs ?? 0);
    }
    o.onEvent?.({ type: 'done', job: String(job.id), first: data.first, count: data.count });
    return results;
  };
  const worker = new Worker<unknown, GameResult[]>(SIM_QUEUE, processor, {
    connection: { url: o.url, maxRetriesPerRequest: null },
    concurrency: 1,
    lockDuration,
    stalledInterval: Math.max(500, Math.floor(lockDuration / 2)),
    maxStalledCount: 3,
  });
  worker.on('failed', (job, e) => o.onEvent?.({ type: 'failed', job: String(job?.id), message: e.message }));
  await worker.waitUntilReady();
  return { close: () => worker.close() };
}
