/**
 * The SQLite store's schema versions (migrations.ts), recorded in `schema_migrations`. Each runs in
 * a transaction of its own; its entry is written just after, so a migration must be safe to run
 * again (a crash between the two runs it once more).
 */
import type Database from 'better-sqlite3';
import type { Migration, MigrationLog } from './migrations.js';

export const SQLITE_MIGRATIONS: readonly Migration<Database.Database>[] = [
  {
    name: '0001-tables-and-choices',
    up: (db) =>
      inTransaction(
        db,
        `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  preset TEXT,
  config TEXT NOT NULL,
  seed INTEGER NOT NULL,
  seats TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  engine_version TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  returns TEXT,
  reason TEXT,
  moves INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS tables_status ON tables(status, updated_at);
CREATE TABLE IF NOT EXISTS choices (
  table_id TEXT NOT NULL REFERENCES tables(id),
  idx INTEGER NOT NULL,
  rqid INTEGER NOT NULL,
  option TEXT NOT NULL,
  seat INTEGER NOT NULL,
  PRIMARY KEY (table_id, idx)
) WITHOUT ROWID;
`,
      ),
  },
];

function inTransaction(db: Database.Database, sql: string): void {
  db.transaction(() => db.exec(sql))();
}

export const sqliteMigrationLog: MigrationLog<Database.Database> = {
  executed: async (db) => {
    db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, run_at INTEGER NOT NULL)');
    return (db.prepare('SELECT name FROM schema_migrations ORDER BY name').all() as { name: string }[]).map((r) => r.name);
  },
  record: async (db, name) => {
    db.prepare('INSERT INTO schema_migrations (name, run_at) VALUES (?, ?)').run(name, Date.now());
  },
};
