/**
 * Versioned schema migrations for both stores, run by umzug: each store lists its migrations in
 * order under a stable name (`0001-…`), records the ones it has run in a table of its own database,
 * and on open runs only those not yet recorded. A store made before migrations existed already has
 * the first version's tables, which is why every first migration is written with IF NOT EXISTS.
 */
import { Umzug } from 'umzug';

export interface Migration<C> {
  /** Stable and ordered: the name is what the database records as run. */
  readonly name: string;
  readonly up: (context: C) => Promise<void> | void;
}

export interface MigrationLog<C> {
  /** Names already run, creating the log table when missing. */
  executed(context: C): Promise<string[]>;
  record(context: C, name: string): Promise<void>;
}

/** Runs every migration the log does not list yet, in order; returns the names it ran. */
export async function runMigrations<C extends object>(context: C, migrations: readonly Migration<C>[], log: MigrationLog<C>): Promise<string[]> {
  const umzug = new Umzug<C>({
    migrations: migrations.map((m) => ({ name: m.name, up: async ({ context: c }) => m.up(c) })),
    context,
    storage: {
      executed: ({ context: c }) => log.executed(c),
      logMigration: ({ name, context: c }) => log.record(c, name),
      unlogMigration: () => Promise.reject(new Error('store migrations only go forward')),
    },
    logger: undefined,
  });
  const ran = await umzug.up();
  return ran.map((m) => m.name);
}
