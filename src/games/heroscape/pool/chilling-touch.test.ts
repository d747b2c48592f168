/**
 * Chilling Touch (Cyprien Esenwein) on the published card, through the real engine with forced d20s:
 * after moving, an adjacent figure is chosen and the d20 gives it 0 (1–12), 1 (13–15), 2 (16–17),
 * 3 (18–19) or 6 (20) wounds. Controls: an adjacent Soulborg is not offered, and the card without its
 * powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card (../shared
 * units file, read at run time).
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

describe.skipIf(!HAVE_UNITS)('Chilling Touch on the published card', () => {
  const bound = boundTo(cards, 'chilling-touch');
  it('the pool binds it on Cyprien Esenwein', () => expect(bound.map((b) => b.card.name)).toEqual(['Cyprien Esenwein']));

  /** Red's card at (1, 0); Blue's Soulborg b1 at (0, 0) and b2 (Life 10) at (2, 0), both adjacent. The options, then b2's wounds after `d20`. */
  const touch = (c: ArmyCard, d20: number): { asked: string[]; wounds: number } => {
    const s = play(
      [ROW],
      [[1, 0]],
      [
        [0, 0],
        [2, 0],
      ],
      [oneFigure(c)],
      [card({ name: 'Soulborg', species: 'soulborg', life: 10 }), card({ name: 'Blue', life: 10 })],
    );
    toAfterMove(s, 0, 1);
    let asked: string[] = [];
    if (open(s).kind === 'use-power') {
      asked = optionIds(s);
      game.forceChance(s, [d20]);
      choose(s, 'chilling-touch:b2');
    }
    return { asked, wounds: figure(s, 'b2').wounds };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: each band of the d20; the Soulborg is not offered', (_, c) => {
    expect(touch(c, 12)).toEqual({ asked: ['chilling-touch:b2', 'skip'], wounds: 0 });
    expect(touch(c, 13).wounds).toBe(1);
    expect(touch(c, 15).wounds).toBe(1);
    expect(touch(c, 16).wounds).toBe(2);
    expect(touch(c, 17).wounds).toBe(2);
    expect(touch(c, 18).wounds).toBe(3);
    expect(touch(c, 19).wounds).toBe(3);
    expect(touch(c, 20).wounds).toBe(6);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers asks nothing', (_, c) => {
    expect(touch(withoutPowers(c), 20)).toEqual({ asked: [], wounds: 0 });
  });
});
