// The battlefield in the replay viewer (issue 17, "records and replay" on the web table): a finished
// Heroscape game's battlefield after any number of choices, computed in the replay worker from the
// record — equal to the battlefield of the engine's own position there (glyph sides as they were
// then) — and refused while the game is being played, as every replay is (the seed would tell).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION, type Json } from '../core/index.js';
import { addGlyph } from '../games/heroscape/build.js';
import { game } from '../games/heroscape/battle/game.js';
import { testArmiesConfig } from '../games/heroscape/module.js';
import { gameModules } from '../games/index.js';
import { createSkirmishServer, type SkirmishServer } from './app.js';
import { battlefieldOf, type BattlefieldView } from './heroscape-board.js';
import type { StoredChoice } from './store/store.js';
import { SqliteStore } from './store/sqlite.js';

let dir: string;
let store: SqliteStore;
let server: SkirmishServer;
let url: string;

/** A seeded battle of the test armies with a symbol-side glyph, played to the end by always taking the last option; every position's battlefield. */
function played(): { config: Json; choices: StoredChoice[]; fields: BattlefieldView[] } {
  const config = { ...testArmiesConfig(1), glyphSide: 'symbol' };
  addGlyph(config.map, 4, 5, 1, 'A');
  const started = game.setup(config, 3);
  if (!started.ok) throw new Error(started.error.message);
  const s = started.value.state;
  const choices: StoredChoice[] = [];
  const fields = [battlefieldOf(s)];
  for (;;) {
    const p = game.pending(s, { labels: false });
    if (p.terminal) break;
    const option = p.options[p.options.length - 1]!.id;
    choices.push({ index: choices.length, rqid: p.rqid, option, seat: p.player });
    const r = game.apply(s, p.rqid, option);
    if (!r.ok) throw new Error(r.error.message);
    fields.push(battlefieldOf(s));
  }
  return { config: config as unknown as Json, choices, fields };
}

async function storeTable(id: string, config: Json, choices: readonly StoredChoice[], finished: boolean): Promise<void> {
  const now = Date.now();
  await store.createTable({
    id,
    game: 'heroscape',
    preset: null,
    config,
    seed: 3,
    seats: [
      { kind: 'ai', name: 'A', agent: 'random', settings: {} },
      { kind: 'ai', name: 'B', agent: 'random', settings: {} },
    ],
    status: 'playing',
    createdAt: now,
    updatedAt: now,
    engineVersion: ENGINE_VERSION,
    contentHash: game.contentHash,
    returns: null,
    reason: null,
  });
  for (const c of choices) await store.appendChoice(id, c);
  if (finished) await store.finish(id, 'finished', [1, 0], 'test');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skirmish-hs-replay-'));
  store = await SqliteStore.open(join(dir, 'tables.sqlite'));
  server = createSkirmishServer({ store, modules: gameModules, aiDelayMs: 0 });
  url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
});
afterAll(async () => {
  await server?.close();
  await store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/tables/:id/replay/:n/battlefield', () => {
  it("is the engine's battlefield after n choices: the terrain, and each glyph's side as it was then", async () => {
    const { config, choices, fields } = played();
    await storeTable('hsreplay1', config, choices, true);
    const steps = [0, Math.floor(choices.length / 2), choices.length];
    for (const n of steps) {
      const r = await fetch(`${url}/api/tables/hsreplay1/replay/${n}/battlefield`);
      expect(r.status, `position ${n}`).toBe(200);
      expect(await r.json()).toEqual(fields[n]);
    }
    expect(fields[0]!.columns.length).toBeGreaterThan(20);
    expect(fields[0]!.glyphs).toEqual([{ q: 4, r: 5, level: 1, side: 'symbol' }]);
  });

  it('is refused while the game is played, past its last choice, and for another game', async () => {
    const { config, choices } = played();
    await storeTable('hsreplay2', config, choices.slice(0, 5), false);
    const playing = await fetch(`${url}/api/tables/hsreplay2/replay/1/battlefield`);
    expect(playing.status).toBe(409);
    await storeTable('hsreplay3', config, choices, true);
    expect((await fetch(`${url}/api/tables/hsreplay3/replay/${choices.length + 1}/battlefield`)).status).toBe(400);
    expect((await fetch(`${url}/api/tables/hsreplay3/replay/-1/battlefield`)).status).toBe(400);
    expect((await fetch(`${url}/api/tables/nosuch/replay/0/battlefield`)).status).toBe(404);
  });
});
