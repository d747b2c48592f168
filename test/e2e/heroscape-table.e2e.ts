// Issue 17 ("The web table") and issue 22 ("each game"): a Heroscape battle against the AI played to
// the end screen in headless Chromium with the moves and attacks made by clicks on the 3D board
// (WebGL through SwiftShader; the test says which renderer ran), the order markers placed on the
// army cards, an army card shown on hover with its numbers and powers, the dice shown beside the
// log; at phone size the table is not wider than the screen. Screenshots in test-artifacts/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameModules } from '../../src/games/index.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addGlyph } from '../../src/games/heroscape/build.js';
import { DEFAULT_CARDS, DEFAULT_MAP, heroscapeConfigFromArgs, testArmiesConfig } from '../../src/games/heroscape/module.js';
import { axeViolations, haveChromium, root, shot, startE2e, type E2e } from './harness.js';
import { heroscapeTable, playOnBoard, type BoardPlay } from './heroscape-drive.js';

const registered = gameModules.some((m) => m.game.id === 'heroscape');
if (!registered) console.warn('e2e: the heroscape game is not registered in src/games/index.ts; skipping.');

const haveShared = existsSync(join(root, DEFAULT_MAP)) && existsSync(join(root, DEFAULT_CARDS));
if (!haveShared) console.warn(`e2e: ${DEFAULT_MAP} or ${DEFAULT_CARDS} is absent; the Clashing Fronts case is skipped.`);

describe.skipIf(!haveChromium || !registered)('the Heroscape table', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(0);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('a battle against the AI is played to the end with board clicks; army card on hover; dice beside the log', async () => {
    // Three rounds: time for the armies to meet, so attacks are made.
    const { paths } = await heroscapeTable(e, [{ kind: 'human' }, { kind: 'ai', agent: 'greedy' }], 3);
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}${paths[0]!}`);
    await page.getByTestId('hs-table').waitFor();
    const board = page.getByTestId('hs-board');
    await board.waitFor();
    const renderer = await board.getAttribute('data-renderer');
    console.log(`heroscape e2e: the battlefield was drawn with ${renderer === 'webgl' ? 'WebGL (three.js on SwiftShader)' : 'the 2D SVG fallback'}`);
    expect(renderer).toBe('webgl');
    await expect.poll(() => page.locator('[data-testid=hs-figure]').count()).toBeGreaterThan(8);
    // The legend names the terrain of this battlefield.
    await expect.poll(() => page.getByTestId('hs-legend').textContent()).toMatch(/Grass.*Water/s);
    await shot(page, 'heroscape-board-1280');

    // An army card on hover: the numbers of the card and its powers in the engine's words.
    await page.locator('[data-testid=hs-card]', { hasText: 'Test Hawk Rider' }).hover();
    const card = page.getByTestId('hs-army-card');
    await card.waitFor();
    await expect.poll(() => card.getByTestId('hs-card-stats').textContent()).toMatch(/Life3Move7Range1Attack3Defense2Points70/);
    await expect.poll(() => card.textContent()).toMatch(/Flying: /);
    await shot(page, 'heroscape-army-card-1280');
    await page.mouse.move(5, 5);

    const tally: BoardPlay = { clicks: 0, boardMoves: 0, boardAttacks: 0, cardMarkers: 0 };
    await playOnBoard(page, 1, tally);
    console.log(`heroscape e2e: ${JSON.stringify(tally)}`);
    expect(tally.cardMarkers).toBeGreaterThanOrEqual(4);
    expect(tally.boardMoves).toBeGreaterThan(0);
    expect(tally.boardAttacks).toBeGreaterThan(0);
    await page.getByTestId('end-screen').waitFor();
    // The dice beside the log: combat dice with the faces rolled, the d20 of initiative.
    const tray = page.getByTestId('dice-tray');
    await tray.waitFor();
    const history = page.locator('[data-testid=log-roll]');
    expect(await history.count()).toBeGreaterThan(0);
    await shot(page, 'heroscape-end-1280');
    await page.getByRole('button', { name: 'Look at the table' }).click();
    const dice = await page.locator('[data-testid=dice-tray] [data-testid=log-die]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(
      dice.some((d) => /^combat die: (skull|shield|blank)$/.test(d)),
      dice.join(' | '),
    ).toBe(true);
    await shot(page, 'heroscape-dice-1280');
  });

  it('the first rolls of a battle: the d20 of initiative beside the log once the order markers are placed', async () => {
    const { paths } = await heroscapeTable(e, [{ kind: 'human' }, { kind: 'ai', agent: 'greedy' }], 1);
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}${paths[0]!}`);
    await page.getByTestId('hs-board').waitFor();
    // Place the four order markers on the cards; then initiative is rolled, a d20 for each player.
    for (let i = 0; i < 4; i++) {
      await page.locator('[data-testid=hs-card-choose]:not([disabled])').first().waitFor();
      const before = await page.getByTestId('decision').getAttribute('data-rqid');
      await page.getByTestId('hs-card-choose').first().click();
      await page.waitForFunction((r) => document.querySelector('[data-testid=decision]')?.getAttribute('data-rqid') !== r, before);
    }
    await expect.poll(() => page.locator('[data-testid=log-die][aria-label^="d20: "]').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.locator('[data-testid=log-roll]', { hasText: 'initiative' }).count()).toBeGreaterThanOrEqual(2);
    await page.close();
  });

  it('at phone size (390×844) the table is no wider than the screen; a tap shows an army card; a glyph is marked; axe finds no serious violation', async () => {
    const withGlyph = testArmiesConfig();
    addGlyph(withGlyph.map, 4, 5, 1, 'A');
    const { paths } = await heroscapeTable(e, [{ kind: 'human' }, { kind: 'ai', agent: 'random' }], 2, withGlyph);
    const ctx = await e.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await ctx.newPage();
    await page.goto(`${e.url}${paths[0]!}`);
    await page.getByTestId('hs-board').waitFor();
    await expect.poll(() => page.locator('[data-testid=hs-figure]').count()).toBeGreaterThan(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect.poll(() => page.getByTestId('hs-glyph').textContent()).toBe('A');
    await expect.poll(() => page.getByTestId('hs-legend').textContent()).toMatch(/Glyph \(glyph A\)/);
    await page.locator('[data-testid=hs-card]', { hasText: 'Test Mage' }).getByRole('button').tap();
    await page.getByTestId('hs-army-card').waitFor();
    await expect.poll(() => page.getByTestId('hs-army-card').textContent()).toMatch(/Test Mage/);
    await shot(page, 'heroscape-phone');
    await page.getByRole('button', { name: 'Close the army card' }).tap();
    expect(await axeViolations(page)).toEqual([]);
    await ctx.close();
  });

  it('without WebGL the battlefield is a flat hex map on which the same choices are made', async () => {
    const { paths } = await heroscapeTable(e, [{ kind: 'human' }, { kind: 'ai', agent: 'random' }], 1);
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // A browser without WebGL: every WebGL context is refused.
    await page.addInitScript(() => {
      const get = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return kind.startsWith('webgl') || kind === 'experimental-webgl'
          ? null
          : (get as (k: string, ...r: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
      } as typeof get;
    });
    await page.goto(`${e.url}${paths[0]!}`);
    const board = page.getByTestId('hs-board');
    await board.waitFor();
    expect(await board.getAttribute('data-renderer')).toBe('svg');
    console.log('heroscape e2e: the fallback board was drawn with SVG');
    await expect.poll(() => page.locator('[data-testid=hs-figure]').count()).toBeGreaterThan(8);
    const tally: BoardPlay = { clicks: 0, boardMoves: 0, boardAttacks: 0, cardMarkers: 0 };
    await playOnBoard(page, 1, tally, 120_000, (t) => t.boardMoves > 0);
    expect(tally.boardMoves).toBe(1);
    await shot(page, 'heroscape-flat-1280');
    await page.close();
  });

  it.skipIf(!haveShared)(
    'Clashing Fronts on the Table of the Giants (the shared map and cards): its levels and terrain drawn, a round played by board clicks',
    async () => {
      const read = (p: string): string => readFileSync(join(root, p), 'utf8');
      const bytes = (p: string): Uint8Array => new Uint8Array(readFileSync(join(root, p)));
      const config = heroscapeConfigFromArgs({ scenario: 'clashing-fronts' }, read, bytes);
      if (!config?.ok) throw new Error(config ? config.error : 'no Clashing Fronts set-up');
      const { paths } = await heroscapeTable(e, [{ kind: 'human' }, { kind: 'ai', agent: 'greedy' }], 1, config.value);
      const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${e.url}${paths[0]!}`);
      await page.getByTestId('hs-board').waitFor();
      await expect.poll(() => page.locator('[data-testid=hs-figure]').count()).toBeGreaterThan(10);
      const terrains = await page.locator('[data-testid=hs-legend] [data-terrain]').evaluateAll((els) => els.map((el) => el.getAttribute('data-terrain')));
      expect(terrains.length).toBeGreaterThan(1);
      await shot(page, 'heroscape-clashing-fronts-1280');
      const tally: BoardPlay = { clicks: 0, boardMoves: 0, boardAttacks: 0, cardMarkers: 0 };
      await playOnBoard(page, 1, tally);
      expect(tally.cardMarkers).toBe(4);
      await page.getByTestId('end-screen').waitFor();
    },
  );

  it('online: an invite link taken by a second browser plays Heroscape to the end', async () => {
    const { paths } = await heroscapeTable(e, [{ kind: 'human' }, { kind: 'human' }], 1);
    const alice = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await alice.goto(`${e.url}${paths[0]!}`);
    await alice.getByTestId('hs-board').waitFor();
    const bobContext = await e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const bob = await bobContext.newPage();
    await bob.goto(`${e.url}${paths[1]!}`);
    await bob.getByTestId('hs-board').waitFor();
    // Bob sees Alice's order markers face down once she has placed them, never their numbers.
    const a: BoardPlay = { clicks: 0, boardMoves: 0, boardAttacks: 0, cardMarkers: 0 };
    const b: BoardPlay = { clicks: 0, boardMoves: 0, boardAttacks: 0, cardMarkers: 0 };
    let hidden = true;
    const watch = setInterval(() => {
      void bob
        .evaluate(() => Array.from(document.querySelectorAll('.hs-army.p0 [data-testid=hs-marker]'), (m) => m.textContent ?? ''))
        .then((ms) => {
          if (ms.some((m) => m !== '?')) hidden = false;
        })
        .catch(() => undefined);
    }, 200);
    try {
      await Promise.all([playOnBoard(alice, 1, a), playOnBoard(bob, -1, b)]);
    } finally {
      clearInterval(watch);
    }
    expect(hidden).toBe(true);
    expect(a.cardMarkers + b.cardMarkers).toBeGreaterThanOrEqual(8);
    expect(a.boardMoves + b.boardMoves).toBeGreaterThan(0);
    await alice.getByTestId('end-screen').waitFor();
    await bob.getByTestId('end-screen').waitFor();
    await shot(bob, 'heroscape-invite-end-1280');
    await bobContext.close();
  });
});
