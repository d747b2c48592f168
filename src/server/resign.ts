/**
 * Resigning (issue 22, item 6): a seat holder ends the game, every other seat winning. The seat comes
 * from the connection's tokens (optionally narrowed to one of them: a hot-seat screen holds
 * several), so nobody can resign a seat they do not hold, and spectators cannot resign at all. The
 * game's rules are untouched: the table is finished in the store with a reason that names the seat
 * (`resignReason`), and its record carries `resigned: seat` (src/core/record.ts), which replay
 * honours, so the record still replays to the same final hash.
 */
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { formatZodError, type Ack, type WireError } from './protocol.js';

export const resignSchema = z.object({ seat: z.number().int().min(0).max(7).optional() }).strict();

/** The stored reason of a resigned table; `resignedSeat` reads the seat back from it. */
export const resignReason = (seat: number, name: string): string => `${name} (seat ${seat + 1}) resigned.`;

export function resignedSeat(reason: string | null): number | null {
  const m = reason === null ? null : /\(seat (\d+)\) resigned\.$/.exec(reason);
  return m ? Number(m[1]) - 1 : null;
}

/** Results of a resigned game: the resigning seat loses, every other seat wins. */
export const resignReturns = (players: number, seat: number): number[] => Array.from({ length: players }, (_, i) => (i === seat ? -1 : 1));

export function attachResign(
  socket: Socket,
  ctx: { seats: readonly number[]; limiter: RateLimiterMemory; resign: (seat: number) => Promise<{ ok: true } | { ok: false; error: WireError }> },
): void {
  socket.on('resign', async (raw: unknown, ack?: unknown) => {
    const reply = (a: Ack): void => {
      if (typeof ack === 'function') (ack as (a: Ack) => void)(a);
    };
    if (ctx.seats.length === 0) return reply({ ok: false, error: { code: 'spectator', message: 'Spectators watch; only a player can resign.' } });
    try {
      await ctx.limiter.consume(socket.id);
    } catch {
      return reply({ ok: false, error: { code: 'rate-limited', message: 'Too many messages: wait a few seconds.' } });
    }
    const m = resignSchema.safeParse(raw);
    if (!m.success) return reply({ ok: false, error: { code: 'bad-message', message: `A resignation is {seat?}: ${formatZodError(m.error)}` } });
    const seat = m.data.seat ?? ctx.seats[0]!;
    if (!ctx.seats.includes(seat)) return reply({ ok: false, error: { code: 'not-your-seat', message: `This connection does not hold seat ${seat + 1}.` } });
    reply(await ctx.resign(seat));
  });
}
