// Builders on the web (issue 22, "Builders"): a DDM warband, a Dice Masters party and a Heroscape
// army are picked from the game's card list with the points/limits and the rule errors the engine's
// validators give; a card the engine does not fully enforce is marked and refused until the player
// allows it; a build is saved in the browser and loaded again; a legal build starts a table against
// the AI and is played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gameModules } from '../../src/games/index.js';
import { buildersFromFiles } from '../../src/server/builders/card-files.js';
import { clickThrough, haveChromium, picker, shot, startE2e, type E2e } from './harness.js';

const has = (id: string): boolean => gameModules.some((m) => m.game.id === id);
// The Heroscape units file, given to the server as `skirmish serve --heroscape-cards FILE` would (read by path; absent: that test skips).
const UNITS = resolve('../shared/data/heroscape/heroscape-json-units.json');
const hasUnits = existsSync(UNITS);
if (!hasUnits) console.warn(`skipping the Rise of the Valkyrie army test: ${UNITS} is absent`);
// The Dice Masters TeamBuilder file, as `skirmish serve --dicemasters-cards FILE` would be given it.
const TEAMBUILDER = resolve('../shared/data/dicemasters/tdc-teambuilder-cards.php');
const hasTeamBuilder = existsSync(TEAMBUILDER);
if (!hasTeamBuilder) console.warn(`skipping the team link test: ${TEAMBUILDER} is absent`);

async function add(page: Page, card: string): Promise<void> {
  await page.locator(`[data-testid=pool-card][data-card="${card}"] [data-testid=add-card]`).click();
}
const problems = (page: Page) => page.getByTestId('build-problems').textContent();
const legal = (page: Page) => page.getByTestId('build-legal').textContent();

describe.skipIf(!haveChromium || !has('ddm') || !has('dicemasters'))('builders', () => {
  let e: E2e;
  // The Dice Masters cards the served pool leaves unenforced (none once every card of the set is encoded).
  let dmUnenforced = 0;
  beforeAll(async () => {
    const builders = buildersFromFiles({ heroscape: hasUnits ? UNITS : undefined, dicemasters: hasTeamBuilder ? TEAMBUILDER : undefined }, (p) =>
      readFileSync(p, 'utf8'),
    );
    if (!builders.ok) throw new Error(builders.error);
    dmUnenforced = builders.value['dicemasters']?.pool().cards.filter((c) => c.unenforced.length > 0).length ?? 0;
    e = await startE2e(10, builders.value);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('DDM: a warband built from the card list, checked live, saved, loaded and played against the AI', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(e.url);
    await page.getByTestId('game-select').selectOption('ddm');
    await page.getByTestId('open-builder').click();
    await page.getByTestId('builder').waitFor();
    await page.getByTestId('build-name').fill('Keep Guard');
    await page.getByTestId('build-format').selectOption('200');
    await page.getByTestId('build-faction').selectOption('Civilization');

    // Filtering the pool: Civilization cards of level 8 or more.
    await page.getByTestId('filter-group').selectOption('Civilization');
    await page.getByTestId('filter-level-min').fill('8');
    const names = await page.locator('[data-testid=pool-card] .pool-name').allTextContents();
    expect(names).toContain('Halfling Cleric of Melora');
    expect(names).not.toContain('Merchant Guard');
    expect(names).not.toContain('Treant');
    await page.getByTestId('filter-level-min').fill('');
    await page.getByTestId('filter-group').selectOption('');

    for (const c of ['Dwarf Battlemaster', 'Halfling Cleric of Melora', 'Golden Wyvern Initiate', 'Golden Wyvern Initiate', 'Merchant Guard'])
      await add(page, c);
    await expect.poll(() => page.getByTestId('total-points').textContent()).toBe('points: 134 / 200');
    await expect.poll(() => legal(page)).toBe('legal');

    // An Evil creature beside a Good one: the engine's Alignment rule, with its section.
    await add(page, 'Yuan-Ti Swiftscale');
    await expect.poll(() => problems(page)).toMatch(/Dwarf Battlemaster\) is Good and creature 6 \(Yuan-Ti Swiftscale\) is Evil.*\(Warband Restrictions\)/);
    expect(await legal(page)).toBe('not legal');
    expect(await page.getByTestId('play-build').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove Yuan-Ti Swiftscale' }).click();
    await expect.poll(() => legal(page)).toBe('legal');

    // An item adds its cost.
    await page.getByTestId('entry-item').first().selectOption('Ironguard Amulet');
    await expect.poll(() => page.getByTestId('total-points').textContent()).toBe('points: 139 / 200');

    // A creature with unenforced powers is marked in the list and refused until allowed (the Eternal
    // Blade, the one starter creature with printed powers not enforced; it is also of another faction).
    const blade = page.locator('[data-testid=pool-card][data-card="Eternal Blade"]');
    expect(await blade.getByTestId('unenforced-mark').getAttribute('title')).toContain('Eternal Trainer');
    expect(await page.locator('[data-testid=pool-card][data-card="Defiant Rake"] [data-testid=unenforced-mark]').count()).toBe(0);
    await add(page, 'Eternal Blade');
    await expect.poll(() => problems(page)).toContain('Eternal Blade: some powers are not enforced');
    await page.getByTestId('allow-unenforced').check();
    await expect.poll(() => problems(page)).not.toContain('Eternal Blade: some powers are not enforced');
    await page.getByRole('button', { name: 'Remove Eternal Blade' }).click();
    await add(page, 'Defiant Rake');
    await expect.poll(() => legal(page)).toBe('legal');
    await shot(page, 'builder-ddm-1280');

    // Saved in this browser, and loaded again after a reload.
    await page.getByTestId('save-build').click();
    await expect.poll(() => page.getByTestId('build-notice').textContent()).toContain('Keep Guard');
    await page.reload();
    await page.getByTestId('builder').waitFor();
    await page.getByTestId('load-build').selectOption('saved:Keep Guard');
    await expect.poll(() => page.getByTestId('build-entry').count()).toBe(6);
    await page.getByTestId('allow-unenforced').check();
    await expect.poll(() => legal(page)).toBe('legal');

    // Played against the AI with the Wild Hunt: the board holds the built warband.
    await page.getByTestId('opponent-build').selectOption('starter:Wild Hunt');
    await page.getByTestId('opponent-seat').selectOption('ai:random');
    await page.getByTestId('play-build').click();
    await page.getByTestId('ddm-board').waitFor();
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toContain('Defiant Rake');
    const pick = picker(3);
    expect(await clickThrough(page, (labels) => pick(labels.length), 12, false)).toBeGreaterThan(0);
    await page.close();
  });

  it('Dice Masters: a party with dice and basic actions, its limits from the rules, played against the AI', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}/#/b/dicemasters`);
    await page.getByTestId('builder').waitFor();
    await page.getByTestId('build-name').fill('Dragons');
    await page.getByTestId('pool-search').fill('dragon');
    expect(await page.getByTestId('pool-card').count()).toBeGreaterThanOrEqual(4);
    await page.getByTestId('pool-search').fill('');
    await add(page, 'blue-dragon/master-dragon');
    await add(page, 'blue-dragon/master-dragon');
    await add(page, 'halfling-thief/minion-harper');
    // Two cards titled Blue Dragon: refused by the party rules.
    await add(page, 'blue-dragon/apprentice-dragon');
    await expect.poll(() => problems(page)).toMatch(/same title/);
    await page.getByRole('button', { name: 'Remove Blue Dragon, Apprentice Dragon' }).click();
    // More dice than the card allows.
    await page.getByTestId('entry-dice').first().fill('9');
    await expect.poll(() => problems(page)).toMatch(/allows at most 4 dice, not 9/);
    await page.getByTestId('entry-dice').first().fill('3');
    await expect.poll(() => problems(page)).toMatch(/choose 2 different basic action cards, not 0.*\(BASIC PARTIES\)/);
    await page.locator('[data-testid=basic-action][value=fireball]').check();
    await page.locator('[data-testid=basic-action][value=charm]').check();
    await expect.poll(() => legal(page)).toBe('legal');
    await expect.poll(() => page.getByTestId('total-dice').textContent()).toBe('dice: 4 / 15');
    await shot(page, 'builder-dicemasters-1280');
    await page.getByTestId('opponent-build').selectOption('starter:first-game-2');
    await page.getByTestId('opponent-seat').selectOption('ai:random');
    await page.getByTestId('play-build').click();
    await page.getByTestId('dm-table').waitFor();
    await expect.poll(async () => (await page.getByTestId('dm-table').textContent()) ?? '').toContain('Blue Dragon');
    const pick = picker(5);
    expect(await clickThrough(page, (labels) => pick(labels.length), 10, false)).toBeGreaterThan(0);
    await page.close();
  });

  it.skipIf(!has('heroscape'))('Heroscape: an army over its points is refused; the pre-set army plays', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}/#/b/heroscape`);
    await page.getByTestId('builder').waitFor();
    await page.getByTestId('build-format').selectOption('300');
    for (const c of ['Test Champion', 'Test Beast', 'Test Brute']) await add(page, c);
    await expect.poll(() => problems(page)).toMatch(/costs 320 points, more than the limit of 300/);
    await add(page, 'Test Champion');
    await page.getByTestId('load-build').selectOption('starter:red');
    await expect.poll(() => legal(page)).toBe('legal');
    await page.getByTestId('opponent-seat').selectOption('ai:random');
    await page.getByTestId('play-build').click();
    await page.getByTestId('status').waitFor();
    await page.getByTestId('decision').waitFor();
    await page.close();
  });

  it.skipIf(!has('heroscape') || !hasUnits)('Heroscape: an army of Rise of the Valkyrie cards, checked by the army rules, starts a table', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}/#/b/heroscape`);
    await page.getByTestId('builder').waitFor();
    await page.getByTestId('build-name').fill('Vikings');
    await page.getByTestId('filter-set').selectOption('Rise of the Valkyrie');
    expect(await page.getByTestId('pool-card').count()).toBe(16);
    await page.getByTestId('pool-search').fill('viking');
    const names = await page.locator('[data-testid=pool-card] .pool-name').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Finn the Viking Champion', 'Thorgrim the Viking Champion', 'Tarn Viking Warriors']));
    await page.getByTestId('pool-search').fill('');
    await page.getByTestId('build-format').selectOption('300');
    for (const c of ['Finn the Viking Champion', 'Tarn Viking Warriors', 'Thorgrim the Viking Champion', 'Syvarris']) await add(page, c);
    // Over the limit, then a Unique card twice: the engine's army rules (2. GATHER AND PLACE YOUR ARMY).
    await expect.poll(() => problems(page)).toMatch(/more than the limit of 300/);
    await page.getByTestId('build-format').selectOption('500');
    await add(page, 'Syvarris');
    await expect.poll(() => problems(page)).toMatch(/Unique Army Card already/);
    await page.getByRole('button', { name: 'Remove Syvarris' }).first().click();
    await expect.poll(() => legal(page)).toBe('legal');
    await shot(page, 'builder-heroscape-rotv-1280');
    await page.getByTestId('opponent-build').selectOption('starter:blue');
    await page.getByTestId('opponent-seat').selectOption('ai:random');
    await page.getByTestId('play-build').click();
    await page.getByTestId('status').waitFor();
    await page.getByTestId('decision').waitFor();
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toContain('Tarn Viking Warriors');
    await page.close();
  });

  it.skipIf(!hasTeamBuilder)(
    'Dice Masters: the whole imported set with exactly its unenforced cards marked; a party written as a TeamBuilder link and read back; a bad link names its wrong part',
    async () => {
      const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${e.url}/#/b/dicemasters`);
      await page.getByTestId('builder').waitFor();
      expect(await page.getByTestId('pool-card').count()).toBeGreaterThan(100);
      // Exactly the pool's unenforced cards carry the mark (the mark itself is shown by the DDM test's Eternal Blade).
      expect(await page.locator('[data-testid=pool-card] [data-testid=unenforced-mark]').count()).toBe(dmUnenforced);
      expect(await page.locator('[data-testid=pool-card][data-card="owlbear/greater-beast"] [data-testid=unenforced-mark]').count()).toBe(0);

      await page.getByTestId('team-link-input').fill('https://tb.dicecoalition.com/index.php?view&cards=3x999bff');
      await page.getByTestId('import-team-link').click();
      await expect.poll(() => page.getByTestId('team-link-error').textContent()).toContain('cards entry 1 "3x999bff": bff has no card number 999');

      await page.getByTestId('load-build').selectOption('starter:first-game-1');
      const entries = await page.getByTestId('build-entry').count();
      expect(entries).toBeGreaterThan(0);
      await page.getByTestId('export-team-link').click();
      const link = (await page.getByTestId('team-link-output').inputValue()) ?? '';
      expect(link).toMatch(/^https:\/\/tb\.dicecoalition\.com\/index\.php\?view&cards=\d+x\d+bff/);
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => page.getByTestId('build-entry').count()).toBe(0);
      await page.getByTestId('team-link-input').fill(link);
      await page.getByTestId('import-team-link').click();
      await expect.poll(() => page.getByTestId('build-entry').count()).toBe(entries);
      expect(await page.getByTestId('build-format').inputValue()).toBe('tournament');
      await shot(page, 'builder-dicemasters-team-link-1280');
      await page.close();
    },
  );
});
