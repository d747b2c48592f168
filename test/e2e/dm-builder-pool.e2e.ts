// The Dice Masters party builder on a server given no card file (issue 22, "Builders": "searching
// and filtering the whole encoded pool"): the page must list every card the engine can play without
// the set's file — the whole built-in catalogue, characters and party dice as cards, every basic
// action card — and none marked unenforced; the Battle for Faerûn encodings (abilities only: their
// costs and faces come from the file) are named with the way to get them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameModules } from '../../src/games/index.js';
import { BFF_ENCODINGS } from '../../src/games/dicemasters/cards/bff/encodings.js';
import { ALL_CARDS } from '../../src/games/dicemasters/cards/catalogue.js';
import { haveChromium, startE2e, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'dicemasters');

describe.skipIf(!haveChromium || !registered)('Dice Masters builder without a card file', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('lists the whole built-in catalogue, all enforced, and says where the rest of the set comes from', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}/#/b/dicemasters`);
    await page.getByTestId('builder').waitFor();
    await page.getByTestId('pool-card').first().waitFor();
    const listed = await page.getByTestId('pool-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')));
    expect(listed.sort()).toEqual(
      ALL_CARDS.filter((c) => !c.basic)
        .map((c) => c.key)
        .sort(),
    );
    const basics = await page.getByTestId('basic-action').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(basics.sort()).toEqual(
      ALL_CARDS.filter((c) => c.basic)
        .map((c) => c.key)
        .sort(),
    );
    expect(await page.getByTestId('unenforced-mark').count()).toBe(0);
    const note = await page.getByTestId('pool-note').textContent();
    expect(note).toContain(`${ALL_CARDS.length} cards`);
    expect(note).toContain(`${Object.keys(BFF_ENCODINGS).length} further Battle for Faerûn cards`);
    expect(note).toContain('--dicemasters-cards');
    await page.close();
  });
});
