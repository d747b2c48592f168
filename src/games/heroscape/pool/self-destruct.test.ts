/**
 * Self-Destruct (Deathwalker 7000) on the published card, through the real engine with forced d20s:
 * instead of attacking, the figure rolls the d20 and every adjacent figure, friend or foe, receives
 * 0 (1–3), 2 (4–15), 4 (16–19) or 8 (20) wounds; the figure is destroyed whatever the roll. Controls:
 * a figure not adjacent takes nothing, and the card without its powers has no such option.
 * Rulebook: heroscape-master-game-guide — "Special Powers", "ENGAGEMENT AND ADJACENCY RULES"; the
 * power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, figure, game } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

describe.skipIf(!HAVE_UNITS)('Self-Destruct on the published card', () => {
  const bound = boundTo(cards, 'self-destruct');
  it('the pool binds it on Deathwalker 7000', () => expect(bound.map((b) => b.card.name)).toEqual(['Deathwalker 7000']));

  /** The card at (4, 0), Red's friend a2 at (5, 0), Blue's b1 at (3, 0) (adjacent) and b2 at (7, 0); Life 20 each. */
  const blast = (c: ArmyCard, d20: number): { offered: boolean; wounds: number[]; gone: boolean } => {
    const s = play(
      [ROW],
      [
        [4, 0],
        [5, 0],
      ],
      [
        [3, 0],
        [7, 0],
      ],
      [oneFigure(c, { range: 1 }), card({ name: 'Friend', life: 20 })],
      [card({ name: 'Blue', life: 20 }), card({ name: 'Far', life: 20 })],
    );
    toAfterMove(s, 0, 2);
    const offered = optionIds(s).includes('self-destruct:a1');
    if (offered) {
      game.forceChance(s, [d20]);
      choose(s, 'self-destruct:a1', 'choose-attack');
    }
    return { offered, wounds: ['a2', 'b1', 'b2'].map((id) => figure(s, id).wounds), gone: figure(s, 'a1').destroyed };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: each band of the d20, the figure always destroyed', (_, c) => {
    expect(blast(c, 3)).toEqual({ offered: true, wounds: [0, 0, 0], gone: true });
    expect(blast(c, 4)).toEqual({ offered: true, wounds: [2, 2, 0], gone: true });
    expect(blast(c, 15).wounds).toEqual([2, 2, 0]);
    expect(blast(c, 16).wounds).toEqual([4, 4, 0]);
    expect(blast(c, 19).wounds).toEqual([4, 4, 0]);
    expect(blast(c, 20).wounds).toEqual([8, 8, 0]);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers has no such option', (_, c) => {
    expect(blast(withoutPowers(c), 20)).toEqual({ offered: false, wounds: [0, 0, 0], gone: false });
  });
});
