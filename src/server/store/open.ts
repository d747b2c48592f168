import { PostgresStore } from './postgres.js';
import { SqliteStore } from './sqlite.js';
import type { Store } from './store.js';

/** DATABASE_URL=postgres://… selects PostgreSQL; anything else is the embedded SQLite file at `sqlitePath`. */
export async function openStore(opts: { databaseUrl?: string | undefined; sqlitePath: string }): Promise<Store> {
  const url = opts.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return PostgresStore.open(url);
  if (url) throw new Error(`DATABASE_URL must be a postgres:// URL (got "${url.split(':')[0]}:…"); leave it unset for the embedded SQLite file.`);
  return SqliteStore.open(opts.sqlitePath);
}
