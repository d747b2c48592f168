// Tables across server processes (cluster.ts), on a real PostgreSQL and a real Redis started on
// loopback by the test (test/services/): seat A plays on process 1, seat B on process 2; process 1,
// the table's owner, is SIGKILLed mid-game; A reconnects to process 2, which takes the table over
// from its log, and the game goes on to the end. No acknowledged choice is lost, and a local replay
// of the game's record gives the final hash the server reports. Skipped with a message without the
// server binaries, except in CI (CI=true).
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSchema, replay } from '../core/index.js';
import { servicesRequired } from '../../test/services/free-port.js';
import { findPostgresBin, startPostgres, type PostgresServer } from '../../test/services/postgres.js';
import { findRedisServer, startRedis, type RedisServer } from '../../test/services/redis.js';
import { duelModule } from './fixtures/duel.js';
import { postJson, testClient, type TestClient } from './fixtures/client.js';
import type { Ack, TableMessage } from './protocol.js';

const here = dirname(fileURLToPath(import.meta.url));
const pgBin = findPostgresBin();
const redisBin = findRedisServer();
const ready = pgBin !== null && redisBin !== null;
if (!ready && servicesRequired())
  it('PostgreSQL and redis-server are installed (CI needs them: .ci/run installs the Debian packages)', () => {
    throw new Error(`missing: ${[pgBin ? '' : 'PostgreSQL (initdb, pg_ctl, postgres)', redisBin ? '' : 'redis-server'].filter(Boolean).join(', ')}`);
  });
if (!ready) console.warn('cluster.test: PostgreSQL or redis-server is not installed; tables across processes are not tested in this run.');

/** Whether the latest seat list this client received (in a 'seats' or 'table' message) shows `seat` as `connected`, waiting up to 10 s. */
async function dotShows(c: TestClient, seat: number, connected: boolean): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    let latest: readonly { connected: boolean }[] | null = null;
    for (const [event, text] of c.received) {
      if (event === 'seats') latest = (JSON.parse(text) as { connected: boolean }[][])[0] ?? null;
      if (event === 'table') latest = (JSON.parse(text) as TableMessage).seats;
    }
    if (latest?.[seat]?.connected === connected) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

type Node = { child: ChildProcess; url: string; log: string[] };
type Open = { rqid: number; player: number; options: { id: string }[] };
const openOf = (m: TableMessage): Open | null => m.obs.core.pending as unknown as Open | null;

describe.skipIf(!ready)('tables across two server processes', () => {
  let pgServer: PostgresServer;
  let redis: RedisServer;
  let databaseUrl: string;
  const nodes: Node[] = [];
  const clients: TestClient[] = [];

  const startNode = (): Promise<Node> => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'fixtures', 'serve-fixture.ts')], {
      env: { ...process.env, PORT: '0', DATABASE_URL: databaseUrl, REDIS_URL: redis.url, AI_DELAY_MS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const node: Node = { child, url: '', log: [] };
    nodes.push(node);
    child.stderr!.on('data', (d: Buffer) => node.log.push(d.toString()));
    return new Promise((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening (\d+)/.exec(out);
        if (m) resolve({ ...node, url: `http://127.0.0.1:${m[1]}` });
      });
      child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${node.log.join('')}`)));
    });
  };

  beforeAll(async () => {
    [pgServer, redis] = await Promise.all([startPostgres(pgBin!), startRedis(redisBin!)]);
    databaseUrl = await pgServer.createDatabase('cluster');
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const n of nodes) if (n.child.exitCode === null && n.child.signalCode === null) n.child.kill('SIGKILL');
    await Promise.all([redis?.stop(), pgServer?.stop()]);
  });

  it('plays on after the owner is SIGKILLed: no acknowledged choice lost, same final hash as a local replay', async () => {
    const one = await startNode();
    const two = await startNode();
    const made = await postJson<{ id: string; invites: { seat: number; token: string }[] }>(`${one.url}/api/tables`, {
      game: 'duel',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(made.status).toBe(201);
    const { id, invites } = made.body;
    const token = (seat: number): string => invites.find((i) => i.seat === seat)!.token;
    const seatClients: TestClient[] = [testClient(one.url, id, [token(0)]), testClient(two.url, id, [token(1)])];
    clients.push(...seatClients);
    // Seat B's connection is on process 2; the "connected" dot on process 1 shows it all the same.
    expect(await dotShows(seatClients[0]!, 1, true)).toBe(true);
    const acked: { rqid: number; option: string }[] = [];

    /** The seat whose turn it is answers its first option; a table changing processes is only a pause. */
    const playOne = async (): Promise<boolean> => {
      const views = await Promise.all(seatClients.map((c, seat) => c.waitFor((m) => m.moves === acked.length && m.viewer === seat)));
      const open = openOf(views[0]!);
      if (!open) return false;
      const c = seatClients[open.player]!;
      const mine = openOf(views[open.player]!)!;
      let ack: Ack = await c.choose(mine.rqid, mine.options[0]!.id);
      for (let tries = 0; !ack.ok && ack.error.code === 'table-moving' && tries < 50; tries++) {
        await new Promise((r) => setTimeout(r, 200));
        ack = await c.choose(mine.rqid, mine.options[0]!.id);
      }
      expect(ack).toEqual({ ok: true });
      acked.push({ rqid: mine.rqid, option: mine.options[0]!.id });
      return true;
    };

    // Seat A (on process 1, the owner) and seat B (on process 2, whose choices go to the owner).
    await playOne();
    await playOne();
    await playOne();
    const killed = new Promise((r) => one.child.once('exit', r));
    one.child.kill('SIGKILL');
    await killed;
    seatClients[0]!.close();
    // Seat A reconnects, as a browser behind a proxy would, to the process still running.
    seatClients[0] = testClient(two.url, id, [token(0)]);
    clients.push(seatClients[0]);
    while (await playOne());

    const final = await seatClients[1]!.waitFor((m) => m.obs.core.terminal !== null);
    expect(final.status).toBe('finished');
    expect(final.moves).toBe(acked.length);

    const res = await fetch(`${two.url}/api/tables/${id}/record`);
    expect(res.status).toBe(200);
    const record = recordSchema.parse(await res.json());
    expect(record.choices.map((c) => ({ rqid: c.rqid, option: c.option }))).toEqual(acked);
    const local = replay(duelModule.game, record);
    if (!local.ok) throw new Error(local.error.message);
    expect(typeof record.finalHash).toBe('string');
    expect(local.value.hash).toBe(record.finalHash);
  });
});
