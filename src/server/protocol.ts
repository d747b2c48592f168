/**
 * The wire format between the web table and the server, as zod schemas: every message a client
 * sends is parsed here before anything else looks at it, and an unknown field is an error (a
 * client sends only `(rqid, optionId)` — never a seat, a state or a result).
 */
import { z } from 'zod';
import { seedSchema, type Json, type Observation } from '../core/index.js';
import type { TableSummary } from './store/store.js';
import type { LogRoll } from './log-dice.js';

/** Socket handshake: which table, and the seat tokens this browser holds (none: a spectator). */
export const handshakeSchema = z
  .object({
    table: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/, 'a table id is 4 to 40 letters, digits, _ or -'),
    tokens: z.array(z.string().min(8).max(100)).max(8).default([]),
  })
  .strict();
export type Handshake = z.infer<typeof handshakeSchema>;

/** The one thing a player does: answer the open question. */
export const chooseSchema = z
  .object({
    rqid: z.number().int().positive(),
    option: z.string().min(1).max(200),
  })
  .strict();
export type ChooseMessage = z.infer<typeof chooseSchema>;

export const seatSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), name: z.string().trim().min(1).max(40).optional() }).strict(),
  z.object({ kind: z.literal('ai'), agent: z.string().min(1).max(80).default('random'), name: z.string().trim().min(1).max(40).optional() }).strict(),
]);
export type SeatSpec = z.infer<typeof seatSpecSchema>;

/** POST /api/tables: a preset by name, or a full config object the game validates itself. */
export const createTableSchema = z
  .object({
    game: z.string().min(1).max(40),
    preset: z.string().min(1).max(60).optional(),
    config: z.unknown().optional(),
    /** Refused unless the server runs with chosen seeds allowed (local play; see app.ts). */
    seed: seedSchema.optional(),
    seats: z.array(seatSpecSchema).min(1).max(8),
  })
  .strict();
export type CreateTable = z.infer<typeof createTableSchema>;

/** Why a request was refused: a machine code and one sentence a player can read. */
export interface WireError {
  readonly code: string;
  readonly message: string;
  readonly rule?: { readonly book: string; readonly section: string };
}

export type Ack = { readonly ok: true } | { readonly ok: false; readonly error: WireError };

export interface SeatInfo {
  readonly seat: number;
  readonly kind: 'human' | 'ai';
  readonly name: string;
  /** Whether someone holding the seat is connected now. Whether a seat is still free is never public (seats.ts). */
  readonly connected: boolean;
}

/** Server → client 'table' message (sent as JSON text): the table, this seat's own observation, and new log lines. */
export interface TableMessage {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly status: TableSummary['status'];
  /** As `TableSummary.chosenSeed`: a local, unranked game whose seed a player chose. */
  readonly chosenSeed: boolean;
  readonly seats: readonly SeatInfo[];
  readonly moves: number;
  readonly viewer: number | null;
  readonly obs: Observation;
  /**
   * Narrated log lines for this viewer starting at line `from` (0: the whole log), and the dice
   * those lines tell of (log-dice.ts), each naming its line.
   */
  readonly log: { readonly from: number; readonly lines: readonly string[]; readonly rolls: readonly LogRoll[] };
  /**
   * Large fields taken out of `obs.view` (field → digest); each digest's value came once on this
   * connection as a `static` message (static-parts.ts). Absent: the view is whole.
   */
  readonly statics?: Readonly<Record<string, string>>;
  /**
   * Set when a seat resigned (resign.ts): the game ended without the engine ending it, so
   * `obs.core.terminal` is null and this is the result.
   */
  readonly resigned?: { readonly seat: number; readonly returns: readonly number[]; readonly reason: string };
  /** Set when the creator abandoned the table before it started (abandon.ts). */
  readonly abandoned?: true;
}

/** Server → client 'static' message (JSON text): a large view field, sent once per connection. */
export interface StaticMessage {
  readonly digest: string;
  readonly value: Json;
}

export function formatZodError(e: z.ZodError): string {
  return e.issues.map((i) => `${i.path.length ? i.path.join('.') : '(message)'}: ${i.message}`).join('; ');
}
