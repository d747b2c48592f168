// Animated dice (issue 22, "Real dice"): a rolled Dice Masters die tumbles in (a CSS animation on
// the new face), and not at all for a player whose system asks for reduced motion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameModules } from '../../src/games/index.js';
import { haveChromium, startE2e, startFromLobby, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'dicemasters');

async function rolledDieAnimation(page: Page, url: string): Promise<string> {
  await startFromLobby(page, url, 'dicemasters', 'first-game', ['human', 'ai:random']);
  const die = page.getByTestId('die-roll').first();
  await die.waitFor({ timeout: 60_000 });
  return die.evaluate((el) => getComputedStyle(el).animationName);
}

describe.skipIf(!haveChromium || !registered)('animated dice', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('a rolled die tumbles in, unless reduced motion is asked for', async () => {
    const moving = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    expect(await rolledDieAnimation(moving, e.url)).toBe('die-tumble');
    const still = await e.browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    expect(await rolledDieAnimation(still, e.url)).toBe('none');
  });
});
