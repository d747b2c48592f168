/**
 * The fair AI scheduler (issue #23 item 6): which worker thinks for which table, and when. Before,
 * a table was pinned to one worker and a worker answered in arrival order, so one `mcts:time=20000`
 * seat stalled every table hashed to its worker (another table's greedy answered after 18.5 s).
 *
 * Now:
 * - any free worker takes the next job, so no table waits behind another table's worker;
 * - each table has at most one decision being thought about, and tables take turns (round robin),
 *   so a table gets one time slice — one decision, itself capped by the server's AI budget
 *   (limits.ts: `time=` and `it=` caps) — before every other waiting table has had its turn;
 * - search agents ("heavy" jobs: mcts) may hold at most all workers but one, so quick agents
 *   (random, greedy) always have a worker and never wait for a search to end.
 *
 * Generic in the worker type, so its policy is tested without threads (ai-scheduler.test.ts).
 */
export interface AiJob<W> {
  readonly table: string;
  readonly heavy: boolean;
  run(worker: W): Promise<void>;
}

export class FairScheduler<W> {
  /** Jobs waiting per table, in arrival order. */
  private readonly queues = new Map<string, AiJob<W>[]>();
  /** When each table last got a worker (a counter), for the round robin; dropped when its queue empties and it is idle. */
  private readonly lastServed = new Map<string, number>();
  private tick = 0;
  private readonly free: W[];
  private readonly busyTables = new Set<string>();
  private heavyRunning = 0;

  constructor(private readonly workers: readonly W[]) {
    this.free = [...workers];
  }

  /** Most heavy jobs at once: all workers but one (one worker alone takes anything). */
  get heavyCap(): number {
    return Math.max(1, this.workers.length - 1);
  }

  submit(job: AiJob<W>): void {
    const q = this.queues.get(job.table);
    if (q) q.push(job);
    else this.queues.set(job.table, [job]);
    this.dispatch();
  }

  /** Jobs waiting (not yet given a worker). */
  get waiting(): number {
    let n = 0;
    for (const q of this.queues.values()) n += q.length;
    return n;
  }

  /** The waiting table served longest ago (never served first) whose next job may start now. */
  private next(): AiJob<W> | null {
    let pick: string | null = null;
    let pickServed = Infinity;
    for (const [table, q] of this.queues) {
      if (this.busyTables.has(table)) continue;
      if (q[0]!.heavy && this.heavyRunning >= this.heavyCap) continue;
      const served = this.lastServed.get(table) ?? -1;
      if (served < pickServed) {
        pick = table;
        pickServed = served;
      }
    }
    if (pick === null) return null;
    const q = this.queues.get(pick)!;
    const job = q.shift()!;
    if (q.length === 0) this.queues.delete(pick);
    this.lastServed.set(pick, this.tick++);
    return job;
  }

  private dispatch(): void {
    while (this.free.length > 0) {
      const job = this.next();
      if (!job) return;
      const worker = this.free.pop()!;
      this.busyTables.add(job.table);
      if (job.heavy) this.heavyRunning++;
      const done = (): void => {
        this.busyTables.delete(job.table);
        // Forget idle tables (the map stays as small as the set of tables with AI work).
        if (!this.queues.has(job.table) && this.lastServed.size > 4 * this.workers.length + 64) this.lastServed.delete(job.table);
        if (job.heavy) this.heavyRunning--;
        this.free.push(worker);
        this.dispatch();
      };
      job.run(worker).then(done, done);
    }
  }
}

/** Search agents think for a budget of time or iterations; the others answer in one pass. */
export const isHeavySpec = (spec: string): boolean => spec.trim().startsWith('mcts');
