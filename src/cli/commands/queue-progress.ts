/**
 * Progress of `skirmish sim --queue` on the submitting side: a cli-progress bar on a terminal; a
 * plain stderr line at every tenth of the run otherwise (CI logs, pipes), so a log is not flooded.
 * Ranges played again after a worker stopped are reported as they happen.
 */
import cliProgress from 'cli-progress';
import type { Io } from '../io.js';

export interface QueueProgress {
  tick(done: number): void;
  retry(range: { first: number; count: number }): void;
  end(): void;
}

export function queueProgress(io: Io, total: number, live: boolean): QueueProgress {
  let retries = 0;
  if (live) {
    const bar = new cliProgress.SingleBar(
      {
        format: '[{bar}] {value}/{total} games  {speed} games/s  ETA {eta_formatted}  {retries}',
        stream: process.stderr,
        hideCursor: true,
        clearOnComplete: true,
      },
      cliProgress.Presets.legacy,
    );
    const start = globalThis.performance.now();
    const speed = (done: number): string => ((done * 1000) / Math.max(1, globalThis.performance.now() - start)).toFixed(1);
    bar.start(total, 0, { speed: '0.0', retries: '' });
    return {
      tick: (done) => bar.update(done, { speed: speed(done) }),
      retry: () => bar.update({ retries: `${++retries} range${retries === 1 ? '' : 's'} retried` }),
      end: () => bar.stop(),
    };
  }
  let shown = 0;
  return {
    tick(done) {
      const tenth = Math.floor((10 * done) / Math.max(1, total));
      if (tenth > shown || done === total) {
        shown = tenth;
        io.err(`sim --queue: ${done}/${total} games`);
      }
    },
    retry(range) {
      retries++;
      io.err(`sim --queue: games ${range.first + 1}–${range.first + range.count} went back to the queue (their worker stopped); another worker plays them`);
    },
    end: () => undefined,
  };
}
