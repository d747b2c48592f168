/**
 * The embedded default store: one SQLite file through better-sqlite3 (synchronous, in-process, no
 * service to run). WAL journal: a committed choice survives the process being killed (SIGKILL);
 * `synchronous` defaults to NORMAL, which in WAL mode is durable against process crashes and loses at
 * most the last commits on an OS crash or power loss — set SKIRMISH_SQLITE_SYNC=FULL to fsync every
 * commit. Appends arriving in the same event-loop turn are committed in one transaction (group
 * commit), so many tables playing at once share one disk write. `SqliteStore.open` brings the
 * file to the newest schema version first (sqlite-migrations.ts).
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Json } from '../../core/index.js';
import { runMigrations } from './migrations.js';
import { decodeSeed, encodeSeed } from './seed-column.js';
import { SQLITE_MIGRATIONS, sqliteMigrationLog } from './sqlite-migrations.js';
import { summarize, type SeatRecord, type StoredChoice, type Store, type TableRecord, type TableStatus, type TableSummary } from './store.js';

interface TableRow {
  id: string;
  game: string;
  preset: string | null;
  config: string;
  seed: number | string;
  seats: string;
  status: string;
  created_at: number;
  updated_at: number;
  engine_version: string;
  content_hash: string;
  returns: string | null;
  reason: string | null;
  moves: number;
}

function fromRow(r: TableRow): TableRecord {
  return {
    id: r.id,
    game: r.game,
    preset: r.preset,
    config: JSON.parse(r.config) as Json,
    seed: decodeSeed(r.seed, `table ${r.id}`),
    seats: JSON.parse(r.seats) as SeatRecord[],
    status: r.status as TableStatus,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    engineVersion: r.engine_version,
    contentHash: r.content_hash,
    returns: r.returns === null ? null : (JSON.parse(r.returns) as number[]),
    reason: r.reason,
    moves: r.moves,
  };
}

interface QueuedAppend {
  tableId: string;
  c: StoredChoice;
  resolve: () => void;
  reject: (e: Error) => void;
}

export class SqliteStore implements Store {
  readonly location: string;
  private readonly db: Database.Database;
  private queue: QueuedAppend[] = [];
  private flushScheduled = false;
  private readonly insertChoice: Database.Statement;
  private readonly bumpMoves: Database.Statement;
  /** One append; inside the batch transaction it runs as a savepoint, so a failed row leaves no trace. */
  private readonly appendOne: (q: QueuedAppend, now: number) => void;

  /** Opens (or creates) the file and runs the migrations it has not had yet. */
  static async open(path: string): Promise<SqliteStore> {
    const location = path === ':memory:' ? path : resolve(path);
    if (path !== ':memory:') mkdirSync(dirname(location), { recursive: true });
    const db = new Database(location);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma(`synchronous = ${process.env.SKIRMISH_SQLITE_SYNC === 'FULL' ? 'FULL' : 'NORMAL'}`);
      db.pragma('foreign_keys = ON');
      await runMigrations(db, SQLITE_MIGRATIONS, sqliteMigrationLog);
    } catch (e) {
      db.close();
      throw new Error(`could not open the SQLite store ${location}: ${e instanceof Error ? e.message : String(e)}`);
    }
    return new SqliteStore(db, location);
  }

  private constructor(db: Database.Database, location: string) {
    this.db = db;
    this.location = location;
    this.insertChoice = this.db.prepare('INSERT INTO choices (table_id, idx, rqid, option, seat) VALUES (?, ?, ?, ?, ?)');
    this.bumpMoves = this.db.prepare('UPDATE tables SET moves = ?, updated_at = ? WHERE id = ? AND moves = ?');
    this.appendOne = this.db.transaction((q: QueuedAppend, now: number) => {
      this.insertChoice.run(q.tableId, q.c.index, q.c.rqid, q.c.option, q.c.seat);
      const bumped = this.bumpMoves.run(q.c.index + 1, now, q.tableId, q.c.index);
      if (bumped.changes !== 1) throw new Error(`table ${q.tableId} does not have ${q.c.index} choices logged`);
    });
  }

  async createTable(t: Omit<TableRecord, 'moves'>): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO tables (id, game, preset, config, seed, seats, status, created_at, updated_at, engine_version, content_hash, returns, reason, moves)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
      )
      .run(
        t.id,
        t.game,
        t.preset,
        JSON.stringify(t.config),
        encodeSeed(t.seed),
        JSON.stringify(t.seats),
        t.status,
        t.createdAt,
        t.updatedAt,
        t.engineVersion,
        t.contentHash,
        t.returns ? JSON.stringify(t.returns) : null,
        t.reason,
      );
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const r = this.db.prepare('SELECT * FROM tables WHERE id = ?').get(id) as TableRow | undefined;
    return r ? fromRow(r) : null;
  }

  async listTables(filter: { status?: TableStatus; limit?: number }): Promise<TableSummary[]> {
    const limit = Math.min(filter.limit ?? 50, 500);
    const rows = (
      filter.status
        ? this.db.prepare('SELECT * FROM tables WHERE status = ? ORDER BY updated_at DESC LIMIT ?').all(filter.status, limit)
        : this.db.prepare('SELECT * FROM tables ORDER BY updated_at DESC LIMIT ?').all(limit)
    ) as TableRow[];
    return rows.map((r) => summarize(fromRow(r)));
  }

  appendChoice(tableId: string, c: StoredChoice): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ tableId, c, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits every queued append in one transaction; a row that breaks a constraint fails alone. */
  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    const failures = new Map<QueuedAppend, Error>();
    const now = Date.now();
    try {
      this.db.transaction(() => {
        for (const q of batch) {
          try {
            this.appendOne(q, now);
          } catch (e) {
            failures.set(q, e instanceof Error ? e : new Error(String(e)));
          }
        }
      })();
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      for (const q of batch) q.reject(error);
      return;
    }
    for (const q of batch) {
      const f = failures.get(q);
      if (f) q.reject(new Error(`could not log choice ${q.c.index + 1} of table ${q.tableId}: ${f.message}`));
      else q.resolve();
    }
  }

  async choices(tableId: string): Promise<StoredChoice[]> {
    const rows = this.db.prepare('SELECT idx, rqid, option, seat FROM choices WHERE table_id = ? ORDER BY idx').all(tableId) as {
      idx: number;
      rqid: number;
      option: string;
      seat: number;
    }[];
    return rows.map((r) => ({ index: r.idx, rqid: r.rqid, option: r.option, seat: r.seat }));
  }

  async setSeats(tableId: string, seats: readonly SeatRecord[]): Promise<void> {
    this.db.prepare('UPDATE tables SET seats = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(seats), Date.now(), tableId);
  }

  async replaceSeats(tableId: string, expected: readonly SeatRecord[], next: readonly SeatRecord[]): Promise<boolean> {
    // The column holds JSON.stringify of the seats, and a record's seats are parsed from it, so equal seats are equal text.
    const r = this.db
      .prepare('UPDATE tables SET seats = ?, updated_at = ? WHERE id = ? AND seats = ?')
      .run(JSON.stringify(next), Date.now(), tableId, JSON.stringify(expected));
    return r.changes === 1;
  }

  async finish(tableId: string, status: TableStatus, returns: readonly number[] | null, reason: string): Promise<void> {
    this.db
      .prepare('UPDATE tables SET status = ?, returns = ?, reason = ?, updated_at = ? WHERE id = ?')
      .run(status, returns ? JSON.stringify(returns) : null, reason, Date.now(), tableId);
  }

  async close(): Promise<void> {
    if (this.queue.length) this.flush();
    this.db.close();
  }
}
