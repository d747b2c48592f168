// The Heroscape army builder over the whole classic pool (issue 18; heroscape-master-game-guide,
// "2. GATHER AND PLACE YOUR ARMY"): given the units file, every card is in the pool with its powers
// in our words; a card with a power the engine does not play is refused unless the player allows it,
// and then the set-up the builder makes allows it too, so the table starts; the 6-space Marro Hive is
// taken, and what only the battlefield can refuse (a zone too small) is said before a table is made.
// Reads the shared units file by path; skips without it.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUnits } from '../../games/heroscape/cards/import-units.js';
import { heroscapeModule } from '../../games/heroscape/module.js';
import type { AnyGameModule } from '../../games/module.js';
import { useTestServer } from '../fixtures/duel-server.js';
import { createBuilders } from './index.js';
import { heroscapeArmyBuilderFor } from './heroscape-army.js';
import type { BuilderCard } from './types.js';

const UNITS = resolve('../shared/data/heroscape/heroscape-json-units.json');
const units = existsSync(UNITS) ? parseUnits(readFileSync(UNITS, 'utf8'), UNITS) : null;
if (!units) console.warn(`skipping the Heroscape classic pool builder tests: ${UNITS} is absent`);
const cards = units?.ok ? units.value : [];
/**
 * Every card of the file now has every power played, so the unplayed case is a units file whose
 * Grok Riders print Grok Training in other words: powers are bound by the printed text's hash, so that
 * power is not played on it.
 */
const REWORDED = 'Grok Riders';
const reworded = cards.map((c) =>
  c.name === REWORDED ? { ...c, powers: c.powers.map((p) => (p.name === 'Grok Training' ? { ...p, text: `${p.text} (reworded)` } : p)) } : c,
);

function poolCards(): readonly BuilderCard[] {
  const made = heroscapeArmyBuilderFor(reworded, UNITS);
  if (!made.ok) throw new Error(made.error);
  return made.value.pool().cards;
}

/** A classic card (not Rise of the Valkyrie) whose powers are all played, and one with a power that is not. */
function samples(): { played: BuilderCard; unplayed: BuilderCard } {
  const classic = poolCards().filter((c) => c.set === 'Classic pool');
  const played = classic.find((c) => c.unenforced.length === 0);
  const unplayed = classic.find((c) => c.unenforced.length > 0);
  // Only the reworded card: the published file has every power of every card played.
  expect(classic.filter((c) => c.unenforced.length > 0).map((c) => c.name)).toEqual([REWORDED]);
  if (!played || !unplayed) throw new Error('the pool has no played or no unplayed classic card');
  return { played, unplayed };
}

describe.skipIf(!units)('Heroscape army builder over the classic pool', () => {
  it('lists every card of the units file, each with its powers in our words and the unplayed ones named', () => {
    const pool = poolCards();
    for (const c of cards) expect(pool.some((p) => p.name === c.name)).toBe(true);
    const { unplayed } = samples();
    expect(unplayed.text).toContain(`${unplayed.unenforced[0]} (`);
  });

  it('refuses a card with an unplayed power unless allowed; a card whose powers are all played needs no permission', () => {
    const made = heroscapeArmyBuilderFor(reworded, UNITS);
    if (!made.ok) throw new Error(made.error);
    const { played, unplayed } = samples();
    expect(made.value.check({ pointLimit: 1000, cards: [played.name] }, false).legal).toBe(true);
    const refused = made.value.check({ pointLimit: 1000, cards: [unplayed.name] }, false);
    expect(refused.legal).toBe(false);
    expect(refused.problems.map((p) => p.message).join('\n')).toContain(unplayed.name);
    expect(made.value.check({ pointLimit: 1000, cards: [unplayed.name] }, true)).toMatchObject({ legal: true, unenforced: [unplayed.name] });
  });

  it("takes the 6-space Marro Hive (placed on its base in the zone, battle/hive.ts); an army the zone cannot hold is refused with the set-up's reason", () => {
    const made = heroscapeArmyBuilderFor(cards, UNITS);
    if (!made.ok) throw new Error(made.error);
    expect(made.value.check({ pointLimit: 1000, cards: ['Marro Hive'] }, false)).toMatchObject({ legal: true, problems: [] });
    const blue = { name: 'Blue', pointLimit: 1000, cards: ['Syvarris'] };
    const withHive = made.value.setup([{ name: 'Red', pointLimit: 1000, cards: ['Marro Hive', 'Marro Drones'] }, blue], false);
    expect(withHive.ok).toBe(true);
    // Ten squads of three Drones pass the card checks but need more spaces than the battlefield's zone has.
    const crowd = { name: 'Red', pointLimit: 1000, cards: Array.from({ length: 10 }, () => 'Marro Drones') };
    expect(made.value.check(crowd, false).legal).toBe(true);
    const refused = made.value.setup([crowd, blue], false);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems.map((p) => p.message).join('\n')).toMatch(/^On the battlefield: .*more than the \d+ of its starting zone/);
  });
});

describe.skipIf(!units)('builder HTTP API over the classic pool', () => {
  const t = useTestServer('builders-classic', () => {
    const builders = createBuilders({ heroscape: { cards: reworded, file: UNITS } });
    if (!builders.ok) throw new Error(builders.error);
    return { modules: [heroscapeModule as unknown as AnyGameModule], builders: builders.value };
  });
  const post = (path: string, body: unknown) =>
    fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('an allowed army with an unplayed card makes a set-up that allows it, and the table starts', async () => {
    const { played, unplayed } = samples();
    const red = { name: 'Red', pointLimit: 1000, cards: [unplayed.name] };
    const blue = { name: 'Blue', pointLimit: 1000, cards: [played.name] };
    const refused = await post('/api/games/heroscape/builder/setup', { builds: [red, blue] });
    expect(refused.status).not.toBe(200);
    const made = await post('/api/games/heroscape/builder/setup', { builds: [red, blue], allowUnenforced: true });
    expect(made.status).toBe(200);
    const { config } = await made.json();
    expect(config.allowUnenforced).toBe(true);
    const table = await post('/api/tables', { game: 'heroscape', config, seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }] });
    expect(table.status).toBe(201);
    // Control: the same config without the permission is refused by the game's set-up.
    const strict = await post('/api/tables', {
      game: 'heroscape',
      config: { ...config, allowUnenforced: undefined },
      seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }],
    });
    expect(strict.status).not.toBe(201);
  });
});
