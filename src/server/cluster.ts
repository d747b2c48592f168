/**
 * Tables across several server processes (issue 24; docs/web.md, "Several processes"). Needs
 * PostgreSQL for the logs (DATABASE_URL) and one Redis (`--redis` / REDIS_URL); `npm start` uses
 * neither.
 *
 * - Socket.IO's Redis adapter joins the processes: a seat's socket may sit on any of them, and
 *   processes reach each other with `serverSideEmit` (a choice for the owner, a logged choice for
 *   the followers, which seats have connections where, a claimed seat's disconnection).
 * - One owner per table: the process holding the table's PostgreSQL advisory lock (a session lock on
 *   one connection of this process). Only the owner logs choices and moves AI seats; another process
 *   with the table loaded follows it (table.ts, TableOwnership). PostgreSQL drops the lock the moment
 *   the owner's connection closes — a killed process included — so a follower's next try (every
 *   `takeoverMs`, or at once when a choice finds no owner) takes the table over: it reads what the
 *   owner logged last and goes on from the log. The (table, index) key still refuses a second writer.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Server as IoServer } from 'socket.io';
import { z } from 'zod';
import type { StoredChoice } from './store/store.js';
import type { LiveTable, SubmitResult, TableOwnership } from './table.js';
import type { Tables } from './tables.js';

export interface ClusterOptions {
  readonly redisUrl: string;
  readonly databaseUrl: string;
  /** How often a follower tries to take over a table whose owner is gone (default 1 s). */
  readonly takeoverMs?: number;
  /** How long a choice waits for the owner's answer (default 5 s). */
  readonly forwardTimeoutMs?: number;
  readonly log?: (line: string) => void;
  /** The lock connection to PostgreSQL broke: this process no longer owns anything (main.ts stops it). */
  readonly onLockLost?: (e: Error) => void;
}

/** Advisory locks of tables take this first key, so they meet no other use of advisory locks. */
const LOCK_SPACE = 0x5c1a;

const chooseMessage = z
  .object({ table: z.string().max(100), seats: z.array(z.number().int().min(0).max(64)).max(64), rqid: z.number().int(), option: z.string().max(1000) })
  .strict();
const appliedMessage = z
  .object({
    table: z.string().max(100),
    choice: z.object({ index: z.number().int().min(0), rqid: z.number().int(), option: z.string().max(1000), seat: z.number().int().min(0) }).strict(),
  })
  .strict();
const presenceMessage = z
  .object({
    from: z.string().max(100),
    tables: z.array(z.tuple([z.string().max(100), z.array(z.number().int().min(0)).max(64)])).max(100_000),
  })
  .strict();
const submitResult = z.union([
  z.object({ ok: z.literal(true) }).strict(),
  z.object({ ok: z.literal(false), error: z.object({ code: z.string(), message: z.string() }).strict() }).strict(),
]);

/** How often a process repeats which seats it has connections for, and how long others believe it. */
const PRESENCE_EVERY_MS = 10_000;
const PRESENCE_TTL_MS = 25_000;

/** The seats' "connected" dots across processes (app.ts): this process's counts, and what to redraw. */
export interface PresenceHooks {
  /** Tables with connections here, and how many per seat. */
  local(): [string, number[]][];
  /** Another process's counts for a table changed. */
  changed(table: string): void;
}

const MOVING: SubmitResult = {
  ok: false,
  error: { code: 'table-moving', message: 'This table is moving to another server process; send the choice again in a moment.' },
};

export class Cluster implements TableOwnership {
  private io: IoServer | null = null;
  private tables: Tables | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private presenceTimer: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  private readonly uid = randomUUID();
  /** Per table, per other process: its connections per seat, and when it said so. */
  private readonly remote = new Map<string, Map<string, { counts: number[]; at: number }>>();

  private constructor(
    private readonly o: ClusterOptions,
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly locks: pg.Client,
  ) {}

  static async open(o: ClusterOptions): Promise<Cluster> {
    const pub = new Redis(o.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    const locks = new pg.Client({ connectionString: o.databaseUrl });
    try {
      await Promise.all([pub.connect(), sub.connect(), locks.connect()]);
    } catch (e) {
      pub.disconnect();
      sub.disconnect();
      await locks.end().catch(() => undefined);
      throw new Error(
        `could not join the cluster (Redis ${redact(o.redisUrl)}, PostgreSQL ${redact(o.databaseUrl)}): ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    const c = new Cluster(o, pub, sub, locks);
    const lost = (e: Error): void => {
      if (c.closed) return;
      c.o.log?.(`cluster: the PostgreSQL lock connection failed (${e.message}); this process owns no table any more`);
      c.o.onLockLost?.(e);
    };
    locks.on('error', lost);
    locks.on('end', () => lost(new Error('connection ended')));
    return c;
  }

  /** Joins the Socket.IO server to the others and starts watching for tables to take over. */
  attach(io: IoServer, tables: Tables, presence?: PresenceHooks): void {
    this.io = io;
    this.tables = tables;
    io.adapter(createAdapter(this.pub, this.sub, { key: 'skirmish', requestsTimeout: this.o.forwardTimeoutMs ?? 5000 }));
    io.on('skirmish:choose', (raw: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (r: SubmitResult | null) => void) : () => undefined;
      const m = chooseMessage.safeParse(raw);
      const t = m.success ? tables.peek(m.data.table) : undefined;
      if (!m.success || !t || !t.owned) return reply(null);
      void t.submit(m.data.seats, m.data.rqid, m.data.option).then(reply, () => reply(null));
    });
    io.on('skirmish:applied', (raw: unknown) => {
      const m = appliedMessage.safeParse(raw);
      const t = m.success ? tables.peek(m.data.table) : undefined;
      if (m.success && t && !t.owned) void t.follow(m.data.choice).catch((e: unknown) => this.o.log?.(`table ${t.id}: could not follow: ${String(e)}`));
    });
    io.on('skirmish:presence', (raw: unknown) => {
      const m = presenceMessage.safeParse(raw);
      if (!m.success || m.data.from === this.uid) return;
      const at = Date.now();
      for (const [table, counts] of m.data.tables) {
        let of = this.remote.get(table);
        if (!of) this.remote.set(table, (of = new Map()));
        of.set(m.data.from, { counts, at });
        if (tables.peek(table)) presence?.changed(table);
      }
    });
    this.timer = setInterval(() => void this.takeOver(), this.o.takeoverMs ?? 1000);
    this.timer.unref();
    if (presence) {
      // Repeated, so a process that died stops counting once its word is older than PRESENCE_TTL_MS.
      this.presenceTimer = setInterval(() => {
        const now = Date.now();
        for (const [table, of] of this.remote) {
          for (const [from, e] of of) if (now - e.at > PRESENCE_TTL_MS) of.delete(from);
          if (of.size === 0) this.remote.delete(table);
        }
        const local = presence.local();
        if (local.length) io.serverSideEmit('skirmish:presence', { from: this.uid, tables: local });
      }, PRESENCE_EVERY_MS);
      this.presenceTimer.unref();
    }
  }

  /** This process's connections to a table changed: the others redraw their dots. */
  sharePresence(table: string, counts: readonly number[]): void {
    this.io?.serverSideEmit('skirmish:presence', { from: this.uid, tables: [[table, [...counts]]] });
  }

  /** Whether another process has a live connection for this seat. */
  remoteConnected(table: string, seat: number): boolean {
    const of = this.remote.get(table);
    if (!of) return false;
    const now = Date.now();
    for (const e of of.values()) if (now - e.at <= PRESENCE_TTL_MS && (e.counts[seat] ?? 0) > 0) return true;
    return false;
  }

  async acquire(table: string): Promise<boolean> {
    const r = await this.locks.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [LOCK_SPACE, table]);
    return r.rows[0]?.ok === true;
  }

  async release(table: string): Promise<void> {
    if (this.closed) return;
    await this.locks.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, table]);
  }

  async forward(t: LiveTable, seats: readonly number[], rqid: number, option: string): Promise<SubmitResult | 'unowned'> {
    if (!this.io) return MOVING;
    let replies: unknown[];
    try {
      replies = await this.io.serverSideEmitWithAck('skirmish:choose', { table: t.id, seats: [...seats], rqid, option });
    } catch {
      // Some process did not answer in time (one just died, say): the choice was not made here.
      return MOVING;
    }
    for (const r of replies) {
      const parsed = submitResult.safeParse(r);
      if (parsed.success) return parsed.data;
    }
    return 'unowned';
  }

  announce(table: string, choice: StoredChoice): void {
    this.io?.serverSideEmit('skirmish:applied', { table, choice });
  }

  /** Every follower table whose lock is free now becomes this process's (one query for all). */
  private async takeOver(): Promise<void> {
    const tables = this.tables;
    if (!tables || this.closed) return;
    const followed = tables
      .loadedIds()
      .map((id) => tables.peek(id))
      .filter((t): t is LiveTable => t !== undefined && !t.owned);
    if (followed.length === 0) return;
    try {
      const r = await this.locks.query<{ id: string }>('SELECT id FROM unnest($2::text[]) AS id WHERE pg_try_advisory_lock($1, hashtext(id))', [
        LOCK_SPACE,
        followed.map((t) => t.id),
      ]);
      for (const { id } of r.rows) {
        const t = tables.peek(id);
        if (!t) {
          await this.release(id);
          continue;
        }
        this.o.log?.(`table ${id}: its owner is gone; this process takes it over from the log`);
        await t.promote();
      }
    } catch (e) {
      this.o.log?.(`cluster: take-over check failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.presenceTimer) clearInterval(this.presenceTimer);
    this.closed = true;
    await this.locks.end().catch(() => undefined);
    this.pub.disconnect();
    this.sub.disconnect();
  }
}

/** A URL without its password, for messages. */
export const redact = (url: string): string => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
