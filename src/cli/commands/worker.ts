import { queueUrlProblem } from '../../sim/queue-jobs.js';
import { startSimWorker } from '../../sim/queue-worker.js';
import { EXIT, parseFlags, type Command } from '../io.js';
import { parseIntFlags } from '../number-flags.js';

/** `worker --lock-ms`: below a second a busy machine would lose locks it still holds. */
const LOCK_RANGE = { min: 1_000, max: 600_000 };

export const command: Command = {
  summary: 'Play simulation ranges from a Redis job queue (the other side of `skirmish sim --queue`) until stopped.',
  usage: 'skirmish worker --queue redis://HOST[:PORT] [--lock-ms MS]   (one per core; Ctrl-C or SIGTERM finishes the current range and stops)',
  async run(args, io) {
    const { positional, flags } = parseFlags(args);
    const url = flags.queue;
    const unknown = Object.keys(flags).filter((k) => k !== 'queue' && k !== 'lock-ms');
    if (positional.length || url === undefined || unknown.length) {
      io.err(unknown.length ? `skirmish worker: unknown flag --${unknown[0]}` : `usage: ${this.usage}`);
      return EXIT.USAGE;
    }
    const problem = queueUrlProblem(url);
    if (problem) {
      io.err(problem);
      return EXIT.USAGE;
    }
    const nums = parseIntFlags(flags, { 'lock-ms': { fallback: 30_000, range: LOCK_RANGE } });
    if (!nums.ok) {
      io.err(nums.error);
      return EXIT.USAGE;
    }
    const worker = await startSimWorker({
      url,
      lockMs: nums.value['lock-ms'],
      onEvent: (e) => io.err(e.type === 'failed' ? `job ${e.job} failed: ${e.message}` : `job ${e.job}: games ${e.first + 1}–${e.first + e.count} ${e.type}`),
    });
    io.err(`skirmish worker: waiting for simulation jobs on ${url.replace(/\/\/[^@/]*@/, '//***@')}`);
    await new Promise<void>((resolve) => {
      const stop = (): void => resolve();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    await worker.close();
    return EXIT.OK;
  },
};
