// The fair AI scheduler's policy (issue #23 item 6), without threads: a long search on one table
// never keeps another table's quick agent waiting, tables take turns, and one table never holds
// two workers. The old pool pinned each table to a worker and answered in arrival order, so with
// one search running a quick agent queued behind it (18.5 s instead of 50 ms).
import { describe, expect, it } from 'vitest';
import { FairScheduler, isHeavySpec } from './ai-scheduler.js';

/** A job that finishes only when the test says so, recording when it started and on which worker. */
function manualJobs() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const job = (name: string, table: string, heavy: boolean) => ({
    table,
    heavy,
    run: (worker: number) =>
      new Promise<void>((resolve) => {
        started.push(`${name}@${worker}`);
        finish.set(name, resolve);
      }),
  });
  const end = async (name: string): Promise<void> => {
    finish.get(name)!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { started, job, end };
}

describe('fair AI scheduler', () => {
  it('a quick agent gets a worker while a long search holds another', async () => {
    const { started, job, end } = manualJobs();
    const s = new FairScheduler([1, 2]);
    s.submit(job('search-A', 'A', true));
    s.submit(job('search-C', 'C', true));
    s.submit(job('greedy-B', 'B', false));
    // The second search waits (searches may hold all workers but one); the greedy starts at once.
    expect(started.map((x) => x.split('@')[0])).toEqual(['search-A', 'greedy-B']);
    await end('greedy-B');
    expect(started.map((x) => x.split('@')[0])).toEqual(['search-A', 'greedy-B']);
    await end('search-A');
    expect(started.map((x) => x.split('@')[0])).toEqual(['search-A', 'greedy-B', 'search-C']);
  });

  it('tables take turns and a table never thinks on two workers at once', async () => {
    const { started, job, end } = manualJobs();
    const s = new FairScheduler([1, 2]);
    s.submit(job('A1', 'A', false));
    s.submit(job('A2', 'A', false));
    s.submit(job('A3', 'A', false));
    s.submit(job('B1', 'B', false));
    s.submit(job('C1', 'C', false));
    expect(started.map((x) => x.split('@')[0])).toEqual(['A1', 'B1']);
    await end('A1');
    // A had its turn: C (waiting) goes before A's second decision.
    expect(started.map((x) => x.split('@')[0])).toEqual(['A1', 'B1', 'C1']);
    await end('B1');
    expect(started.map((x) => x.split('@')[0])).toEqual(['A1', 'B1', 'C1', 'A2']);
    expect(s.waiting).toBe(1);
  });

  it('with one worker anything runs (nothing to reserve)', async () => {
    const { started, job } = manualJobs();
    const s = new FairScheduler([1]);
    expect(s.heavyCap).toBe(1);
    s.submit(job('search', 'A', true));
    expect(started).toEqual(['search@1']);
  });

  it('counts search agents as heavy', () => {
    expect(isHeavySpec('mcts:time=500')).toBe(true);
    expect(isHeavySpec('mcts')).toBe(true);
    expect(isHeavySpec('greedy')).toBe(false);
    expect(isHeavySpec('random')).toBe(false);
  });
});
