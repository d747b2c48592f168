// Stale tables (issue 22, item 6; docs/security.md "Resign and abandon"): the open-games list leaves
// out tables nobody has made a choice at for the configured time, and finished ones; the creator —
// and nobody else — abandons a table that has not started, after which its invites stop working.
import { describe, expect, it } from 'vitest';
import { useDuelServer } from './fixtures/duel-server.js';
import { postJson, testClient, type TestClient } from './fixtures/client.js';
import type { Ack } from './protocol.js';

const STALE_MS = 400;
const srv = useDuelServer('abandon', { staleTableMs: STALE_MS });

type Created = { id: string; invites: { seat: number; token: string }[] };
const create = async (): Promise<Created> =>
  (await postJson<Created>(`${srv.url}/api/tables`, { game: 'duel', seats: [{ kind: 'human' }, { kind: 'human' }] })).body;
function client(table: string, tokens: string[] = []): TestClient {
  const c = testClient(srv.url, table, tokens);
  srv.clients.push(c);
  return c;
}
const openIds = async (): Promise<string[]> =>
  ((await (await fetch(`${srv.url}/api/tables?status=playing`)).json()) as { tables: { id: string }[] }).tables.map((t) => t.id);
const abandon = (c: TestClient, payload: unknown = {}): Promise<Ack> => c.socket.timeout(10_000).emitWithAck('abandon', payload) as Promise<Ack>;
const claim = (id: string, seat: number, invite: string) =>
  postJson<{ error?: { code: string } }>(`${srv.url}/api/tables/${id}/seats/${seat}/claim`, { invite });
type Open = { rqid: number; player: number; options: { id: string }[] };

describe('stale tables', () => {
  it('the open-games list drops a table nobody played at after the configured time, keeps a started one', async () => {
    const idle = await create();
    const started = await create();
    const a = client(started.id, [started.invites[0]!.token]);
    const b = client(started.id, [started.invites[1]!.token]);
    const seat = (await a.waitFor(() => true)).obs.core.pending!.player;
    const decider = seat === 0 ? a : b;
    const open = (await decider.waitFor((m) => m.viewer === seat)).obs.core.pending as unknown as Open;
    expect(await decider.choose(open.rqid, open.options[0]!.id)).toEqual({ ok: true });
    expect(await openIds()).toEqual(expect.arrayContaining([idle.id, started.id]));
    await new Promise((r) => setTimeout(r, STALE_MS + 100));
    const now = await openIds();
    expect(now).not.toContain(idle.id);
    expect(now).toContain(started.id);
    // Still reachable by its link, and listed with every table: only the open-games list drops it.
    expect((await fetch(`${srv.url}/api/tables/${idle.id}`)).status).toBe(200);
  });

  it('only the creator abandons, only before the game starts; the invites then stop working and the table is not open', async () => {
    const t = await create();
    const creator = client(t.id, [t.invites[0]!.token]);
    const invited = client(t.id, [t.invites[1]!.token]);
    const spec = client(t.id);
    await creator.waitFor((m) => m.viewer === 0);
    await invited.waitFor((m) => m.viewer === 1);
    await spec.waitFor(() => true);
    expect(await abandon(invited)).toMatchObject({ ok: false, error: { code: 'not-creator' } });
    expect(await abandon(spec)).toMatchObject({ ok: false, error: { code: 'not-creator' } });
    expect(await abandon(creator, { table: 'x' })).toMatchObject({ ok: false, error: { code: 'bad-message' } });
    expect((await srv.store.getTable(t.id))?.status).toBe('playing');

    // A fresh table with an unclaimed invite: abandoned by its creator.
    const u = await create();
    const owner = client(u.id, [u.invites[0]!.token]);
    await owner.waitFor((m) => m.viewer === 0);
    expect(await abandon(owner)).toEqual({ ok: true });
    const m = await owner.waitFor((x) => x.abandoned === true);
    expect(m.status).toBe('finished');
    expect(await openIds()).not.toContain(u.id);
    const used = await claim(u.id, 2, u.invites[1]!.token);
    expect([used.status, used.body.error?.code]).toEqual([403, 'bad-invite']);
    const late = client(u.id, [u.invites[1]!.token]);
    await new Promise((r) => late.socket.on('disconnect', r));
    expect(late.fatal[0]?.code).toBe('bad-token');
    expect(await abandon(owner)).toMatchObject({ ok: false, error: { code: 'game-over' } });

    // Once a choice is made the game can be resigned, not abandoned.
    const seat = (await creator.waitFor(() => true)).obs.core.pending!.player;
    const decider = seat === 0 ? creator : invited;
    const open = (await decider.waitFor((x) => x.viewer === seat)).obs.core.pending as unknown as Open;
    expect(await decider.choose(open.rqid, open.options[0]!.id)).toEqual({ ok: true });
    expect(await abandon(creator)).toMatchObject({ ok: false, error: { code: 'started' } });
  });
});
