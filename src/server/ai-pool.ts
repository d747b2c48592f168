/**
 * AI worker threads (see ai-worker.ts) shared fairly between tables by the scheduler in
 * ai-scheduler.ts: any free worker takes the next table's decision in round-robin order, and
 * search agents never hold every worker. A worker keeps the agents it has made per table seat.
 */
import type { Worker } from 'node:worker_threads';
import type { Decision, GameState, Seed } from '../core/index.js';
import { FairScheduler, isHeavySpec } from './ai-scheduler.js';
import type { AiRequest, AiResponse } from './ai-worker.js';
import { startWorker } from './worker-thread.js';

export interface AiChooser {
  choose(req: { table: string; game: string; seat: number; spec: string; tableSeed: Seed; state: GameState; decision: Decision }): Promise<string>;
  close(): Promise<void>;
}

/**
 * `size` workers, at least 2 (so a quick agent always has one while a search runs; main.ts sizes it
 * to the machine). `extraModules`: game modules outside src/games/index.ts to load in the workers.
 */
export function createAiPool(size: number, extraModules: readonly { url: string; name: string }[] = []): AiChooser {
  const waiting = new Map<number, { resolve: (o: string) => void; reject: (e: Error) => void }>();
  const workers = Array.from({ length: Math.max(2, size) }, () => {
    const w = startWorker('./ai-worker', { extraModules });
    w.on('message', (r: AiResponse) => {
      const p = waiting.get(r.id);
      if (!p) return;
      waiting.delete(r.id);
      if ('error' in r) p.reject(new Error(r.error));
      else p.resolve(r.option);
    });
    w.on('error', (e) => {
      for (const p of waiting.values()) p.reject(e);
      waiting.clear();
    });
    w.unref();
    return w;
  });
  const scheduler = new FairScheduler<Worker>(workers);
  let next = 1;
  return {
    choose(req) {
      const id = next++;
      const msg: AiRequest = { id, ...req };
      return new Promise((resolve, reject) => {
        scheduler.submit({
          table: req.table,
          heavy: isHeavySpec(req.spec),
          run: (worker) =>
            new Promise<void>((done) => {
              waiting.set(id, {
                resolve: (o) => (done(), resolve(o)),
                reject: (e) => (done(), reject(e)),
              });
              worker.postMessage(msg);
            }),
        });
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
