/**
 * The PostgreSQL store's schema versions (migrations.ts), recorded in `skirmish_migrations`. Several
 * server processes may open one database at the same moment, so the whole run holds a
 * transaction-wide advisory lock: the second process waits, then finds nothing left to run. Each
 * migration runs in that one transaction with its entry, so a failed migration leaves no trace.
 */
import type pg from 'pg';
import { runMigrations, type Migration, type MigrationLog } from './migrations.js';

/** Any fixed number: the advisory lock key that serialises migrations (pg_advisory_xact_lock). */
const MIGRATION_LOCK = 0x5c1a_0001;

export const POSTGRES_MIGRATIONS: readonly Migration<pg.PoolClient>[] = [
  {
    name: '0001-tables-and-choices',
    up: async (db) => {
      await db.query(`
CREATE TABLE IF NOT EXISTS skirmish_tables (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  preset TEXT,
  config JSONB NOT NULL,
  seed TEXT NOT NULL,
  seats JSONB NOT NULL,
  status TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  engine_version TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  returns JSONB,
  reason TEXT,
  moves INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS skirmish_tables_status ON skirmish_tables(status, updated_at);
CREATE TABLE IF NOT EXISTS skirmish_choices (
  table_id TEXT NOT NULL REFERENCES skirmish_tables(id),
  idx INTEGER NOT NULL,
  rqid INTEGER NOT NULL,
  option TEXT NOT NULL,
  seat INTEGER NOT NULL,
  PRIMARY KEY (table_id, idx)
);`);
    },
  },
  {
    // Stores made before 128-bit seeds (server/seeds.ts) kept the seed as BIGINT.
    name: '0002-seed-as-text',
    up: async (db) => {
      await db.query(`
DO $$ BEGIN
  IF (SELECT data_type FROM information_schema.columns WHERE table_name = 'skirmish_tables' AND column_name = 'seed') = 'bigint' THEN
    ALTER TABLE skirmish_tables ALTER COLUMN seed TYPE TEXT USING seed::text;
  END IF;
END $$;`);
    },
  },
];

const log: MigrationLog<pg.PoolClient> = {
  executed: async (db) => {
    await db.query('CREATE TABLE IF NOT EXISTS skirmish_migrations (name TEXT PRIMARY KEY, run_at BIGINT NOT NULL)');
    const r = await db.query<{ name: string }>('SELECT name FROM skirmish_migrations ORDER BY name');
    return r.rows.map((row) => row.name);
  },
  record: async (db, name) => {
    await db.query('INSERT INTO skirmish_migrations (name, run_at) VALUES ($1, $2)', [name, Date.now()]);
  },
};

/** Brings the database to the newest schema; returns the names of the migrations it ran. */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration<pg.PoolClient>[] = POSTGRES_MIGRATIONS): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const ran = await runMigrations(client, migrations, log);
    await client.query('COMMIT');
    return ran;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw new Error(`could not migrate the PostgreSQL store: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    client.release();
  }
}
