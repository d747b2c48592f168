// The DDM board played from the keyboard alone (issue 22, "Accessibility basics": "keyboard play of
// every decision … labels for screen readers on the board's pieces"): a hot-seat starter battle is
// driven on the server until a creature is to move; the player Tabs into the board, walks the grid
// with the arrow keys to the destination (each square and piece names itself: "Square (x,y)" as the
// rulers and the log name it, with what stands there and what choosing it does) and presses Enter;
// later, an attack's target is reached the same way and attacked with Enter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Decision } from '../../src/core/index.js';
import { gameModules } from '../../src/games/index.js';
import type { LiveTable } from '../../src/server/table.js';
import { approach, creaturesOf, payloadOf } from './ddm-drive.js';
import { haveChromium, shot, startE2e, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'ddm');

const open = (t: LiveTable): Decision => {
  const p = t.game.pending(t.state);
  if (p.terminal) throw new Error(`the battle ended (${p.reason}) before the situation under test came up`);
  return p;
};

async function pageAt(page: Page, rqid: number): Promise<void> {
  await page.waitForFunction((r: string) => document.querySelector('[data-testid=decision]')?.getAttribute('data-rqid') === r, String(rqid), {
    timeout: 30_000,
    polling: 50,
  });
}

const focused = (page: Page): Promise<{ square: string | null; label: string | null; inBoard: boolean }> =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { square: el?.getAttribute('data-square') ?? null, label: el?.getAttribute('aria-label') ?? null, inBoard: !!el?.closest('svg.board') };
  });

/** Tab until the focus is on the board (its one Tab stop), as a keyboard user gets there. */
async function tabIntoBoard(page: Page): Promise<void> {
  for (let i = 0; i < 80 && !(await focused(page)).inBoard; i++) await page.keyboard.press('Tab');
  expect((await focused(page)).inBoard).toBe(true);
}

/** Arrow keys from the focused square to (x, y); returns the focused element's label there. */
async function walkTo(page: Page, x: number, y: number): Promise<string> {
  const at = (await focused(page)).square!.split(',').map(Number) as [number, number];
  for (let i = 0; i < Math.abs(x - at[0]); i++) await page.keyboard.press(x > at[0] ? 'ArrowRight' : 'ArrowLeft');
  // A large creature is one stop for all its squares: walk on until the focus says (x, y).
  for (let i = 0; i < Math.abs(y - at[1]); i++) await page.keyboard.press(y > at[1] ? 'ArrowDown' : 'ArrowUp');
  const now = await focused(page);
  return now.label ?? '';
}

describe.skipIf(!haveChromium || !registered)('DDM board by keyboard', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('a move and an attack chosen with the arrow keys and Enter on the board', async () => {
    const made = await e.server.server.tables.create({ game: 'ddm', preset: 'starter', seed: 5, seats: [{ kind: 'human' }, { kind: 'human' }] });
    if (!made.ok) throw new Error(made.error.message);
    const table = (await e.server.server.tables.get(made.id))!;
    // The set-up and the first choices on the server, until a creature on the map is to choose where to move.
    for (let n = 0; n < 400; n++) {
      const p = open(table);
      if (p.kind === 'choose-destination' && creaturesOf(table.game, table.state).every((c) => c.pos || c.destroyed)) break;
      expect(await table.submit([p.player], p.rqid, approach(table.game, table.state, p))).toEqual({ ok: true });
    }
    const move = open(table);
    expect(move.kind).toBe('choose-destination');
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}/#/t/${made.id}/${made.invites.map((i) => i.token).join('/')}`);
    await page.getByTestId('ddm-board').waitFor();
    await pageAt(page, move.rqid);

    // The move: to the square the scripted player would pick, an empty square one step at a time.
    const dest = move.options.find((o) => o.id === approach(table.game, table.state, move))!;
    const { x, y } = payloadOf(dest) as { x: number; y: number };
    await tabIntoBoard(page);
    const start = await focused(page);
    expect(start.label).toMatch(/^Square \(\d+,\d+\)/);
    const label = await walkTo(page, x, y);
    expect(label).toMatch(new RegExp(`^Square \\(${x},${y}\\)`));
    expect(label).toContain(`option: ${dest.label}`);
    const mover = (table.state as unknown as { turn: { creature: number } }).turn.creature;
    await page.keyboard.press('Enter');
    // Several options on one square open a picker whose first option has the focus: Enter takes it.
    if (await page.getByTestId('picker').count()) await page.keyboard.press('Enter');
    await expect.poll(() => open(table).rqid, { timeout: 15_000 }).not.toBe(move.rqid);
    if (open(table).kind !== 'opportunity-attack') expect(creaturesOf(table.game, table.state).find((c) => c.id === mover)?.pos).toEqual({ x, y });
    await shot(page, 'ddm-keyboard-move');

    // On to an attack: the scripted player closes in and declares the attack; the page picks the target.
    let target: Decision | null = null;
    for (let n = 0; n < 600 && !target; n++) {
      const p = open(table);
      if (p.kind === 'choose-target' && p.options.every((o) => typeof payloadOf(o)['creature'] === 'number' && payloadOf(o)['to'] === undefined)) {
        target = p;
        break;
      }
      const attack = p.kind === 'choose-action' ? p.options.find((o) => o.id.startsWith('attack:')) : undefined;
      expect(await table.submit([p.player], p.rqid, attack ? attack.id : approach(table.game, table.state, p))).toEqual({ ok: true });
    }
    expect(target).not.toBeNull();
    await pageAt(page, target!.rqid);
    const aim = target!.options[0]!;
    const victim = creaturesOf(table.game, table.state).find((c) => c.id === payloadOf(aim)['creature'])!;
    if (!(await focused(page)).inBoard) await tabIntoBoard(page);
    const onVictim = await walkTo(page, victim.pos!.x, victim.pos!.y);
    // The piece names its square, itself (name, player, HP) and the attack the Enter key makes.
    expect(onVictim).toMatch(new RegExp(`^Square \\(${victim.pos!.x},${victim.pos!.y}\\): .*${victim.label}.*, player ${victim.owner + 1}, \\d+ of \\d+ HP`));
    expect(onVictim).toContain(`option: ${aim.label}`);
    const rolled = table.rollsFor(null).length;
    await page.keyboard.press('Enter');
    if (await page.getByTestId('picker').count()) await page.keyboard.press('Enter');
    await expect.poll(() => open(table).rqid, { timeout: 15_000 }).not.toBe(target!.rqid);
    // The attack was rolled against that creature.
    await expect.poll(() => table.rollsFor(null).length).toBeGreaterThan(rolled);
    expect(
      table
        .rollsFor(null)
        .slice(rolled)
        .some((r) => r.what.includes(`against ${victim.label}`)),
    ).toBe(true);
    await shot(page, 'ddm-keyboard-attack');
    await page.close();
  });
});
