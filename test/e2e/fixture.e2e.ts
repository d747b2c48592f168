// The web table's machinery proven on the test-only fixture game: lobby → game against the AI →
// clicks through every decision → end screen; a reload mid-game restores the table (reconnect);
// a spectator sees the public view; the replay viewer steps through the finished game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickThrough, haveChromium, shot, startE2e, startFromLobby, type E2e } from './harness.js';

describe.skipIf(!haveChromium)('web table on the fixture game (headless Chromium)', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('plays a whole game against the AI, survives a reload, and replays it', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(e.url);
    await page.getByTestId('start-game').waitFor();
    await shot(page, 'lobby-1280');
    await startFromLobby(page, e.url, 'duel', 'standard', ['human', 'ai:random']);
    await page.getByTestId('decision').waitFor();
    await shot(page, 'fixture-table-1280');
    const tableUrl = page.url();
    // Play one card, then reload: the same table and its log come back.
    await clickThrough(page, () => 0, 1, false);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length > 2);
    await page.reload();
    await page.getByTestId('status').waitFor();
    expect(page.url()).toBe(tableUrl);
    await page.waitForFunction(() => document.querySelector('[data-testid=log]')?.textContent?.includes('Player 1 plays'));

    // A spectator (no token) sees the game but never a hand.
    const watcher = await e.browser.newPage({ viewport: { width: 390, height: 844 } });
    const id = /#\/t\/([^/]+)/.exec(tableUrl)![1]!;
    await watcher.goto(`${e.url}/#/w/${id}`);
    await watcher.getByTestId('status').waitFor();
    expect(await watcher.getByTestId('decision').count()).toBe(0);
    expect(await watcher.getByTestId('log').textContent()).not.toContain('is dealt');
    await shot(watcher, 'fixture-spectator-phone');

    const clicks = await clickThrough(page, () => 0);
    expect(clicks).toBe(2);
    await expect.poll(() => page.getByTestId('end-screen').textContent()).toMatch(/won|lost|draw/i);
    await shot(page, 'fixture-end-screen');

    // Replay viewer: step from the start to the end.
    await page.goto(`${e.url}/#/r/${id}`);
    await page.getByTestId('replay').waitFor();
    for (let i = 0; i < 6; i++) await page.getByTestId('replay-next').click();
    await expect.poll(() => page.getByTestId('replay').textContent()).toContain('position 6 of 6');
    await shot(page, 'fixture-replay');
  });

  it('an invite link takes its seat for the browser that opens it, once (docs/security.md "Seats")', async () => {
    const made = await e.server.server.tables.create({ game: 'duel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    const secret = made.invites[1]!.token;
    const guest = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await guest.goto(`${e.url}/#/i/${made.id}/2/${secret}`);
    await guest.getByTestId('status').waitFor();
    // The page now holds the seat's fresh token, not the used secret.
    expect(guest.url()).toMatch(new RegExp(`#/t/${made.id}/[A-Za-z0-9_-]+$`));
    expect(guest.url()).not.toContain(secret);
    const late = await e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await late.goto(`${e.url}/#/i/${made.id}/2/${secret}`);
    await expect.poll(() => late.getByTestId('claim').textContent()).toMatch(/not valid for seat 2/);
    await shot(late, 'invite-used');
  });
});
