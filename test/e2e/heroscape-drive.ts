/**
 * Driving a Heroscape table in the browser, shared by the Heroscape e2e files: a table made over the
 * API, and a seat played by clicks on the board (army cards for order markers, lit figures, ringed
 * spaces) until the end screen or a stopping condition.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { testArmiesConfig } from '../../src/games/heroscape/module.js';
import type { E2e } from './harness.js';

/** A Heroscape table (the test armies on the test field unless `config` is given) with a short round limit, seats as given; each seat's invite path. */
export async function heroscapeTable(
  e: E2e,
  seats: readonly object[],
  roundLimit = 2,
  config: object = testArmiesConfig(),
): Promise<{ id: string; paths: string[]; tokens: string[] }> {
  const r = await fetch(`${e.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'heroscape', config: { ...config, roundLimit }, seats }),
  });
  const body = (await r.json()) as { id: string; invites: { seat: number; token: string; path: string }[] };
  expect(r.status, JSON.stringify(body)).toBe(201);
  return { id: body.id, paths: body.invites.map((i) => i.path), tokens: body.invites.map((i) => i.token) };
}

/** What the open question is on this page: 'end', its kind of board choice, or null while not this page's turn. */
async function question(page: Page, last: string): Promise<{ rqid: string; prompt: string } | 'end' | null> {
  return page.evaluate((prev) => {
    if (document.querySelector('[data-testid=end-screen]')) return 'end';
    const d = document.querySelector('[data-testid=decision]');
    const rqid = d?.getAttribute('data-rqid');
    const enabled = d?.querySelectorAll('[data-testid=option]:not([disabled])').length ?? 0;
    if (!rqid || rqid === prev || enabled === 0) return null;
    return { rqid, prompt: d?.textContent ?? '' };
  }, last);
}

export interface BoardPlay {
  clicks: number;
  boardMoves: number;
  boardAttacks: number;
  cardMarkers: number;
}

/**
 * Plays this page's seat until the end screen: order markers by clicking an army card, movers and
 * attack targets by clicking the lit figure marks on the board, destinations by clicking a ringed
 * space (the one furthest towards the enemy, `forward` +1 or -1 in rows), anything else (stop
 * moving, end the turn, leaving-engagement attacks) from the decision panel.
 */
export async function playOnBoard(page: Page, forward: 1 | -1, tally: BoardPlay, deadlineMs = 240_000, until?: (t: BoardPlay) => boolean): Promise<void> {
  let last = '';
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (until?.(tally)) return;
    if (Date.now() > deadline) throw new Error(`no end screen after ${tally.clicks} clicks`);
    const q = await question(page, last);
    if (q === 'end') return;
    if (q === null) {
      await page.waitForTimeout(40);
      continue;
    }
    last = q.rqid;
    tally.clicks++;
    const cardChoice = page.getByTestId('hs-card-choose');
    if ((await cardChoice.count()) > 0) {
      await cardChoice.first().click();
      tally.cardMarkers++;
      continue;
    }
    const spaces = page.locator('[data-testid=hs-space]');
    if ((await spaces.count()) > 0) {
      const spots = await spaces.evaluateAll((els) => els.map((el) => [el.getAttribute('data-spot') ?? '', Number(el.getAttribute('data-swipes'))] as const));
      const best = spots.map(([s, swipes], i) => ({ i, r: Number(s.split(',')[1]), swipes })).sort((a, b) => a.swipes - b.swipes || forward * (b.r - a.r))[0]!;
      await spaces.nth(best.i).click();
      tally.boardMoves++;
      continue;
    }
    const lit = page.locator('[data-testid=hs-figure]:not([data-options="0"])');
    if ((await lit.count()) > 0) {
      const isAttack = /attack/i.test(q.prompt) && !/leaves an engagement/.test(q.prompt);
      await lit.first().click();
      // A figure with more than one option opens a picker; on a busy page (the 3D board rendering in
      // software) it can appear after the click returns, so wait for it or for the next question
      // before looking: a picker missed here would leave the question open for good.
      await page
        .waitForFunction(
          (r) =>
            document.querySelector('[data-testid=picker-option]') !== null || document.querySelector('[data-testid=decision]')?.getAttribute('data-rqid') !== r,
          q.rqid,
          { timeout: 5_000 },
        )
        .catch(() => undefined);
      const picker = page.getByTestId('picker-option');
      if (await picker.count()) await picker.first().click();
      if (isAttack) tally.boardAttacks++;
      continue;
    }
    // Nothing on the board stands for this question: the panel (take a leaving-engagement attack, else the first option).
    const buttons = page.locator('[data-testid=decision] [data-testid=option]');
    const labels = await buttons.allTextContents();
    const take = labels.findIndex((l) => /as it leaves/.test(l));
    await buttons.nth(take >= 0 ? take : 0).click();
  }
}
