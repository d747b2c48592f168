/**
 * Chat at a table (issue 22, item 6): seat holders talk, spectators read. Every message is bounded
 * (docs/security.md, "Resource bounds"): a zod schema takes `{text}` only, 1-300 characters after
 * trimming, control characters removed; each connection may post 5 messages per 10 seconds; a table
 * keeps its last 50 lines and the server the chats of its last 1,000 tables, in memory only (a chat
 * is not part of the game record and goes when the process does). The seat comes from the
 * connection's tokens, never from the message. Text is sent as data; the web client renders it as
 * text (React escapes it), never as HTML.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { formatZodError, type Ack } from './protocol.js';

export const CHAT_MAX_CHARS = 300;
export const CHAT_LINES_KEPT = 50;
export const CHAT_TABLES_KEPT = 1000;
export const CHAT_RATE = { points: 5, duration: 10 } as const;

// Control characters (C0, DEL, C1) and the bidirectional overrides that could reorder what others read.
const UNSAFE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

export const chatSchema = z
  .object({
    text: z
      .string()
      .max(CHAT_MAX_CHARS * 4)
      .transform((t) => t.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim())
      .pipe(z.string().min(1, 'a chat message is not empty').max(CHAT_MAX_CHARS, `a chat message has at most ${CHAT_MAX_CHARS} characters`)),
  })
  .strict();

export interface ChatLine {
  readonly seat: number;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/** The recent lines of each table, bounded per table and in number of tables (oldest table dropped). */
export class TableChats {
  private readonly lines = new Map<string, ChatLine[]>();
  add(table: string, line: ChatLine): void {
    const list = this.lines.get(table) ?? [];
    this.lines.delete(table); // re-inserted last: the map's order is least recently used first
    list.push(line);
    if (list.length > CHAT_LINES_KEPT) list.splice(0, list.length - CHAT_LINES_KEPT);
    this.lines.set(table, list);
    while (this.lines.size > CHAT_TABLES_KEPT) this.lines.delete(this.lines.keys().next().value!);
  }
  recent(table: string): readonly ChatLine[] {
    return this.lines.get(table) ?? [];
  }
  get tables(): number {
    return this.lines.size;
  }
}

export const chatLimiter = (): RateLimiterMemory => new RateLimiterMemory(CHAT_RATE);

/**
 * Wires one connection to its table's chat: sends the recent lines, takes `chat {text}` with an
 * acknowledgement, and hands each accepted line to `post` (which stores and broadcasts it).
 */
export function attachChat(
  socket: Socket,
  ctx: {
    table: string;
    seats: readonly number[];
    name: (seat: number) => string;
    chats: TableChats;
    limiter: RateLimiterMemory;
    post: (line: ChatLine) => void;
    now: () => number;
  },
): void {
  socket.emit('chat-history', ctx.chats.recent(ctx.table));
  socket.on('chat', async (raw: unknown, ack?: unknown) => {
    const reply = (a: Ack): void => {
      if (typeof ack === 'function') (ack as (a: Ack) => void)(a);
    };
    const seat = ctx.seats[0];
    if (seat === undefined) return reply({ ok: false, error: { code: 'spectator', message: 'Spectators read the chat; only players write in it.' } });
    try {
      await ctx.limiter.consume(socket.id);
    } catch {
      return reply({
        ok: false,
        error: { code: 'rate-limited', message: `Too many chat messages: at most ${CHAT_RATE.points} every ${CHAT_RATE.duration} seconds.` },
      });
    }
    const m = chatSchema.safeParse(raw);
    if (!m.success) return reply({ ok: false, error: { code: 'bad-message', message: `A chat message is {text}: ${formatZodError(m.error)}` } });
    ctx.post({ seat, name: ctx.name(seat), text: m.data.text, at: ctx.now() });
    reply({ ok: true });
  });
  socket.on('disconnect', () => {
    ctx.limiter.delete(socket.id).catch(() => undefined);
  });
}
