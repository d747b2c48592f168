// The restart test: the server runs as a child process on a real SQLite file; it is killed with
// SIGKILL in the middle of a game and started again on the same file. Every choice that was
// acknowledged before the kill is still there, and the game goes on to the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { postJson, testClient, type TestClient } from './fixtures/client.js';
import type { TableMessage } from './protocol.js';
import { SqliteStore } from './store/sqlite.js';

const here = dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'skirmish-restart-'));
const dbPath = join(dir, 'tables.sqlite');
const children: ChildProcess[] = [];

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'fixtures', 'serve-fixture.ts')], {
    env: { ...process.env, PORT: '0', SQLITE_PATH: dbPath, AI_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let errText = '';
    child.stderr!.on('data', (d: Buffer) => (errText += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${errText}`)));
  });
}

const kill = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

type Open = { rqid: number; player: number; options: { id: string }[] };
const openOf = (m: TableMessage): Open => m.obs.core.pending as unknown as Open;

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('server restart after SIGKILL', () => {
  it('loses no acknowledged choice and the game continues to the end', async () => {
    let { child, url } = await startServer();
    const made = await postJson<{ id: string; invites: { token: string }[] }>(`${url}/api/tables`, {
      game: 'duel',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(made.status).toBe(201);
    const { id, invites } = made.body;
    const tokens = invites.map((i) => i.token);
    // One browser holding both seats (hot-seat): it answers whichever seat is asked.
    let c: TestClient = testClient(url, id, tokens);
    const acked: { rqid: number; option: string }[] = [];
    const playOne = async (): Promise<TableMessage> => {
      const m = await c.waitFor((x) => x.moves === acked.length && x.obs.core.pending !== null && x.viewer === x.obs.core.pending.player);
      const o = openOf(m);
      const ack = await c.choose(o.rqid, o.options[0]!.id);
      expect(ack).toEqual({ ok: true });
      acked.push({ rqid: o.rqid, option: o.options[0]!.id });
      return m;
    };
    await playOne();
    await playOne();
    await playOne();
    // A choice in flight at the moment of the kill may or may not be logged; acknowledged ones must be.
    const m = await c.waitFor((x) => x.moves === 3 && x.obs.core.pending !== null && x.viewer === x.obs.core.pending.player);
    const inFlight = openOf(m);
    c.socket.emit('choose', { rqid: inFlight.rqid, option: inFlight.options[0]!.id });
    await kill(child);
    c.close();

    // Nothing is running now: the file itself holds the acknowledged choices, in order.
    const peek = await SqliteStore.open(dbPath);
    const logged = await peek.choices(id);
    await peek.close();
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(logged.slice(0, 3).map((x) => ({ rqid: x.rqid, option: x.option }))).toEqual(acked);

    ({ child, url } = await startServer());
    c = testClient(url, id, tokens);
    const back = await c.waitFor(() => true);
    expect(back.moves).toBe(logged.length);
    expect(back.status).toBe('playing');
    while (acked.length < logged.length) acked.push(logged[acked.length]!);
    for (;;) {
      const cur = await c.waitFor((x) => x.moves === acked.length);
      if (cur.obs.core.terminal) break;
      await playOne();
    }
    const final = await c.waitFor((x) => x.obs.core.terminal !== null);
    expect(final.moves).toBe(6);
    expect(final.status).toBe('finished');
    c.close();
    await kill(child);
  });
});
