// Issue 22, items 5–6: a rematch offered by an invited player (their browser has no saved set-up:
// it takes the finished table's set-up from the server and keeps each player's seat), accepted by
// the creator in another browser; and phone-size runs (390×844) of each game against the AI — the
// page never wider than the screen while decisions are clicked through; screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameModules } from '../../src/games/index.js';
import { aliceInvitesBob, clickThrough, haveChromium, picker, shot, startE2e, startFromLobby, type E2e } from './harness.js';

const has = (id: string): boolean => gameModules.some((m) => m.game.id === id);
const PHONE = { width: 390, height: 844 };

const fitsScreen = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe.skipIf(!haveChromium || !has('dicemasters'))('rematch by an invited player; phone-size runs', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('the invited player offers the rematch; the creator accepts it and both keep their seats', async () => {
    const { alice, bob, bobContext } = await aliceInvitesBob(e, { viewport: PHONE, hasTouch: true });
    const oldId = /#\/t\/([^/]+)/.exec(alice.url())![1]!;

    // Alice resigns; Bob (invited, on a phone) offers the rematch from his end screen.
    await alice.getByTestId('resign').click();
    await alice.getByTestId('resign-confirm').click();
    await bob.getByTestId('end-screen').waitFor();
    await bob.getByTestId('rematch').click();
    await expect.poll(() => bob.url()).not.toContain(oldId);
    await bob.getByTestId('dm-table').waitFor();
    await expect.poll(() => bob.getByTestId('status').textContent()).toContain('you are');
    expect(await bob.getByTestId('status').textContent()).not.toContain('you are Player 1');

    // Alice's end screen shows the offer; accepting takes her to seat 1 of the new table.
    await alice.getByTestId('accept-rematch').waitFor();
    expect(await alice.getByTestId('rematch-offer').textContent()).toMatch(/offers a rematch/);
    await alice.getByTestId('accept-rematch').click();
    await expect.poll(() => alice.url()).toContain('#/t/');
    await alice.getByTestId('dm-table').waitFor();
    await expect.poll(() => alice.getByTestId('status').textContent()).toContain('you are Alice');
    const newId = /#\/t\/([^/]+)/.exec(alice.url())![1]!;
    expect(newId).not.toBe(oldId);
    expect(bob.url()).toContain(newId);
    await shot(bob, 'rematch-invited-phone');
    await bobContext.close();
    await alice.close();
  });

  for (const [game, preset] of [
    ['dicemasters', 'first-game'],
    ['ddm', 'starter'],
    ['heroscape', 'test-armies'],
  ] as const) {
    it.skipIf(!has(game))(`${game} at a phone size against the AI`, async () => {
      const page = await e.browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
      await startFromLobby(page, e.url, game, preset, ['human', 'ai:random']);
      const pick = picker(7);
      expect(await clickThrough(page, (labels) => pick(labels.length), 12, false)).toBeGreaterThan(0);
      expect(await fitsScreen(page)).toBe(true);
      await shot(page, `phone-${game}`);
      await page.close();
    });
  }
});
