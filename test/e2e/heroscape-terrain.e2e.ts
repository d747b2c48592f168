// Issues 17/18 ("The web table"): the board shows what the battle changed on the battlefield. A table
// whose Red army brings a Marro Hive (a test card on a 6-hex base, no powers) has the Hive's swamp water
// base placed at set-up ("Marro Hive Rules": placed with its army, on its 6-hex swamp water base): the
// six tiles are not on the map sent when the battle starts, they come with the view's `changed`
// (battle/map-changes.ts), and the board marks each changed column (data-testid hs-changed-cell) and
// draws the Hive as one figure on its six hexes (its card on hover). Both renderers: WebGL, and the 2D
// board where the browser has no WebGL. The accessibility check (axe) runs on the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameModules } from '../../src/games/index.js';
import { testArmiesConfig } from '../../src/games/heroscape/module.js';
import { axeViolations, haveChromium, shot, startE2e, type E2e } from './harness.js';
import { heroscapeTable } from './heroscape-drive.js';

const registered = gameModules.some((m) => m.game.id === 'heroscape');
if (!registered) console.warn('e2e: the heroscape game is not registered in src/games/index.ts; skipping.');

/** The test armies, Red's with a Marro Hive of its own (placed with its base in Red's starting zone). */
function hiveConfig(): object {
  const c = testArmiesConfig();
  const red = c.armies[0]!;
  const hive = {
    ...red.cards[0]!,
    name: 'Test Hive',
    size: 'huge',
    height: 17,
    life: 6,
    move: 0,
    range: 1,
    attack: 1,
    defense: 2,
    spaces: 6,
    figures: 1,
    points: 160,
    powers: [],
  };
  return { ...c, armies: [{ ...red, cards: [...red.cards, hive] }, c.armies[1]!] };
}

async function checkBoard(page: Page, renderer: 'webgl' | 'svg'): Promise<void> {
  await page.getByTestId('hs-table').waitFor();
  const board = page.getByTestId('hs-board');
  await board.waitFor();
  expect(await board.getAttribute('data-renderer')).toBe(renderer);
  // The six swamp water tiles of the base, each column marked as changed.
  const cells = page.locator('[data-testid=hs-changed-cell]');
  await expect.poll(() => cells.count()).toBe(6);
  const terrains = await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-terrain')));
  expect(terrains).toEqual(Array(6).fill('swamp-water'));
  // The Hive is one figure on its six hexes, named like the others.
  const hive = page.locator('[data-testid=hs-figure][data-hexes="6"]');
  await expect.poll(() => hive.count()).toBe(1);
  // Control: every other figure stands on its one or two hexes (the test armies have a double-space figure).
  const others = await page.locator('[data-testid=hs-figure]:not([data-hexes="6"])').evaluateAll((els) => els.map((el) => el.getAttribute('data-hexes')));
  expect(others.length).toBeGreaterThan(0);
  expect(others.every((n) => n === '1' || n === '2')).toBe(true);
  const name = renderer === 'webgl' ? await hive.textContent() : await hive.getAttribute('aria-label');
  expect(name).toMatch(/Test Hive a\d/);
  await hive.hover({ force: true });
  await expect.poll(() => page.getByTestId('hs-army-card').textContent()).toMatch(/Test Hive/);
  await page.mouse.move(2, 2);
}

describe.skipIf(!haveChromium || !registered)('the Heroscape board shows the changed battlefield', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(0);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('3D: the Hive base placed at set-up is marked on its six columns; the Hive is one figure; axe finds nothing serious', async () => {
    const { paths } = await heroscapeTable(e, [{ kind: 'human' }, { kind: 'human' }], 2, hiveConfig());
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}${paths[0]!}`);
    await checkBoard(page, 'webgl');
    await shot(page, 'heroscape-changed-terrain-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('2D (no WebGL): the same marks on the flat board', async () => {
    const { paths } = await heroscapeTable(e, [{ kind: 'human' }, { kind: 'human' }], 2, hiveConfig());
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // A browser without WebGL: the table falls back to the 2D board.
    await page.addInitScript(() => {
      const plain = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string, ...rest: unknown[]) {
        return id.startsWith('webgl') ? null : (plain as (...a: unknown[]) => unknown).call(this, id, ...rest);
      } as typeof plain;
    });
    await page.goto(`${e.url}${paths[0]!}`);
    await checkBoard(page, 'svg');
    await shot(page, 'heroscape-changed-terrain-2d-1280');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
