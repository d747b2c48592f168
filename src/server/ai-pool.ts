/**
 * AI worker threads (see ai-worker.ts) shared fairly between tables by the scheduler in
 * ai-scheduler.ts: any free worker takes the next table's decision in round-robin order, and
 * search agents never hold every worker. A worker keeps the agents it has made per table seat.
 *
 * Every decision has a deadline (`decisionTimeoutMs`): the budget caps bound `time=` and `it=`, but
 * an iteration's cost depends on the game (a DDM iteration costs far more than a Dice Masters one),
 * so a search that overruns is stopped by terminating its worker (a fresh one takes its place) and
 * the seat plays a random legal option for that decision instead. Nothing can hold a worker longer.
 * The deadline counts from the worker's word that it starts thinking: a worker loads a game when
 * its first decision of that game arrives, and neither that nor the thread's start-up counts.
 */
import type { Worker } from 'node:worker_threads';
import type { Decision, GameState, Seed } from '../core/index.js';
import { FairScheduler, isHeavySpec } from './ai-scheduler.js';
import type { AiRequest, AiResponse, AiStarted } from './ai-worker.js';
import { startWorker } from './worker-thread.js';

export interface AiChooser {
  choose(req: { table: string; game: string; seat: number; spec: string; tableSeed: Seed; state: GameState; decision: Decision }): Promise<string>;
  close(): Promise<void>;
}

export interface AiPoolOptions {
  /** Longest a worker may think about one decision before it is replaced (default 30 s). */
  readonly decisionTimeoutMs?: number;
  /** Called when a decision overran and was answered by the random fallback. */
  readonly onTimeout?: (req: { table: string; seat: number; spec: string }) => void;
}

/** The agent that answers for a seat whose search overran its deadline: instant and always legal. */
const FALLBACK_SPEC = 'random';

interface Slot {
  worker: Worker;
}

/**
 * `size` workers, at least 2 (so a quick agent always has one while a search runs; main.ts sizes it
 * to the machine). `extraModules`: game modules outside src/games/index.ts to load in the workers.
 */
export function createAiPool(size: number, extraModules: readonly { url: string; name: string }[] = [], opts: AiPoolOptions = {}): AiChooser {
  const timeoutMs = opts.decisionTimeoutMs ?? 30_000;
  const waiting = new Map<number, { worker: Worker; started: () => void; resolve: (o: string) => void; reject: (e: Error) => void }>();
  const makeWorker = (): Slot => {
    const w = startWorker('./ai-worker', { extraModules });
    w.on('message', (r: AiResponse | AiStarted) => {
      const p = waiting.get(r.id);
      if (!p) return;
      // The worker has its game loaded and starts thinking: the deadline counts from here.
      if ('started' in r) return p.started();
      waiting.delete(r.id);
      if ('error' in r) p.reject(new Error(r.error));
      else p.resolve(r.option);
    });
    w.on('error', (e) => {
      for (const [id, p] of waiting) {
        if (p.worker !== w) continue;
        waiting.delete(id);
        p.reject(e);
      }
    });
    w.unref();
    return { worker: w };
  };
  const slots: Slot[] = Array.from({ length: Math.max(2, size) }, () => makeWorker());
  const scheduler = new FairScheduler<Slot>(slots);
  let next = 1;
  let closed = false;
  return {
    choose(req) {
      return new Promise((resolve, reject) => {
        const submit = (spec: string, fallback: boolean): void =>
          scheduler.submit({
            table: req.table,
            heavy: isHeavySpec(spec),
            run: (slot) =>
              new Promise<void>((done) => {
                const id = next++;
                const worker = slot.worker;
                let timer: ReturnType<typeof setTimeout> | undefined;
                const overran = (): void => {
                  if (!waiting.delete(id)) return;
                  // The only way to stop a synchronous search: end its thread, and put a fresh one in its place.
                  void worker.terminate();
                  if (!closed) Object.assign(slot, makeWorker());
                  done();
                  if (fallback) return reject(new Error(`the AI did not answer within ${timeoutMs} ms`));
                  opts.onTimeout?.({ table: req.table, seat: req.seat, spec: req.spec });
                  submit(FALLBACK_SPEC, true);
                };
                waiting.set(id, {
                  worker,
                  started: () => {
                    if (timer === undefined) timer = setTimeout(overran, timeoutMs);
                  },
                  resolve: (o) => (clearTimeout(timer), done(), resolve(o)),
                  reject: (e) => (clearTimeout(timer), done(), reject(e)),
                });
                const msg: AiRequest = { id, ...req, spec };
                worker.postMessage(msg);
              }),
          });
        submit(req.spec, false);
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
