// Integration tests of the web table's server on a real SQLite file, with real Socket.IO clients:
// a whole game between two human seats and a spectator, a game against an AI seat, forged and
// malformed messages (all refused, nothing changes), per-seat payloads (no RNG state, no hidden
// cards of the opponent), invite tokens, rate limiting and the replay API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../core/index.js';
import { createAiPool } from './ai-pool.js';
import { createSkirmishServer, type SkirmishServer } from './app.js';
import { duelModule, type DuelState } from './fixtures/duel.js';
import { postJson, testClient, type TestClient } from './fixtures/client.js';
import type { TableMessage } from './protocol.js';
import { SqliteStore } from './store/sqlite.js';

/** The fixture game, for the worker threads (replay frames, AI seats) that load games by URL. */
const duelUrl = { url: new URL('./fixtures/duel.ts', import.meta.url).href, name: 'duelModule' };
let dir: string;
let store: SqliteStore;
let server: SkirmishServer;
let url: string;
const clients: TestClient[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skirmish-server-'));
  store = await SqliteStore.open(join(dir, 'tables.sqlite'));
  server = createSkirmishServer({ store, modules: [duelModule], aiDelayMs: 0, messagesPerSecond: 30, allowChosenSeeds: true, extraModuleUrls: [duelUrl] });
  const port = await server.listen(0, '127.0.0.1');
  url = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const c of clients) c.close();
  await server.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Created {
  id: string;
  invites: { seat: number; token: string; path: string }[];
}

async function create(seats: unknown[], extra: Record<string, unknown> = {}): Promise<Created> {
  const r = await postJson<Created>(`${url}/api/tables`, { game: 'duel', preset: 'standard', seed: 7, seats, ...extra });
  expect(r.status).toBe(201);
  return r.body;
}

function client(table: string, tokens: string[] = []): TestClient {
  const c = testClient(url, table, tokens);
  clients.push(c);
  return c;
}

type Open = { rqid: number; player: number; options: { id: string }[] };
/** The open question as this seat sees it (with options only when it is this seat's). */
const openOf = (m: TableMessage): Open => m.obs.core.pending as unknown as Open;

const decider = (m: TableMessage): number | null => (m.obs.core.pending ? m.obs.core.pending.player : null);

async function liveState(id: string): Promise<DuelState> {
  const t = await server.tables.get(id);
  if (!t) throw new Error('no table');
  return t.state as DuelState;
}

describe('a whole game on a real SQLite file', () => {
  it('two human seats and a spectator play to the end; every choice is in the log', async () => {
    const t = await create([
      { kind: 'human', name: 'Ann' },
      { kind: 'human', name: 'Bo' },
    ]);
    const [a, b] = [client(t.id, [t.invites[0]!.token]), client(t.id, [t.invites[1]!.token])];
    const spec = client(t.id);
    let m = await a.waitFor(() => true);
    expect(m.viewer).toBe(0);
    expect(m.seats.map((s) => s.name)).toEqual(['Ann', 'Bo']);
    const seats = [a, b];
    let made = 0;
    while (m.obs.core.terminal === null) {
      const p = m.obs.core.pending!;
      const me = seats[p.player]!;
      const mine = await me.waitFor((x) => x.moves === made && x.viewer === p.player);
      const open = mine.obs.core.pending!;
      expect('options' in open).toBe(true);
      const options = openOf(mine).options;
      const ack = await me.choose(open.rqid, options[0]!.id);
      expect(ack).toEqual({ ok: true });
      made++;
      m = await spec.waitFor((x) => x.moves === made);
      expect(m.viewer).toBeNull();
    }
    expect(made).toBe(6);
    expect(m.status).toBe('finished');
    const logged = await store.choices(t.id);
    expect(logged.map((c) => c.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(logged.map((c) => c.seat)).toEqual([0, 1, 0, 1, 0, 1]);
    const rec = await store.getTable(t.id);
    expect(rec?.status).toBe('finished');
    expect(rec?.moves).toBe(6);
    // The spectator's log narrates the plays but never the deal.
    expect(m.log.from).toBeGreaterThan(0);
    const full = await spec.waitFor((x) => x.moves === 6);
    expect(full.log.lines.join('\n')).not.toContain('is dealt');

    // The record replays to the same final position, and the replay API steps through it.
    const record = (await (await fetch(`${url}/api/tables/${t.id}/record`)).json()) as GameRecord;
    expect(record.choices).toHaveLength(6);
    expect(record.seed).toBe(7);
    const replayed = replay(duelModule.game, record);
    expect(replayed.ok && replayed.value.hash).toBe(duelModule.game.hash(await liveState(t.id)));
    const f3 = (await (await fetch(`${url}/api/tables/${t.id}/replay/3`)).json()) as { index: number; total: number; last: { seat: number } };
    expect(f3).toMatchObject({ index: 3, total: 6, last: { seat: 0 } });
    const f6 = (await (await fetch(`${url}/api/tables/${t.id}/replay/6`)).json()) as { obs: TableMessage['obs'] };
    expect(f6.obs.core.terminal).toEqual(m.obs.core.terminal);
    const bad = await fetch(`${url}/api/tables/${t.id}/replay/7`);
    expect(bad.status).toBe(400);
  });

  it('a human plays against an AI seat to the end', async () => {
    const t = await create([{ kind: 'human' }, { kind: 'ai', agent: 'random' }]);
    expect(t.invites.map((i) => i.seat)).toEqual([0]);
    const a = client(t.id, [t.invites[0]!.token]);
    for (;;) {
      const m = await a.waitFor((x) => x.obs.core.terminal !== null || decider(x) === 0);
      if (m.obs.core.terminal) break;
      const p = openOf(m);
      expect((await a.choose(p.rqid, p.options.at(-1)!.id)).ok).toBe(true);
      await a.waitFor((x) => x.moves > m.moves);
    }
    expect((await store.getTable(t.id))?.status).toBe('finished');
    expect(await store.choices(t.id)).toHaveLength(6);
  });

  it('records and replays are refused while a game is being played (they would reveal the seed)', async () => {
    const t = await create([{ kind: 'human' }, { kind: 'human' }]);
    const r = await fetch(`${url}/api/tables/${t.id}/record`);
    expect(r.status).toBe(409);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('not-finished');
  });
});

describe('forged and malformed messages are refused and change nothing', () => {
  it('another seat, out of turn, stale rqid, never-offered option, extra fields, spectators', async () => {
    const t = await create([{ kind: 'human' }, { kind: 'human' }]);
    const a = client(t.id, [t.invites[0]!.token]);
    const b = client(t.id, [t.invites[1]!.token]);
    const spec = client(t.id);
    const m0 = await a.waitFor(() => true);
    await b.waitFor(() => true);
    await spec.waitFor(() => true);
    const open = openOf(m0);
    expect(open.player).toBe(0);
    const table = (await server.tables.get(t.id))!;
    const hash0 = table.game.hash(table.state);

    const refusals: [Promise<unknown>, string][] = [
      // Seat 2 answers seat 1's question with seat 1's rqid and a card seat 1 was offered.
      [b.choose(open.rqid, open.options[0]!.id), 'not-your-turn'],
      // A spectator tries to choose.
      [spec.choose(open.rqid, open.options[0]!.id), 'spectator'],
      // An rqid that is not the open one (an older or made-up question).
      [a.choose(open.rqid - 1 > 0 ? open.rqid - 1 : open.rqid + 5, open.options[0]!.id), 'stale-request'],
      // A card from the opponent's hand: never offered to seat 1.
      [a.choose(open.rqid, (await liveState(t.id)).hands[1]![0]!.id), 'unknown-option'],
      // Acting "for" another seat by adding a field: the schema allows only rqid and option.
      [a.raw({ rqid: open.rqid, option: open.options[0]!.id, seat: 1 }), 'bad-message'],
      [a.raw({ rqid: String(open.rqid), option: open.options[0]!.id }), 'bad-message'],
      [a.raw('play everything'), 'bad-message'],
    ];
    for (const [p, code] of refusals) expect(await p).toMatchObject({ ok: false, error: { code } });
    expect(table.game.hash(table.state)).toBe(hash0);
    expect(await store.choices(t.id)).toHaveLength(0);

    // Now seat 1 plays; a replay of that same message is stale, and seat 1 is now out of turn.
    expect(await a.choose(open.rqid, open.options[0]!.id)).toEqual({ ok: true });
    const after = await b.waitFor((x) => x.moves === 1);
    const hash1 = table.game.hash(table.state);
    expect(await a.choose(open.rqid, open.options[1]!.id)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    const bOpen = openOf(after);
    expect(await b.choose(open.rqid, bOpen.options[0]!.id)).toMatchObject({ ok: false, error: { code: 'stale-request' } });
    expect(table.game.hash(table.state)).toBe(hash1);
    expect(await store.choices(t.id)).toHaveLength(1);
  });

  it('a bad seat token or an unknown table closes the connection with a clear error', async () => {
    const t = await create([{ kind: 'human' }, { kind: 'human' }]);
    const forged = client(t.id, ['not-a-real-token-at-all']);
    await new Promise((r) => forged.socket.on('disconnect', r));
    expect(forged.fatal[0]?.code).toBe('bad-token');
    const nowhere = client('nosuchtable');
    await new Promise((r) => nowhere.socket.on('disconnect', r));
    expect(nowhere.fatal[0]?.code).toBe('no-table');
    const junk = testClient(url, t.id, [], { admin: true });
    clients.push(junk);
    await new Promise((r) => junk.socket.on('disconnect', r));
    expect(junk.fatal[0]?.code).toBe('bad-handshake');
  });

  it('rate-limits a flooding connection', async () => {
    const t = await create([{ kind: 'human' }, { kind: 'human' }]);
    const b = client(t.id, [t.invites[1]!.token]);
    await b.waitFor(() => true);
    const acks = await Promise.all(Array.from({ length: 60 }, () => b.choose(1, 'x')));
    const codes = acks.map((x) => (x.ok ? 'ok' : x.error.code));
    expect(codes.filter((c) => c === 'rate-limited').length).toBeGreaterThanOrEqual(30);
    expect(codes.filter((c) => c === 'not-your-turn').length).toBeGreaterThan(0);
  });

  it('refuses bad new-table requests with the reason', async () => {
    const cases: [unknown, string][] = [
      [{ game: 'chess', seats: [{ kind: 'human' }] }, 'unknown-game'],
      [{ game: 'duel', preset: 'epic', seats: [{ kind: 'human' }, { kind: 'human' }] }, 'unknown-preset'],
      [{ game: 'duel', seats: [{ kind: 'human' }] }, 'bad-seats'],
      [{ game: 'duel', seats: [{ kind: 'human' }, { kind: 'ai', agent: 'oracle' }] }, 'bad-agent'],
      [{ game: 'duel', config: { rounds: 9 }, seats: [{ kind: 'human' }, { kind: 'human' }] }, 'invalid-config'],
      [{ game: 'duel', seats: [{ kind: 'robot' }] }, 'bad-request'],
    ];
    for (const [body, code] of cases) {
      const r = await postJson<{ error: { code: string; message: string } }>(`${url}/api/tables`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code, r.body.error.message).toBe(code);
    }
  });
});

describe('what each seat is sent', () => {
  it("no message to a seat holds the RNG state or a card still in the opponent's hand", async () => {
    const t = await create([{ kind: 'human' }, { kind: 'human' }]);
    const a = client(t.id, [t.invites[0]!.token]);
    const b = client(t.id, [t.invites[1]!.token]);
    const spec = client(t.id);
    const start = await liveState(t.id);
    const dealt = [start.hands[0]!.map((c) => c.id), start.hands[1]!.map((c) => c.id)];
    const rngText = JSON.stringify(start.core.rng);
    const seats = [a, b];
    let m = await a.waitFor(() => true);
    while (!m.obs.core.terminal) {
      const p = m.obs.core.pending!.player;
      const mine = await seats[p]!.waitFor((x) => x.viewer === p && x.moves === m.moves);
      const o = openOf(mine);
      await seats[p]!.choose(o.rqid, o.options[0]!.id);
      m = await a.waitFor((x) => x.moves === m.moves + 1);
    }
    await spec.waitFor((x) => x.moves === 6);
    const played = await store.choices(t.id);
    // A card may appear in a message to another viewer only once its owner has played it.
    const playedAt = new Map(played.map((c) => [c.option, c.index + 1]));
    const check = (c: TestClient, viewer: number | null): void => {
      expect(c.received.length).toBeGreaterThan(0);
      for (const [event, text] of c.received) {
        expect(text).not.toContain('"rng"');
        expect(text).not.toContain(rngText);
        if (event !== 'table') continue;
        const moves = (JSON.parse(text) as TableMessage).moves;
        for (const owner of [0, 1]) {
          if (owner === viewer) continue;
          for (const card of dealt[owner]!) if (moves < playedAt.get(card)!) expect(text, `${card} leaked to ${viewer} at move ${moves}`).not.toContain(card);
        }
      }
    };
    check(a, 0);
    check(b, 1);
    check(spec, null);
    // And a seat does see its own hand (the check above is not vacuous).
    expect(a.received[0]![1]).toContain(dealt[0]![0]!);
  });
});

describe('lobby API', () => {
  it('lists catalog and tables; a seat is claimed only with its invite secret, which then stops working', async () => {
    const cat = (await (await fetch(`${url}/api/catalog`)).json()) as { games: { id: string; presets: string[] }[] };
    expect(cat.games).toEqual([expect.objectContaining({ id: 'duel', presets: ['standard', 'short'] })]);
    const t = await create([{ kind: 'human' }, { kind: 'human' }]);
    expect(t.invites[1]!.path).toBe(`/#/i/${t.id}/2/${t.invites[1]!.token}`);
    const bare = await postJson<{ error: { code: string } }>(`${url}/api/tables/${t.id}/seats/2/claim`, {});
    expect([bare.status, bare.body.error.code]).toEqual([403, 'bad-invite']);
    const claim = await postJson<{ token: string }>(`${url}/api/tables/${t.id}/seats/2/claim`, { invite: t.invites[1]!.token });
    expect(claim.status).toBe(200);
    expect(claim.body.token).not.toBe(t.invites[1]!.token);
    const again = await postJson<{ error: { code: string } }>(`${url}/api/tables/${t.id}/seats/2/claim`, { invite: t.invites[1]!.token });
    expect([again.status, again.body.error.code]).toEqual([403, 'bad-invite']);
    const c = client(t.id, [claim.body.token]);
    expect((await c.waitFor(() => true)).viewer).toBe(1);
    const list = (await (await fetch(`${url}/api/tables?status=playing`)).json()) as { tables: { id: string }[] };
    expect(list.tables.some((x) => x.id === t.id)).toBe(true);
  });
});

describe('idle tables', () => {
  it('a table nobody is connected to leaves memory and comes back from the log unchanged', async () => {
    const idleStore = await SqliteStore.open(join(dir, 'idle.sqlite'));
    const idle = createSkirmishServer({ store: idleStore, modules: [duelModule], aiDelayMs: 0, idleUnloadMs: 50 });
    const port = await idle.listen(0, '127.0.0.1');
    const made = await postJson<Created>(`http://127.0.0.1:${port}/api/tables`, { game: 'duel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const tok = made.body.invites[0]!.token;
    const a = testClient(`http://127.0.0.1:${port}`, made.body.id, [tok]);
    const m = await a.waitFor(() => true);
    expect(await a.choose(openOf(m).rqid, openOf(m).options[0]!.id)).toEqual({ ok: true });
    const last = await a.waitFor((x) => x.moves === 1);
    const before = idle.tables.loaded();
    a.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(idle.tables.loaded()).toBe(before - 1);
    const again = testClient(`http://127.0.0.1:${port}`, made.body.id, [tok]);
    const back = await again.waitFor(() => true);
    expect(back.moves).toBe(1);
    // Rebuilt from the log: the same view, and the whole log again (from line 0).
    expect(back.obs).toEqual(last.obs);
    expect(back.log.from).toBe(0);
    expect(back.log.lines.at(-1)).toBe(last.log.lines.at(-1));
    again.close();
    await idle.close();
    await idleStore.close();
  });
});

describe('after a restart', () => {
  it('an AI-only table waits while nobody watches and plays on to the end once someone does', async () => {
    const path = join(dir, 'resume.sqlite');
    const s1 = await SqliteStore.open(path);
    // The first server's AI would wait a minute before moving: it is "stopped" mid-game.
    const slow = createSkirmishServer({ store: s1, modules: [duelModule], aiDelayMs: 60_000 });
    const made = await slow.tables.create({
      game: 'duel',
      seed: 4,
      seats: [
        { kind: 'ai', agent: 'random' },
        { kind: 'ai', agent: 'random' },
      ],
    });
    if (!made.ok) throw new Error(made.error.message);
    await slow.close();
    await s1.close();

    const s2 = await SqliteStore.open(path);
    const fast = createSkirmishServer({ store: s2, modules: [duelModule], aiDelayMs: 0 });
    const port = await fast.listen(0, '127.0.0.1');
    // Opened over HTTP (loaded) but nobody connected: the AI seats do not play (issue #23 item 5).
    expect((await fetch(`http://127.0.0.1:${port}/api/tables/${made.id}`)).status).toBe(200);
    expect(fast.tables.isLoaded(made.id)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await s2.choices(made.id)).toHaveLength(0);
    const watcher = testClient(`http://127.0.0.1:${port}`, made.id);
    await expect.poll(async () => (await s2.getTable(made.id))?.status, { timeout: 10_000 }).toBe('finished');
    expect(await s2.choices(made.id)).toHaveLength(6);
    watcher.close();
    await fast.close();
    await s2.close();
  });
});

describe('AI seats in a worker thread', () => {
  it('a human plays against an AI that thinks off the server thread', async () => {
    const pool = createAiPool(1, [{ url: new URL('./fixtures/duel.ts', import.meta.url).href, name: 'duelModule' }]);
    const wStore = await SqliteStore.open(join(dir, 'worker.sqlite'));
    const srv = createSkirmishServer({ store: wStore, modules: [duelModule], aiDelayMs: 0, ai: pool, log: (l) => console.error(l) });
    const port = await srv.listen(0, '127.0.0.1');
    const made = await postJson<Created>(`http://127.0.0.1:${port}/api/tables`, {
      game: 'duel',
      seats: [{ kind: 'ai', agent: 'greedy' }, { kind: 'human' }],
    });
    const a = testClient(`http://127.0.0.1:${port}`, made.body.id, [made.body.invites[0]!.token]);
    for (;;) {
      const m = await a.waitFor((x) => x.obs.core.terminal !== null || decider(x) === 1);
      if (m.obs.core.terminal) break;
      expect((await a.choose(openOf(m).rqid, openOf(m).options[0]!.id)).ok).toBe(true);
      await a.waitFor((x) => x.moves > m.moves);
    }
    const logged = await wStore.choices(made.body.id);
    expect(logged.map((c) => c.seat)).toEqual([0, 1, 0, 1, 0, 1]);
    a.close();
    await srv.close();
    await pool.close();
    await wStore.close();
  });
});
