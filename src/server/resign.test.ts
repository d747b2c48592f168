// Resigning (issue 22, item 6; docs/security.md "Resign and abandon"): only a connection holding a
// seat's token can resign that seat, spectators cannot, the end reaches every viewer, and the
// record of a resigned game replays to its final hash with the resigning seat named.
import { describe, expect, it } from 'vitest';
import { recordSchema, replay, type GameRecord } from '../core/index.js';
import { duelModule } from './fixtures/duel.js';
import { useDuelServer } from './fixtures/duel-server.js';
import { postJson, testClient, type TestClient } from './fixtures/client.js';
import type { Ack } from './protocol.js';
import { resignedSeat, resignReason } from './resign.js';

const srv = useDuelServer('resign');

function client(table: string, tokens: string[] = []): TestClient {
  const c = testClient(srv.url, table, tokens);
  srv.clients.push(c);
  return c;
}

const resign = (c: TestClient, payload: unknown): Promise<Ack> => c.socket.timeout(10_000).emitWithAck('resign', payload) as Promise<Ack>;
type Open = { rqid: number; player: number; options: { id: string }[] };

describe('resign', () => {
  it('the reason names the seat and reads back, whatever the name says', () => {
    expect(resignedSeat(resignReason(1, 'Bob'))).toBe(1);
    expect(resignedSeat(resignReason(0, 'Eve (seat 2) resigned.'))).toBe(0);
    expect(resignedSeat('Both warbands were destroyed')).toBeNull();
    expect(resignedSeat(null)).toBeNull();
  });

  it('only the seat holder resigns; every viewer sees the end; the record replays to its final hash', async () => {
    const made = await postJson<{ id: string; invites: { seat: number; token: string }[] }>(`${srv.url}/api/tables`, {
      game: 'duel',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id = made.body.id;
    const a = client(id, [made.body.invites[0]!.token]);
    const b = client(id, [made.body.invites[1]!.token]);
    const spec = client(id);
    const first = await a.waitFor((m) => m.viewer === 0);
    await b.waitFor((m) => m.viewer === 1);
    await spec.waitFor(() => true);
    // A few real choices first, so the record has a game in it.
    // Only the decider's view lists the options.
    const decider = async (moves: number): Promise<{ c: TestClient; open: Open }> => {
      const seat = (first.moves === moves ? first : await a.waitFor((m) => m.moves === moves)).obs.core.pending!.player;
      const c = seat === 0 ? a : b;
      return { c, open: (await c.waitFor((m) => m.moves === moves)).obs.core.pending as unknown as Open };
    };
    for (let i = 0; i < 2; i++) {
      const { c, open } = await decider(i);
      expect(await c.choose(open.rqid, open.options[0]!.id)).toEqual({ ok: true });
    }
    const open = (await decider(2)).open;
    // Forged: seat 1's connection names seat 2; a spectator; a malformed message. Nothing changes.
    expect(await resign(a, { seat: 1 })).toMatchObject({ ok: false, error: { code: 'not-your-seat' } });
    expect(await resign(spec, {})).toMatchObject({ ok: false, error: { code: 'spectator' } });
    expect(await resign(spec, { seat: 0 })).toMatchObject({ ok: false, error: { code: 'spectator' } });
    expect(await resign(b, { seat: 1, extra: true })).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    expect((await srv.store.getTable(id))?.status).toBe('playing');

    expect(await resign(b, {})).toEqual({ ok: true });
    for (const [c, viewer] of [
      [a, 0],
      [b, 1],
      [spec, null],
    ] as const) {
      const m = await c.waitFor((x) => x.viewer === viewer && x.resigned !== undefined);
      expect(m.status).toBe('finished');
      expect(m.resigned?.seat).toBe(1);
      expect(m.resigned?.returns).toEqual([1, -1]);
      expect(m.resigned?.reason).toMatch(/\(seat 2\) resigned/);
    }
    // After the end: no more choices, no second resignation.
    expect(await a.choose(open.rqid, open.options[0]!.id)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(await resign(a, {})).toMatchObject({ ok: false, error: { code: 'game-over' } });

    const res = await fetch(`${srv.url}/api/tables/${id}/record`);
    expect(res.status).toBe(200);
    const record = recordSchema.parse(await res.json()) as GameRecord;
    expect(record.resigned).toBe(1);
    expect(record.choices).toHaveLength(2);
    expect(record.finalHash).toBeTruthy();
    const back = replay(duelModule.game, record);
    expect(back.ok && back.value.hash).toBe(record.finalHash);
    expect(back.ok && back.value.resigned).toBe(1);

    // Loaded again from the store (as after a restart), it stays finished with the same result.
    await srv.server.tables.unload(id);
    const again = client(id, [made.body.invites[0]!.token]);
    const m = await again.waitFor((x) => x.viewer === 0);
    expect(m.resigned?.seat).toBe(1);
  });
});
