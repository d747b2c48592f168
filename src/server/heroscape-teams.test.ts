// Heroscape team battles at the web table (issue 17, "The web table"; the guide's "Team Play"): the
// catalog gives each set-up's seats (three or four for the team scenarios), a table of the team
// scenario seats that many players, each seat acts only for itself, and each seat's view shows its
// own and its teammates' order markers ("Teammates can look at each other's order markers") and
// nothing of the opponents' but face-down markers once placed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decision } from '../core/index.js';
import { gameModules } from '../games/index.js';
import { createSkirmishServer, type SkirmishServer } from './app.js';
import { postJson, testClient, type TestClient } from './fixtures/client.js';
import type { TableMessage } from './protocol.js';
import { SqliteStore } from './store/sqlite.js';

interface CardView {
  owner: number;
  markers: string[];
  revealed: string[];
}
const cardsOf = (m: TableMessage): CardView[] => (m.obs.view as unknown as { cards: CardView[] }).cards;
const phaseOf = (m: TableMessage): string => (m.obs.view as unknown as { phase: string }).phase;
/** The markers a view shows on the cards of `owner`. */
const markersOf = (m: TableMessage, owner: number): string[] => cardsOf(m).flatMap((c) => (c.owner === owner ? c.markers : []));
/** The markers still face down on the cards of `owner` as a view shows them, and those already revealed (a turn under way). */
const hiddenAndRevealed = (m: TableMessage, owner: number): { hidden: string[]; revealed: string[] } => ({
  hidden: markersOf(m, owner),
  revealed: cardsOf(m).flatMap((c) => (c.owner === owner ? c.revealed : [])),
});
const openFor = (m: TableMessage, seat: number): Decision | null => {
  const p = m.obs.core.pending;
  return p && p.player === seat && 'options' in p ? p : null;
};

function expectFaceDown(seen: { hidden: string[]; revealed: string[] }, what: string): void {
  expect(seen.hidden.length + seen.revealed.length, what).toBe(4);
  expect(seen.revealed.length, what).toBeLessThanOrEqual(1);
  for (const h of seen.hidden) expect(h, what).toBe('?');
}

describe('Heroscape team battles at the web table', () => {
  let dir: string;
  let store: SqliteStore;
  let server: SkirmishServer;
  let url: string;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'skirmish-hs-teams-'));
    store = await SqliteStore.open(join(dir, 'tables.sqlite'));
    server = createSkirmishServer({ store, modules: gameModules, aiDelayMs: 0 });
    url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await server?.close();
    await store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the catalog gives the seats of each set-up: four for test-field-2v2, three for trollsford-team and test-field-2v1, two otherwise', async () => {
    const catalog = (await (await fetch(`${url}/api/catalog`)).json()) as { games: { id: string; seats: Record<string, number> }[] };
    const hs = catalog.games.find((g) => g.id === 'heroscape');
    expect(hs?.seats).toMatchObject({ 'test-armies': 2, 'trollsford-rescue': 2, 'trollsford-team': 3, 'test-field-2v1': 3, 'test-field-2v2': 4 });
    for (const g of catalog.games.filter((x) => x.id !== 'heroscape')) for (const n of Object.values(g.seats)) expect(n).toBe(2);
  });

  it('a table of test-field-2v2 needs four seats', async () => {
    const r = await postJson<{ error: { code: string; message: string } }>(`${url}/api/tables`, {
      game: 'heroscape',
      preset: 'test-field-2v2',
      seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }],
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('bad-seats');
    expect(r.body.error.message).toMatch(/has 4 seats; 2 were given/);
  });

  it("four human seats: each acts only for itself; teammates see each other's markers, opponents see none while they are placed and face-down ones after", async () => {
    const made = await postJson<{ id: string; invites: { seat: number; token: string }[] }>(`${url}/api/tables`, {
      game: 'heroscape',
      preset: 'test-field-2v2',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    });
    expect(made.status).toBe(201);
    const seat = made.body.invites.map((i) => {
      const c = testClient(url, made.body.id, [i.token]);
      clients.push(c);
      return c;
    });
    const spectator = testClient(url, made.body.id);
    clients.push(spectator);
    /** Places every order marker of `p` (the first option each time), through its own connection only. */
    const place = async (p: number): Promise<void> => {
      const first = await seat[p]!.waitFor((x) => x.viewer === p && openFor(x, p)?.kind === 'place-marker');
      let d = openFor(first, p);
      while (d?.kind === 'place-marker') {
        const rqid = d.rqid;
        // Another seat answering this seat's question is refused: a seat acts only for itself.
        const forged = await seat[(p + 1) % 4]!.choose(rqid, d.options[0]!.id);
        expect(forged.ok).toBe(false);
        expect(await seat[p]!.choose(rqid, d.options[0]!.id)).toEqual({ ok: true });
        d = openFor(await seat[p]!.waitFor((x) => x.viewer === p && (x.obs.core.pending?.rqid ?? 0) > rqid), p);
      }
    };
    await place(0);
    // Red (seat 1) has placed: Gold, its teammate, sees the numbers; Blue, Green and a spectator see nothing yet.
    const placed = (m: TableMessage): boolean => markersOf(m, 0).length === 4;
    expect(markersOf(await seat[1]!.waitFor((m) => m.viewer === 1 && placed(m)), 0).sort()).toEqual(['1', '2', '3', 'X']);
    for (const p of [2, 3]) expect(markersOf(seat[p]!.views.get(p)!, 0)).toEqual([]);
    expect(markersOf(spectator.views.get('spec')!, 0)).toEqual([]);
    for (const p of [1, 2, 3]) await place(p);
    // All placed: each seat sees its team's numbers and the other team's markers face down.
    const turns = (p: number) => seat[p]!.waitFor((m) => m.viewer === p && phaseOf(m) === 'turns');
    for (const [p, mate, foes] of [
      [0, 1, [2, 3]],
      [1, 0, [2, 3]],
      [2, 3, [0, 1]],
      [3, 2, [0, 1]],
    ] as const) {
      const m = await turns(p);
      for (const q of [p, mate]) {
        const { hidden, revealed } = hiddenAndRevealed(m, q);
        expect([...hidden, ...revealed].sort(), `seat ${p + 1} sees seat ${q + 1}`).toEqual(['1', '2', '3', 'X']);
      }
      // The first turn may have revealed marker 1 of the initiative winner: that one is shown, the rest face down.
      for (const q of foes) expectFaceDown(hiddenAndRevealed(m, q), `seat ${p + 1} sees seat ${q + 1}`);
    }
    const watched = await spectator.waitFor((m) => phaseOf(m) === 'turns');
    for (const q of [0, 1, 2, 3]) expectFaceDown(hiddenAndRevealed(watched, q), `a spectator sees seat ${q + 1}`);
  });
});
