// DDM targeting in the browser (ddm-battle-rules-2011 "CHARGE", "Combat Advantage", "Cover",
// "Close Attacks", "Area Attacks"): a hot-seat starter battle is driven on the server by a scripted
// player until a creature can charge, and later until one can make an area attack; the page then
// takes over. Charge targets must show the engine's attack bonus, defense, combat advantage and
// cover on the board; an area attack's templates are drawn on the map when one is selected (from the
// board or the decision panel) or hovered, and only "Confirm" makes the choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Decision } from '../../src/core/index.js';
import { gameModules } from '../../src/games/index.js';
import type { LiveTable } from '../../src/server/table.js';
import { approach, creaturesOf, payloadOf } from './ddm-drive.js';
import { axeViolations, haveChromium, shot, startE2e, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'ddm');
if (!registered) console.warn('e2e: the ddm game is not registered in src/games/index.ts; skipping.');

const rqidOf = (t: LiveTable): number => {
  const p = t.game.pending(t.state);
  return p.terminal ? -1 : p.rqid;
};

const open = (t: LiveTable): Decision => {
  const p = t.game.pending(t.state);
  if (p.terminal) throw new Error(`the battle ended (${p.reason}) before the situation under test came up`);
  return p;
};

async function pageAt(page: Page, rqid: number): Promise<void> {
  await page.waitForFunction(
    (r: string) =>
      document.querySelector('[data-testid=decision]')?.getAttribute('data-rqid') === r && !document.querySelector('[data-testid=decision] button[disabled]'),
    String(rqid),
    { timeout: 30_000, polling: 50 },
  );
}

/** The board squares (data-square "x,y") carrying `cls`, sorted. */
async function squaresWith(page: Page, cls: string): Promise<string[]> {
  const keys = await page.locator(`svg.board rect.sq.${cls}`).evaluateAll((els) => els.map((e) => e.getAttribute('data-square') ?? ''));
  return keys.sort();
}

const keysOf = (sq: [number, number][]): string[] => sq.map(([x, y]) => `${x},${y}`).sort();

describe.skipIf(!haveChromium || !registered)('DDM targeting in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('charge targets show the roll numbers; area templates are drawn, cycled and confirmed', async () => {
    const made = await e.server.server.tables.create({ game: 'ddm', preset: 'starter', seed: 1, seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    const table = (await e.server.server.tables.get(made.id))!;
    const url = `${e.url}/#/t/${made.id}/${made.invites.map((i) => i.token).join('/')}`;
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    await page.getByTestId('ddm-board').waitFor();
    let charged = false;
    let aimed = false;
    for (let n = 0; n < 600 && !(charged && aimed); n++) {
      const p = open(table);
      if (p.kind === 'choose-action' && !charged && p.options.some((o) => o.id === 'charge')) {
        await chargeInPage(page, table, p);
        charged = true;
        continue;
      }
      if (p.kind === 'choose-action' && !aimed) {
        // An attack whose next question is where to put the area (more than one placement).
        const area = p.options.find((o) => {
          if (!o.id.startsWith('attack:')) return false;
          const c = table.game.clone(table.state);
          const r = table.game.apply(c, p.rqid, o.id);
          return r.ok && !table.game.pending(c).terminal && (table.game.pending(c) as Decision).kind === 'choose-area';
        });
        if (area) {
          await areaInPage(page, table, p, area.id, url);
          aimed = true;
          continue;
        }
      }
      const r = await table.submit([p.player], p.rqid, approach(table.game, table.state, p));
      expect(r).toEqual({ ok: true });
    }
    expect([charged, aimed]).toEqual([true, true]);
  });

  async function chargeInPage(page: Page, table: LiveTable, p: Decision): Promise<void> {
    await pageAt(page, p.rqid);
    await page.locator(`[data-testid=decision] [data-testid=option][data-option="charge"]`).click();
    const q = open(table);
    await pageAt(page, q.rqid);
    expect(q.kind).toBe('choose-target');
    for (const o of q.options) {
      const pl = payloadOf(o);
      expect(typeof pl['bonus']).toBe('number');
      // On the board: the numbers the engine offers, on the target itself.
      const badge = page.locator(`[data-testid=target-info][data-creature="${String(pl['creature'])}"]`);
      await expect.poll(() => badge.getAttribute('data-bonus')).toBe(String(pl['bonus']));
      expect(await badge.getAttribute('data-defense')).toBe(String(pl['defense']));
      expect(await badge.getAttribute('data-ca')).toBe(String(pl['combatAdvantage']));
      expect(await badge.getAttribute('data-cover')).toBe(String(pl['cover']));
      const sign = (pl['bonus'] as number) >= 0 ? '+' : '';
      expect(await page.locator(`[data-testid=option][data-option="${o.id}"]`).textContent()).toContain(
        `${sign}${String(pl['bonus'])} vs ${String(pl['vs'])} ${String(pl['defense'])}`,
      );
      expect(await page.locator(`[data-testid=roster-creature][data-creature="${String(pl['creature'])}"] [data-testid=roster-roll]`).textContent()).toContain(
        `vs ${String(pl['vs'])} ${String(pl['defense'])}`,
      );
    }
    // With the roll badges shown, each piece's name still holds its visible text (WCAG 2.5.3).
    expect(await axeViolations(page)).toEqual([]);
    // Hovering a target shows where the charge ends.
    const first = q.options[0]!;
    const to = payloadOf(first)['to'] as { x: number; y: number };
    await page.locator(`[data-testid=creature][data-creature="${String(payloadOf(first)['creature'])}"]`).hover();
    await expect.poll(() => squaresWith(page, 'preview')).toEqual([`${to.x},${to.y}`]);
    await shot(page, 'ddm-charge-targets-1280');
    const charger = (table.state as unknown as { turn: { creature: number } }).turn.creature;
    await page.locator(`[data-testid=creature][data-creature="${String(payloadOf(first)['creature'])}"]`).click();
    await expect.poll(() => rqidOf(table)).not.toBe(q.rqid);
    // The charge went: the charger stands on the square the option named, unless an opportunity
    // attack interrupted it on the way.
    const now = open(table);
    const pos = creaturesOf(table.game, table.state).find((c) => c.id === charger)?.pos;
    if (now.kind !== 'opportunity-attack') expect(pos).toEqual(to);
  }

  async function areaInPage(page: Page, table: LiveTable, p: Decision, attack: string, url: string): Promise<void> {
    await pageAt(page, p.rqid);
    await page.locator(`[data-testid=decision] [data-testid=option][data-option="${attack}"]`).click();
    const q = open(table);
    expect(q.kind).toBe('choose-area');
    await pageAt(page, q.rqid);
    const templates = new Map(q.options.map((o) => [o.id, keysOf(payloadOf(o)['squares'] as [number, number][])]));
    const targets = (id: string): number[] => (payloadOf(q.options.find((o) => o.id === id)!)['targets'] as number[]).slice().sort((a, b) => a - b);
    // Every square some template covers is marked as a place to aim.
    const union = [...new Set([...templates.values()].flat())].sort();
    expect(await squaresWith(page, 'in-template')).toEqual(union);
    await expect.poll(() => page.getByTestId('template-bar').textContent()).toContain('Click a highlighted square');

    // Hovering an option in the decision panel previews its squares.
    const hovered = q.options[q.options.length - 1]!;
    await page.locator(`[data-testid=option][data-option="${hovered.id}"]`).hover();
    await expect.poll(() => squaresWith(page, 'preview')).toEqual(templates.get(hovered.id));
    await page.mouse.move(0, 0);

    // Clicking a board square selects a template covering it; the template and its targets are drawn.
    const k = templates.get(q.options[0]!.id)![0]!;
    const covering = q.options.filter((o) => templates.get(o.id)!.includes(k)).map((o) => o.id);
    await page.locator(`[data-testid=template-option-square][data-square="${k}"]`).click();
    const selectedId = async (): Promise<string | null> =>
      (
        await page
          .locator('[data-testid=decision] [data-testid=option][aria-pressed=true]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-option')))
      )[0] ?? null;
    await expect.poll(selectedId).not.toBeNull();
    const sel = (await selectedId())!;
    expect(covering).toContain(sel);
    expect(await squaresWith(page, 'template')).toEqual(templates.get(sel));
    const ringed = await page
      .locator('[data-testid=creature].previewed')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-creature'))).sort((a, b) => a - b));
    expect(ringed).toEqual(targets(sel));
    await shot(page, 'ddm-area-template-1280');
    // Nothing was chosen yet.
    expect(rqidOf(table)).toBe(q.rqid);

    // Clicking the same square again moves to the next template covering it (when there are several).
    let chosen = sel;
    if (covering.length > 1) {
      await page.locator(`svg.board rect.sq[data-square="${k}"]`).click();
      await expect.poll(selectedId).not.toBe(sel);
      chosen = (await selectedId())!;
      expect(covering).toContain(chosen);
      expect(await squaresWith(page, 'template')).toEqual(templates.get(chosen));
    }

    // Clicking a creature a template would catch aims there too (the creature covers its square).
    const victim = targets(q.options[0]!.id)[0];
    if (victim !== undefined) {
      const at = creaturesOf(table.game, table.state).find((c) => c.id === victim)!.pos!;
      // From nothing selected (Cancel clears the selection and the drawn template).
      await page.getByTestId('template-bar').getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(selectedId).toBeNull();
      expect(await squaresWith(page, 'template')).toEqual([]);
      await page.locator(`[data-testid=creature][data-creature="${victim}"]`).click();
      await expect.poll(async () => templates.get((await selectedId()) ?? '')?.includes(`${at.x},${at.y}`)).toBe(true);
      chosen = (await selectedId())!;
      expect(await squaresWith(page, 'template')).toEqual(templates.get(chosen));
    }

    // On a phone-size screen (no hover): the first tap on an option selects it and draws it.
    const phone = await e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(url);
    await pageAt(phone, q.rqid);
    await phone.locator(`[data-testid=option][data-option="${hovered.id}"]`).click();
    await expect.poll(() => squaresWith(phone, 'template')).toEqual(templates.get(hovered.id));
    await expect.poll(() => phone.getByTestId('confirm-option').isVisible()).toBe(true);
    await shot(phone, 'ddm-area-template-phone');
    await phone.close();
    expect(rqidOf(table)).toBe(q.rqid);

    // Confirm: the selected template is the choice the server logs.
    const before = (await e.server.store.choices(table.id)).length;
    await page.getByTestId('confirm-template').click();
    await expect.poll(async () => (await e.server.store.choices(table.id)).length).toBe(before + 1);
    const last = (await e.server.store.choices(table.id)).at(-1)!;
    expect([last.rqid, last.option]).toEqual([q.rqid, chosen]);
  }
});
