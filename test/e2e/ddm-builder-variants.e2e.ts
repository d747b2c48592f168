// The DDM warband builder's kinds, maps and scenarios (issue 22, "Builders"; ddm-battle-rules-2011
// "BUILDING A WARBAND" — "Battle Map" —, "SCENARIOS AND VARIANTS" — "Arena" —, "Sealed-Booster
// Games"): an Arena warband is held to five creatures; on a full-size map the game's own set-up
// refuses it, on the half-size map it starts, with the scenario chosen on the page (Bounty); a
// sealed warband of 400 points may mix factions, which a standard one may not. Every verdict is
// the engine's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameModules } from '../../src/games/index.js';
import { STARTER_MAPS } from '../../src/games/ddm/content/maps.js';
import { haveChromium, shot, startE2e, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'ddm');

const add = (page: Page, card: string): Promise<void> => page.locator(`[data-testid=pool-card][data-card="${card}"] [data-testid=add-card]`).click();
const legal = (page: Page) => page.getByTestId('build-legal').textContent();
const problems = (page: Page) => page.getByTestId('build-problems').textContent();

describe.skipIf(!haveChromium || !registered)('DDM builder: kind, map and scenario', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('an Arena warband on the half-size map plays a Bounty battle; a full-size map is refused; a sealed warband mixes factions', async () => {
    const half = STARTER_MAPS.find((m) => m.width <= 22 && m.height <= 17)!;
    const full = STARTER_MAPS.find((m) => m.width > 22 || m.height > 17)!;
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}/#/b/ddm`);
    await page.getByTestId('builder').waitFor();
    // The choices are the engine's: its warband kinds, its maps, its scenarios.
    expect(
      await page
        .getByTestId('build-kind')
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['standard', 'arena', 'sealed']);
    expect(await page.getByTestId('build-map').locator('option').count()).toBe(STARTER_MAPS.length + 1);
    expect(
      await page
        .getByTestId('build-scenario')
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['assault', 'bounty', 'quick-raid', 'uncontested-victory']);

    await page.getByTestId('build-name').fill('Arena Five');
    await page.getByTestId('build-format').selectOption('200');
    await page.getByTestId('build-faction').selectOption('Civilization');
    await page.getByTestId('build-kind').selectOption('arena');
    for (const c of ['Dwarf Battlemaster', 'Halfling Cleric of Melora', 'Golden Wyvern Initiate', 'Merchant Guard', 'Merchant Guard', 'Merchant Guard'])
      await add(page, c);
    // "Arena": five creatures at most.
    await expect.poll(() => page.getByTestId('total-creatures').textContent()).toBe('creatures: 6 / 5');
    await expect.poll(() => problems(page)).toMatch(/more than the 5 allowed.*\(Arena\)/);
    await page.getByRole('button', { name: 'Remove Merchant Guard' }).first().click();
    await expect.poll(() => legal(page)).toBe('legal');

    // On a full-size map the game's set-up refuses an Arena battle, in its own words.
    await page.getByTestId('build-map').selectOption(full.id);
    await expect.poll(() => legal(page)).toBe('legal');
    await page.getByTestId('save-build').click();
    await page.getByTestId('opponent-build').selectOption('saved:Arena Five');
    await page.getByTestId('opponent-seat').selectOption('ai:greedy');
    await page.getByTestId('play-build').click();
    await expect.poll(() => page.getByTestId('builder-error').textContent()).toMatch(/Arena warband: the battle uses a half-size map/);

    // On the half-size map, with the Bounty scenario chosen: the battle starts with both.
    await page.getByTestId('build-map').selectOption(half.id);
    await page.getByTestId('save-build').click();
    await page.getByTestId('opponent-build').selectOption('saved:Arena Five');
    await page.getByTestId('build-scenario').selectOption('bounty');
    await shot(page, 'builder-ddm-arena');
    await page.getByTestId('play-build').click();
    await page.getByTestId('ddm-board').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.ddm-info').textContent()).toContain(half.name);
    const id = /#\/t\/([^/]+)\//.exec(page.url())![1]!;
    const table = (await e.server.server.tables.get(id))!;
    expect(table.record.config).toMatchObject({ scenario: 'bounty', warbands: [{ format: 'arena', map: half.id }, { format: 'arena' }] });

    // Sealed booster: 400 points and creatures of any faction; the same warband as a standard one is refused.
    await page.goto(`${e.url}/#/b/ddm`);
    await page.getByTestId('builder').waitFor();
    await page.getByTestId('build-kind').selectOption('sealed');
    await page.getByTestId('build-format').selectOption('400');
    for (const c of ['Dwarf Battlemaster', 'Gnoll Marauder']) await add(page, c);
    await expect.poll(() => legal(page)).toBe('legal');
    await page.getByTestId('build-kind').selectOption('standard');
    await expect.poll(() => problems(page)).toMatch(/100, 200 or 500 points, not 400/);
    await page.getByTestId('build-format').selectOption('200');
    await expect.poll(() => problems(page)).toMatch(/Gnoll Marauder.*\(Faction\)/);
    await page.close();
  });
});
