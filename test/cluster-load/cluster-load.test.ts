// The load test across two server processes (issue 24): N tables of two human seats in flight over
// loopback, seat 1 of every table on process 1 and seat 2 on process 2 (so every other choice is
// handed to the table's owner through Redis), PostgreSQL for the logs, for a fixed window. Not part
// of `npm test`: it runs only with SKIRMISH_CLUSTER_LOAD=1 (figures in docs/benchmarks.md).
//   SKIRMISH_CLUSTER_LOAD=1 CLUSTER_LOAD_TABLES=1000 CLUSTER_LOAD_SECONDS=120 npx vitest run test/cluster-load
// Settings: CLUSTER_LOAD_TABLES (1000), CLUSTER_LOAD_SECONDS (120), CLUSTER_LOAD_THINK_MS (3000),
// CLUSTER_LOAD_GAME (dicemasters).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoadStart, LoadStats } from '../../src/server/fixtures/load-clients.js';
import { findPostgresBin, startPostgres, type PostgresServer } from '../services/postgres.js';
import { findRedisServer, startRedis, type RedisServer } from '../services/redis.js';

const ON = process.env.SKIRMISH_CLUSTER_LOAD === '1';
const TABLES = Number(process.env.CLUSTER_LOAD_TABLES ?? 1000);
const SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 120);
const THINK_MS = Number(process.env.CLUSTER_LOAD_THINK_MS ?? 3000);
const GAME = process.env.CLUSTER_LOAD_GAME ?? 'dicemasters';

const pct = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

interface Node {
  readonly child: ChildProcess;
  readonly url: string;
  readonly errors: string[];
  applied(): Promise<number[]>;
}

const children: ChildProcess[] = [];
let pgServer: PostgresServer | undefined;
let redis: RedisServer | undefined;
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await Promise.all([redis?.stop(), pgServer?.stop()]);
});

function startNode(databaseUrl: string, redisUrl: string): Promise<Node> {
  const entry = fileURLToPath(new URL('../../src/server/fixtures/serve-fixture.ts', import.meta.url));
  const big = '1000000';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      AI_DELAY_MS: '0',
      DEV_SEEDS: '1',
      APPLY_STATS: '1',
      // One address (the load clients) makes every table: the per-address limits do not apply here.
      SKIRMISH_HTTP_REQUESTS: big,
      SKIRMISH_CREATES: big,
      SKIRMISH_OPEN_TABLES: big,
      SKIRMISH_LOADED_TABLES: big,
      SKIRMISH_IDLE_UNLOAD_MS: '5000',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  const errors: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (l) => /error|failed|broken/i.test(l) && errors.push(l));
  const waiting: ((xs: number[]) => void)[] = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (l) => {
      const m = /^listening (\d+)/.exec(l);
      if (m)
        resolve({
          child,
          url: `http://127.0.0.1:${m[1]}`,
          errors,
          applied: () =>
            new Promise((r) => {
              waiting.push(r);
              child.stdin!.write('apply\n');
            }),
        });
      if (l.startsWith('apply ')) waiting.shift()?.(JSON.parse(l.slice(6)) as number[]);
    });
    child.once('exit', (code) => reject(new Error(`a server process exited (${code}): ${errors.join('\n')}`)));
  });
}

describe.skipIf(!ON)(`cluster load: ${TABLES} ${GAME} tables across two processes for ${SECONDS} s`, () => {
  it('holds the tables in flight; reports apply latency and errors', { timeout: (SECONDS + 900) * 1000 }, async () => {
    const pgBin = findPostgresBin();
    const redisBin = findRedisServer();
    if (!pgBin || !redisBin) throw new Error('the cluster load test needs PostgreSQL and redis-server (scripts/ci-services-setup.sh installs them)');
    [pgServer, redis] = await Promise.all([startPostgres(pgBin), startRedis(redisBin)]);
    const databaseUrl = await pgServer.createDatabase('load');
    const nodes = [await startNode(databaseUrl, redis.url), await startNode(databaseUrl, redis.url)];
    const catalog = (await (await fetch(`${nodes[0]!.url}/api/catalog`)).json()) as { games: { id: string; presets: string[] }[] };
    const preset = catalog.games.find((g) => g.id === GAME)?.presets[0];
    const tables: { id: string; tokens: string[] }[] = [];
    for (let i = 0; i < TABLES; i++) {
      const r = await fetch(`${nodes[i % 2]!.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: GAME, ...(preset ? { preset } : {}), seed: i + 1, seats: [{ kind: 'human' }, { kind: 'human' }] }),
      });
      if (r.status !== 201) throw new Error(`creating table ${i + 1}: HTTP ${r.status} ${await r.text()}`);
      const b = (await r.json()) as { id: string; invites: { token: string }[] };
      tables.push({ id: b.id, tokens: b.invites.map((x) => x.token) });
    }

    const clients = fork(fileURLToPath(new URL('../../src/server/fixtures/load-clients.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(clients);
    const next = <T>(): Promise<T> =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null): void => reject(new Error(`the load clients stopped (exit ${String(code)})`));
        clients.once('exit', onExit);
        clients.once('message', (m: T) => {
          clients.off('exit', onExit);
          resolve(m);
        });
      });
    const urls = nodes.map((n) => n.url);
    const start: LoadStart = { type: 'start', url: urls[0]!, urls, tables, thinkMs: THINK_MS, game: GAME, preset, ramp: 50, seed: 12345 };
    const readyP = next<{ rampSeconds: number; connectFailures: number }>();
    clients.send(start);
    const ready = await readyP;
    await Promise.all(nodes.map((n) => n.applied())); // the ramp-up is not measured
    const load0 = loadavg()[0]!;
    const doneP = next<{ stats: LoadStats }>();
    clients.send({ type: 'go', seconds: SECONDS });
    const { stats } = await doneP;
    const load1 = loadavg()[0]!;
    const perNode = await Promise.all(nodes.map((n) => n.applied()));
    const all = perNode.flat();
    const errors = nodes.flatMap((n) => n.errors);
    const row = {
      tables: TABLES,
      seconds: Math.round(stats.seconds),
      inFlightMean: Math.round(stats.inFlightMean),
      inFlightMin: stats.inFlightMin,
      choicesPerSecond: Math.round(stats.choices / stats.seconds),
      applyP50: pct(all, 50),
      applyP99: pct(all, 99),
      applyMax: all.reduce((a, b) => Math.max(a, b), 0),
      applyP99PerProcess: perNode.map((xs) => pct(xs, 99)),
      appliedPerProcess: perNode.map((xs) => xs.length),
      rttP50: stats.rttP50,
      rttP99: stats.rttP99,
      refused: stats.refused,
      refusals: stats.refusals,
      connectFailures: stats.connectFailures + ready.connectFailures,
      serverErrors: errors.length,
      rampSeconds: Math.round(ready.rampSeconds),
      load: `${load0.toFixed(1)} → ${load1.toFixed(1)}`,
    };
    console.log(`cluster load: ${JSON.stringify(row)}`);
    if (errors.length) console.log(errors.slice(0, 20).join('\n'));
    expect(stats.choices).toBeGreaterThan(0);
  });
});
