// Issue 23, items 4, 9 and 10 (part) (docs/security.md): the server listened on every interface
// while printing a localhost URL; names such as "__proto__" from a request reached plain-object
// lookups (HTTP 500 with a stack trace in the log); records of finished web games had no final
// hash for `skirmish replay` to check.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../core/index.js';
import { gameModules } from '../games/index.js';
import { main } from '../cli/main.js';
import { memoryIo } from '../cli/test-io.js';
import { createSkirmishServer, type SkirmishServer } from './app.js';
import { exposureWarning, isLoopback } from './bind.js';
import { duelModule, type DuelState } from './fixtures/duel.js';
import { postJson, testClient, type TestClient } from './fixtures/client.js';
import { startServer } from './main.js';
import type { TableMessage } from './protocol.js';
import { SqliteStore } from './store/sqlite.js';
import type { Store } from './store/store.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dm = gameModules.find((m) => m.game.id === 'dicemasters')!;

let dir: string;
let store: SqliteStore;
let server: SkirmishServer;
let url: string;
let logged: string[] = [];
const clients: TestClient[] = [];
const servers: { server: SkirmishServer; store: SqliteStore }[] = [];

/**
 * A server of its own for each group of requests: the per-address limit on creating tables would
 * otherwise answer the many bad requests below with 429 before they reach the code under test.
 */
async function fresh(): Promise<void> {
  store = await SqliteStore.open(join(dir, `http-${servers.length}.sqlite`));
  logged = [];
  const lines = logged;
  server = createSkirmishServer({ store, modules: [duelModule, dm], aiDelayMs: 0, messagesPerSecond: 1000, log: (l) => lines.push(l) });
  servers.push({ server, store });
  url = `http://127.0.0.1:${await server.listen(0)}`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skirmish-http-'));
  await fresh();
});

afterAll(async () => {
  for (const c of clients) c.close();
  for (const s of servers) {
    await s.server.close();
    await s.store.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

const STACK = /\n\s+at |\.ts:\d+|node:internal/;
const PROTO_NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'toString', 'prototype'];

describe('names from a request are looked up as own properties only (item 9)', () => {
  it.each(PROTO_NAMES)('"%s" as game, preset, agent, agent parameter, table, seat and status: a 4xx naming the problem', async (name) => {
    await fresh();
    const humans = [{ kind: 'human' }, { kind: 'human' }];
    const cases: { what: string; go: () => Promise<Response>; status: number; code: string }[] = [];
    const post = (path: string, body: unknown) => () =>
      fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const get = (path: string) => () => fetch(`${url}${path}`);
    {
      cases.push({ what: `game ${name}`, go: post('/api/tables', { game: name, seats: humans }), status: 400, code: 'unknown-game' });
      cases.push({ what: `preset ${name}`, go: post('/api/tables', { game: 'duel', preset: name, seats: humans }), status: 400, code: 'unknown-preset' });
      for (const agent of [name, `random:${name}=1`, `mcts:${name}=1`])
        cases.push({
          what: `agent ${agent}`,
          go: post('/api/tables', { game: 'duel', seats: [{ kind: 'human' }, { kind: 'ai', agent }] }),
          status: 400,
          code: 'bad-agent',
        });
      cases.push({ what: `cards of ${name}`, go: get(`/api/games/${name}/cards`), status: 404, code: 'unknown-game' });
      cases.push({ what: `table ${name}`, go: get(`/api/tables/${name}`), status: 404, code: 'no-table' });
      cases.push({ what: `record of ${name}`, go: get(`/api/tables/${name}/record`), status: 404, code: 'no-table' });
      cases.push({ what: `claim at ${name}`, go: post(`/api/tables/${name}/seats/1/claim`, { invite: 'x'.repeat(24) }), status: 404, code: 'no-table' });
      cases.push({ what: `seat ${name}`, go: post(`/api/tables/abcdef/seats/${name}/claim`, { invite: 'x'.repeat(24) }), status: 400, code: 'bad-seat' });
      cases.push({ what: `status ${name}`, go: get(`/api/tables?status=${name}`), status: 400, code: 'bad-request' });
    }
    // A config whose keys are prototype names: the game's schema refuses them.
    if (name === '__proto__')
      cases.push({
        what: 'config __proto__',
        go: () =>
          fetch(`${url}/api/tables`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"game":"duel","config":{"__proto__":{"rounds":9}},"seats":[{"kind":"human"},{"kind":"human"}]}',
          }),
        status: 400,
        code: 'invalid-config',
      });
    for (const c of cases) {
      const r = await c.go();
      const text = await r.text();
      expect([r.status, c.what]).toEqual([c.status, c.what]);
      const body = JSON.parse(text) as { error: { code: string; message: string } };
      expect([body.error.code, c.what]).toEqual([c.code, c.what]);
      expect(body.error.message.length).toBeGreaterThan(10);
      expect(text).not.toMatch(STACK);
    }
    // Expected bad input is not logged (and certainly not with a stack).
    expect(logged).toEqual([]);
    expect(await store.listTables({})).toEqual([]);
  });

  it('a socket handshake for a table named "__proto__" is refused as an unknown table', async () => {
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty']) {
      const c = testClient(url, name);
      clients.push(c);
      await new Promise((r) => c.socket.on('disconnect', r));
      expect(c.fatal[0]?.code).toBe('no-table');
    }
  });
});

describe('errors never echo a stack trace (item 9)', () => {
  it('a malformed JSON body is a 400 saying so, not logged', async () => {
    const before = logged.length;
    const r = await fetch(`${url}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"game": "duel",' });
    expect(r.status).toBe(400);
    const text = await r.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'bad-request' } });
    expect(text).not.toMatch(STACK);
    expect(logged.slice(before)).toEqual([]);
  });

  it('a failure inside the server is a 500 with a generic message and one log line without stack or body', async () => {
    const broken: Store = Object.assign(Object.create(store) as Store, {
      listTables: () => Promise.reject(new Error('disk on fire\n    at secretFunction (/srv/app.ts:1:1)')),
    });
    const lines: string[] = [];
    const s = createSkirmishServer({ store: broken, modules: [duelModule], log: (l) => lines.push(l) });
    const port = await s.listen(0);
    const r = await fetch(`http://127.0.0.1:${port}/api/tables?secret-query=hunter2`);
    expect(r.status).toBe(500);
    const text = await r.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'server-error', message: 'The server failed on this request; it has been logged.' } });
    expect(text).not.toContain('disk on fire');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('GET /api/tables');
    expect(lines[0]).toContain('disk on fire');
    expect(lines[0]).not.toMatch(/secretFunction|hunter2|\n/);
    await s.close();
  });
});

describe('the bind address (item 4)', () => {
  it('the server listens on 127.0.0.1 unless told otherwise, and start-up reports the URL it bound', async () => {
    expect((server.http.address() as { address: string }).address).toBe('127.0.0.1');
    const started = await startServer({ port: 0, sqlitePath: join(dir, 'bind.sqlite'), modules: [duelModule], aiWorkers: 0 });
    expect(started.url).toBe(`http://127.0.0.1:${started.port}/`);
    await started.stop();
  });

  it('what counts as this machine only, and the warning for anything else names the risks', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect([h, isLoopback(h)]).toEqual([h, true]);
    for (const h of ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'example.org', '128.0.0.1']) expect([h, isLoopback(h)]).toEqual([h, false]);
    expect(exposureWarning('127.0.0.1')).toBeNull();
    const w = exposureWarning('0.0.0.0')!;
    for (const risk of [/other machines/, /watch every game/, /CPU and memory/, /without TLS/, /seat tokens/]) expect(w).toMatch(risk);
  });

  it('skirmish serve: the default prints the loopback URL it bound; --host 0.0.0.0 warns and prints that address', async () => {
    const run = (extra: string[]): Promise<{ out: string; err: string }> =>
      new Promise((done, fail) => {
        const child = spawn(
          process.execPath,
          [join(root, 'bin', 'skirmish.js'), 'serve', '--port', '0', '--no-build', '--db', join(dir, `serve-${extra.length}.sqlite`), ...extra],
          {
            env: Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'HOST' && k !== 'PORT')),
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let out = '';
        let err = '';
        const timer = setTimeout(() => (child.kill('SIGKILL'), fail(new Error(`serve printed no URL: ${out} ${err}`))), 30_000);
        child.stderr.on('data', (d: Buffer) => (err += d.toString()));
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (/web table: \S+/.test(out)) {
            clearTimeout(timer);
            child.once('exit', () => done({ out, err }));
            child.kill('SIGKILL');
          }
        });
      });
    const plain = await run([]);
    expect(plain.out).toMatch(/Skirmish web table: http:\/\/127\.0\.0\.1:\d+\//);
    expect(plain.err).not.toMatch(/Warning/);
    const open = await run(['--host', '0.0.0.0']);
    expect(open.out).toMatch(/Skirmish web table: http:\/\/0\.0\.0\.0:\d+\//);
    expect(open.err).toMatch(/Warning: listening on 0\.0\.0\.0 .*other machines/);
  }, 60_000);

  it('--dev-seeds only with a loopback address', async () => {
    const io = memoryIo();
    expect(await main(['serve', '--dev-seeds', '--host', '0.0.0.0', '--no-build'], io)).toBe(2);
    expect(io.stderr.join('\n')).toMatch(/--dev-seeds .* local play only/);
  });
});

describe('records of finished web games carry finalHash (item 10)', () => {
  beforeAll(fresh);
  async function playToEnd(game: string, seats: unknown[]): Promise<{ id: string; last: TableMessage }> {
    const made = await postJson<{ id: string; invites: { seat: number; token: string }[] }>(`${url}/api/tables`, { game, seats });
    expect(made.status).toBe(201);
    const { id, invites } = made.body;
    const c = testClient(
      url,
      id,
      invites.map((i) => i.token),
    );
    clients.push(c);
    for (;;) {
      const m = await c.waitFor((x) => x.obs.core.terminal !== null || (x.obs.core.pending !== null && x.viewer === x.obs.core.pending.player), 20_000);
      if (m.obs.core.terminal) {
        c.close();
        return { id, last: m };
      }
      const open = m.obs.core.pending as unknown as { rqid: number; options: { id: string }[] };
      expect(await c.choose(open.rqid, open.options[0]!.id)).toEqual({ ok: true });
      await c.waitFor((x) => x.moves > m.moves);
    }
  }

  it('the record of a finished game replays to its finalHash; a record with another hash is refused', async () => {
    const { id } = await playToEnd('duel', [{ kind: 'human' }, { kind: 'human' }]);
    const record = (await (await fetch(`${url}/api/tables/${id}/record`)).json()) as GameRecord;
    expect(record.finalHash).toMatch(/\S{16,}/);
    const live = (await server.tables.get(id))!;
    expect(record.finalHash).toBe(duelModule.game.hash(live.state as DuelState));
    const r = replay(duelModule.game, record);
    expect(r.ok && r.value.hash).toBe(record.finalHash);
    const forged = replay(duelModule.game, { ...record, finalHash: 'f'.repeat(64) });
    expect(forged.ok).toBe(false);
  });

  it('skirmish replay checks the final hash of a Dice Masters game played on the server', async () => {
    const { id } = await playToEnd('dicemasters', [{ kind: 'human' }, { kind: 'ai', agent: 'random' }]);
    const text = await (await fetch(`${url}/api/tables/${id}/record`)).text();
    const record = JSON.parse(text) as GameRecord;
    expect(record.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(record.finalHash).toBeDefined();
    const io = memoryIo({ 'web.json': text });
    expect(await main(['replay', 'web.json'], io)).toBe(0);
    expect(io.stdout.join('\n')).toContain(`final state hash ${record.finalHash}`);
    const bad = memoryIo({ 'bad.json': JSON.stringify({ ...record, finalHash: '0'.repeat(64) }) });
    expect(await main(['replay', 'bad.json'], bad)).toBe(1);
    expect(bad.stderr.join('\n')).toMatch(/ends in state \S+, but the record says 0{64}/);
  }, 60_000);
});
