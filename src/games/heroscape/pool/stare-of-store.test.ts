/**
 * Stare of Store (Sudema) on the published card, through the real engine with forced d20s: instead
 * of attacking, a figure within 4 clear sight spaces is destroyed on 7 or more (a Squad figure) or
 * 17 or more (a Hero). Controls: one under each number, a figure 5 spaces away (not offered), and the
 * card without its powers (no such option).
 * Rulebook: heroscape-master-game-guide — "Special Powers", "Clear Sight Spaces"; the power's text is
 * on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, figure, game, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

describe.skipIf(!HAVE_UNITS)('Stare of Store on the published card', () => {
  const bound = boundTo(cards, 'stare-of-store');
  it('the pool binds it on Sudema', () => expect(bound.map((b) => b.card.name)).toEqual(['Sudema']));

  /** Red's card at (0, 0); Blue's Squad figure b1 at (4, 0), Hero b2 at (3, 1), Hero b3 at (4, 1) (5 spaces away). The stare options, then the one at `on` with `d20`. */
  const stare = (c: ArmyCard, on: string, d20: number): { options: string[]; destroyed: boolean[] } => {
    const s = play(
      [ROW, ROW],
      [[0, 0]],
      [
        [4, 0],
        [3, 1],
        [4, 1],
      ],
      [oneFigure(c)],
      [card({ name: 'Squad', kind: 'squad', rarity: 'common', life: 1 }), card({ name: 'Hero', life: 10 }), card({ name: 'Far Hero', life: 10 })],
    );
    toAfterMove(s, 0, 1);
    const options = optionIds(s).filter((id) => id.startsWith('stare-of-store:'));
    if (options.includes(`stare-of-store:a1>${on}`)) {
      game.forceChance(s, [d20]);
      choose(s, `stare-of-store:a1>${on}`, 'choose-attack');
    }
    return { options, destroyed: ['b1', 'b2'].map((id) => figure(s, id).destroyed) };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s destroys a Squad figure on 7 and a Hero on 17; one under does nothing', (_, c) => {
    expect(stare(c, 'b1', 7)).toEqual({ options: ['stare-of-store:a1>b1', 'stare-of-store:a1>b2'], destroyed: [true, false] });
    expect(stare(c, 'b1', 6).destroyed).toEqual([false, false]);
    expect(stare(c, 'b2', 17).destroyed).toEqual([false, true]);
    expect(stare(c, 'b2', 16).destroyed).toEqual([false, false]);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers has no stare', (_, c) => {
    expect(stare(withoutPowers(c), 'b1', 7)).toEqual({ options: [], destroyed: [false, false] });
  });
});

describe.skipIf(!HAVE_UNITS)('Sharpshooter on the published card', () => {
  const bound = boundTo(cards, 'sharpshooter');
  it('the pool binds it on Deadeye Dan', () => expect(bound.map((b) => b.card.name)).toEqual(['Deadeye Dan']));

  /** Dan a1 at (0, 0); Blue's Hero b1 at (10, 0), b2 11 spaces away at (11, 0), b3 adjacent at (0, 1). The shots offered, then the one at `on` with `d20` (after moving to `to`). */
  const shoot = (c: ArmyCard, on: string, d20: number, to?: { q: number; r: number }): { options: string[]; destroyed: boolean[] } => {
    const s = play(
      [ROW, ROW],
      [[0, 0]],
      [
        [10, 0],
        [11, 0],
        [0, 1],
      ],
      [oneFigure(c)],
      [card({ name: 'Hero', life: 10 }), card({ name: 'Far Hero', life: 10 }), card({ name: 'Near', life: 10 })],
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    if (to) {
      choose(s, 'fig:a1', 'choose-mover');
      choose(s, optionWhere(s, to).id);
    }
    while (open(s).kind === 'choose-mover') choose(s, 'done', 'choose-mover');
    const options = optionIds(s).filter((id) => id.startsWith('sharpshooter:'));
    if (options.includes(`sharpshooter:a1>${on}`)) {
      game.forceChance(s, [d20]);
      choose(s, `sharpshooter:a1>${on}`, 'choose-attack');
    }
    return { options, destroyed: ['b1', 'b3'].map((id) => figure(s, id).destroyed) };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s destroys a non-adjacent figure within 10 on 19; 18 misses; never after moving', (_, c) => {
    expect(shoot(c, 'b1', 19)).toEqual({ options: ['sharpshooter:a1>b1'], destroyed: [true, false] });
    expect(shoot(c, 'b1', 18).destroyed).toEqual([false, false]);
    expect(shoot(c, 'b1', 20, { q: 1, r: 0 }).options).toEqual([]);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers has no shot', (_, c) => {
    expect(shoot(withoutPowers(c), 'b1', 20)).toEqual({ options: [], destroyed: [false, false] });
  });
});
