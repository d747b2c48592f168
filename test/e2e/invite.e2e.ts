// Issue 22, item 1: a two-human Dice Masters game started from the lobby shows an invite link (with
// a copy button and a QR code) for the other seat and never puts that seat's secret in the
// creator's URL; a second browser context (another player, its own storage) opens the link, takes
// the seat, and the two play to the end screen by clicking; then the creator offers a rematch, which
// reaches the other player (not a spectator) and takes them to their seat at the new table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameModules } from '../../src/games/index.js';
import { haveChromium, picker, shot, startE2e, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'dicemasters');
if (!registered) console.warn('e2e: the dicemasters game is not registered in src/games/index.ts; skipping.');

/** The open question's id on this page when it is this page's decision and has enabled options. */
const openQuestion = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    if (document.querySelector('[data-testid=end-screen]')) return 'end';
    const d = document.querySelector('[data-testid=decision]');
    const enabled = d?.querySelectorAll('[data-testid=option]:not([disabled])').length ?? 0;
    return enabled > 0 ? (d?.getAttribute('data-rqid') ?? null) : null;
  });

/** Two players, each on their own page, click until both pages show the end screen. */
async function playBoth(pages: readonly Page[], maxClicks = 3000): Promise<number[]> {
  const pick = picker();
  const last = pages.map(() => '');
  const clicks = pages.map(() => 0);
  const ended = pages.map(() => false);
  const deadline = Date.now() + 540_000;
  while (!ended.every(Boolean)) {
    if (Date.now() > deadline || clicks.reduce((a, b) => a + b, 0) > maxClicks) throw new Error(`no end screen after ${clicks.join('+')} clicks`);
    let acted = false;
    for (const [i, page] of pages.entries()) {
      if (ended[i]) continue;
      const q = await openQuestion(page);
      if (q === 'end') {
        ended[i] = true;
        continue;
      }
      if (q === null || q === last[i]) continue;
      const buttons = page.locator('[data-testid=decision] [data-testid=option]');
      const labels = await buttons.allTextContents();
      // Mostly act (buy, field, attack), sometimes pass: two plausible humans who finish the game.
      const acting = labels.map((l, j) => [l, j] as const).filter(([l]) => !/^pass/i.test(l));
      const choice = acting.length && pick(4) > 0 ? acting[pick(acting.length)]![1] : pick(labels.length);
      await buttons.nth(choice).click();
      last[i] = q;
      clicks[i]!++;
      acted = true;
    }
    if (!acted) await new Promise((r) => setTimeout(r, 40));
  }
  return clicks;
}

describe.skipIf(!haveChromium || !registered)('invite links', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('the creator sends a seat its link; a second browser takes it and the two play to the end', async () => {
    const alice = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await alice.goto(e.url);
    await alice.getByTestId('game-select').selectOption('dicemasters');
    await alice.getByTestId('preset-select').selectOption('first-game');
    await alice.getByTestId('seat-0').selectOption('human');
    await alice.getByTestId('seat-1').selectOption('human');
    await alice.getByTestId('player-name').fill('Alice');
    await alice.getByTestId('start-game').click();
    const invite = alice.getByTestId('invite-2');
    await invite.waitFor();
    const link = await invite.getByTestId('invite-url').inputValue();
    expect(link).toMatch(/#\/i\/[^/]+\/2\/[A-Za-z0-9_-]{16,}$/);
    const secret = link.split('/').pop()!;
    // The QR code is drawn (a canvas with dark modules), and the copy button is there.
    await expect
      .poll(() =>
        invite.getByTestId('invite-qr').evaluate((c: HTMLCanvasElement) => {
          const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          let dark = 0;
          for (let i = 0; i < d.length; i += 4) if (d[i]! < 100) dark++;
          return c.width > 50 && dark > 100;
        }),
      )
      .toBe(true);
    expect(await invite.getByTestId('copy-invite').isVisible()).toBe(true);
    await shot(alice, 'invite-links-1280');

    // The creator's own seat link holds one token, her own, and never the invited seat's secret.
    const mine = await alice.getByTestId('go-to-table').getAttribute('href');
    expect(mine).toMatch(/^#\/t\/[^/]+\/[A-Za-z0-9_-]+$/);
    expect(mine).not.toContain(secret);
    await alice.getByTestId('go-to-table').click();
    await alice.getByTestId('dm-table').waitFor();
    expect(alice.url()).not.toContain(secret);
    // Until seat 2 arrives, the table page keeps showing its invite link to the creator.
    await alice.getByTestId('pending-invites').waitFor();

    const bobContext = await e.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const bob = await bobContext.newPage();
    await bob.goto(link);
    await bob.getByTestId('dm-table').waitFor();
    expect(bob.url()).not.toContain(secret);
    await expect.poll(() => bob.getByTestId('status').textContent()).toContain('you are Player 2');
    expect(await bob.getByTestId('status').textContent()).toContain('Alice');
    // Bob has arrived: the creator's page stops offering his link.
    await alice.getByTestId('pending-invites').waitFor({ state: 'detached' });
    // The used link takes nobody else to the seat.
    const eve = await e.browser.newPage();
    await eve.goto(link);
    await expect.poll(() => eve.getByTestId('claim').textContent()).toMatch(/not valid/);

    const clicks = await playBoth([alice, bob]);
    expect(clicks[0]).toBeGreaterThan(3);
    expect(clicks[1]).toBeGreaterThan(3);
    const a = await alice.getByTestId('end-screen').textContent();
    const b = await bob.getByTestId('end-screen').textContent();
    expect(a).toMatch(/You won|You lost|draw/i);
    expect(b).toMatch(/You won|You lost|draw/i);
    if (/You won/i.test(a!)) expect(b).toMatch(/You lost/i);
    await shot(alice, 'invite-end-alice');
    await shot(bob, 'invite-end-bob');

    // Rematch: the creator offers it from the end screen; the invitation reaches Bob's seat only.
    const oldId = /#\/t\/([^/]+)/.exec(alice.url())![1]!;
    const watcher = await e.browser.newPage();
    await watcher.goto(`${e.url}/#/w/${oldId}`);
    await watcher.getByTestId('end-screen').waitFor();
    expect(await alice.getByTestId('rematch').textContent()).toMatch(/Offer a rematch/);
    await alice.getByTestId('rematch').click();
    await expect.poll(() => /#\/t\/([^/]+)/.exec(alice.url())?.[1]).not.toBe(oldId);
    const newId = /#\/t\/([^/]+)/.exec(alice.url())![1]!;
    await alice.getByTestId('dm-table').waitFor();
    await bob.getByTestId('accept-rematch').waitFor();
    expect(await bob.getByTestId('rematch-offer').textContent()).toContain('Alice offers a rematch');
    await bob.getByTestId('accept-rematch').click();
    await expect.poll(() => bob.url()).toContain(`#/t/${newId}/`);
    await bob.getByTestId('dm-table').waitFor();
    await expect.poll(() => bob.getByTestId('status').textContent()).toContain('you are Player 2');
    expect(await watcher.getByTestId('rematch-banner').count()).toBe(0);
    expect(await watcher.getByTestId('rematch-offer').count()).toBe(0);
    await shot(bob, 'invite-rematch-bob');
    await bobContext.close();
  });
});
