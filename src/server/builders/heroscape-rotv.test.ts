// The Heroscape army builder over the Rise of the Valkyrie cards (heroscape-master-game-guide, "Rise
// of the Valkyrie"; "2. GATHER AND PLACE YOUR ARMY"): given the units file, the 16 encoded cards are
// in the pool with the file's points, the engine's army rules judge a build of them, and two RotV
// armies make a table through the HTTP API. Reads the shared units file by path; skips without it.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUnits } from '../../games/heroscape/cards/import-units.js';
import { ROTV_CARDS } from '../../games/heroscape/content/rotv.js';
import { heroscapeModule } from '../../games/heroscape/module.js';
import type { AnyGameModule } from '../../games/module.js';
import { useTestServer } from '../fixtures/duel-server.js';
import { createBuilders } from './index.js';
import { heroscapeArmyBuilderFor } from './heroscape-army.js';

const UNITS = resolve('../shared/data/heroscape/heroscape-json-units.json');
const units = existsSync(UNITS) ? parseUnits(readFileSync(UNITS, 'utf8'), UNITS) : null;
if (!units) console.warn(`skipping the Rise of the Valkyrie builder tests: ${UNITS} is absent`);
const cards = units?.ok ? units.value : [];
const points = (name: string): number => cards.find((c) => c.name === name)!.points;

describe.skipIf(!units)('Heroscape army builder over Rise of the Valkyrie', () => {
  it('lists the 16 encoded cards with the points of the units file', () => {
    const made = heroscapeArmyBuilderFor(cards, UNITS);
    if (!made.ok) throw new Error(made.error);
    const rotv = made.value.pool().cards.filter((c) => c.set === 'Rise of the Valkyrie');
    expect(rotv.map((c) => c.name)).toEqual(ROTV_CARDS.map((c) => c.name));
    expect(rotv.find((c) => c.name === 'Syvarris')).toMatchObject({ cost: points('Syvarris'), kind: 'hero', unenforced: [] });
    expect(rotv.find((c) => c.name === 'Syvarris')!.text).toContain('Double Attack');
  });

  it('refuses a units file without a Rise of the Valkyrie card, naming it', () => {
    const made = heroscapeArmyBuilderFor(
      cards.filter((c) => c.name !== 'Mimring'),
      'units.json',
    );
    expect(made).toEqual({ ok: false, error: 'units.json: no unit named "Mimring" (a Rise of the Valkyrie card)' });
  });

  it("judges a RotV army with the engine's army rules: the point limit and one copy of a Unique card", () => {
    const made = heroscapeArmyBuilderFor(cards, UNITS);
    if (!made.ok) throw new Error(made.error);
    const b = made.value;
    const army = ['Syvarris', 'Tarn Viking Warriors', 'Izumi Samurai'];
    const total = army.reduce((s, n) => s + points(n), 0);
    expect(b.check({ pointLimit: total, cards: army }, false)).toMatchObject({ legal: true, totals: [{ label: 'points', value: total, limit: total }] });
    const over = b.check({ pointLimit: total - 1, cards: army }, false);
    expect(over.legal).toBe(false);
    expect(over.problems.map((p) => p.message).join('\n')).toMatch(/more than the limit/);
    const twice = b.check({ pointLimit: 1000, cards: ['Syvarris', 'Syvarris'] }, false);
    expect(twice.problems.map((p) => p.message).join('\n')).toMatch(/Unique Army Card already/);
  });
});

describe.skipIf(!units)('builder HTTP API with a units file', () => {
  const t = useTestServer('builders-rotv', () => {
    const builders = createBuilders({ heroscape: { cards, file: UNITS } });
    if (!builders.ok) throw new Error(builders.error);
    return { modules: [heroscapeModule as unknown as AnyGameModule], builders: builders.value };
  });
  const post = (path: string, body: unknown) =>
    fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('serves the RotV cards, and two RotV armies start a table', async () => {
    const pool = await fetch(`${t.url}/api/games/heroscape/builder`).then((r) => r.json());
    expect(pool.cards.map((c: { name: string }) => c.name)).toContain('Grimnak');
    const red = { name: 'Vikings', pointLimit: 500, cards: ['Finn the Viking Champion', 'Tarn Viking Warriors'] };
    const blue = { name: 'Orcs', pointLimit: 500, cards: ['Grimnak', 'Ne-gok-sa'] };
    const made = await post('/api/games/heroscape/builder/setup', { builds: [red, blue] });
    expect(made.status).toBe(200);
    const { config } = await made.json();
    expect(config.armies[1].cards.map((c: { name: string }) => c.name)).toEqual(['Grimnak', 'Ne-gok-sa']);
    const table = await post('/api/tables', { game: 'heroscape', config, seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }] });
    expect(table.status).toBe(201);
  });
});
