// Issue 17 ("The web table"; the guide's "Team Play", "Glyphs", "Treasure Glyphs", "The Fortress Door")
// in headless Chromium:
// - the lobby seats four players for the team battle test-field-2v2 (Red and Gold against Blue and
//   Green): the human takes Red, AIs fill the other seats; the human places its order markers by
//   clicking its army cards; its view shows its teammate Gold's markers by number and the opponents'
//   only face down, and four armies in four colours;
// - on the 3D board: glyphs power side up (their letter) and symbol side up ("?"), a treasure glyph
//   lying on the battlefield and then carried by the figure that took it, and the Fortress Door with
//   its wound markers after the human's figure attacks it (all read from the board's overlay marks).
// Screenshots heroscape-teams-*, heroscape-door-* in test-artifacts/.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE, card, config, RED } from '../../src/games/heroscape/battle/testkit.js';
import type { HsConfig } from '../../src/games/heroscape/battle/setup.js';
import { fortress } from '../../src/games/heroscape/door-fixture.js';
import { gameModules } from '../../src/games/index.js';
import { haveChromium, shot, startE2e, type E2e } from './harness.js';
import { heroscapeTable } from './heroscape-drive.js';

const registered = gameModules.some((m) => m.game.id === 'heroscape');

/** The markers a page shows on the cards of an army (`p`): face-down or numbered, and those revealed. */
async function markersOf(page: Page, p: number): Promise<{ shown: string[]; revealed: string[] }> {
  return page.evaluate((army) => {
    const root = document.querySelector(`.hs-army.p${army}`);
    return {
      shown: Array.from(root?.querySelectorAll('[data-testid=hs-marker]') ?? [], (m) => m.textContent ?? ''),
      revealed: Array.from(root?.querySelectorAll('.hs-marker.revealed') ?? [], (m) => m.textContent ?? ''),
    };
  }, p);
}

/**
 * The fortress field (door-fixture.ts: a wall along r = 2 with the Door on Doorway Space #1 at (2, 2)):
 * Red's Knight, a Unique Hero of 12 attack dice, on (2, 1) next to the Door; Blue inside on row 4; a
 * Heroic Rune treasure glyph power side up at (3, 1), next to the Knight and to the Door; glyph A
 * power side up at (0, 0) and glyph D symbol side up at (4, 0).
 */
function fortressField(): HsConfig {
  const m = fortress('closed');
  m.startZones.push(
    { name: 'Red', colour: RED, hexes: [{ q: 2, r: 1, z: 1 }] },
    { name: 'Blue', colour: BLUE, hexes: [0, 1, 2, 3, 4].map((q) => ({ q, r: 4, z: 1 })) },
  );
  m.glyphs.push(
    { q: 3, r: 1, z: 1, letter: '?', name: 'Heroic Rune', treasure: true, piece: -1 },
    { q: 0, r: 0, z: 1, letter: 'A', name: 'glyph A', treasure: false, piece: -1 },
    { q: 4, r: 0, z: 1, letter: 'D', name: 'glyph D', treasure: false, piece: -1 },
  );
  const knight = card({ name: 'Test Knight', attack: 12, move: 5 });
  return { ...config(m, [knight], [card({ name: 'Test Sentry', life: 6, defense: 2 })], 3), treasureSide: 'power', glyphSides: { D: 'symbol' } };
}

/** The open decision's kind and rqid on the page, or 'end', or null while none is open for this page. */
async function openDecision(page: Page): Promise<{ kind: string; rqid: string } | 'end' | null> {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid=end-screen]')) return 'end';
    const d = document.querySelector('[data-testid=decision]');
    const rqid = d?.getAttribute('data-rqid');
    const kind = d?.getAttribute('data-kind');
    return rqid && kind && d?.querySelector('[data-testid=option]:not([disabled])') ? { kind, rqid } : null;
  });
}

describe.skipIf(!haveChromium || !registered)('Heroscape team battles and the board’s glyphs, treasure and Door', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(0);
  });
  afterAll(async () => {
    await e?.close();
  });

  it('the lobby seats four for test-field-2v2; the human places its markers; it sees its teammate’s markers and the opponents’ face down', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(e.url);
    await page.getByTestId('game-select').selectOption('heroscape');
    await page.getByTestId('preset-select').selectOption('test-field-2v2');
    // One seat per player of the set-up: four, the new ones AI.
    await expect.poll(() => page.locator('[data-testid^=seat-]').count()).toBe(4);
    await page.getByTestId('seat-0').selectOption('human');
    for (const s of [1, 2, 3]) await page.getByTestId(`seat-${s}`).selectOption('ai:random');
    await page.getByTestId('player-name').fill('Ana');
    await shot(page, 'heroscape-teams-lobby-1280');
    await page.getByTestId('start-game').click();
    await page.getByTestId('hs-board').waitFor();
    await expect.poll(() => page.locator('[data-testid=hs-figure]').count()).toBeGreaterThan(8);
    // The opponents' markers are never shown by number on this page.
    let leaked = '';
    const watch = setInterval(() => {
      void Promise.all([markersOf(page, 2), markersOf(page, 3)])
        .then((seen) => {
          for (const s of seen) if (s.shown.some((m) => m !== '?')) leaked = s.shown.join(' ');
        })
        .catch(() => undefined);
    }, 150);
    try {
      // The human's action: its four order markers, each by a click on one of Red's army cards.
      for (let i = 0; i < 4; i++) {
        await page.locator('[data-testid=hs-card-choose]').first().waitFor();
        const before = await page.getByTestId('decision').getAttribute('data-rqid');
        await page.getByTestId('hs-card-choose').first().click();
        await page.waitForFunction((r) => document.querySelector('[data-testid=decision]')?.getAttribute('data-rqid') !== r, before);
      }
      const all = (s: { shown: string[]; revealed: string[] }): string[] => [...s.shown, ...s.revealed].sort();
      await expect.poll(async () => all(await markersOf(page, 0))).toEqual(['1', '2', '3', 'X']);
      // Gold, the AI teammate, places its markers after Red: seen by number ("Teammates can look at each other's order markers").
      await expect.poll(async () => all(await markersOf(page, 1)), { timeout: 60_000 }).toEqual(['1', '2', '3', 'X']);
      // Blue and Green: four markers each once placed, face down (one may be revealed by a turn under way).
      for (const p of [2, 3]) {
        await expect.poll(async () => all(await markersOf(page, p)).length, { timeout: 60_000 }).toBe(4);
        expect((await markersOf(page, p)).shown.every((m) => m === '?')).toBe(true);
      }
    } finally {
      clearInterval(watch);
    }
    expect(leaked).toBe('');
    // The headings name each army's teammates; four armies, four colours on the board.
    const headings = await page.getByTestId('hs-army-name').allTextContents();
    expect(headings).toHaveLength(4);
    expect(headings[0]).toMatch(/Red \(player 1, you; team with Gold \(player 2\)\)/);
    expect(headings[2]).toMatch(/Blue \(player 3; team with Green \(player 4\)\)/);
    const colours = await page
      .locator('[data-testid=hs-figure]')
      .evaluateAll((els) => Object.fromEntries(els.map((el) => [/ p(\d)/.exec(el.className)?.[1] ?? '?', (el as HTMLElement).style.background])));
    expect(Object.keys(colours).sort()).toEqual(['0', '1', '2', '3']);
    expect(new Set(Object.values(colours)).size).toBe(4);
    await shot(page, 'heroscape-teams-table-1280');
    await page.close();
  });

  it('glyphs by the side that is up, a treasure glyph taken and carried, the Door and its wound markers on the 3D board', async () => {
    const { paths } = await heroscapeTable(e, [{ kind: 'human' }, { kind: 'ai', agent: 'random' }], 3, fortressField());
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}${paths[0]!}`);
    const board = page.getByTestId('hs-board');
    await board.waitFor();
    expect(await board.getAttribute('data-renderer')).toBe('webgl');
    // Glyphs: power side up shows its letter, symbol side up hides it.
    const glyphs = (): Promise<string[]> =>
      page
        .locator('[data-testid=hs-glyph]')
        .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-spot')}:${el.getAttribute('data-side')}:${el.textContent}`).sort());
    await expect.poll(glyphs).toEqual(['0,0,1:power:A', '4,0,1:symbol:?']);
    const treasure = page.getByTestId('hs-treasure');
    await expect.poll(() => treasure.getAttribute('data-spot')).toBe('3,1,1');
    expect(await treasure.getAttribute('data-side')).toBe('power');
    expect(await treasure.getAttribute('data-name')).toBe('Heroic Rune');
    const door = page.getByTestId('hs-door');
    expect(await door.getAttribute('data-state')).toBe('closed');
    expect(await door.getAttribute('data-wounds')).toBe('0');
    expect(await door.getAttribute('data-life')).toBe('10');
    await expect.poll(() => page.getByTestId('hs-legend').textContent()).toMatch(/Treasure glyph \(Heroic Rune\).*Fortress Door \(closed, 0\/10 wounds\)/s);
    await shot(page, 'heroscape-door-start-1280');

    const knight = page.locator('[data-testid=hs-figure][data-figure=a1]');
    let moved = false;
    let attacks = 0;
    let last = '';
    const deadline = Date.now() + 240_000;
    // Red's turns: markers on the Knight's card; the first move onto the treasure glyph (taking it), then attacks on the Door.
    while (Date.now() < deadline) {
      if ((await knight.getAttribute('data-treasure')) && Number(await door.getAttribute('data-wounds')) > 0) break;
      const d = await openDecision(page);
      if (d === 'end') break;
      if (d === null || d.rqid === last) {
        await page.waitForTimeout(40);
        continue;
      }
      last = d.rqid;
      const offered = async (id: string): Promise<boolean> => (await page.locator(`[data-testid=decision] [data-option="${id}"]`).count()) > 0;
      if (d.kind === 'place-marker') await page.getByTestId('hs-card-choose').first().click();
      else if (d.kind === 'choose-mover' && !moved && (await offered('fig:a1'))) await knight.click();
      else if (d.kind === 'choose-destination') {
        await page.locator('[data-testid=hs-space][data-spot="3,1,1"]').click();
        moved = true;
      } else if (await offered('try:0')) await page.locator('[data-testid=decision] [data-option="try:0"]').click();
      else if (await offered('a1@door0')) {
        // The Door is clicked on the board like a target (a picker when opening or closing it is offered too).
        const several = Number(await door.getAttribute('data-options')) > 1;
        await door.click();
        if (several) await page.getByTestId('picker-option').filter({ hasText: 'attacks the Door' }).click();
        attacks++;
        // The board asks for the battlefield at most every 750 ms: wait for it before deciding whether to
        // attack again, or a quick run goes on attacking until the Door is destroyed.
        await page.waitForTimeout(900);
      } else {
        // Anything else: keep the treasure (pass rather than drop), leave the Door as it is, end the step.
        const keep = ['pass', 'done', 'end', 'stay'];
        let clicked = false;
        for (const id of keep)
          if (!clicked && (await offered(id))) {
            await page.locator(`[data-testid=decision] [data-option="${id}"]`).click();
            clicked = true;
          }
        if (!clicked) await page.locator('[data-testid=decision] [data-testid=option]').first().click();
      }
    }
    console.log(`heroscape door e2e: moved ${moved}, ${attacks} attack(s) on the Door`);
    // Taken: no longer on the battlefield, carried by the Knight (named on its mark).
    await expect.poll(() => knight.getAttribute('data-treasure')).toBe('Heroic Rune');
    expect(await page.getByTestId('hs-treasure').count()).toBe(0);
    expect(await knight.getByTestId('hs-carried').count()).toBe(1);
    await expect.poll(() => page.getByTestId('hs-legend').textContent()).toMatch(/Treasure glyph \(Heroic Rune carried by a1\)/);
    // The Door's wound markers, on its mark and in the legend.
    expect(attacks).toBeGreaterThan(0);
    const wounds = Number(await door.getAttribute('data-wounds'));
    expect(wounds).toBeGreaterThan(0);
    // Wound markers on a standing Door; at 10 it is destroyed and shown so (its mark says which).
    if (wounds < 10) expect(await door.textContent()).toContain(`Door ✚${wounds}/10`);
    else {
      expect(await door.getAttribute('data-state')).toBe('destroyed');
      expect(await door.textContent()).toContain('The Door: destroyed');
    }
    await shot(page, 'heroscape-door-wounds-1280');
    await page.close();
  });
});
