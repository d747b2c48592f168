// The simulation job queue (`skirmish sim --queue`, `skirmish worker`) against a real redis-server
// started on loopback (test/services/redis.ts): a 400-game match-up gives byte-identical JSON run
// locally and through the queue with two worker processes, one of them SIGKILLed in the middle of a
// range (BullMQ's stalled-job check gives that range to the other worker); and a worker refuses a
// job it must not run. Skipped with a message without redis-server, except in CI (CI=true).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesRequired } from '../../test/services/free-port.js';
import { findRedisServer, startRedis, type RedisServer } from '../../test/services/redis.js';
import { bagModule } from '../ai/fixtures/bag.js';
import { makeSimCommand, type SimGames } from '../cli/commands/sim.js';
import type { Io } from '../cli/io.js';
import type { AnyGameModule } from '../games/module.js';
import { seedRanges } from './queue-jobs.js';
import { runGamesOnQueue } from './queue-submit.js';
import { startSimWorker } from './queue-worker.js';

const bagRef = { kind: 'module' as const, url: new URL('../ai/fixtures/bag.ts', import.meta.url).href, export: 'bagBundle' };
const games: SimGames = {
  find: (id) => (id === 'bag' ? { mod: bagModule as unknown as AnyGameModule, ref: bagRef } : undefined),
  list: () => ['bag'],
};

function fakeIo(): Io & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: (l) => lines.push(l),
    err: (l) => errors.push(l),
    readFile: (p) => readFileSync(p, 'utf8'),
    readBytes: (p) => new Uint8Array(readFileSync(p)),
    writeFile: () => undefined,
    isTTY: false,
  };
}

type WorkerLine = { type: 'ready' | 'started' | 'done' | 'failed'; job?: string };

function spawnWorker(url: string, onLine: (l: WorkerLine) => void): ChildProcess {
  const entry = fileURLToPath(new URL('./fixtures/queue-worker.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, url, '4'], { stdio: ['ignore', 'pipe', 'inherit'] });
  createInterface({ input: child.stdout! }).on('line', (l) => onLine(JSON.parse(l) as WorkerLine));
  return child;
}

const bin = findRedisServer();
if (!bin && servicesRequired())
  it('redis-server is installed (CI needs it: .ci/run installs the Debian package redis-server)', () => {
    throw new Error('no redis-server on PATH');
  });
if (!bin) console.warn('queue.test: no redis-server on PATH (Debian package redis-server); the simulation queue is not tested in this run.');

describe.skipIf(!bin)('simulation on a job queue', () => {
  let redis: RedisServer;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis(bin!);
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await redis?.stop();
  });

  it('splits a run into seed ranges in order', () => {
    expect(seedRanges(10, 7, 3)).toEqual([
      { first: 10, count: 3 },
      { first: 13, count: 3 },
      { first: 16, count: 1 },
    ]);
    expect(() => seedRanges(0, 5, 0)).toThrow(/chunk must be a whole number/);
  });

  it('400 games: the same JSON locally and through the queue with two workers, one SIGKILLed mid-range', async () => {
    const sim = makeSimCommand(games);
    const args = ['bag', '--p1', 'greedy', '--p2', 'random', '--games', '400', '--seed', '11', '--json'];
    const local = fakeIo();
    expect(await sim.run([...args, '--workers', '0'], local)).toBe(0);

    let killedMidRange = false;
    const ready: Promise<void>[] = [];
    for (let k = 0; k < 2; k++) {
      let started = 0;
      let done = 0;
      ready.push(
        new Promise((resolve) => {
          const child = spawnWorker(redis.url, (l) => {
            if (l.type === 'ready') resolve();
            if (l.type === 'done') done++;
            if (l.type !== 'started') return;
            started++;
            // The first worker dies in the middle of its second range, after finishing one.
            if (k === 0 && done === 1 && started === 2) {
              killedMidRange = true;
              child.kill('SIGKILL');
            }
          });
          children.push(child);
        }),
      );
    }
    await Promise.all(ready);
    const queued = fakeIo();
    expect(await sim.run([...args, '--queue', redis.url, '--chunk', '25'], queued)).toBe(0);
    expect(killedMidRange).toBe(true);
    expect(queued.errors.join('\n')).toMatch(/games \d+–\d+ went back to the queue \(their worker stopped\)/);
    expect(queued.errors.join('\n')).toMatch(/400\/400 games/);
    expect(queued.lines).toEqual(local.lines);
    expect(JSON.parse(queued.lines.at(-1)!)).toMatchObject({ games: 400, seed: 11 });
    // The survivor leaves the queue to the next test's worker.
    await Promise.all(
      children.filter((c) => c.exitCode === null && c.signalCode === null).map((c) => new Promise((resolve) => c.once('exit', resolve).kill('SIGTERM'))),
    );
  });

  it('a worker plays only registered games unless told otherwise, and the submitter says why a range failed', async () => {
    const worker = await startSimWorker({ url: redis.url, lockMs: 2_000 });
    try {
      await expect(runGamesOnQueue({ url: redis.url, ref: bagRef, config: {}, agents: ['random', 'random'], games: 3, seed: 1, chunk: 3 })).rejects.toThrow(
        /games 1–3 failed on a worker: .*plays only registered games/,
      );
    } finally {
      await worker.close();
    }
  });

  it('rejects a --queue that is not a redis:// URL, before anything runs', async () => {
    const io = fakeIo();
    expect(await makeSimCommand(games).run(['bag', '--queue', 'http://example.org'], io)).toBe(2);
    expect(io.errors.join('\n')).toMatch(/--queue must be a redis:\/\/ or rediss:\/\/ URL/);
  });
});
