/**
 * A simulation worker thread: loads the game once, then plays the games it is handed (by index) and
 * posts each result back. Started through worker-boot.mjs, which makes TypeScript loadable first.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadBundle, type GameRef } from './bundle.js';
import { playGame, type GameJob } from './play.js';

export interface WorkerSetup {
  readonly ref: GameRef;
  readonly config: unknown;
  readonly agents: readonly string[];
  readonly masterSeed: number;
  readonly maxDecisions: number;
  readonly wantRecord: boolean;
}

export type ToWorker = { readonly type: 'play'; readonly index: number } | { readonly type: 'stop' };
export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'result'; readonly result: import('./play.js').GameResult }
  | { readonly type: 'error'; readonly index: number; readonly message: string };

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');
const setup = workerData as WorkerSetup;

try {
  const bundle = await loadBundle(setup.ref);
  port.on('message', (msg: ToWorker) => {
    if (msg.type === 'stop') {
      port.close();
      return;
    }
    const job: GameJob = {
      index: msg.index,
      masterSeed: setup.masterSeed,
      config: setup.config,
      agents: setup.agents,
      maxDecisions: setup.maxDecisions,
      wantRecord: setup.wantRecord,
    };
    try {
      port.postMessage({ type: 'result', result: playGame(bundle, job) } satisfies FromWorker);
    } catch (e) {
      port.postMessage({ type: 'error', index: msg.index, message: e instanceof Error ? (e.stack ?? e.message) : String(e) } satisfies FromWorker);
    }
  });
  port.postMessage({ type: 'ready' } satisfies FromWorker);
} catch (e) {
  port.postMessage({ type: 'error', index: -1, message: e instanceof Error ? e.message : String(e) } satisfies FromWorker);
}
