// The store contract, one suite run against a real SQLite file and a real PostgreSQL server (a
// throwaway one started on loopback by test/services/postgres.ts): tables round-trip, choices
// append in order, a second writer at an index already taken is refused, a whole game played
// through `Tables` is rebuilt from the log alone, and the schema comes from versioned migrations.
// Without a PostgreSQL binary the PostgreSQL half is skipped with a message, except in CI (CI=true),
// where that is a failure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicesRequired } from '../../../test/services/free-port.js';
import { findPostgresBin, startPostgres, type PostgresServer } from '../../../test/services/postgres.js';
import { duelModule } from '../fixtures/duel.js';
import { Tables } from '../tables.js';
import { PostgresStore } from './postgres.js';
import { POSTGRES_MIGRATIONS } from './postgres-migrations.js';
import { SqliteStore } from './sqlite.js';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.js';
import type { Store, TableRecord } from './store.js';

const dir = mkdtempSync(join(tmpdir(), 'skirmish-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pgBin = findPostgresBin();
let pgServer: PostgresServer | null = null;
let dbCount = 0;
/** Each PostgreSQL test gets a database of its own, so migrations start from nothing. */
const freshPgUrl = (): Promise<string> => {
  if (!pgServer) throw new Error('the PostgreSQL test server is not running');
  return pgServer.createDatabase(`contract_${dbCount++}`);
};
if (pgBin) {
  beforeAll(async () => {
    pgServer = await startPostgres(pgBin);
  });
  afterAll(async () => {
    await pgServer?.stop();
  });
} else if (servicesRequired()) {
  it('PostgreSQL is installed (CI needs it: .ci/run installs the Debian package postgresql)', () => {
    throw new Error('no PostgreSQL server binary (initdb, pg_ctl, postgres) found in /usr/lib/postgresql/*/bin, PG_BIN or PATH');
  });
} else {
  console.warn(
    'store.test: no PostgreSQL server binary found (install the Debian package postgresql or set PG_BIN); the PostgreSQL store is not tested in this run.',
  );
}

let sqliteCount = 0;
const backends: [string, () => Promise<Store>][] = [['sqlite', () => SqliteStore.open(join(dir, `contract-${sqliteCount++}.sqlite`))]];
if (pgBin) backends.push(['postgres', async () => PostgresStore.open(await freshPgUrl())]);

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
    // One after the other, as a table writes them (server/table.ts awaits each write-ahead): two
    // appends at once on PostgreSQL's pool may reach the database in either order, and the second
    // index is then refused as the compare-and-set says it should be.
    await store.appendChoice(id, { index: 0, rqid: 1, option: 'a', seat: 0 });
    await store.appendChoice(id, { index: 1, rqid: 2, option: 'b', seat: 1 });
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

describe.each(backends)('%s store: seats', (_name, open) => {
  it('replaceSeats is a compare-and-set: stale expected seats change nothing', async () => {
    const store = await open();
    const t = base(`s${Date.now().toString(36)}`);
    await store.createTable(t);
    const next = t.seats.map((x) => (x.kind === 'human' ? { ...x, tokenHash: 'h2', claimed: true } : x));
    expect(await store.replaceSeats(t.id, t.seats, next)).toBe(true);
    expect(await store.replaceSeats(t.id, t.seats, t.seats)).toBe(false);
    expect((await store.getTable(t.id))?.seats).toEqual(next);
    await store.close();
  });

  it('one invite claimed at once through two processes (two Tables on one store): exactly one claim wins', async () => {
    const store = await open();
    const a = new Tables(store, [duelModule], { aiDelayMs: 0 });
    const b = new Tables(store, [duelModule], { aiDelayMs: 0 });
    const made = await a.create({ game: 'duel', seed: 3, seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    await b.get(made.id); // both processes hold the table, with the same seats
    const invite = made.invites[0]!.token;
    const results = await Promise.all([a.claim(made.id, 0, invite), b.claim(made.id, 0, invite)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, error: { code: 'bad-invite' } });
    await Promise.all([a.close(), b.close()]);
    await store.close();
  });
});

describe('versioned migrations', () => {
  it('SQLite: a new file records every version; reopening runs none again and keeps the data', async () => {
    const path = join(dir, 'migrated.sqlite');
    const s1 = await SqliteStore.open(path);
    await s1.createTable(base('m1'));
    await s1.close();
    const s2 = await SqliteStore.open(path);
    expect((await s2.getTable('m1'))?.id).toBe('m1');
    await s2.close();
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(path, { readonly: true });
    const names = (db.prepare('SELECT name FROM schema_migrations ORDER BY name').all() as { name: string }[]).map((r) => r.name);
    db.close();
    expect(names).toEqual(SQLITE_MIGRATIONS.map((m) => m.name));
  });

  it.skipIf(!pgBin)('PostgreSQL: a store from before the versions (BIGINT seed) is brought up to date, and two processes may open it at once', async () => {
    const url = await freshPgUrl();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      // The schema as the store created it before 128-bit seeds and before migrations existed.
      await c.query(`CREATE TABLE skirmish_tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, preset TEXT, config JSONB NOT NULL, seed BIGINT NOT NULL,
        seats JSONB NOT NULL, status TEXT NOT NULL, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL, engine_version TEXT NOT NULL,
        content_hash TEXT NOT NULL, returns JSONB, reason TEXT, moves INTEGER NOT NULL DEFAULT 0)`);
      await c.query(`INSERT INTO skirmish_tables VALUES ('old', 'duel', NULL, '{}', 42, '[]', 'playing', 1, 1, 'v0', 'h', NULL, NULL, 0)`);
      const [a, b] = await Promise.all([PostgresStore.open(url), PostgresStore.open(url)]);
      expect((await a.getTable('old'))?.seed).toBe(42);
      const online = { ...base('new'), seed: '0123456789abcdef0123456789abcdef' };
      await b.createTable(online);
      expect((await a.getTable('new'))?.seed).toBe(online.seed);
      await Promise.all([a.close(), b.close()]);
      const col = await c.query<{ data_type: string }>(
        "SELECT data_type FROM information_schema.columns WHERE table_name = 'skirmish_tables' AND column_name = 'seed'",
      );
      expect(col.rows[0]?.data_type).toBe('text');
      const ran = await c.query<{ name: string }>('SELECT name FROM skirmish_migrations ORDER BY name');
      expect(ran.rows.map((r) => r.name)).toEqual(POSTGRES_MIGRATIONS.map((m) => m.name));
    } finally {
      await c.end();
    }
  });
});
