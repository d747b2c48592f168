/**
 * PostgreSQL store, chosen when DATABASE_URL is a postgres:// URL: the durable logs for a server
 * that runs as several processes or machines. Same tables as the SQLite store; each append is its
 * own transaction guarded by the (table_id, idx) primary key, so two writers on one table cannot
 * both log a choice at the same index. `open` brings the database to the newest schema version
 * first (postgres-migrations.ts).
 */
import pg from 'pg';
import type { Json } from '../../core/index.js';
import { migratePostgres } from './postgres-migrations.js';
import { decodeSeed, encodeSeed } from './seed-column.js';
import { summarize, type SeatRecord, type StoredChoice, type Store, type TableRecord, type TableStatus, type TableSummary } from './store.js';

interface Row {
  id: string;
  game: string;
  preset: string | null;
  config: Json;
  seed: string;
  seats: SeatRecord[];
  status: string;
  created_at: string;
  updated_at: string;
  engine_version: string;
  content_hash: string;
  returns: number[] | null;
  reason: string | null;
  moves: number;
}

function fromRow(r: Row): TableRecord {
  return {
    id: r.id,
    game: r.game,
    preset: r.preset,
    config: r.config,
    seed: decodeSeed(r.seed, `table ${r.id}`),
    seats: r.seats,
    status: r.status as TableStatus,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    engineVersion: r.engine_version,
    contentHash: r.content_hash,
    returns: r.returns,
    reason: r.reason,
    moves: r.moves,
  };
}

export class PostgresStore implements Store {
  readonly location: string;
  private constructor(
    private readonly pool: pg.Pool,
    url: string,
  ) {
    this.location = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  }

  static async open(url: string): Promise<PostgresStore> {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    try {
      await migratePostgres(pool);
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw e;
    }
    return new PostgresStore(pool, url);
  }

  async createTable(t: Omit<TableRecord, 'moves'>): Promise<void> {
    await this.pool.query(
      `INSERT INTO skirmish_tables (id, game, preset, config, seed, seats, status, created_at, updated_at, engine_version, content_hash, returns, reason, moves)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0)`,
      [
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
      ],
    );
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const r = await this.pool.query<Row>('SELECT * FROM skirmish_tables WHERE id = $1', [id]);
    return r.rows[0] ? fromRow(r.rows[0]) : null;
  }

  async listTables(filter: { status?: TableStatus; limit?: number }): Promise<TableSummary[]> {
    const limit = Math.min(filter.limit ?? 50, 500);
    const r = filter.status
      ? await this.pool.query<Row>('SELECT * FROM skirmish_tables WHERE status = $1 ORDER BY updated_at DESC LIMIT $2', [filter.status, limit])
      : await this.pool.query<Row>('SELECT * FROM skirmish_tables ORDER BY updated_at DESC LIMIT $1', [limit]);
    return r.rows.map((row) => summarize(fromRow(row)));
  }

  async appendChoice(tableId: string, c: StoredChoice): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO skirmish_choices (table_id, idx, rqid, option, seat) VALUES ($1, $2, $3, $4, $5)', [
        tableId,
        c.index,
        c.rqid,
        c.option,
        c.seat,
      ]);
      const u = await client.query('UPDATE skirmish_tables SET moves = $1, updated_at = $2 WHERE id = $3 AND moves = $4', [
        c.index + 1,
        Date.now(),
        tableId,
        c.index,
      ]);
      if (u.rowCount !== 1) throw new Error(`table ${tableId} does not have ${c.index} choices logged`);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw new Error(`could not log choice ${c.index + 1} of table ${tableId}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      client.release();
    }
  }

  async choices(tableId: string): Promise<StoredChoice[]> {
    const r = await this.pool.query<{ idx: number; rqid: number; option: string; seat: number }>(
      'SELECT idx, rqid, option, seat FROM skirmish_choices WHERE table_id = $1 ORDER BY idx',
      [tableId],
    );
    return r.rows.map((x) => ({ index: x.idx, rqid: x.rqid, option: x.option, seat: x.seat }));
  }

  async setSeats(tableId: string, seats: readonly SeatRecord[]): Promise<void> {
    await this.pool.query('UPDATE skirmish_tables SET seats = $1, updated_at = $2 WHERE id = $3', [JSON.stringify(seats), Date.now(), tableId]);
  }

  async replaceSeats(tableId: string, expected: readonly SeatRecord[], next: readonly SeatRecord[]): Promise<boolean> {
    // jsonb equality: the row is locked and the condition checked again, so one of two racing updates wins.
    const r = await this.pool.query('UPDATE skirmish_tables SET seats = $1, updated_at = $2 WHERE id = $3 AND seats = $4::jsonb', [
      JSON.stringify(next),
      Date.now(),
      tableId,
      JSON.stringify(expected),
    ]);
    return r.rowCount === 1;
  }

  async finish(tableId: string, status: TableStatus, returns: readonly number[] | null, reason: string): Promise<void> {
    await this.pool.query('UPDATE skirmish_tables SET status = $1, returns = $2, reason = $3, updated_at = $4 WHERE id = $5', [
      status,
      returns ? JSON.stringify(returns) : null,
      reason,
      Date.now(),
      tableId,
    ]);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
