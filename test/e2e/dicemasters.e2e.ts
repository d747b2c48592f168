// A human clicks through a whole Dice Masters First Game against the AI to the end screen, in
// headless Chromium at 1280×800, with screenshots of the table and the end screen (test-artifacts/).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameModules } from '../../src/games/index.js';
import { clickThrough, haveChromium, picker, shot, startE2e, startFromLobby, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'dicemasters');
if (!registered) console.warn('e2e: the dicemasters game is not registered in src/games/index.ts; skipping.');

describe.skipIf(!haveChromium || !registered)('Dice Masters First Game in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('a human plays the First Game against the AI to the end screen', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await startFromLobby(page, e.url, 'dicemasters', 'first-game', ['human', 'ai:random']);
    await page.getByTestId('dm-table').waitFor();
    await shot(page, 'dicemasters-start-1280');
    const pick = picker();
    const clicks = await clickThrough(page, (labels) => {
      // Mostly act (buy, field, attack), sometimes pass: a plausible human who finishes the game.
      const acting = labels.map((l, i) => [l, i] as const).filter(([l]) => !/^pass/i.test(l));
      return acting.length && pick(4) > 0 ? acting[pick(acting.length)]![1] : pick(labels.length);
    });
    expect(clicks).toBeGreaterThan(5);
    const end = await page.getByTestId('end-screen').textContent();
    expect(end).toMatch(/You won|You lost|draw/i);
    await shot(page, 'dicemasters-end-screen');
    // Both life totals are shown on the table.
    const lives = await page.locator('[data-testid^=life-]').allTextContents();
    expect(lives.length).toBe(2);
    const phone = await e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(page.url());
    await phone.getByTestId('dm-table').waitFor();
    await shot(phone, 'dicemasters-end-phone');
  });
});
