// The store contract, run against a real SQLite file and (when TEST_DATABASE_URL points at a
// PostgreSQL server) against PostgreSQL: tables round-trip, choices append in order, a second
// writer at an index already taken is refused, and a whole game played through `Tables` is
// rebuilt from the log alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { duelModule } from '../fixtures/duel.js';
import { Tables } from '../tables.js';
import { PostgresStore } from './postgres.js';
import { SqliteStore } from './sqlite.js';
import type { Store, TableRecord } from './store.js';

const dir = mkdtempSync(join(tmpdir(), 'skirmish-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn('store.test: TEST_DATABASE_URL is not set; the PostgreSQL store is not tested in this run.');

const backends: [string, () => Promise<Store>][] = [['sqlite', async () => new SqliteStore(join(dir, 'contract.sqlite'))]];
if (pgUrl) backends.push(['postgres', () => PostgresStore.open(pgUrl)]);

const base = (id: string): Omit<TableRecord, 'moves'> => ({
  id,
  game: 'duel',
  preset: 'standard',
  config: { rounds: 3 },
  seed: 5,
  seats: [
    { kind: 'human', name: 'A', tokenHash: 'h1', claimed: false },
    { kind: 'ai', name: 'B', agent: 'random', settings: {} },
  ],
  status: 'playing',
  createdAt: 1,
  updatedAt: 1,
  engineVersion: 'test',
  contentHash: 'duel-fixture-1',
  returns: null,
  reason: null,
});

describe.each(backends)('%s store', (_name, open) => {
  it('round-trips tables and appends choices in order; a taken index is refused', async () => {
    const store = await open();
    const id = `t${Date.now().toString(36)}${Math.floor(performance.now() * 1000) % 1000}`;
    await store.createTable(base(id));
    const got = await store.getTable(id);
    expect(got).toMatchObject({ id, game: 'duel', seed: 5, status: 'playing', moves: 0, config: { rounds: 3 } });
    expect(got?.seats[1]).toMatchObject({ kind: 'ai', agent: 'random' });
    await Promise.all([
      store.appendChoice(id, { index: 0, rqid: 1, option: 'a', seat: 0 }),
      store.appendChoice(id, { index: 1, rqid: 2, option: 'b', seat: 1 }),
    ]);
    await expect(store.appendChoice(id, { index: 1, rqid: 2, option: 'x', seat: 1 })).rejects.toThrow(/could not log choice 2/);
    await expect(store.appendChoice(id, { index: 5, rqid: 9, option: 'x', seat: 1 })).rejects.toThrow(/does not have 5 choices/);
    expect(await store.choices(id)).toEqual([
      { index: 0, rqid: 1, option: 'a', seat: 0 },
      { index: 1, rqid: 2, option: 'b', seat: 1 },
    ]);
    expect((await store.getTable(id))?.moves).toBe(2);
    await store.finish(id, 'finished', [1, -1], 'done');
    expect(await store.getTable(id)).toMatchObject({ status: 'finished', returns: [1, -1], reason: 'done' });
    const finished = await store.listTables({ status: 'finished' });
    expect(finished.some((t) => t.id === id)).toBe(true);
    expect(await store.getTable('nope')).toBeNull();
    await store.close();
  });

  it('a game played through Tables is rebuilt from the log by a fresh process', async () => {
    const store = await open();
    const tables = new Tables(store, [duelModule], { aiDelayMs: 0 });
    const made = await tables.create({ game: 'duel', seed: 3, seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    const t = (await tables.get(made.id))!;
    for (let i = 0; i < 4; i++) {
      const p = t.game.pending(t.state);
      if (p.terminal) break;
      expect(await t.submit([p.player], p.rqid, p.options[0]!.id)).toEqual({ ok: true });
    }
    const hash = t.game.hash(t.state);
    await tables.close();
    const again = new Tables(store, [duelModule], { aiDelayMs: 0 });
    const back = (await again.get(made.id))!;
    expect(back.moves).toBe(4);
    expect(back.game.hash(back.state)).toBe(hash);
    await again.close();
    await store.close();
  });
});
