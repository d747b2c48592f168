// Issue 23, item 3 (docs/security.md "Seats"): anyone could claim a human seat nobody had connected
// to yet, replacing its token and locking out its owner, and the lobby listed which seats were
// free. Now a claim needs the seat's invite secret, a used secret stops working, and no public
// listing says whether a seat is free.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDuelServer } from './fixtures/duel-server.js';
import { postJson, testClient, type TestClient } from './fixtures/client.js';
import type { TableMessage } from './protocol.js';

const srv = useDuelServer('seats');

interface Created {
  id: string;
  invites: { seat: number; token: string; path: string }[];
}

async function create(seats: unknown[] = [{ kind: 'human' }, { kind: 'human' }]): Promise<Created> {
  const r = await postJson<Created>(`${srv.url}/api/tables`, { game: 'duel', seats });
  expect(r.status).toBe(201);
  return r.body;
}

function client(table: string, tokens: string[] = []): TestClient {
  const c = testClient(srv.url, table, tokens);
  srv.clients.push(c);
  return c;
}

const claim = (id: string, seat: number, body: unknown) =>
  postJson<{ token?: string; error?: { code: string } }>(`${srv.url}/api/tables/${id}/seats/${seat}/claim`, body);

/** Every way to try for a seat without its secret. */
const forgedBodies = (): unknown[] => [
  {},
  { invite: '' },
  { invite: randomBytes(18).toString('base64url') },
  { invite: 'x'.repeat(24) },
  { invite: randomBytes(18).toString('base64url'), seat: 1 },
  { token: randomBytes(18).toString('base64url') },
];

type Open = { rqid: number; options: { id: string }[] };

describe('seat claims race the owner', () => {
  it('many concurrent claims without the secret all fail; the owner connecting 0–150 ms later keeps the seat', async () => {
    for (const delay of [0, 30, 150]) {
      const t = await create();
      // The attacker polls the lobby and fires at both seats as soon as the table appears.
      const attempts: Promise<{ status: number }>[] = [];
      for (let round = 0; round < 5; round++) for (const seat of [1, 2]) for (const body of forgedBodies()) attempts.push(claim(t.id, seat, body));
      await new Promise((r) => setTimeout(r, delay));
      const owner = client(t.id, [t.invites[0]!.token]);
      const results = await Promise.all(attempts);
      expect(results.length).toBe(60);
      for (const r of results) expect(r.status).toBe(403);
      const m = await owner.waitFor(() => true);
      expect(m.viewer).toBe(0);
      expect(owner.fatal).toEqual([]);
      // The owner still acts for the seat; the invitee's link still works for seat 2.
      const open = m.obs.core.pending as unknown as Open;
      expect(await owner.choose(open.rqid, open.options[0]!.id)).toEqual({ ok: true });
      const invitee = client(t.id, [t.invites[1]!.token]);
      expect((await invitee.waitFor(() => true)).viewer).toBe(1);
    }
  });

  it('an invite secret claims its seat once: the claimant gets a fresh token and the link stops working for everyone else', async () => {
    const t = await create();
    const secret = t.invites[1]!.token;
    expect(t.invites[1]!.path).toBe(`/#/i/${t.id}/2/${secret}`);
    // The secret of seat 2 does not open seat 1.
    expect((await claim(t.id, 1, { invite: secret })).status).toBe(403);
    const got = await claim(t.id, 2, { invite: secret });
    expect(got.status).toBe(200);
    const token = got.body.token!;
    expect(token).not.toBe(secret);
    // Concurrent replays of the used link (the creator kept a copy) all fail.
    const replays = await Promise.all(Array.from({ length: 20 }, () => claim(t.id, 2, { invite: secret })));
    for (const r of replays) expect([r.status, r.body.error?.code]).toEqual([403, 'bad-invite']);
    const creatorCopy = client(t.id, [secret]);
    await new Promise((r) => creatorCopy.socket.on('disconnect', r));
    expect(creatorCopy.fatal[0]?.code).toBe('bad-token');
    const invitee = client(t.id, [token]);
    expect((await invitee.waitFor(() => true)).viewer).toBe(1);
  });

  it('a connection that opened the seat with the secret loses it when the seat is claimed', async () => {
    const t = await create();
    const secret = t.invites[1]!.token;
    const early = client(t.id, [secret]);
    expect((await early.waitFor(() => true)).viewer).toBe(1);
    const gone = new Promise((r) => early.socket.on('disconnect', r));
    expect((await claim(t.id, 2, { invite: secret })).status).toBe(200);
    await gone;
    expect(early.fatal[0]?.code).toBe('seat-claimed');
  });

  it('two concurrent claims with the right secret: exactly one wins', async () => {
    const t = await create();
    const both = await Promise.all([claim(t.id, 1, { invite: t.invites[0]!.token }), claim(t.id, 1, { invite: t.invites[0]!.token })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 403]);
  });

  it('AI seats, missing seats and unknown tables cannot be claimed', async () => {
    const t = await create([{ kind: 'human' }, { kind: 'ai', agent: 'random' }]);
    const secret = t.invites[0]!.token;
    expect((await claim(t.id, 2, { invite: secret })).body.error?.code).toBe('bad-seat');
    expect((await claim(t.id, 9, { invite: secret })).body.error?.code).toBe('bad-seat');
    expect((await claim(t.id, 0, { invite: secret })).status).toBe(400);
    expect((await claim('nosuchtable', 1, { invite: secret })).status).toBe(404);
  });
});

describe('public listings', () => {
  it('say nothing about whether a seat is free, and carry no token', async () => {
    const t = await create();
    const list = (await (await fetch(`${srv.url}/api/tables?status=playing`)).json()) as { tables: { id: string; seats: object[] }[] };
    const row = list.tables.find((x) => x.id === t.id)!;
    for (const s of row.seats) expect(Object.keys(s).sort()).toEqual(['kind', 'name']);
    const one = (await (await fetch(`${srv.url}/api/tables/${t.id}`)).json()) as { seats: object[] };
    for (const s of one.seats) expect(Object.keys(s).sort()).toEqual(['connected', 'kind', 'name', 'seat']);
    const spec = client(t.id);
    const m: TableMessage = await spec.waitFor(() => true);
    for (const s of m.seats) expect(s).not.toHaveProperty('claimed');
    const text = JSON.stringify([list, one, spec.received]);
    for (const i of t.invites) expect(text).not.toContain(i.token);
  });
});
