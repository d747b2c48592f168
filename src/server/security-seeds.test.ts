// Issue 23, items 1 and 2 (docs/security.md "Seeds and dice"): a spectator could recover a table's
// 31-bit seed from the first public views and predict every later roll; the table creator could
// choose the seed. Reproduced here on a small search window, then shown to fail against the
// server's 128-bit seeds; chosen seeds are refused over HTTP unless the server runs for local play.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRng, type GameState, type Seed } from '../core/index.js';
import { gameModules } from '../games/index.js';
import { createSkirmishServer, type SkirmishServer } from './app.js';
import { postJson, testClient, type TestClient } from './fixtures/client.js';
import type { TableMessage } from './protocol.js';
import { newTableSeed } from './seeds.js';
import { SqliteStore } from './store/sqlite.js';

const dm = gameModules.find((m) => m.game.id === 'dicemasters')!;
const config = dm.presets['first-game']!();

/** A table as a spectator follows it: the public view after the set-up and after each choice. */
function publicViews(seed: Seed, moves: number): { views: string[]; choices: { rqid: number; option: string }[] } {
  const r = dm.game.setup(config, seed);
  if (!r.ok) throw new Error(r.error.message);
  const s: GameState = r.value.state;
  const views = [JSON.stringify(dm.game.observe(s, null))];
  const choices: { rqid: number; option: string }[] = [];
  for (let i = 0; i < moves; i++) {
    const p = dm.game.pending(s);
    if (p.terminal) break;
    // The players' choices: the last option offered each time (spectators see what was done).
    const option = p.options[p.options.length - 1]!.id;
    choices.push({ rqid: p.rqid, option });
    const a = dm.game.apply(s, p.rqid, option);
    if (!a.ok) throw new Error(a.error.message);
    views.push(JSON.stringify(dm.game.observe(s, null)));
  }
  return { views, choices };
}

/** The attack: every candidate seed whose first `k` public views match what the spectator saw. */
function search(from: number, count: number, seen: readonly string[], choices: readonly { rqid: number; option: string }[], k: number): number[] {
  const found: number[] = [];
  for (let seed = from; seed < from + count; seed++) {
    const r = dm.game.setup(config, seed);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    if (JSON.stringify(dm.game.observe(s, null)) !== seen[0]) continue;
    let same = true;
    for (let i = 1; i < k && same; i++) {
      const c = choices[i - 1]!;
      same = dm.game.apply(s, c.rqid, c.option).ok && JSON.stringify(dm.game.observe(s, null)) === seen[i];
    }
    if (same) found.push(seed);
  }
  return found;
}

// The attacker's loop over all 2^31 seeds takes minutes; here it runs over a 2,048-seed window.
const WINDOW = 2048;
const BASE = 2 ** 30;

describe('recovering the seed from public views (the attack of issue 23, item 1)', () => {
  it('with the old 31-bit seeds: the first two views single the seed out, and every later view is predicted', () => {
    const secret = BASE + 1234; // what randomInt(0, 2^31 - 1) might have drawn
    const table = publicViews(secret, 24);
    const afterFirst = search(BASE, WINDOW, table.views, table.choices, 1);
    expect(afterFirst).toContain(secret);
    expect(afterFirst.length).toBeLessThan(WINDOW / 100); // ~16 bits per view
    const recovered = search(BASE, WINDOW, table.views, table.choices, 2);
    expect(recovered).toEqual([secret]);
    // The recovered seed replays the table: every later view, each roll included, is known in advance.
    const predicted = publicViews(recovered[0]!, 24);
    expect(predicted.views).toEqual(table.views);
    expect(table.views.length).toBeGreaterThan(10);
  });

  it("with the server's 128-bit seeds: no candidate of the old space matches, and none can", () => {
    const secret = newTableSeed();
    const table = publicViews(secret, 4);
    // The same search over the old numeric space finds nothing that fits the first two views...
    expect(search(BASE, WINDOW, table.views, table.choices, 2)).toEqual([]);
    // ...and nowhere in it could: every numeric seed drives xoroshiro128+ (4 state words), while a
    // 128-bit seed keys ChaCha20 (8 key words, block, word; core/rng.ts), so no numeric candidate
    // deals the same stream. What remains is the 2^128 seeds (or ChaCha20's key itself).
    expect(seedRng(BASE + 1234)).toHaveLength(4);
    expect(seedRng(secret)).toHaveLength(10);
    expect(secret).toMatch(/^[0-9a-f]{32}$/);
  });

  it('table seeds are 128 bits from the cryptographic source: distinct, every hex digit in use', () => {
    const seeds = Array.from({ length: 500 }, () => newTableSeed());
    expect(new Set(seeds).size).toBe(500);
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{32}$/);
    // 16,000 hex digits: each of the 16 appears about 1,000 times.
    const counts = new Map<string, number>();
    for (const ch of seeds.join('')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(16);
    for (const n of counts.values()) expect(n).toBeGreaterThan(800);
  });
});

describe('on a real server', () => {
  let dir: string;
  let store: SqliteStore;
  let server: SkirmishServer;
  let url: string;
  let localStore: SqliteStore;
  let local: SkirmishServer;
  let localUrl: string;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'skirmish-seeds-'));
    store = await SqliteStore.open(join(dir, 'online.sqlite'));
    server = createSkirmishServer({ store, modules: [dm], aiDelayMs: 0 });
    url = `http://127.0.0.1:${await server.listen(0)}`;
    localStore = await SqliteStore.open(join(dir, 'local.sqlite'));
    local = createSkirmishServer({ store: localStore, modules: [dm], aiDelayMs: 0, allowChosenSeeds: true });
    localUrl = `http://127.0.0.1:${await local.listen(0)}`;
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    await server.close();
    await local.close();
    await store.close();
    await localStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const humans = [{ kind: 'human' }, { kind: 'human' }];

  it('an online table gets a 128-bit seed, and no payload carries it or the generator state', async () => {
    const made = await postJson<{ id: string; invites: { seat: number; token: string }[] }>(`${url}/api/tables`, { game: 'dicemasters', seats: humans });
    expect(made.status).toBe(201);
    const { id, invites } = made.body;
    const rec = await store.getTable(id);
    expect(rec?.seed).toMatch(/^[0-9a-f]{32}$/);
    const live = (await server.tables.get(id))!;
    const secrets = [String(rec!.seed), JSON.stringify(live.state.core.rng)];
    const seats = invites.map((i) => testClient(url, id, [i.token]));
    const spec = testClient(url, id);
    clients.push(...seats, spec);
    // Play a few choices so that rolls and rerolls go out.
    for (let made = 0; made < 8; made++) {
      const m = await spec.waitFor((x) => x.moves === made);
      if (m.obs.core.terminal) break;
      const p = m.obs.core.pending!.player;
      const mine = await seats[p]!.waitFor((x) => x.moves === made && x.viewer === p);
      const open = mine.obs.core.pending as unknown as { rqid: number; options: { id: string }[] };
      expect(await seats[p]!.choose(open.rqid, open.options.at(-1)!.id)).toEqual({ ok: true });
      secrets.push(JSON.stringify(live.state.core.rng));
    }
    const http = [
      await (await fetch(`${url}/api/tables`)).text(),
      await (await fetch(`${url}/api/tables?status=playing`)).text(),
      await (await fetch(`${url}/api/tables/${id}`)).text(),
    ];
    const record = await fetch(`${url}/api/tables/${id}/record`);
    expect(record.status).toBe(409); // not while the game is played: the seed is in it
    http.push(await record.text());
    const frame = await fetch(`${url}/api/tables/${id}/replay/0`);
    expect(frame.status).toBe(409); // nor a replay position, which is rebuilt from the seed
    http.push(await frame.text());
    const payloads = [...http, ...[...seats, spec].flatMap((c) => c.received.map(([, text]) => text))];
    expect(payloads.length).toBeGreaterThan(20);
    for (const text of payloads) {
      expect(text).not.toContain('"rng"');
      expect(text).not.toContain('"seed"');
      for (const s of secrets) expect(text).not.toContain(s);
    }
  });

  it('a seed in POST /api/tables is refused by an online server and nothing is created (item 2)', async () => {
    const before = (await store.listTables({})).length;
    const r = await postJson<{ error: { code: string; message: string } }>(`${url}/api/tables`, { game: 'dicemasters', seed: 4242, seats: humans });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('seed-not-allowed');
    expect(r.body.error.message).toMatch(/knows every roll/);
    const hex = await postJson<{ error: { code: string } }>(`${url}/api/tables`, { game: 'dicemasters', seed: newTableSeed(), seats: humans });
    expect(hex.body.error.code).toBe('seed-not-allowed');
    expect(await store.listTables({})).toHaveLength(before);
  });

  it('a server started for local play (--dev-seeds) takes the chosen seed, and two tables with it deal alike', async () => {
    const views: TableMessage[] = [];
    for (let i = 0; i < 2; i++) {
      const made = await postJson<{ id: string }>(`${localUrl}/api/tables`, { game: 'dicemasters', seed: 4242, seats: humans });
      expect(made.status).toBe(201);
      expect((await localStore.getTable(made.body.id))?.seed).toBe(4242);
      const c = testClient(localUrl, made.body.id);
      clients.push(c);
      views.push(await c.waitFor(() => true));
    }
    expect(views[1]!.obs).toEqual(views[0]!.obs);
    // Such a game is marked as unranked wherever it shows: the table, the lobby, and its record.
    expect(views.map((v) => v.chosenSeed)).toEqual([true, true]);
    const rows = ((await (await fetch(`${localUrl}/api/tables`)).json()) as { tables: { id: string; chosenSeed: boolean }[] }).tables;
    expect(rows.filter((t) => t.id === views[0]!.id).map((t) => t.chosenSeed)).toEqual([true]);
    const hex = await postJson<{ error: { message: string } }>(`${localUrl}/api/tables`, { game: 'dicemasters', seed: newTableSeed(), seats: humans });
    expect(hex.status).toBe(400);
    expect(hex.body.error.message).toMatch(/chosen seed is a whole number/);
  });

  it('a finished game with a chosen seed says so in its record; a dealt one does not', async () => {
    for (const [base, seed, marked] of [
      [localUrl, 4242, true],
      [url, undefined, false],
    ] as const) {
      const srv = base === url ? server : local;
      const made = await srv.tables.create({ game: 'dicemasters', seats: humans as { kind: 'human' }[], ...(seed === undefined ? {} : { seed }) });
      if (!made.ok) throw new Error(made.error.message);
      const t = (await srv.tables.get(made.id))!;
      for (;;) {
        const p = t.game.pending(t.state);
        if (p.terminal) break;
        expect(await t.submit([p.player], p.rqid, p.options.at(-1)!.id)).toEqual({ ok: true });
      }
      const rec = (await (await fetch(`${base}/api/tables/${made.id}/record`)).json()) as { seedChosen?: boolean; finalHash?: string };
      expect(rec.finalHash).toBeDefined();
      expect(rec.seedChosen === true).toBe(marked);
    }
  });
});
