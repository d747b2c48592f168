/**
 * Player names (issue 22, item 6): a seat holder names their own seat at the table (the creator's
 * name is given when the table is made). The seat comes from the connection's tokens, optionally
 * narrowed to one of them (a hot-seat screen holds several); the name is 1-40 characters after
 * trimming with control and bidi-override characters removed, stored with the seat (it is what
 * the lobby, the status bar and the chat show); at most 5 renames per 10 s per connection.
 */
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { formatZodError, type Ack } from './protocol.js';

const UNSAFE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

export const setNameSchema = z
  .object({
    name: z
      .string()
      .max(200)
      .transform((t) => t.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim())
      .pipe(z.string().min(1, 'a name is not empty').max(40, 'a name has at most 40 characters')),
    seat: z.number().int().min(0).max(7).optional(),
  })
  .strict();

export function attachNames(
  socket: Socket,
  ctx: { seats: readonly number[]; limiter: RateLimiterMemory; rename: (seat: number, name: string) => Promise<void> },
): void {
  socket.on('set-name', async (raw: unknown, ack?: unknown) => {
    const reply = (a: Ack): void => {
      if (typeof ack === 'function') (ack as (a: Ack) => void)(a);
    };
    if (ctx.seats.length === 0) return reply({ ok: false, error: { code: 'spectator', message: 'Spectators have no seat to name.' } });
    try {
      await ctx.limiter.consume(socket.id);
    } catch {
      return reply({ ok: false, error: { code: 'rate-limited', message: 'Too many messages: wait a few seconds.' } });
    }
    const m = setNameSchema.safeParse(raw);
    if (!m.success) return reply({ ok: false, error: { code: 'bad-message', message: `A name is {name, seat?}: ${formatZodError(m.error)}` } });
    const seat = m.data.seat ?? ctx.seats[0]!;
    if (!ctx.seats.includes(seat)) return reply({ ok: false, error: { code: 'not-your-seat', message: `This connection does not hold seat ${seat + 1}.` } });
    await ctx.rename(seat, m.data.name);
    reply({ ok: true });
  });
}
