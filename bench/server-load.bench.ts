/**
 * Load on the web table over loopback. This process is the server (Express + Socket.IO + SQLite,
 * as `skirmish serve` runs it); the simulated players run in a child process
 * (src/server/fixtures/load-clients.ts), one Socket.IO connection per seat, two seats per table,
 * each seat answering its own questions with a random offered option after a think time. When a
 * game ends its slot creates a new table through the HTTP API, so N games stay in flight.
 *
 * Phases: create N tables (server heap per loaded game is measured here, before any connection);
 * ramp-up (the clients connect, `SERVER_BENCH_RAMP` tables at a time, until every seat has its first
 * view — not counted); the measured window. Reported: games in flight, choices/s, the server's apply
 * latency (a choice taken from the table's queue → durable log write → apply → every seat's view
 * sent), the server's event-loop delay (what a message waits before it is even read), the client
 * round trip, server CPU per choice, memory per game, and the machine's load average (other work
 * on the machine shows up in the latencies).
 *
 * Settings (environment): SERVER_BENCH_GAMES (default 200), SERVER_BENCH_SECONDS (default 20),
 * SERVER_BENCH_THINK_MS (default 3000: mean time a person takes per decision, varied 0.5×–1.5×;
 * 0 = answer at once, a saturation test), SERVER_BENCH_GAME (default dicemasters; else the fixture
 * game), SERVER_BENCH_RAMP (default 50), SERVER_BENCH_CLIENT_NICE (default 10: the clients' process
 * runs at a lower priority than the server, as browsers on other machines would not take its CPU).
 * Run: node --expose-gc --import tsx bench/run.ts server-load
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { gameModules } from '../src/games/index.js';
import { createSkirmishServer } from '../src/server/app.js';
import { duelModule } from '../src/server/fixtures/duel.js';
import { percentile, type LoadStart, type LoadStats } from '../src/server/fixtures/load-clients.js';
import { SqliteStore } from '../src/server/store/sqlite.js';
import type { BenchSuite } from './harness.js';

type FromChild = { type: 'ready'; rampSeconds: number; connectFailures: number } | { type: 'done'; stats: LoadStats };

const suite: BenchSuite = async () => {
  const games = Number(process.env.SERVER_BENCH_GAMES ?? 200);
  const seconds = Number(process.env.SERVER_BENCH_SECONDS ?? 20);
  const thinkMs = Number(process.env.SERVER_BENCH_THINK_MS ?? 3000);
  const ramp = Number(process.env.SERVER_BENCH_RAMP ?? 50);
  const wanted = process.env.SERVER_BENCH_GAME ?? 'dicemasters';
  const mod = gameModules.find((m) => m.game.id === wanted) ?? duelModule;
  const dir = mkdtempSync(join(tmpdir(), 'skirmish-load-'));
  const store = await SqliteStore.open(join(dir, 'load.sqlite'));
  const applyMs: number[] = [];
  let measuring = false;
  // Finished tables leave memory soon (they reload from the log if anyone opens them again).
  const server = createSkirmishServer({
    store,
    modules: [mod],
    aiDelayMs: 0,
    messagesPerSecond: 1000,
    idleUnloadMs: 5_000,
    // One address (the load clients) creates every table: the per-address limits do not apply here.
    limits: { httpRequests: 1_000_000, createsPerWindow: 1_000_000, openTablesPerClient: 1_000_000, loadedTables: 1_000_000, spectatorsPerTable: 1_000 },
    // The load clients seed their tables so runs compare: a local benchmark server.
    allowChosenSeeds: true,
    onApplied: (ms) => measuring && applyMs.push(ms),
  });
  const port = await server.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const preset = Object.keys(mod.presets)[0];

  // Memory per loaded game: create N tables (loaded in the server) before any client connects.
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const rss0 = process.memoryUsage().rss;
  const tables: { id: string; tokens: string[] }[] = [];
  for (let i = 0; i < games; i++) {
    const made = await server.tables.create({ game: mod.game.id, ...(preset ? { preset } : {}), seed: i + 1, seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    tables.push({ id: made.id, tokens: made.invites.map((x) => x.token) });
  }
  global.gc?.();
  const heapPerGame = (process.memoryUsage().heapUsed - heap0) / games;

  const child = fork(fileURLToPath(new URL('../src/server/fixtures/load-clients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // The clients stand for browsers on other machines: on this shared machine they run at a lower
  // priority than the server (it only lowers our own child; other work is not affected).
  const nice = Number(process.env.SERVER_BENCH_CLIENT_NICE ?? 10);
  if (nice > 0 && child.pid !== undefined) {
    try {
      setPriority(child.pid, nice);
    } catch {
      // Not permitted here: the clients run at the server's priority.
    }
  }
  const next = (): Promise<FromChild> =>
    new Promise((resolve, reject) => {
      const onExit = (code: number | null): void => reject(new Error(`the load clients stopped (exit ${String(code)})`));
      child.once('exit', onExit);
      child.once('message', (m: FromChild) => {
        child.off('exit', onExit);
        resolve(m);
      });
    });
  const start: LoadStart = { type: 'start', url, tables, thinkMs, game: mod.game.id, preset, ramp, seed: 12345 };
  const readyP = next();
  child.send(start);
  const ready = (await readyP) as Extract<FromChild, { type: 'ready' }>;

  const load0 = loadavg()[0]!;
  // The histogram records each timer's whole wait, so an idle loop reads `resolution`; subtract it.
  const resolution = 2;
  const loop = monitorEventLoopDelay({ resolution });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // Garbage-collection pauses in the window (a full collection stops the event loop).
  const gcPauses: number[] = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcPauses.push(e.duration);
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  measuring = true;
  loop.enable();
  const doneP = next();
  child.send({ type: 'go', seconds });
  const { stats } = (await doneP) as Extract<FromChild, { type: 'done' }>;
  measuring = false;
  loop.disable();
  gcObserver.disconnect();
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const load1 = loadavg()[0]!;
  const rss = process.memoryUsage().rss;
  await server.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });

  const ms = (ns: number): number => Math.max(0, ns / 1e6 - resolution);
  return {
    title: `Web table load: ${games} ${mod.game.id} games in flight over loopback for ${seconds} s, think time ${thinkMs} ms (server in this process, clients in a child process at nice ${nice})`,
    rows: [
      {
        name: 'games in flight (mean / min during the window)',
        value: stats.inFlightMean,
        unit: `games (min ${stats.inFlightMin})`,
        target: 'issue aim: 1,000',
      },
      { name: 'ramp-up: all clients connected with their first view', value: ready.rampSeconds, unit: 's', target: 'not in the figures below' },
      { name: 'choices applied', value: stats.choices / stats.seconds, unit: 'choices/s' },
      { name: 'server apply latency p50 (queue → log write → apply → views sent)', value: percentile(applyMs, 50), unit: 'ms' },
      { name: 'server apply latency p99', value: percentile(applyMs, 99), unit: 'ms', target: 'issue aim: < 20 ms' },
      { name: 'server apply latency max', value: applyMs.reduce((a, b) => Math.max(a, b), 0), unit: 'ms' },
      { name: 'server event-loop delay p50', value: ms(loop.percentile(50)), unit: 'ms', target: 'wait before a message is read' },
      { name: 'server event-loop delay p99', value: ms(loop.percentile(99)), unit: 'ms' },
      {
        name: 'server GC pauses: longest / total',
        value: gcPauses.reduce((a, b) => Math.max(a, b), 0),
        unit: `ms / ${gcPauses.reduce((a, b) => a + b, 0).toFixed(0)} ms in ${gcPauses.length} collections`,
      },
      { name: 'client round trip p50 (send → acknowledgement)', value: stats.rttP50, unit: 'ms' },
      { name: 'client round trip p99', value: stats.rttP99, unit: 'ms' },
      { name: 'server CPU per choice', value: cpuMs / Math.max(1, applyMs.length), unit: 'ms', target: 'independent of other load' },
      { name: 'server CPU share', value: (cpuMs / 1000 / elapsed) * 100, unit: '% of one core' },
      { name: 'clients CPU per choice (child process)', value: stats.cpuMs / Math.max(1, stats.choices), unit: 'ms' },
      { name: 'server heap per loaded game', value: heapPerGame / 1024, unit: 'KiB', target: 'before clients connect' },
      { name: 'server RSS growth per game in flight (tables + 2 sockets each)', value: (rss - rss0) / games / 1024, unit: 'KiB' },
      { name: 'server RSS at the end', value: rss / 2 ** 20, unit: 'MiB' },
      { name: 'machine load average (1 min) at start / end', value: load0, unit: `/ ${load1.toFixed(1)} (2 cores)`, target: 'other work on the machine' },
      { name: 'games finished (new tables created)', value: stats.finished, unit: `games (${stats.created} created)` },
      { name: 'refused choices', value: stats.refused, unit: `choices ${JSON.stringify(stats.refusals)}`, target: 'should be 0' },
      { name: 'failed connections', value: stats.connectFailures, unit: 'clients', target: 'should be 0' },
    ],
  };
};

export default suite;
