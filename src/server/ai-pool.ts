/**
 * A small pool of AI worker threads (see ai-worker.ts). Each table always goes to the same worker
 * (its agents live there); requests are answered in order per worker. The worker file runs
 * through tsx when the server runs from TypeScript sources.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Decision, GameState, Seed } from '../core/index.js';
import type { AiRequest, AiResponse } from './ai-worker.js';

export interface AiChooser {
  choose(req: { table: string; game: string; seat: number; spec: string; tableSeed: Seed; state: GameState; decision: Decision }): Promise<string>;
  close(): Promise<void>;
}

/** `extraModules`: game modules outside src/games/index.ts to load in the workers (by file URL and export name). */
export function createAiPool(size: number, extraModules: readonly { url: string; name: string }[] = []): AiChooser {
  const fromTs = import.meta.url.endsWith('.ts');
  const file = new URL(fromTs ? './ai-worker.ts' : './ai-worker.js', import.meta.url);
  // tsx resolved from here (not from the process's working directory, which eval'd code would use).
  // The package's ESM entry (its "import" export), next to the CommonJS one require() finds.
  const tsxApi = fromTs
    ? pathToFileURL(
        createRequire(import.meta.url)
          .resolve('tsx/esm/api')
          .replace(/index\.cjs$/, 'index.mjs'),
      ).href
    : '';
  const waiting = new Map<number, { resolve: (o: string) => void; reject: (e: Error) => void }>();
  const workers = Array.from({ length: Math.max(1, size) }, () => {
    // From TypeScript sources the worker first registers tsx (an `--import tsx` execArgv does not
    // reach a worker's entry module on Node 20), then loads the worker file.
    const w = fromTs
      ? new Worker(`import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(file.href)}); });`, {
          eval: true,
          workerData: { extraModules },
        })
      : new Worker(file, { workerData: { extraModules } });
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
  let next = 1;
  const pick = (table: string): Worker => {
    let h = 0;
    for (let i = 0; i < table.length; i++) h = (Math.imul(h, 31) + table.charCodeAt(i)) | 0;
    return workers[Math.abs(h) % workers.length]!;
  };
  return {
    choose(req) {
      const id = next++;
      const msg: AiRequest = { id, ...req };
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        pick(req.table).postMessage(msg);
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
