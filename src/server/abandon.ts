/**
 * Stale tables (issue 22, item 6: "the open-games list only grows"). Two bounds:
 * - the lobby's open-games list (`GET /api/tables?status=playing`) leaves out a table nobody has
 *   made a choice at for `STALE_TABLE_MS` (an hour by default; `ServerOptions.staleTableMs`) — a game
 *   set up and never joined — and finished games are only ever in the finished list;
 * - the creator (the holder of the table's first human seat, which the lobby claims for whoever
 *   creates the table) may abandon it while no choice has been made: the table is finished with
 *   no result, and the invites of seats nobody has claimed stop working (their secrets are replaced
 *   by a value no token hashes to). Any other seat holder and spectators are refused.
 */
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { formatZodError, type Ack, type WireError } from './protocol.js';
import type { SeatRecord, TableSummary } from './store/store.js';

export const STALE_TABLE_MS = 60 * 60_000;

export const ABANDONED_REASON = 'Abandoned by its creator before it started.';

export const abandonSchema = z.object({}).strict();

/** The open games worth listing: not finished, and either started or touched within `staleMs`. */
export function openGames(tables: readonly TableSummary[], now: number, staleMs: number): TableSummary[] {
  return tables.filter((t) => t.status === 'playing' && (t.moves > 0 || now - t.updatedAt < staleMs));
}

/** The creator's seat: the first human seat (the lobby claims it for whoever creates the table). */
export const creatorSeat = (seats: readonly SeatRecord[]): number => seats.findIndex((s) => s.kind === 'human');

/** Stored in place of an unclaimed seat's token hash: not a SHA-256 digest, so no secret matches it. */
export const REVOKED = 'revoked';

/** The seats after abandoning: every invite nobody has claimed is revoked. */
export const revokeInvites = (seats: readonly SeatRecord[]): SeatRecord[] =>
  seats.map((s) => (s.kind === 'human' && !s.claimed ? { ...s, tokenHash: REVOKED } : s));

export function attachAbandon(
  socket: Socket,
  ctx: {
    seats: readonly number[];
    creator: () => number;
    limiter: RateLimiterMemory;
    abandon: () => Promise<{ ok: true } | { ok: false; error: WireError }>;
  },
): void {
  socket.on('abandon', async (raw: unknown, ack?: unknown) => {
    const reply = (a: Ack): void => {
      if (typeof ack === 'function') (ack as (a: Ack) => void)(a);
    };
    if (!ctx.seats.includes(ctx.creator()))
      return reply({ ok: false, error: { code: 'not-creator', message: 'Only the player who created this table can abandon it.' } });
    try {
      await ctx.limiter.consume(socket.id);
    } catch {
      return reply({ ok: false, error: { code: 'rate-limited', message: 'Too many messages: wait a few seconds.' } });
    }
    const m = abandonSchema.safeParse(raw ?? {});
    if (!m.success) return reply({ ok: false, error: { code: 'bad-message', message: `Abandoning is {} and nothing else: ${formatZodError(m.error)}` } });
    reply(await ctx.abandon());
  });
}
