// DDM range and line-of-sight measuring on the board (issue 22, "DDM board"): a starter battle is
// driven on the server until every creature stands on the map; the page then measures from a
// creature to another creature and to a square, and must show exactly what the game's own geometry
// says (src/server/measure.ts over geo.ts / geometry/), with a line drawn between the two; the
// rulers number the columns and rows as the log names squares. Also at a phone size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameModules } from '../../src/games/index.js';
import { measureDdm } from '../../src/server/measure.js';
import { approach, creaturesOf } from './ddm-drive.js';
import { haveChromium, shot, startE2e, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'ddm');

describe.skipIf(!haveChromium || !registered)('DDM measuring', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('range, line of sight and cover from a creature to a creature and to a square, as the engine measures them', async () => {
    const made = await e.server.server.tables.create({ game: 'ddm', preset: 'starter', seed: 2, seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    const table = (await e.server.server.tables.get(made.id))!;
    // Drive the set-up until every creature is on the map.
    for (let n = 0; n < 400 && creaturesOf(table.game, table.state).some((c) => !c.pos); n++) {
      const p = table.game.pending(table.state);
      if (p.terminal) throw new Error('the battle ended during the set-up');
      expect(await table.submit([p.player], p.rqid, approach(table.game, table.state, p))).toEqual({ ok: true });
    }
    const cs = creaturesOf(table.game, table.state);
    const a = cs.find((c) => c.owner === 0)!;
    const b = cs.find((c) => c.owner === 1)!;
    const expected = measureDdm(table.state, a.id, { creature: b.id });
    if (!expected.ok) throw new Error(expected.error);

    for (const [viewport, name] of [
      [{ width: 1280, height: 800 }, '1280'],
      [{ width: 390, height: 844 }, 'phone'],
    ] as const) {
      const page = await e.browser.newPage({ viewport, hasTouch: name === 'phone' });
      await page.goto(`${e.url}/#/t/${made.id}/${made.invites.map((i) => i.token).join('/')}`);
      await page.getByTestId('ddm-board').waitFor();
      // The rulers: one number per column and per row.
      expect(await page.locator('svg.board .ruler text').count()).toBeGreaterThan(20);
      await page.getByTestId('measure-toggle').click();
      expect(await page.getByTestId('measure-toggle').getAttribute('aria-pressed')).toBe('true');
      await page.locator(`svg.board [data-testid=creature][data-creature="${a.id}"]`).click();
      await page.locator(`svg.board [data-testid=creature][data-creature="${b.id}"]`).click();
      await page.getByTestId('measure-result').waitFor();
      expect(await page.getByTestId('measure-range').textContent()).toBe(String(expected.value.range));
      expect(await page.getByTestId('measure-sight').textContent()).toBe(expected.value.lineOfSight ? 'yes' : 'no');
      expect(await page.getByTestId('measure-cover').textContent()).toBe(expected.value.rangedCover ? 'yes' : 'no');
      expect(await page.getByTestId('measure-result').textContent()).toContain(`${expected.value.from} → ${expected.value.to}`);
      expect(await page.getByTestId('measure-line').count()).toBe(1);
      await shot(page, `ddm-measure-${name}`);

      // To a square: the far corner of the map.
      const sq = await page.locator('svg.board rect.sq').last().getAttribute('data-square');
      const [x, y] = sq!.split(',').map(Number) as [number, number];
      const toSquare = measureDdm(table.state, a.id, { x, y });
      if (!toSquare.ok) throw new Error(toSquare.error);
      await page.locator(`svg.board rect.sq[data-square="${sq}"]`).click({ force: true });
      await expect.poll(() => page.getByTestId('measure-result').textContent()).toContain(`→ (${x},${y})`);
      expect(await page.getByTestId('measure-range').textContent()).toBe(String(toSquare.value.range));
      expect(await page.getByTestId('measure-sight').textContent()).toBe(toSquare.value.lineOfSight ? 'yes' : 'no');

      // Switched off, a click is a move again (nothing measured, no request).
      await page.getByTestId('measure-toggle').click();
      expect(await page.getByTestId('measure-result').count()).toBe(0);
      await page.close();
    }
  });
});
