// DDM dice beside the log (issue 22, "Real dice"): a hot-seat starter battle is driven on the server
// until attacks have been rolled; the page must draw each roll as a d20 beside the log with what it
// was for, the total against the defense and the engine's verdict — the same numbers as the log line
// that narrates it — and the newest roll tumbles in, except under reduced motion. A roll made while
// the page is open arrives as the new top of the tray.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameModules } from '../../src/games/index.js';
import type { LiveTable } from '../../src/server/table.js';
import { approach } from './ddm-drive.js';
import { haveChromium, shot, startE2e, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'ddm');

const attacksRolled = (t: LiveTable): number => t.rollsFor(null).filter((r) => /^(AC|Fort|Ref|Will) \d+$/.test(r.against ?? '')).length;

/** One scripted choice: attack when an attack is offered, else close in on the enemy (ddm-drive.ts). */
async function step(t: LiveTable): Promise<void> {
  const p = t.game.pending(t.state);
  if (p.terminal) throw new Error(`the battle ended (${p.reason}) before enough attacks were rolled`);
  const attack = p.kind === 'choose-action' ? p.options.find((o) => o.id.startsWith('attack:')) : undefined;
  const r = await t.submit([p.player], p.rqid, attack ? attack.id : approach(t.game, t.state, p));
  if (!r.ok) throw new Error(r.error.message);
}

async function newestTumble(page: Page): Promise<string> {
  return page
    .getByTestId('log-roll-new')
    .first()
    .evaluate((el) => getComputedStyle(el).animationName);
}

describe.skipIf(!haveChromium || !registered)('DDM dice beside the log', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('draws each attack roll with its total against the defense and the verdict, animated unless reduced motion', async () => {
    const made = await e.server.server.tables.create({ game: 'ddm', preset: 'starter', seed: 3, seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    const table = (await e.server.server.tables.get(made.id))!;
    for (let n = 0; n < 800 && attacksRolled(table) < 2; n++) await step(table);
    expect(attacksRolled(table)).toBeGreaterThanOrEqual(2);
    const url = `${e.url}/#/t/${made.id}/${made.invites.map((i) => i.token).join('/')}`;

    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    await page.getByTestId('dice-tray').waitFor();
    const lines = await page.locator('[data-testid=log] li').allTextContents();
    const rolls = page.getByTestId('log-roll');
    expect(await rolls.count()).toBeGreaterThan(0);
    // Every roll shown is the one its log line narrates: the die, the total, the defense, the verdict.
    const shown = table.rollsFor(0).slice(-6).reverse();
    for (let i = 0; i < shown.length; i++) {
      const r = shown[i]!;
      const li = rolls.nth(i);
      expect(Number(await li.getAttribute('data-line'))).toBe(r.line);
      expect(await li.getByTestId('roll-outcome').textContent()).toBe(r.outcome);
      const faces = await li.getByTestId('log-die').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
      expect(faces).toEqual(r.dice.map((f, k) => `d20: ${f}${r.kept !== undefined && r.kept !== k ? ' (not kept)' : ''}`));
      for (const f of r.dice) expect(lines[r.line]).toContain(String(f));
    }
    const attack = table
      .rollsFor(0)
      .filter((r) => r.total !== undefined && r.against)
      .at(-1)!;
    const li = page.locator(`[data-testid=log-roll][data-line="${attack.line}"]`).first();
    if ((await li.count()) > 0) {
      expect(await li.textContent()).toContain(`${attack.dice[0]} + ${attack.bonus} = ${attack.total} vs ${attack.against}`);
      expect(lines[attack.line]).toContain(`rolls ${attack.dice[0]} +${attack.bonus} vs ${attack.against}`);
    }
    expect(await newestTumble(page)).toBe('die-tumble');
    await shot(page, 'ddm-dice-1280');

    // A roll made while the page is open becomes the new top of the tray.
    const before = attacksRolled(table);
    for (let n = 0; n < 400 && attacksRolled(table) === before; n++) await step(table);
    const last = table.rollsFor(0).at(-1)!;
    await expect.poll(() => rolls.first().getAttribute('data-line'), { timeout: 15_000 }).toBe(String(last.line));
    expect(await rolls.first().getByTestId('roll-outcome').textContent()).toBe(last.outcome);
    await page.close();

    const still = await e.browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await still.goto(url);
    await still.getByTestId('dice-tray').waitFor();
    expect(await newestTumble(still)).toBe('none');
    await still.close();
  });
});
