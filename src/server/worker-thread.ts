/**
 * Starts a worker thread on one of the server's worker files (AI seats, replay frames). From
 * TypeScript sources the worker first registers tsx (an `--import tsx` execArgv does not reach a
 * worker's entry module on Node 20), then loads the file; from the build it loads the .js file.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Whether this server runs from its TypeScript sources (then workers go through tsx). */
export const fromTs = import.meta.url.endsWith('.ts');

/** `base`: the worker file without extension, relative to this folder (`./ai-worker`). */
export function startWorker(base: string, workerData: unknown): Worker {
  const file = new URL(`${base}${fromTs ? '.ts' : '.js'}`, import.meta.url);
  if (!fromTs) return new Worker(file, { workerData });
  // tsx resolved from here (not from the process's working directory, which eval'd code would use).
  // The package's ESM entry (its "import" export), next to the CommonJS one require() finds.
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/index\.cjs$/, 'index.mjs'),
  ).href;
  return new Worker(`import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(file.href)}); });`, {
    eval: true,
    workerData,
  });
}
