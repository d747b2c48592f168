// Dice Masters dice on the table (issue 22, item 4): dice drawn as dice (energy icons, level, A/D,
// bursts) and each card's six faces; a reroll chosen by toggling dice, taking one back and
// confirming; attackers declared the same way. 1280×800 and a phone-size screenshot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameModules } from '../../src/games/index.js';
import { haveChromium, shot, startE2e, startFromLobby, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'dicemasters');
if (!registered) console.warn('e2e: the dicemasters game is not registered in src/games/index.ts; skipping.');

/** The next open question of this page: its rqid and kind (or 'end'). */
async function nextQuestion(page: Page, prev: string): Promise<{ rqid: string; kind: string }> {
  const h = await page.waitForFunction(
    (last: string) => {
      if (document.querySelector('[data-testid=end-screen]')) return { rqid: 'end', kind: 'end' };
      const d = document.querySelector('[data-testid=decision]');
      const r = d?.getAttribute('data-rqid');
      return r && r !== last && d?.querySelector('[data-testid=option]:not([disabled])') ? { rqid: r, kind: d.getAttribute('data-kind') ?? '' } : null;
    },
    prev,
    { timeout: 60_000, polling: 50 },
  );
  return (await h.jsonValue()) as { rqid: string; kind: string };
}

/** Answers a question through the decision panel: something that acts (buy, field, use) rather than pass. */
async function answerActing(page: Page): Promise<void> {
  await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-testid=decision] [data-testid=option]:not([disabled])'));
    const acting = all.filter((b) => /^(Field|Purchase|Use|Attack|Make|Draw)/.test(b.textContent ?? ''));
    (acting[0] ?? all.find((b) => !/^Pass/.test(b.textContent ?? '')) ?? all[0])?.click();
  });
}

const count = async (page: Page): Promise<number> => Number(await page.getByTestId('toggled-count').textContent());

describe.skipIf(!haveChromium || !registered)('Dice Masters dice in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('dice are drawn as dice; a reroll and the attackers are chosen by toggling dice', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await startFromLobby(page, e.url, 'dicemasters', 'first-game', ['human', 'ai:random']);
    await page.getByTestId('dm-table').waitFor();
    // Each card shows its six faces drawn as dice.
    await page.getByTestId('card-faces').first().waitFor();
    expect(await page.locator('[data-testid=card-faces]').first().locator('.die-body').count()).toBe(6);
    expect(await page.locator('[data-testid=card-faces] .energy-icon').count()).toBeGreaterThan(0);

    let q = { rqid: '', kind: '' };
    let rerolled = false;
    let attacked = false;
    for (let step = 0; step < 400 && !(rerolled && attacked); step++) {
      q = await nextQuestion(page, q.rqid);
      if (q.kind === 'end') break;
      const bar = page.getByTestId('dice-toggle-bar');
      if (!rerolled && q.kind === 'reroll' && (await page.locator('[data-testid=die][data-toggled]').count()) >= 2) {
        await bar.waitFor();
        // The rolled dice are drawn as faces (energy icons or a character's level and A/D).
        expect(await page.locator('[data-testid=die][data-toggled] [data-face]').count()).toBeGreaterThanOrEqual(2);
        const dice = page.locator('[data-testid=die][data-toggled]');
        const a = dice.nth(0);
        const b = dice.nth(1);
        await a.click();
        await b.click();
        expect(await count(page)).toBe(2);
        expect(await a.getAttribute('data-toggled')).toBe('true');
        await shot(page, 'dm-reroll-toggled-1280');
        await a.click(); // take it back
        expect(await count(page)).toBe(1);
        expect(await a.getAttribute('data-toggled')).toBe('false');
        const logBefore = await page.locator('[data-testid=log] li').count();
        await page.getByTestId('confirm-reroll').click();
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid=log] li').length > n, logBefore);
        const lines = await page.locator('[data-testid=log] li').allTextContents();
        expect(lines.slice(logBefore).join('\n')).toMatch(/rerolls 1\b/);
        rerolled = true;
        continue;
      }
      if (!attacked && q.kind === 'attackers' && (await page.locator('[data-testid=die][data-toggled]').count()) >= 1) {
        await bar.waitFor();
        const dice = page.locator('[data-testid=die][data-toggled]');
        const n = await dice.count();
        for (let i = 0; i < n; i++) await dice.nth(i).click();
        expect(await count(page)).toBe(n);
        if (n > 1) {
          await dice.nth(0).click(); // take one back
          expect(await count(page)).toBe(n - 1);
        }
        const declared = n > 1 ? n - 1 : n;
        await shot(page, 'dm-attackers-toggled-1280');
        const logBefore = await page.locator('[data-testid=log] li').count();
        await page.getByTestId('confirm-attackers').click();
        // The declarations go out one question at a time, then "done": the log names every attacker.
        const h = await page.waitForFunction(
          (n) =>
            Array.from(document.querySelectorAll('[data-testid=log] li'))
              .slice(n)
              .find((li) => / attacks with /.test(li.textContent ?? ''))?.textContent ?? null,
          logBefore,
          { timeout: 30_000 },
        );
        const line = (await h.jsonValue()) as string;
        expect(line.slice(line.indexOf(' attacks with ') + 14).split(', ')).toHaveLength(declared);
        attacked = true;
        continue;
      }
      await answerActing(page);
    }
    expect(rerolled).toBe(true);
    expect(attacked).toBe(true);
    const phone = await e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(page.url());
    await phone.getByTestId('dm-table').waitFor();
    await shot(phone, 'dm-dice-phone');
  });
});
