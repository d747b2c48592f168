// Online play at one table (issue 22, item 6): two players in their own browsers (the second took
// an invite link and names his seat) chat — the text arrives as text, not HTML; a burst of messages is refused with the
// reason; a spectator reads but cannot write — and the tab title tells a player when it is their turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameModules } from '../../src/games/index.js';
import { aliceInvitesBob, haveChromium, shot, startE2e, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'dicemasters');

async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
}

describe.skipIf(!haveChromium || !registered)('table chat and turn notice', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('two players chat (escaped, rate-limited), a spectator reads, the title says whose turn it is', async () => {
    const { alice, bob, bobContext } = await aliceInvitesBob(e);

    // Bob names his seat at the table; Alice's page shows the name.
    await expect.poll(() => bob.getByTestId('status').textContent()).toContain('you are Player 2');
    await bob.getByTestId('rename').click();
    await bob.getByTestId('name-input').fill('Bob <i>the Bold</i>');
    await bob.getByTestId('save-name').click();
    await expect.poll(() => alice.locator('[data-testid=status] .seats').textContent()).toContain('Bob <i>the Bold</i>');
    expect(await alice.locator('[data-testid=status] i').count()).toBe(0);
    await expect.poll(() => bob.getByTestId('status').textContent()).toContain('you are Bob <i>the Bold</i>');

    // Player 1 (Alice) decides first: her tab says so, Bob's does not.
    await expect.poll(() => alice.title()).toMatch(/^▶ Your turn/);
    expect(await bob.title()).not.toMatch(/Your turn/);

    await say(alice, '<b>hi</b> Bob <img src=x onerror=alert(1)>');
    await bob.getByTestId('chat-line').first().waitFor();
    expect(await bob.getByTestId('chat-text').first().textContent()).toBe('<b>hi</b> Bob <img src=x onerror=alert(1)>');
    expect(await bob.locator('[data-testid=chat] b, [data-testid=chat] img').count()).toBe(0);
    expect(await bob.getByTestId('chat-line').first().textContent()).toContain('Alice:');

    // A burst: five messages in ten seconds are fine, the sixth is refused with the reason.
    for (let i = 1; i <= 5; i++) {
      await say(bob, `message ${i}`);
      await expect.poll(() => bob.getByTestId('chat-input').inputValue()).toBe('');
    }
    await say(bob, 'one too many');
    await bob.getByTestId('chat-error').waitFor();
    expect(await bob.getByTestId('chat-error').textContent()).toMatch(/Too many chat messages/);
    await expect.poll(() => alice.getByTestId('chat-line').count()).toBe(6);
    expect(await alice.getByTestId('chat-line').nth(1).textContent()).toContain('Bob <i>the Bold</i>:');
    await shot(bob, 'chat-1280');

    // A spectator reads the table's chat but has no box to write in.
    const id = /#\/t\/([^/]+)/.exec(alice.url())![1]!;
    const watcher = await e.browser.newPage();
    await watcher.goto(`${e.url}/#/w/${id}`);
    await expect.poll(() => watcher.getByTestId('chat-line').count()).toBe(6);
    expect(await watcher.getByTestId('chat-input').count()).toBe(0);

    // Alice answers her decision: the turn passes on, and her title no longer says it is hers.
    let guard = 0;
    while (/Your turn/.test(await alice.title()) && guard++ < 50) {
      await alice.locator('[data-testid=decision] [data-testid=option]').first().click();
      await alice.waitForTimeout(150);
    }
    await expect.poll(() => bob.title()).toMatch(/^▶ Your turn/);
    await bobContext.close();
  });
});
