// Bounded resources on a real server over loopback (issue #23 items 5–8): each test reproduces the
// shape of the reported failure and shows it no longer works — unlimited requests and tables,
// tables loaded by POST or GET staying in memory, AI-only tables playing with nobody watching, AI
// budgets without a cap, one search stalling another table's AI, replay stepping blocking the
// event loop, a large map resent in every view, and unlimited spectators.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAiPool, type AiChooser } from './ai-pool.js';
import { createSkirmishServer, type ServerOptions, type SkirmishServer } from './app.js';
import { BIG_MAP, bigMapModule } from './fixtures/bigmap.js';
import { postJson, testClient, type TestClient } from './fixtures/client.js';
import { duelModule } from './fixtures/duel.js';
import { marathonModule } from './fixtures/marathon.js';
import type { ServerLimits } from './limits.js';
import type { TableMessage } from './protocol.js';
import { SqliteStore } from './store/sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'skirmish-bounds-'));
const fixtureUrls = [
  { url: new URL('./fixtures/duel.ts', import.meta.url).href, name: 'duelModule' },
  { url: new URL('./fixtures/marathon.ts', import.meta.url).href, name: 'marathonModule' },
  { url: new URL('./fixtures/bigmap.ts', import.meta.url).href, name: 'bigMapModule' },
];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

interface Running {
  srv: SkirmishServer;
  store: SqliteStore;
  url: string;
  client(table: string, tokens?: string[]): TestClient;
  create(body: Record<string, unknown>): Promise<{ status: number; body: Created & { error?: { code: string; message: string } } }>;
}
interface Created {
  id: string;
  invites: { seat: number; token: string }[];
}

let n = 0;
async function start(limits: Partial<ServerLimits>, extra: Partial<ServerOptions> = {}): Promise<Running> {
  const store = await SqliteStore.open(join(dir, `t${n++}.sqlite`));
  const srv = createSkirmishServer({
    store,
    modules: [duelModule, marathonModule, bigMapModule],
    aiDelayMs: 0,
    messagesPerSecond: 1000,
    extraModuleUrls: fixtureUrls,
    limits,
    ...extra,
  });
  const port = await srv.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const clients: TestClient[] = [];
  cleanups.push(async () => {
    for (const c of clients) c.close();
    await srv.close();
    await store.close();
  });
  return {
    srv,
    store,
    url,
    client(table, tokens = []) {
      const c = testClient(url, table, tokens);
      clients.push(c);
      return c;
    },
    create: (body) => postJson(`${url}/api/tables`, body),
  };
}

const humans = [{ kind: 'human' }, { kind: 'human' }];
type Open = { rqid: number; player: number; options: { id: string }[] };
const openOf = (m: TableMessage): Open => m.obs.core.pending as unknown as Open;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Plays a table to the end through one hot-seat connection holding both seats. */
async function playOut(c: TestClient): Promise<TableMessage> {
  for (;;) {
    const m = await c.waitFor((x) => x.obs.core.terminal !== null || (x.obs.core.pending !== null && x.viewer === x.obs.core.pending.player));
    if (m.obs.core.terminal) return m;
    const o = openOf(m);
    expect(await c.choose(o.rqid, o.options[0]!.id)).toEqual({ ok: true });
    await c.waitFor((x) => x.moves > m.moves);
  }
}

describe('HTTP rate limits and table caps (item 5)', () => {
  it('every route answers 429 with a JSON error once an address has used its budget', async () => {
    const s = await start({ httpRequests: 5, httpWindowMs: 60_000 });
    for (let i = 0; i < 5; i++) expect((await fetch(`${s.url}/api/catalog`)).status).toBe(200);
    for (const path of ['/api/catalog', '/api/tables', '/api/tables/abcdef', '/api/tables/abcdef/replay/1', '/index.html']) {
      const r = await fetch(`${s.url}${path}`);
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await r.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'rate-limited',
        message: expect.stringContaining('at most 5 requests per 60 s'),
      });
    }
    const post = await s.create({ game: 'duel', seats: humans });
    expect(post.status).toBe(429);
    expect(await s.store.listTables({})).toHaveLength(0);
  });

  it('opening live-table connections is limited per address too (the Socket.IO handshake is not an Express route)', async () => {
    const s = await start({ httpRequests: 3, httpWindowMs: 60_000 });
    const t = await s.srv.tables.create({ game: 'duel', seats: humans as { kind: 'human' }[] });
    if (!t.ok) throw new Error(t.error.message);
    for (let i = 0; i < 3; i++) expect((await s.client(t.id).waitFor(() => true)).viewer).toBeNull();
    const refused = s.client(t.id);
    const err = await new Promise<Error>((resolve) => refused.socket.once('connect_error', resolve));
    expect(err.message).toContain('rate-limited: at most 3 connections per 60 s');
  });

  it('creating tables is limited per address and window', async () => {
    const s = await start({ createsPerWindow: 3, createWindowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect((await s.create({ game: 'duel', seats: humans })).status).toBe(201);
    const fourth = await s.create({ game: 'duel', seats: humans });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error?.message).toContain('at most 3 new tables per 60 s');
    expect(await s.store.listTables({})).toHaveLength(3);
  });

  it('an address may have only so many unfinished tables; a finished one frees its place', async () => {
    const s = await start({ openTablesPerClient: 2 });
    const a = await s.create({ game: 'duel', preset: 'short', seats: humans });
    expect((await s.create({ game: 'duel', seats: humans })).status).toBe(201);
    const third = await s.create({ game: 'duel', seats: humans });
    expect(third.status).toBe(429);
    expect(third.body.error).toMatchObject({ code: 'too-many-tables', message: expect.stringContaining('at most 2 per address') });
    await playOut(
      s.client(
        a.body.id,
        a.body.invites.map((i) => i.token),
      ),
    );
    expect((await s.create({ game: 'duel', seats: humans })).status).toBe(201);
  });

  it('at most loadedTables are held in memory: idle ones make room, busy ones refuse with 503', async () => {
    const s = await start({ loadedTables: 2 });
    const a = await s.create({ game: 'duel', seats: humans });
    const b = await s.create({ game: 'duel', seats: humans });
    const ca = s.client(a.body.id, [a.body.invites[0]!.token]);
    const cb = s.client(b.body.id);
    await ca.waitFor(() => true);
    await cb.waitFor(() => true);
    const c = await s.create({ game: 'duel', seats: humans });
    expect(c.status).toBe(503);
    expect(c.body.error).toMatchObject({ code: 'server-busy', message: expect.stringContaining('maximum of 2 open tables') });
    // A socket to a table not in memory is refused the same way.
    const other = await s.srv.tables.create({ game: 'duel', seats: humans as { kind: 'human' }[] });
    if (!other.ok) throw new Error(other.error.message);
    await s.srv.tables.unload(other.id);
    const refused = s.client(other.id);
    await expect.poll(() => refused.fatal.map((f) => f.code)).toEqual(['server-busy']);
    cb.close();
    await expect.poll(() => s.srv.io.sockets.sockets.size).toBe(1);
    await sleep(50);
    expect((await s.create({ game: 'duel', seats: humans })).status).toBe(201);
    expect(s.srv.tables.loaded()).toBe(2);
    expect(s.srv.tables.isLoaded(a.body.id)).toBe(true);
    expect(s.srv.tables.isLoaded(b.body.id)).toBe(false);
  });
});

describe('idle unload and paused AI (item 5)', () => {
  it('tables loaded by POST or by GET /api/tables/:id leave memory when idle, with no socket ever connected', async () => {
    const s = await start({ idleUnloadMs: 1_000 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = (await s.create({ game: 'duel', seats: humans })).body.id;
      expect(s.srv.tables.isLoaded(id)).toBe(true);
      ids.push(id);
    }
    await expect.poll(() => s.srv.tables.loaded(), { timeout: 10_000 }).toBe(0);
    for (const id of ids) {
      expect((await fetch(`${s.url}/api/tables/${id}`)).status).toBe(200);
      expect(s.srv.tables.isLoaded(id)).toBe(true);
    }
    await expect.poll(() => s.srv.tables.loaded(), { timeout: 10_000 }).toBe(0);
  });

  it('an AI-only table does not play while nobody watches, and plays on when someone does', async () => {
    const s = await start({ idleUnloadMs: 200 });
    const ai = [
      { kind: 'ai', agent: 'random' },
      { kind: 'ai', agent: 'random' },
    ];
    const t = await s.create({ game: 'duel', seats: ai });
    expect(t.status).toBe(201);
    await sleep(300);
    expect(await s.store.choices(t.body.id)).toHaveLength(0);
    const watcher = s.client(t.body.id);
    const end = await watcher.waitFor((x) => x.obs.core.terminal !== null);
    expect(end.moves).toBe(6);
    watcher.close();
    await expect.poll(() => s.srv.tables.loaded(), { timeout: 5_000 }).toBe(0);
  });
});

describe('AI budgets and the fair scheduler (item 6)', () => {
  it('refuses an AI seat over the time or iteration cap at creation, naming the cap', async () => {
    const s = await start({ aiMaxTimeMs: 5_000, aiMaxIterations: 20_000 });
    const slow = await s.create({ game: 'duel', seats: [{ kind: 'ai', agent: 'mcts:time=600000' }, { kind: 'human' }] });
    expect(slow.status).toBe(400);
    expect(slow.body.error).toMatchObject({ code: 'ai-budget', message: expect.stringContaining('at most time=5000') });
    const many = await s.create({ game: 'duel', seats: [{ kind: 'human' }, { kind: 'ai', agent: 'mcts:it=1000000' }] });
    expect(many.body.error).toMatchObject({ code: 'ai-budget', message: expect.stringMatching(/Seat 2: .*at most it=20000/) });
    expect(await s.store.listTables({})).toHaveLength(0);
    expect((await s.create({ game: 'duel', seats: [{ kind: 'ai', agent: 'mcts:time=5000' }, { kind: 'human' }] })).status).toBe(201);
  });

  it("another table's greedy answers while a long mcts seat is still thinking", async () => {
    // Asked for one worker (the old pool then queued every table behind the search), the pool still
    // keeps one free of searches.
    let pool: AiChooser | null = createAiPool(1, fixtureUrls);
    cleanups.push(async () => void (await pool?.close()));
    // The search is long enough to outlast the second worker's start-up on a loaded machine.
    const s = await start({ aiMaxTimeMs: 6_000 }, { ai: pool });
    const long = await s.create({ game: 'duel', seats: [{ kind: 'ai', agent: 'mcts:time=5000' }, { kind: 'human' }] });
    const quick = await s.create({ game: 'duel', seats: [{ kind: 'ai', agent: 'greedy' }, { kind: 'human' }] });
    // Watching wakes each table's AI: the search starts first.
    const lc = s.client(long.body.id, [long.body.invites[0]!.token]);
    await lc.waitFor(() => true);
    await sleep(100);
    const qc = s.client(quick.body.id, [quick.body.invites[0]!.token]);
    await qc.waitFor((x) => x.moves === 1);
    // The greedy answered before the search was done.
    expect((await s.store.choices(long.body.id)).length).toBe(0);
    await lc.waitFor((x) => x.moves === 1, 15_000);
    pool = null;
  });
});

describe('replay frames off the main thread (item 7)', () => {
  it('other requests are served while a long replay is computed, and stepping back is quick', async () => {
    const s = await start({ httpRequests: 100_000 });
    const made = await s.srv.tables.create({ game: 'marathon', config: { moves: 500, work: 300_000 }, seats: humans as { kind: 'human' }[] });
    if (!made.ok) throw new Error(made.error.message);
    const t = (await s.srv.tables.get(made.id))!;
    for (;;) {
      const p = t.game.pending(t.state);
      if (p.terminal) break;
      expect(await t.submit([p.player], p.rqid, p.options[0]!.id)).toEqual({ ok: true });
    }
    const frame = async (k: number): Promise<{ index: number; lines: string[] }> =>
      (await (await fetch(`${s.url}/api/tables/${made.id}/replay/${k}`)).json()) as never;
    // The last position of a cold replay: the whole game is replayed (in the worker).
    let done = false;
    const tFar = performance.now();
    const far = frame(500).then((f) => ((done = true), f));
    let servedMeanwhile = 0;
    while (!done) {
      const r = await fetch(`${s.url}/api/catalog`);
      expect(r.status).toBe(200);
      if (!done) servedMeanwhile++;
    }
    const farMs = performance.now() - tFar;

    expect((await far).index).toBe(500);
    expect(servedMeanwhile).toBeGreaterThanOrEqual(3);
    // Back one step at a time: each replays at most 50 choices from a checkpoint.
    const t0 = performance.now();
    const back = await frame(499);
    const stepMs = performance.now() - t0;
    expect(back.index).toBe(499);
    expect(back.lines).toHaveLength(499);
    const t1 = performance.now();
    await frame(0);
    await frame(500);
    // Stepping back replays at most 50 choices (the cold replay took 500), and so do far jumps.
    expect(stepMs).toBeLessThan(farMs / 2);
    expect(performance.now() - t1).toBeLessThan(farMs);
  });
});

describe('static data once per connection, and a spectator cap (item 8)', () => {
  it('a 150 KiB map goes to each connection once, not in every view', async () => {
    const s = await start({});
    const t = await s.create({ game: 'bigmap', seats: humans });
    expect(t.status).toBe(201);
    const seats = [s.client(t.body.id, [t.body.invites[0]!.token]), s.client(t.body.id, [t.body.invites[1]!.token])];
    const specs = [s.client(t.body.id), s.client(t.body.id), s.client(t.body.id)];
    for (const c of [...seats, ...specs]) await c.waitFor(() => true);
    for (let made = 0; made < 5; made++) {
      const m = await seats[0]!.waitFor((x) => x.moves === made);
      const who = seats[m.obs.core.pending!.player]!;
      const mine = await who.waitFor((x) => x.moves === made && x.viewer === x.obs.core.pending?.player);
      expect(await who.choose(openOf(mine).rqid, openOf(mine).options[0]!.id)).toEqual({ ok: true });
    }
    const mapChars = JSON.stringify(BIG_MAP).length;
    expect(mapChars).toBeGreaterThan(140 * 1024);
    for (const c of [...seats, ...specs]) {
      const last = await c.waitFor((x) => x.moves === 5);
      // The client has the whole view back, map included.
      expect((last.obs.view as { map: unknown }).map).toEqual(BIG_MAP);
      expect(c.received.filter(([e]) => e === 'static')).toHaveLength(1);
      const bytes = c.received.reduce((sum, [, text]) => sum + text.length, 0);
      // Six views at least (the first and five changes); the map once: far less than six maps.
      expect(c.received.filter(([e]) => e === 'table').length).toBeGreaterThanOrEqual(6);
      expect(bytes).toBeLessThan(mapChars * 1.2);
    }
  });

  it('replay frames carry a large field only to a client that does not have it yet', async () => {
    const s = await start({});
    const t = await s.create({ game: 'bigmap', seats: humans });
    await playOut(
      s.client(
        t.body.id,
        t.body.invites.map((i) => i.token),
      ),
    );
    const mapChars = JSON.stringify(BIG_MAP).length;
    type Split = { index: number; obs: { view: Record<string, unknown> }; statics: Record<string, string>; parts: { digest: string; value: unknown }[] };
    const get = async (k: number, have: string) => {
      const r = await fetch(`${s.url}/api/tables/${t.body.id}/replay/${k}?have=${have}`);
      return { status: r.status, text: await r.text() };
    };
    // A client with nothing yet gets the map once, as a part named by its digest.
    const first = await get(0, '');
    expect(first.status).toBe(200);
    const f0 = JSON.parse(first.text) as Split;
    expect(f0.obs.view.map).toBeUndefined();
    expect(f0.parts).toEqual([{ digest: f0.statics.map, value: BIG_MAP }]);
    // Every later frame, for a client that says it has the map, leaves it out.
    for (let k = 1; k <= 6; k++) {
      const later = await get(k, f0.statics.map!);
      const f = JSON.parse(later.text) as Split;
      expect(f.index).toBe(k);
      expect(f.parts).toEqual([]);
      expect(f.statics.map).toBe(f0.statics.map);
      expect(later.text.length).toBeLessThan(mapChars / 10);
    }
    // Without `have` the frame is whole, as before; a malformed `have` is refused, naming the entry.
    const plain = JSON.parse(await (await fetch(`${s.url}/api/tables/${t.body.id}/replay/1`)).text()) as Split;
    expect(plain.obs.view.map).toEqual(BIG_MAP);
    const bad = await get(1, 'not-a-digest');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('entry 1 is not a digest');
    const many = await get(1, Array.from({ length: 33 }, () => f0.statics.map).join(','));
    expect(many.status).toBe(400);
  });

  it('a table takes at most spectatorsPerTable spectators; seats still connect', async () => {
    const s = await start({ spectatorsPerTable: 2 });
    const t = await s.create({ game: 'duel', seats: humans });
    const a = s.client(t.body.id);
    const b = s.client(t.body.id);
    await a.waitFor(() => true);
    await b.waitFor(() => true);
    const c = s.client(t.body.id);
    await expect.poll(() => c.fatal).toEqual([{ code: 'spectators-full', message: expect.stringContaining('maximum of 2 spectators') }]);
    const seat = s.client(t.body.id, [t.body.invites[0]!.token]);
    expect((await seat.waitFor(() => true)).viewer).toBe(0);
    a.close();
    await expect.poll(() => s.srv.io.sockets.sockets.size).toBe(2);
    expect((await s.client(t.body.id).waitFor(() => true)).viewer).toBeNull();
  });
});
