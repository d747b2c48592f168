/**
 * Offering a rematch (issue 22, item 6). The player who offers has already created the new table
 * (`POST /api/tables`, so every bound on creating tables applies) and holds its invite links; the
 * server passes each link to the one seat of this table it is meant for (that seat's room only:
 * spectators and other seats never see it), after checking that it is a current invite secret of
 * that seat of the new table (so nothing but a real invitation can be sent this way). Only seat
 * holders may offer; offers share the chat's rate limit.
 *
 * Any seat holder may offer, the invited players too: a finished table's set-up (game, preset or
 * config, and what sits in each seat — never a seed or a token) is public like its record, so their
 * browser fetches it (`GET /api/tables/:id/setup`, `rematchSetup`) to create the new table.
 */
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { formatZodError, type Ack } from './protocol.js';
import { invitePath } from './seats.js';
import type { Json } from '../core/index.js';
import type { TableRecord } from './store/store.js';

export const rematchSchema = z
  .object({
    table: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/, 'a table id is 4 to 40 letters, digits, _ or -'),
    offers: z
      .array(z.object({ seat: z.number().int().min(0).max(7), secret: z.string().min(8).max(100) }).strict())
      .min(1)
      .max(7),
  })
  .strict();

/** What the invited seat receives: who offers, and the invite path of its seat at the new table. */
export interface RematchOffer {
  readonly from: string;
  readonly table: string;
  readonly seat: number;
  readonly path: string;
}

export function attachRematch(
  socket: Socket,
  ctx: {
    seats: readonly number[];
    players: number;
    name: (seat: number) => string;
    limiter: RateLimiterMemory;
    /** Whether `secret` is the current invite of `seat` at table `table`. */
    holds: (table: string, seat: number, secret: string) => Promise<boolean>;
    send: (seat: number, offer: RematchOffer) => void;
  },
): void {
  socket.on('rematch', async (raw: unknown, ack?: unknown) => {
    const reply = (a: Ack): void => {
      if (typeof ack === 'function') (ack as (a: Ack) => void)(a);
    };
    const mine = ctx.seats[0];
    if (mine === undefined) return reply({ ok: false, error: { code: 'spectator', message: 'Only a player at this table can offer a rematch.' } });
    try {
      await ctx.limiter.consume(socket.id);
    } catch {
      return reply({ ok: false, error: { code: 'rate-limited', message: 'Too many messages: wait a few seconds before offering again.' } });
    }
    const m = rematchSchema.safeParse(raw);
    if (!m.success)
      return reply({ ok: false, error: { code: 'bad-message', message: `A rematch offer is {table, offers: [{seat, secret}]}: ${formatZodError(m.error)}` } });
    for (const o of m.data.offers) {
      if (o.seat >= ctx.players || ctx.seats.includes(o.seat))
        return reply({ ok: false, error: { code: 'bad-seat', message: `Seat ${o.seat + 1} is not another player's seat at this table.` } });
      if (!(await ctx.holds(m.data.table, o.seat, o.secret)))
        return reply({ ok: false, error: { code: 'bad-invite', message: `That is not a valid invite for seat ${o.seat + 1} of table ${m.data.table}.` } });
    }
    for (const o of m.data.offers)
      ctx.send(o.seat, { from: ctx.name(mine), table: m.data.table, seat: o.seat, path: invitePath(m.data.table, o.seat, o.secret) });
    reply({ ok: true });
  });
}

/** The request that creates a table with this finished table's set-up (a rematch), or null while it is not finished. */
export function rematchSetup(rec: TableRecord): {
  game: string;
  preset?: string;
  config?: Json;
  seats: ({ kind: 'human' } | { kind: 'ai'; agent: string })[];
} | null {
  if (rec.status !== 'finished') return null;
  const seats = rec.seats.map((s) => (s.kind === 'ai' ? { kind: 'ai' as const, agent: s.agent } : { kind: 'human' as const }));
  return rec.preset !== null ? { game: rec.game, preset: rec.preset, seats } : { game: rec.game, config: rec.config, seats };
}
