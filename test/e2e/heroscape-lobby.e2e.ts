// Issue 17 ("The web table": Clashing Fronts on the Table of the Giants against the AI in the browser;
// height advantage shown before an attack; records and replay) in headless Chromium:
// - the server started as `skirmish serve --heroscape-map FILE --heroscape-cards FILE` offers
//   Clashing Fronts first in the lobby; a table made there against the AI is played for a few turns
//   by board clicks (skipped with a message when ../shared/data is absent);
// - an attack whose figures stand on different levels shows the engine's "+1 attack/defense die:
//   height" on the target's mark and in the attack preview, and an attack on the level shows none;
// - a finished battle's replay draws the battlefield and its figures move as the record is stepped.
// Screenshots heroscape-lobby-*, heroscape-height-*, heroscape-replay-* in test-artifacts/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardOf, whereIs } from '../../src/games/heroscape/battle/state.js';
import { card, config, fieldWith, start } from '../../src/games/heroscape/battle/testkit.js';
import { DEFAULT_CARDS, DEFAULT_MAP } from '../../src/games/heroscape/module.js';
import { gameModules } from '../../src/games/index.js';
import { withClashingFronts } from '../../src/server/heroscape-scenario.js';
import { haveChromium, root, shot, startE2e, startFromLobby, type E2e } from './harness.js';
import { heroscapeTable, playOnBoard, type BoardPlay } from './heroscape-drive.js';

const MAP = join(root, DEFAULT_MAP);
const CARDS = join(root, DEFAULT_CARDS);
const haveShared = existsSync(MAP) && existsSync(CARDS);
if (!haveShared)
  console.warn(
    `e2e: ${DEFAULT_MAP} or ${DEFAULT_CARDS} is absent; the server is started without --heroscape-map and the Clashing Fronts lobby case is skipped.`,
  );

/** The games as `skirmish serve --heroscape-map … --heroscape-cards …` serves them (the shared files), else as registered. */
function served(): typeof gameModules {
  if (!haveShared) return gameModules;
  const made = withClashingFronts(
    gameModules,
    { map: MAP, cards: CARDS },
    (p) => readFileSync(p, 'utf8'),
    (p) => new Uint8Array(readFileSync(p)),
  );
  if (!made.ok) throw new Error(made.error);
  return made.value;
}

/**
 * Red's hero on a level-2 ledge; Blue's two-figure squad on level 1 (b1, lower than Red) and on
 * another level-2 ledge (b2, Red's level), all in range and sight, with ground around them so the
 * camera frames every figure.
 */
function heightField(): ReturnType<typeof config> {
  const map = fieldWith(
    ['1 1 1 1 1', '1 2 1 1 1', '1 1 1 1 1', '1 1 1 2 1', '1 1 1 1 1'],
    [[1, 1]],
    [
      [1, 3],
      [3, 3],
    ],
  );
  const red = card({ name: 'Ledge Archer', range: 6, attack: 3, defense: 2 });
  const blue = card({ name: 'Low Guards', kind: 'squad', rarity: 'common', figures: 2, life: 1, range: 6, attack: 2, defense: 2, points: 50 });
  return config(map, [red], [blue], 1);
}

/** The open decision's kind and rqid on the page, or null while none is open. */
async function openDecision(page: Page): Promise<{ kind: string; rqid: string } | null> {
  return page.evaluate(() => {
    const d = document.querySelector('[data-testid=decision]');
    const rqid = d?.getAttribute('data-rqid');
    const kind = d?.getAttribute('data-kind');
    return rqid && kind && d?.querySelector('[data-testid=option]:not([disabled])') ? { kind, rqid } : null;
  });
}

describe.skipIf(!haveChromium)('Heroscape from the lobby, height advantage, replays', () => {
  let e: E2e;
  beforeAll(async () => {
    e = await startE2e(0, undefined, served());
  });
  afterAll(async () => {
    await e?.close();
  });

  it.skipIf(!haveShared)('the lobby offers Clashing Fronts first; a table made there against the AI is played for a few turns by board clicks', async () => {
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(e.url);
    await page.getByTestId('game-select').selectOption('heroscape');
    const presets = await page.locator('[data-testid=preset-select] option').evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(presets[0]).toBe('clashing-fronts');
    expect(await page.getByTestId('preset-select').inputValue()).toBe('clashing-fronts');
    await shot(page, 'heroscape-lobby-1280');
    await startFromLobby(page, e.url, 'heroscape', 'clashing-fronts', ['human', 'ai:greedy']);
    await page.getByTestId('hs-board').waitFor();
    await expect.poll(() => page.getByTestId('hs-round').textContent()).toMatch(/geants/i);
    await expect.poll(() => page.locator('[data-testid=hs-figure]').count()).toBeGreaterThan(10);
    const tally: BoardPlay = { clicks: 0, boardMoves: 0, boardAttacks: 0, cardMarkers: 0 };
    // The four order markers, then the human's turns: a few moves made on the board.
    await playOnBoard(page, 1, tally, 300_000, (t) => t.cardMarkers >= 4 && t.boardMoves >= 2);
    console.log(`heroscape lobby e2e: ${JSON.stringify(tally)}`);
    expect(tally.cardMarkers).toBeGreaterThanOrEqual(4);
    expect(tally.boardMoves).toBeGreaterThanOrEqual(2);
    // The log tells of both players' turns (the AI's too).
    await expect
      .poll(() =>
        page
          .locator('[data-testid=log] li')
          .allTextContents()
          .then((l) => l.join('\n')),
      )
      .toMatch(/moves|attacks/);
    await shot(page, 'heroscape-lobby-clashing-fronts-1280');
    await page.close();
  });

  it('height advantage: "+1 … die: height" on the target and in the attack preview, only where the figures stand at different heights', async () => {
    const cfg = heightField();
    // Where the engine puts the squad (the same set-up): which Blue figure is below the ledge.
    const s = start(cfg);
    const low = s.figures
      .filter((f) => f.owner === 1)
      .find((f) => whereIs(boardOf(s), f.head).level < whereIs(boardOf(s), s.figures.find((x) => x.owner === 0)!.head).level);
    expect(low).toBeDefined();
    const { id, tokens } = await heroscapeTable(e, [{ kind: 'human' }, { kind: 'human' }], 1, cfg);
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}/#/t/${id}/${tokens.join('/')}`);
    await page.getByTestId('hs-board').waitFor();
    // Hot-seat: order markers on the one card of each player, no move, then the first attack question.
    let last = '';
    for (let guard = 0; guard < 40; guard++) {
      const d = await openDecision(page);
      if (!d || d.rqid === last) {
        await page.waitForTimeout(50);
        continue;
      }
      if (d.kind === 'choose-attack') break;
      last = d.rqid;
      if (d.kind === 'place-marker') await page.getByTestId('hs-card-choose').first().click();
      else if (d.kind === 'choose-mover') await page.locator('[data-testid=decision] [data-option=done]').click();
      else await page.locator('[data-testid=decision] [data-testid=option]').first().click();
    }
    await page.locator('[data-testid=decision][data-kind=choose-attack]').waitFor();
    const attacks = await page
      .locator('[data-testid=decision] [data-testid=option]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-option') ?? '').filter((o) => o.includes('>')));
    expect(attacks.length).toBeGreaterThanOrEqual(2);
    const differ = (o: string): boolean => o.split('>').includes(low!.id);
    // The board: the target's mark carries the extra die when an attack on it has height advantage.
    for (const target of new Set(attacks.map((o) => o.split('>')[1]!))) {
      const mark = page.locator(`[data-testid=hs-figure][data-figure="${target}"]`);
      const expected = attacks.some((o) => o.endsWith(`>${target}`) && differ(o));
      expect(await mark.locator('[data-testid=hs-height]').count(), `the mark of ${target}`).toBe(expected ? 1 : 0);
      if (expected) expect(await mark.locator('[data-testid=hs-height]').textContent()).toMatch(/\+1 (attack|defense) die: height/);
    }
    // The attack preview of each option under the pointer in the panel: the note only where the heights differ.
    for (const o of attacks) {
      // The pointer may already rest on this option (the last click of the set-up was there), and then
      // hovering it again fires no mouseenter: move it off first.
      await page.mouse.move(0, 0);
      await page.locator(`[data-testid=decision] [data-option="${o}"]`).hover();
      const preview = page.getByTestId('hs-attack-preview');
      await expect.poll(() => preview.locator('li').count()).toBe(1);
      const text = (await preview.textContent()) ?? '';
      if (differ(o)) expect(text, o).toMatch(/\d attack dic?e? against \d defense dic?e? — \+1 (attack|defense) die: height/);
      else expect(text, o).not.toMatch(/height/);
    }
    // And the preview of a target under the pointer on the board.
    const lowMark = page.locator(`[data-testid=hs-figure][data-figure="${attacks.find(differ)!.split('>')[1]!}"]`);
    await lowMark.hover();
    await expect.poll(() => page.getByTestId('hs-attack-preview').textContent()).toMatch(/\+1 (attack|defense) die: height/);
    await shot(page, 'heroscape-height-1280');
    await page.close();
  });

  it('a finished battle replays with its battlefield: the board drawn at every step, the figures where the record puts them', async () => {
    const { id } = await heroscapeTable(
      e,
      [
        { kind: 'ai', agent: 'random' },
        { kind: 'ai', agent: 'random' },
      ],
      1,
    );
    // AI seats play while someone watches the table.
    const watcher = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await watcher.goto(`${e.url}/#/w/${id}`);
    await watcher.getByTestId('end-screen').waitFor({ timeout: 120_000 });
    await watcher.close();
    const page = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${e.url}/#/r/${id}`);
    await page.getByTestId('replay').waitFor();
    const board = page.getByTestId('hs-board');
    await board.waitFor();
    expect(await board.getAttribute('data-renderer')).toBe('webgl');
    const spots = (): Promise<string[]> =>
      page.locator('[data-testid=hs-figure]').evaluateAll((els) => els.map((el) => `${el.getAttribute('data-figure')}@${el.getAttribute('data-spot')}`).sort());
    await expect.poll(() => page.locator('[data-testid=hs-figure]').count()).toBeGreaterThan(8);
    const first = await spots();
    await shot(page, 'heroscape-replay-start-1280');
    // Step forward until a figure has moved (the first moves come after the order markers and initiative).
    let moved = false;
    for (let i = 0; i < 60 && !moved; i++) {
      const before = await page.getByTestId('replay').locator('.status-bar').textContent();
      await page.getByTestId('replay-next').click();
      await expect.poll(() => page.getByTestId('replay').locator('.status-bar').textContent()).not.toBe(before);
      await board.waitFor();
      moved = await expect
        .poll(spots, { timeout: 2_000 })
        .not.toEqual(first)
        .then(
          () => true,
          () => false,
        );
    }
    expect(moved).toBe(true);
    await shot(page, 'heroscape-replay-moved-1280');
    // Back to the start: the figures stand where they stood.
    await page.getByRole('button', { name: '⏮' }).click();
    await expect.poll(spots).toEqual(first);
    await page.close();
  });
});
