/**
 * Load on the web table over loopback: N simulated browsers-worth of clients (one Socket.IO
 * connection per seat) keep N games in flight at once, each seat answering its own questions with a
 * random offered option; when a game ends its slot starts a new one. Runs for a bounded time and
 * reports games in flight, choices/s, the server's apply latency (take a choice → durable log write
 * → apply → broadcast to every seat), the client round trip, and server memory per loaded game.
 *
 * The server and the clients share this process (and the machine's two cores), so the figures are
 * a floor for a server with a machine to itself. Settings: SERVER_BENCH_GAMES (default 200),
 * SERVER_BENCH_SECONDS (default 20), SERVER_BENCH_GAME (default dicemasters, else the fixture),
 * SERVER_BENCH_THINK_MS (default 0: answer at once, a saturation test; e.g. 2000 models people
 * taking two seconds a decision, the load a real table sees).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gameModules } from '../src/games/index.js';
import { createSkirmishServer } from '../src/server/app.js';
import { duelModule } from '../src/server/fixtures/duel.js';
import { testClient, type TestClient } from '../src/server/fixtures/client.js';
import type { TableMessage } from '../src/server/protocol.js';
import { SqliteStore } from '../src/server/store/sqlite.js';
import type { BenchSuite } from './harness.js';

const percentile = (xs: number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

const suite: BenchSuite = async () => {
  const games = Number(process.env.SERVER_BENCH_GAMES ?? 200);
  const seconds = Number(process.env.SERVER_BENCH_SECONDS ?? 20);
  const thinkMs = Number(process.env.SERVER_BENCH_THINK_MS ?? 0);
  const wanted = process.env.SERVER_BENCH_GAME ?? 'dicemasters';
  const mod = gameModules.find((m) => m.game.id === wanted) ?? duelModule;
  const dir = mkdtempSync(join(tmpdir(), 'skirmish-load-'));
  const store = new SqliteStore(join(dir, 'load.sqlite'));
  const applyMs: number[] = [];
  const server = createSkirmishServer({ store, modules: [mod], aiDelayMs: 0, messagesPerSecond: 1000, onApplied: (ms) => applyMs.push(ms) });
  const port = await server.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const preset = Object.keys(mod.presets)[0];

  // Memory per loaded game: create N tables (loaded in the server) before any client connects.
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const queue: { id: string; tokens: string[] }[] = [];
  for (let i = 0; i < games; i++) {
    const made = await server.tables.create({ game: mod.game.id, ...(preset ? { preset } : {}), seed: i + 1, seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    queue.push({ id: made.id, tokens: made.invites.map((x) => x.token) });
  }
  global.gc?.();
  const heapPerGame = (process.memoryUsage().heapUsed - heap0) / games;

  let seed = 12345;
  const rand = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const rtt: number[] = [];
  let choices = 0;
  let finished = 0;
  let errors = 0;
  // Phase 2 connects every client first (ramp-up); phase 3, the measured window, starts when all
  // of them have their first view, so connection set-up is not counted as play.
  let go = false;
  let deadline = Number.POSITIVE_INFINITY;
  const kicks: (() => void)[] = [];
  let nextSeed = games + 1;
  let connectFailures = 0;
  // At most 50 tables connect at a time during the ramp-up (2,000 handshakes at once time out).
  let connecting = 0;
  const gate: (() => void)[] = [];
  const acquire = async (): Promise<void> => {
    while (connecting >= 50) await new Promise<void>((r) => gate.push(r));
    connecting++;
  };
  const release = (): void => {
    connecting--;
    gate.shift()?.();
  };

  /** One seat's client: answers its own open questions until the game ends or time is up. */
  const seat = (c: TestClient, me: number, ready: () => void): Promise<void> =>
    new Promise((resolve) => {
      let answered = 0;
      let latest: TableMessage | null = null;
      const onTable = (m: TableMessage): void => {
        if (m.obs.core.terminal || performance.now() > deadline) return resolve();
        const p = m.obs.core.pending;
        if (!go || !p || p.player !== me || !('options' in p) || p.rqid <= answered) return;
        answered = p.rqid;
        const o = p.options[rand(p.options.length)]!;
        const send = (): void => {
          const t0 = performance.now();
          c.choose(p.rqid, o.id)
            .then((a) => {
              rtt.push(performance.now() - t0);
              if (a.ok) choices++;
              // After the deadline tables are being closed; refusals then are expected.
              else if (performance.now() < deadline) errors++;
            })
            .catch(() => (performance.now() < deadline ? errors++ : 0));
        };
        // Think times vary (0.5× to 1.5×) so the games do not move in lock-step.
        if (thinkMs > 0) setTimeout(() => performance.now() < deadline && send(), thinkMs * (0.5 + rand(1000) / 1000));
        else send();
      };
      c.socket.on('table', (text: string) => {
        latest = JSON.parse(text) as TableMessage;
        ready();
        onTable(latest);
      });
      c.socket.on('disconnect', () => resolve());
      c.socket.on('connect_error', () => {
        connectFailures++;
        ready();
        resolve();
      });
      kicks.push(() => {
        if (latest) onTable(latest);
        // The run stops at the deadline even for a seat that is waiting for the other one.
        setTimeout(resolve, Math.max(0, deadline - performance.now()) + 50);
      });
      if (go) kicks.pop()!();
    });

  let readyCount = 0;
  let allReady: () => void = () => undefined;
  const everyoneReady = new Promise<void>((r) => (allReady = r));
  const rampStart = performance.now();
  const slot = async (first: { id: string; tokens: string[] }): Promise<void> => {
    let t: { id: string; tokens: string[] } | null = first;
    let initial = true;
    while (t) {
      if (initial) await acquire();
      const clients = t.tokens.map((tok) => testClient(url, t!.id, [tok]));
      let seatsReady = 0;
      await Promise.all(
        clients.map((c, i) => {
          let counted = !initial;
          return seat(c, i, () => {
            if (counted) return;
            counted = true;
            if (++seatsReady === clients.length) release();
            if (++readyCount === games * 2) allReady();
          });
        }),
      );
      initial = false;
      for (const c of clients) c.close();
      const table = await server.tables.get(t.id);
      if (table?.record.status === 'finished') finished++;
      await server.tables.unload(t.id);
      if (performance.now() >= deadline) break;
      const made = await server.tables.create({ game: mod.game.id, ...(preset ? { preset } : {}), seed: nextSeed++, seats: [{ kind: 'human' }, { kind: 'human' }] });
      t = made.ok ? { id: made.id, tokens: made.invites.map((x) => x.token) } : null;
    }
  };

  const slots = Promise.all(queue.map((q) => slot(q)));
  await everyoneReady;
  const rampSeconds = (performance.now() - rampStart) / 1000;
  applyMs.length = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  deadline = start + seconds * 1000;
  go = true;
  for (const k of kicks.splice(0)) k();
  await slots;
  const elapsed = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const rss = process.memoryUsage().rss;
  await server.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });

  return {
    title: `Web table load: ${games} ${mod.game.id} games in flight over loopback for ${seconds} s, think time ${thinkMs} ms (server and clients in one process)`,
    rows: [
      { name: 'games in flight', value: games, unit: 'games', target: 'issue aim: 1,000' },
      { name: 'ramp-up: all clients connected with their first view', value: rampSeconds, unit: 's', target: 'not in the figures below' },
      { name: 'choices applied', value: choices / elapsed, unit: 'choices/s' },
      { name: 'CPU time per choice (server + both clients, this process)', value: cpuMs / Math.max(1, choices), unit: 'ms', target: 'independent of other load on the machine' },
      { name: 'CPU share this process got', value: (cpuMs / 1000 / elapsed) * 100, unit: '% of one core' },
      { name: 'server apply latency p50 (log write + apply + broadcast)', value: percentile(applyMs, 50), unit: 'ms' },
      { name: 'server apply latency p99', value: percentile(applyMs, 99), unit: 'ms', target: 'issue aim: < 20 ms' },
      { name: 'client round trip p50', value: percentile(rtt, 50), unit: 'ms' },
      { name: 'client round trip p99', value: percentile(rtt, 99), unit: 'ms' },
      { name: 'server heap per loaded game', value: heapPerGame / 1024, unit: 'KiB', target: 'before clients connect' },
      { name: 'process RSS at the end', value: rss / 2 ** 20, unit: 'MiB' },
      { name: 'games finished', value: finished, unit: 'games' },
      { name: 'refused choices', value: errors, unit: 'choices', target: 'should be 0' },
      { name: 'failed connections', value: connectFailures, unit: 'clients', target: 'should be 0' },
    ],
  };
};

export default suite;
