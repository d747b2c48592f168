// A DDM battle in the browser: the human (seat 1) against the AI, on the starter set-up. The
// human moves a creature by clicking a highlighted square on the board, attacks by clicking a
// highlighted enemy, and the test waits until the target's HP shown on the page drops.
// The test's "player" decides what to click by reading the position from the server (a scripted
// human); every choice is still made by clicking in the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../src/core/index.js';
import { gameModules } from '../../src/games/index.js';
import type { Page } from 'playwright-core';
import { haveChromium, shot, startE2e, startFromLobby, type E2e } from './harness.js';

const registered = gameModules.some((m) => m.game.id === 'ddm');
if (!registered) console.warn('e2e: the ddm game is not registered in src/games/index.ts; skipping.');

interface Creature {
  id: number;
  owner: number;
  pos: { x: number; y: number } | null;
  hp: number;
  destroyed: boolean;
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

async function waitForQuestion(page: Page, prev: string): Promise<string> {
  const h = await page.waitForFunction(
    (last: string) => {
      if (document.querySelector('[data-testid=end-screen]')) return 'end';
      const r = document.querySelector('[data-testid=decision]')?.getAttribute('data-rqid');
      return r && r !== last ? r : null;
    },
    prev,
    { timeout: 60_000, polling: 50 },
  );
  return (await h.jsonValue()) as string;
}

describe.skipIf(!haveChromium || !registered)('DDM battle in the browser', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(10);
  });
  afterAll(async () => {
    await e?.close();
  });

  it("the human moves, attacks, and sees the target's HP drop", async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await startFromLobby(page, e.url, 'ddm', 'starter', ['human', 'ai:random']);
    await page.getByTestId('ddm-board').waitFor();
    const id = /#\/t\/([^/]+)/.exec(page.url())![1]!;
    const table = (await e.server.server.tables.get(id))!;
    const me = 0;
    let last = '';
    let moved = false;
    let hpDropped = false;
    for (let step = 0; step < 400 && !hpDropped; step++) {
      last = await waitForQuestion(page, last);
      if (last === 'end') break;
      const p = table.game.pending(table.state) as Decision;
      expect(p.player).toBe(me);
      const view = table.observe(me).view as unknown as { creatures: Creature[] };
      const enemies = view.creatures.filter((c) => c.owner !== me && !c.destroyed && c.pos);
      const ids = p.options.map((o) => o.id);
      if (p.kind === 'choose-destination') {
        // Click the highlighted square closest to an enemy.
        const best = p.options
          .map((o) => ({ o, d: Math.min(...enemies.map((en) => dist(o.payload as { x: number; y: number }, en.pos!))) }))
          .sort((a, b) => a.d - b.d)[0]!.o;
        const { x, y } = best.payload as { x: number; y: number };
        await page.locator(`[data-testid=square-option][data-square="${x},${y}"]`).click();
        moved = true;
        continue;
      }
      if (p.kind === 'choose-target' && p.options.every((o) => o.payload && typeof o.payload === 'object' && 'creature' in o.payload)) {
        const target = (p.options[0]!.payload as { creature: number }).creature;
        const before = view.creatures.find((c) => c.id === target)!.hp;
        await shot(page, 'ddm-targets');
        await page.locator(`[data-testid=creature][data-creature="${target}"]`).click();
        // A hit shows at once in the roster; a miss leaves it unchanged (then the battle goes on).
        await page.waitForFunction(() => !document.querySelector('[data-testid=decision] button[disabled]'));
        const shown = Number(await page.locator(`[data-testid=roster-creature][data-creature="${target}"] [data-testid=hp]`).textContent());
        if (shown < before) {
          hpDropped = true;
          await shot(page, 'ddm-hp-dropped');
        }
        continue;
      }
      let pick = ids[0]!;
      if (p.kind === 'choose-action') {
        pick =
          ids.find((i) => i.startsWith('attack:')) ??
          (!moved && ids.includes('move') ? 'move' : undefined) ??
          ids.find((i) => i === 'charge') ??
          (ids.includes('move') ? 'move' : 'end');
        if (!ids.includes(pick)) pick = ids.includes('end') ? 'end' : ids[0]!;
      }
      if (p.kind === 'choose-creature') moved = false;
      await page.locator(`[data-testid=decision] [data-testid=option][data-option="${pick}"]`).click();
      // An area placement is only selected by the first click (its template is drawn); confirm it.
      if (p.kind === 'choose-area') await page.getByTestId('confirm-option').click();
    }
    // Wait for the page to show the drop (the roster is re-rendered from the next view).
    expect(hpDropped).toBe(true);
    expect(moved || hpDropped).toBe(true);
    await shot(page, 'ddm-board-1280');
    const phone = await e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(page.url());
    await phone.getByTestId('ddm-board').waitFor();
    await shot(phone, 'ddm-board-phone');
  });
});
