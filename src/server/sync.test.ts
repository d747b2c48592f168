// A client that asks for a full resend ('sync') over the rate limit gets it a moment later instead
// of never (issue 22 item 6: a page that lost track during a burst of moves must not stay stale).
import { describe, expect, it } from 'vitest';
import { testClient } from './fixtures/client.js';
import { useDuelServer } from './fixtures/duel-server.js';

const s = useDuelServer('sync', { messagesPerSecond: 5 });

describe('sync over the rate limit', () => {
  it('is answered later with the whole view, not dropped', async () => {
    const made = await s.server.tables.create({ game: 'duel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    const c = testClient(s.url, made.id, [made.invites[0]!.token]);
    s.clients.push(c);
    await c.waitFor(() => true);
    // Use up the connection's budget, then ask for a resend.
    const acks = await Promise.all(Array.from({ length: 10 }, () => c.choose(999, 'x')));
    expect(acks.some((a) => !a.ok && a.error.code === 'rate-limited')).toBe(true);
    const before = c.received.filter(([e]) => e === 'table').length;
    c.socket.emit('sync');
    c.socket.emit('sync');
    await expect.poll(() => c.received.filter(([e]) => e === 'table').length, { timeout: 4_000 }).toBe(before + 1);
    const last = c.received.filter(([e]) => e === 'table').at(-1)!;
    expect((JSON.parse(last[1]) as { log: { from: number } }).log.from).toBe(0);
  });
});
