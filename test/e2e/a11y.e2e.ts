// Accessibility basics (issue 22): axe-core (Deque's rule engine) finds no serious or critical
// violation — labels, roles, names, colour contrast — on the lobby, a builder, the Dice Masters
// table and the DDM board; a whole decision is made with the keyboard alone (Tab to the decision,
// Enter on an option); focus order puts the skip link first and the options right after it; the
// board's pieces carry labels for screen readers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameModules } from '../../src/games/index.js';
import { axeViolations as violations, clickThrough, haveChromium, picker, shot, startE2e, startFromLobby, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'ddm') && gameModules.some((m) => m.game.id === 'dicemasters');

describe.skipIf(!haveChromium || !registered)('accessibility', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('axe finds no serious violation on the lobby, a builder, and both tables', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(e.url);
    await page.getByTestId('start-game').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto(`${e.url}/#/b/ddm`);
    await page.getByTestId('builder').waitFor();
    await page.getByTestId('build-legal').waitFor();
    expect(await violations(page)).toEqual([]);
    await startFromLobby(page, e.url, 'dicemasters', 'first-game', ['human', 'ai:random']);
    await page.getByTestId('decision').waitFor();
    expect(await violations(page)).toEqual([]);
    await startFromLobby(page, e.url, 'ddm', 'starter', ['human', 'ai:random']);
    await page.getByTestId('decision').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('a decision is made with the keyboard alone; the board pieces are labelled', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await startFromLobby(page, e.url, 'ddm', 'starter', ['human', 'ai:random']);
    const decision = page.getByTestId('decision');
    await decision.waitFor();
    const rqid = await decision.getAttribute('data-rqid');
    // The first Tab stop is the skip link to the decision; following it puts the options next.
    const firstStop = await page.evaluate(() =>
      document.querySelector('a[href], button, input, select, textarea, [tabindex="0"]')?.getAttribute('data-testid'),
    );
    expect(firstStop).toBe('skip-to-decision');
    await page.getByTestId('skip-to-decision').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('decision');
    // Next in the focus order: the options (after the filter box when there are many), all inside the panel.
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === 'Filter the options') await page.keyboard.press('Tab');
    expect(await page.evaluate(() => [document.activeElement?.getAttribute('data-testid'), !!document.activeElement?.closest('#decision')])).toEqual([
      'option',
      true,
    ]);
    await page.keyboard.press('Enter');
    await expect.poll(() => decision.getAttribute('data-rqid'), { timeout: 30_000 }).not.toBe(rqid);
    // The chosen button is gone: focus is back on the decision panel, so Tab goes on to the next options.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('decision');
    // The decision list is a labelled group; each piece on the board has a name for screen readers.
    expect(await page.getByRole('group', { name: /decision/i }).count()).toBeGreaterThan(0);
    // The pieces stand on the board once the set-up has placed them: play on until they do.
    const pick = picker(11);
    const pieces = page.locator('svg.board [data-testid=creature]');
    for (let i = 0; i < 80 && (await pieces.count()) === 0; i++) await clickThrough(page, (l) => pick(l.length), 1, false);
    const labels = await pieces.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((l) => /player [12], \d+ of \d+ HP/.test(l))).toBe(true);
    await shot(page, 'a11y-ddm-keyboard');
    await page.close();
  });
});
