// Measuring in the replay viewer (issue 22, "DDM board": range and line of sight "using the engine's
// own geometry"): a starter battle is driven on the server and finished; in the replay, at two steps
// where the creatures stand differently, the page measures from a creature to another and to a
// square, and must show what the game's geometry gives on that step's position (measureDdm on the
// state rebuilt from the record), with the line drawn; stepping on starts the measuring over. The
// replay's dice beside the log are those of the step shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameState } from '../../src/core/index.js';
import { gameModules } from '../../src/games/index.js';
import { ddmModule } from '../../src/games/ddm/module.js';
import { measureDdm } from '../../src/server/measure.js';
import { approach, creaturesOf, type DdmCreatureView } from './ddm-drive.js';
import { haveChromium, shot, startE2e, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'ddm');

async function measureAt(page: Page, n: number, state: GameState, a: DdmCreatureView, b: DdmCreatureView): Promise<void> {
  await page.getByLabel('position').fill(String(n));
  await expect.poll(() => page.getByTestId('replay').textContent()).toContain(`position ${n} of`);
  // A new step: nothing measured yet, the tool still on.
  expect(await page.getByTestId('measure-result').count()).toBe(0);
  await page.locator(`svg.board [data-testid=creature][data-creature="${a.id}"]`).click();
  await page.locator(`svg.board [data-testid=creature][data-creature="${b.id}"]`).click();
  const expected = measureDdm(state, a.id, { creature: b.id });
  if (!expected.ok) throw new Error(expected.error);
  await page.getByTestId('measure-result').waitFor();
  expect(await page.getByTestId('measure-result').textContent()).toContain(`${expected.value.from} → ${expected.value.to}`);
  expect(await page.getByTestId('measure-range').textContent()).toBe(String(expected.value.range));
  expect(await page.getByTestId('measure-sight').textContent()).toBe(expected.value.lineOfSight ? 'yes' : 'no');
  expect(await page.getByTestId('measure-cover').textContent()).toBe(expected.value.rangedCover ? 'yes' : 'no');
  expect(await page.getByTestId('measure-line').count()).toBe(1);
  const toSquare = measureDdm(state, a.id, { x: 0, y: 0 });
  if (!toSquare.ok) throw new Error(toSquare.error);
  await page.locator('svg.board rect.sq[data-square="0,0"]').click({ force: true });
  await expect.poll(() => page.getByTestId('measure-result').textContent()).toContain('→ (0,0)');
  expect(await page.getByTestId('measure-range').textContent()).toBe(String(toSquare.value.range));
  expect(await page.getByTestId('measure-sight').textContent()).toBe(toSquare.value.lineOfSight ? 'yes' : 'no');
}

describe.skipIf(!haveChromium || !registered)('DDM measuring in the replay viewer', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('measures on the position of the step shown, as the engine does there', async () => {
    const made = await e.server.server.tables.create({ game: 'ddm', preset: 'starter', seed: 6, seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    const table = (await e.server.server.tables.get(made.id))!;
    const game = table.game;
    // Drive until every creature is on the map (step `placed`), then 30 choices more, closing in.
    let placed = -1;
    for (let n = 0; n < 500 && (placed < 0 || n < placed + 30); n++) {
      const p = game.pending(table.state);
      if (p.terminal) break;
      expect(await table.submit([p.player], p.rqid, approach(game, table.state, p))).toEqual({ ok: true });
      if (placed < 0 && creaturesOf(game, table.state).every((c) => c.pos)) placed = n + 1;
    }
    expect(placed).toBeGreaterThan(0);
    await e.server.store.finish(made.id, 'finished', [0, 0], 'stopped for the test');
    // The positions of the record, rebuilt as the replay does.
    const choices = await e.server.store.choices(made.id);
    const at = (n: number): GameState => {
      const s = game.setup(ddmModule.presets['starter']!(), 6);
      if (!s.ok) throw new Error(s.error.message);
      for (const c of choices.slice(0, n)) if (!game.apply(s.value.state, c.rqid, c.option).ok) throw new Error(`choice ${c.index} does not apply`);
      return s.value.state;
    };
    const early = at(placed);
    const late = at(choices.length);
    // Measured from a creature that moved in between, so the two steps differ.
    const earlyPos = (id: number) => creaturesOf(game, early).find((c) => c.id === id)?.pos;
    const a = creaturesOf(game, late).find((c) => c.pos && earlyPos(c.id) && JSON.stringify(earlyPos(c.id)) !== JSON.stringify(c.pos))!;
    expect(a).toBeDefined();
    const b = creaturesOf(game, late).find((c) => c.owner !== a.owner && c.pos && JSON.stringify(earlyPos(c.id)) === JSON.stringify(c.pos))!;
    expect(b).toBeDefined();

    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}/#/r/${made.id}`);
    await page.getByTestId('replay').waitFor();
    await page.getByLabel('position').fill(String(placed));
    await page.getByTestId('ddm-board').waitFor();
    await page.getByTestId('measure-toggle').click();
    await measureAt(
      page,
      placed,
      early,
      creaturesOf(game, early).find((c) => c.id === a.id)!,
      b,
    );
    await shot(page, 'ddm-replay-measure');
    await measureAt(page, choices.length, late, a, b);
    // The replay shows the dice beside its log too: at the last step, the table's last roll on top.
    const last = table.rollsFor(null).at(-1)!;
    expect(await page.getByTestId('log-roll').first().getAttribute('data-line')).toBe(String(last.line));
    expect(await page.getByTestId('log-roll').first().getByTestId('roll-outcome').textContent()).toBe(last.outcome);
    await page.close();
  });
});
