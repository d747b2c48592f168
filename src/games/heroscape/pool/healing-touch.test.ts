/**
 * Healing Touch (Kelda the Kyrie Warrior) on the published card, through the real engine with forced
 * d20s: after the card moves, a wounded Hero adjacent to it is chosen and the d20 changes its wound
 * markers — 1 adds 2, 2–5 removes 1, 6–17 removes 2, 18–20 removes all. Controls: a wounded Squad
 * figure and an unwounded Hero are not offered, and the card without its powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "Special Powers", "Life"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, figure, game, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

describe.skipIf(!HAVE_UNITS)('Healing Touch on the published card', () => {
  const bound = boundTo(cards, 'healing-touch');
  it('the pool binds it on Kelda the Kyrie Warrior', () => expect(bound.map((b) => b.card.name)).toEqual(['Kelda the Kyrie Warrior']));

  /**
   * The card at (1, 0); a friendly Hero a2 (Life 6, 4 wound markers) at (2, 0), a friendly Squad
   * figure a3 (1 wound marker) at (0, 1), an unwounded Hero a4 at (1, 1), all adjacent to it. The options, then a2's
   * wound markers after `d20`.
   */
  const touch = (c: ArmyCard, d20: number): { asked: string[]; wounds: number; destroyed: boolean } => {
    const s = play(
      [ROW, ROW],
      [
        [1, 0],
        [2, 0],
        [0, 1],
        [1, 1],
      ],
      [[12, 1]],
      [oneFigure(c), card({ name: 'Hero', life: 6 }), card({ name: 'Squad', kind: 'squad', rarity: 'common', life: 2 }), card({ name: 'Fresh' })],
      [card({ name: 'Blue' })],
    );
    figure(s, 'a2').wounds = 4;
    figure(s, 'a3').wounds = 1;
    toAfterMove(s, 0, 4);
    let asked: string[] = [];
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      game.forceChance(s, [d20]);
      choose(s, 'healing-touch:a2');
    }
    return { asked, wounds: figure(s, 'a2').wounds, destroyed: figure(s, 'a2').destroyed };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: each band of the d20', (_, c) => {
    expect(touch(c, 2)).toEqual({ asked: ['healing-touch:a2', 'skip'], wounds: 3, destroyed: false });
    expect(touch(c, 5).wounds).toBe(3);
    expect(touch(c, 6).wounds).toBe(2);
    expect(touch(c, 17).wounds).toBe(2);
    expect(touch(c, 18).wounds).toBe(0);
    // 1: two more wound markers reach its Life of 6.
    expect(touch(c, 1).destroyed).toBe(true);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers asks nothing', (_, c) => {
    expect(touch(withoutPowers(c), 18)).toEqual({ asked: [], wounds: 4, destroyed: false });
  });
});
