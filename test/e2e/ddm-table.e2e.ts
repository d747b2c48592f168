// The DDM table as a player sees it at 1280×800 (issue 22): the page does not scroll by itself while
// the set-up fills the log (item 7: the log scrolls only its own box, the sticky status bar never
// covers the top option), and the pointer on a piece shows its stat card rendered from the card
// encoding (item 2), with the powers the engine does not enforce named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameModules } from '../../src/games/index.js';
import { OMITTED } from '../../src/games/ddm/content/creatures.js';
import { haveChromium, shot, startE2e, startFromLobby, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'ddm');
if (!registered) console.warn('e2e: the ddm game is not registered in src/games/index.ts; skipping.');

async function waitForQuestion(page: Page, prev: string): Promise<string> {
  const h = await page.waitForFunction(
    (last: string) => {
      if (document.querySelector('[data-testid=end-screen]')) return 'end';
      const d = document.querySelector('[data-testid=decision]');
      const r = d?.getAttribute('data-rqid');
      return r && r !== last && d?.querySelector('[data-testid=option]:not([disabled])') ? r : null;
    },
    prev,
    { timeout: 60_000, polling: 50 },
  );
  return (await h.jsonValue()) as string;
}

describe.skipIf(!haveChromium || !registered)('DDM table', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('the page stays put during the set-up, and a piece shows its stat card on hover', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await startFromLobby(page, e.url, 'ddm', 'starter', ['human', 'ai:random']);
    await page.getByTestId('ddm-board').waitFor();
    let last = '';
    let steps = 0;
    let placed = 0;
    // The set-up: rolls, sides and placing every creature in the start area, until pieces stand on the board.
    for (; steps < 40 && placed < 6; steps++) {
      last = await waitForQuestion(page, last);
      if (last === 'end') break;
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The sticky status bar ends above the first option (nothing is under it).
      const bar = (await page.getByTestId('status').boundingBox())!;
      const top = (await page.locator('[data-testid=decision] [data-testid=option]').first().boundingBox())!;
      expect(top.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      // Clicked through the DOM: Playwright's own click would scroll the button into view itself.
      await page.evaluate(() => {
        const b = document.querySelector<HTMLButtonElement>('[data-testid=decision] [data-testid=option]:not([disabled])');
        b?.click();
      });
      placed = await page.locator('[data-testid=creature]').count();
    }
    expect(placed).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The log has grown past its box and shows its newest line: it scrolled itself, not the page.
    const log = await page.locator('[data-testid=log] ol').evaluate((el) => ({ top: el.scrollTop, height: el.scrollHeight, client: el.clientHeight }));
    if (log.height > log.client) expect(log.top + log.client).toBeGreaterThanOrEqual(log.height - 2);
    await shot(page, 'ddm-setup-no-scroll-1280');

    // The legend names the start and victory areas and the terrain of this map.
    const legend = (await page.getByTestId('ddm-legend').textContent())!;
    expect(legend).toContain('Start area A');
    expect(legend).toContain('Victory area');

    // Pieces are told apart: every mark on the board is different.
    const marks = await page.locator('[data-testid=creature] text:not(.hp)').allTextContents();
    expect(new Set(marks).size).toBe(marks.length);

    // The pointer on a piece shows its stat card: defenses, speed, attacks, from the card encoding.
    const piece = page.locator('[data-testid=creature]').first();
    const id = await piece.getAttribute('data-creature');
    await piece.hover();
    const card = page.getByTestId('stat-card');
    await card.waitFor();
    expect(await card.getAttribute('data-creature')).toBe(id);
    const text = (await card.textContent())!;
    expect(text).toMatch(/AC \d+, Fort \d+, Ref \d+, Will \d+; Speed \w*\d+; HP \d+/);
    expect(text).toMatch(/Attacks/);
    expect(text).toMatch(/\+\d+ vs (AC|Fort|Ref|Will)/);
    await shot(page, 'ddm-stat-card-hover-1280');
    await page.mouse.move(2, 2);
    await card.waitFor({ state: 'detached' });

    // A creature with a power the engine does not enforce says so on its card (roster line, tapped).
    const rosterNames = await page.locator('[data-testid=roster-creature]').allTextContents();
    // The engine's own list of powers it does not enforce yet (it shrinks as powers are encoded).
    const omitted = Object.keys(OMITTED).filter((name) => (OMITTED[name] ?? []).length > 0);
    const i = rosterNames.findIndex((n) => omitted.some((o) => n.includes(o)));
    if (i >= 0) {
      await page.locator('[data-testid=roster-creature] button.link').nth(i).click();
      await page.getByTestId('not-enforced').waitFor();
      expect(await page.getByTestId('not-enforced').textContent()).toMatch(/Not enforced/);
    }
  });
});
