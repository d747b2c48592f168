/**
 * Starts the web table as a process: opens the store (SQLite file by default, DATABASE_URL for
 * PostgreSQL), serves the built web app and the API. Used by `skirmish serve` and by the restart
 * test, which runs this file as a child process and kills it.
 */
import { gameModules } from '../games/index.js';
import type { AnyGameModule } from '../games/module.js';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { createAiPool } from './ai-pool.js';
import { createSkirmishServer, type SkirmishServer } from './app.js';
import type { GameBuilder } from './builders/types.js';
import { Cluster } from './cluster.js';
import { DEFAULT_HOST, urlOf } from './bind.js';
import { DEFAULT_LIMITS, type ServerLimits } from './limits.js';
import { openStore } from './store/open.js';
import type { Store } from './store/store.js';

export interface StartOptions {
  readonly port: number;
  /** Address to listen on; default 127.0.0.1 (this machine only; see bind.ts). */
  readonly host?: string;
  /** Accept chosen seeds in POST /api/tables (local, unranked play only; see app.ts). */
  readonly allowChosenSeeds?: boolean;
  /** The builders by game (builders/index.ts `createBuilders`); default the built-in content's. */
  readonly builders?: Readonly<Record<string, GameBuilder>>;
  readonly sqlitePath: string;
  readonly databaseUrl?: string | undefined;
  readonly webDir?: string;
  readonly aiDelayMs?: number;
  readonly modules?: readonly AnyGameModule[];
  readonly log?: (line: string) => void;
  /**
   * AI worker threads (default: one per core, at least 2 — search agents may use all but one, so
   * quick agents always have one; 0 = think on the server thread).
   */
  readonly aiWorkers?: number;
  /** Resource bounds (limits.ts; `skirmish serve` resolves them from its flags and the environment). */
  readonly limits?: Partial<ServerLimits>;
  /** Game modules outside the registry that the AI workers must load too (test fixtures). */
  readonly extraModuleUrls?: readonly { url: string; name: string }[];
  /**
   * Redis URL: run as one of several processes sharing the tables (cluster.ts); needs a PostgreSQL
   * `databaseUrl`. Omitted (the default): one process, no Redis.
   */
  readonly redisUrl?: string | undefined;
  /** With `redisUrl`: what to do when the PostgreSQL lock connection breaks (default: exit, so another process takes over). */
  readonly onLockLost?: (e: Error) => void;
  /** Measurement hook (load tests): milliseconds per applied choice, log write included. */
  readonly onApplied?: (ms: number) => void;
}

export interface Started {
  readonly server: SkirmishServer;
  readonly store: Store;
  readonly port: number;
  /** The bound address as a URL (what start-up prints). */
  readonly url: string;
  stop(): Promise<void>;
}

export async function startServer(o: StartOptions): Promise<Started> {
  if (o.redisUrl && !/^postgres(ql)?:\/\//.test(o.databaseUrl ?? ''))
    throw new Error('Several server processes (--redis / REDIS_URL) share their tables through PostgreSQL: set DATABASE_URL=postgres://… too.');
  const store = await openStore({ databaseUrl: o.databaseUrl, sqlitePath: o.sqlitePath });
  const cluster =
    o.redisUrl && o.databaseUrl
      ? await Cluster.open({
          redisUrl: o.redisUrl,
          databaseUrl: o.databaseUrl,
          ...(o.log ? { log: o.log } : {}),
          onLockLost:
            o.onLockLost ??
            ((e) => {
              o.log?.(`stopping: without its lock connection this process could write tables another process owns (${e.message})`);
              process.exit(1);
            }),
        }).catch(async (e: unknown) => {
          await store.close();
          throw e;
        })
      : undefined;
  const workers = o.aiWorkers ?? Math.max(2, availableParallelism());
  // A decision may overrun its budget cap (an iteration's cost depends on the game), but never by much.
  const maxThink = o.limits?.aiMaxTimeMs ?? DEFAULT_LIMITS.aiMaxTimeMs;
  const ai =
    workers > 0
      ? createAiPool(workers, o.extraModuleUrls ?? [], {
          decisionTimeoutMs: Math.max(10_000, 3 * maxThink),
          onTimeout: (r) => o.log?.(`table ${r.table}: seat ${r.seat + 1} (${r.spec}) overran the AI time limit; it played a random option`),
        })
      : undefined;
  const server = createSkirmishServer({
    ...(ai ? { ai } : {}),
    store,
    modules: o.modules ?? gameModules,
    ...(o.webDir ? { webDir: o.webDir } : {}),
    ...(o.aiDelayMs !== undefined ? { aiDelayMs: o.aiDelayMs } : {}),
    ...(o.log ? { log: o.log } : {}),
    ...(o.allowChosenSeeds ? { allowChosenSeeds: true } : {}),
    ...(o.builders ? { builders: o.builders } : {}),
    ...(o.limits ? { limits: o.limits } : {}),
    ...(o.extraModuleUrls ? { extraModuleUrls: o.extraModuleUrls } : {}),
    ...(cluster ? { cluster } : {}),
    ...(o.onApplied ? { onApplied: o.onApplied } : {}),
  });
  // Tables are not reloaded at start: an AI seat moves only while someone watches its table, and a
  // reconnecting player's socket loads the table (and wakes its AI) on its own.
  const port = await server.listen(o.port, o.host ?? DEFAULT_HOST);
  return {
    server,
    store,
    port,
    url: urlOf(server.http.address() as AddressInfo),
    async stop() {
      await server.close();
      await ai?.close();
      await cluster?.close();
      await store.close();
    },
  };
}
