/**
 * The durable log behind the web table. A table is its set-up (game, config, seed, seats) plus the
 * ordered list of choices made; the live state is always rebuilt by replaying that list, so the
 * log is the only thing that must survive a crash. Two implementations share this interface: an
 * embedded SQLite file (the default, no other service) and PostgreSQL (DATABASE_URL=postgres://…).
 */
import type { Json, Seed } from '../../core/index.js';

/** A seat as stored. Human seats keep only a hash of their secret token. */
export type SeatRecord =
  | { readonly kind: 'human'; readonly name: string; readonly tokenHash: string; readonly claimed: boolean }
  | { readonly kind: 'ai'; readonly name: string; readonly agent: string; readonly settings: { readonly [k: string]: Json } };

export type TableStatus = 'playing' | 'finished' | 'broken';

export interface TableRecord {
  readonly id: string;
  readonly game: string;
  readonly preset: string | null;
  readonly config: Json;
  /** Numeric for local and test tables; 128 bits as 32 hex digits for online ones (server/seeds.ts). */
  readonly seed: Seed;
  readonly seats: readonly SeatRecord[];
  readonly status: TableStatus;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly engineVersion: string;
  readonly contentHash: string;
  /** Set once finished. */
  readonly returns: readonly number[] | null;
  readonly reason: string | null;
  /** Number of choices in the log. */
  readonly moves: number;
}

export interface StoredChoice {
  readonly index: number;
  readonly rqid: number;
  readonly option: string;
  readonly seat: number;
}

export interface TableSummary {
  readonly id: string;
  readonly game: string;
  readonly preset: string | null;
  readonly status: TableStatus;
  /** Public: no token, and nothing that says whether a human seat is still free (seats.ts). */
  readonly seats: readonly { readonly kind: 'human' | 'ai'; readonly name: string }[];
  readonly moves: number;
  readonly updatedAt: number;
  readonly reason: string | null;
  readonly returns: readonly number[] | null;
  /**
   * True when a player chose the seed (a server started with --dev-seeds): such a game is local and
   * unranked, since whoever chose the seed could know every roll. The server deals every other table
   * a 128-bit seed (seeds.ts), so a whole-number seed is exactly a chosen one.
   */
  readonly chosenSeed: boolean;
}

export interface Store {
  /** Where the data lives, for the start-up message (a file path or a redacted URL). */
  readonly location: string;
  createTable(t: Omit<TableRecord, 'moves'>): Promise<void>;
  getTable(id: string): Promise<TableRecord | null>;
  listTables(filter: { status?: TableStatus; limit?: number }): Promise<TableSummary[]>;
  /**
   * Appends one choice at `index` (the number of choices already logged). Resolves only when the
   * choice is durable. Rejects if that index is already taken (two writers on one table).
   */
  appendChoice(tableId: string, c: StoredChoice): Promise<void>;
  choices(tableId: string): Promise<StoredChoice[]>;
  setSeats(tableId: string, seats: readonly SeatRecord[]): Promise<void>;
  /**
   * Replaces the seats only if they are still `expected` (compare-and-set); false when they changed
   * meanwhile. Claiming a seat goes through this, so two claims with one invite — on one process or
   * on two — cannot both succeed.
   */
  replaceSeats(tableId: string, expected: readonly SeatRecord[], next: readonly SeatRecord[]): Promise<boolean>;
  finish(tableId: string, status: TableStatus, returns: readonly number[] | null, reason: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Whether a player chose this table's seed: the server deals every table a 128-bit seed (seeds.ts)
 * and takes chosen seeds only as whole numbers (--dev-seeds), so the seed's form says it.
 */
export const isChosenSeed = (seed: Seed): boolean => typeof seed === 'number';

export function summarize(t: TableRecord): TableSummary {
  return {
    id: t.id,
    game: t.game,
    preset: t.preset,
    status: t.status,
    seats: t.seats.map((s) => ({ kind: s.kind, name: s.name })),
    moves: t.moves,
    updatedAt: t.updatedAt,
    reason: t.reason,
    returns: t.returns,
    chosenSeed: isChosenSeed(t.seed),
  };
}
