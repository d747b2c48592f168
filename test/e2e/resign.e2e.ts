// Resigning online (issue 22, item 6): two players in their own browsers (the second took an invite
// link); one resigns from the table page after a confirm, and both end screens say who resigned
// and who won. The record of the table then carries the resigning seat and its final hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameModules } from '../../src/games/index.js';
import { aliceInvitesBob, haveChromium, shot, startE2e, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'dicemasters');

describe.skipIf(!haveChromium || !registered)('resign', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('one browser resigns after a confirm, the other sees the result', async () => {
    const { alice, bob, bobContext } = await aliceInvitesBob(e);
    await expect.poll(() => bob.getByTestId('status').textContent()).toContain('you are Player 2');

    // A watcher has no resign button.
    const id = /#\/t\/([^/]+)/.exec(alice.url())![1]!;
    const watcher = await e.browser.newPage();
    await watcher.goto(`${e.url}/#/w/${id}`);
    await watcher.getByTestId('dm-table').waitFor();
    expect(await watcher.getByTestId('resign').count()).toBe(0);

    // Bob asks to resign, thinks better of it (nothing happens), then resigns.
    await bob.getByTestId('resign').click();
    await bob.getByTestId('resign-cancel').click();
    expect(await bob.getByTestId('end-screen').count()).toBe(0);
    await bob.getByTestId('resign').click();
    await bob.getByTestId('resign-confirm').click();

    await bob.getByTestId('end-screen').waitFor();
    expect(await bob.getByTestId('end-screen').locator('h2').textContent()).toBe('You lost');
    expect(await bob.getByTestId('end-reason').textContent()).toBe('You resigned.');
    await alice.getByTestId('end-screen').waitFor();
    expect(await alice.getByTestId('end-screen').locator('h2').textContent()).toBe('You won!');
    expect(await alice.getByTestId('end-reason').textContent()).toBe('Player 2 resigned.');
    await watcher.getByTestId('end-screen').waitFor();
    expect(await watcher.getByTestId('end-screen').locator('h2').textContent()).toBe('Alice won');
    expect(await alice.getByTestId('resign').count()).toBe(0);
    await shot(alice, 'resign-1280');

    const record = (await (await fetch(`${e.url}/api/tables/${id}/record`)).json()) as { resigned?: number; finalHash?: string };
    expect(record.resigned).toBe(1);
    expect(record.finalHash).toBeTruthy();
    await bobContext.close();
  });

  it('the creator abandons a table nobody has played at: the page says so and the invite link no longer works', async () => {
    const alice = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await alice.goto(e.url);
    await alice.getByTestId('game-select').selectOption('dicemasters');
    await alice.getByTestId('seat-0').selectOption('human');
    await alice.getByTestId('seat-1').selectOption('human');
    await alice.getByTestId('start-game').click();
    const link = await alice.getByTestId('invite-2').getByTestId('invite-url').inputValue();
    await alice.getByTestId('go-to-table').click();
    await alice.getByTestId('dm-table').waitFor();
    await alice.getByTestId('abandon').click();
    await alice.getByTestId('abandon-confirm').click();
    await alice.getByTestId('abandoned').waitFor();
    expect(await alice.getByTestId('abandon').count()).toBe(0);
    expect(await alice.getByTestId('resign').count()).toBe(0);
    const bobContext = await e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const bob = await bobContext.newPage();
    await bob.goto(link);
    await expect.poll(() => bob.locator('body').textContent()).toMatch(/not valid/);
    expect(await bob.getByTestId('dm-table').count()).toBe(0);
    await bobContext.close();
  });
});
