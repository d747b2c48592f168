/**
 * Amphibious (abilities/amphibious.ts) on the published card bound to it (Sahuagin Raider), through
 * the real engine with forced dice: 2 more defense dice on water, 1 more move for a turn started on
 * water, and no stop on entering water; control: the same card without its powers, and the figure
 * off the water. Water Suits (abilities/water-suits.ts, Microcorp Agents): the same defense and walk
 * through water, but no more move for a turn started on water.
 * Rulebook: heroscape-master-game-guide — "Water", "3. ON YOUR TURN"; the power's text is on the
 * card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, ofType, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The defense dice declared when Red attacks the card's figure, Blue's at (5, 0) on `five`, from (4, 0). */
function defense(c: ArmyCard, five: string): number {
  const row = ['1 1 1 1 1', five, '1 1 1 1 1'].join(' ');
  const s = battle([row], [[4, 0]], [[5, 0]], [card({ name: 'Red', range: 9, life: 10 })], [oneFigure(c, { defense: 3, life: 10 })]);
  toAfterMove(s, 0, 1);
  return Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['defenseDice']);
}

/** a1 (Move 6) at (0, 0) on `first`, a row of 12 level-1 hexes with `third` at (2, 0): asked where to move. */
function mover(c: ArmyCard, first: string, third = '1') {
  const row = [first, '1', third, '1', '1', '1', '1', '1', '1', '1', '1', '1'].join(' ');
  const s = battle([row], [[0, 0]], [[11, 0]], [oneFigure(c, { move: 6 })], [card({ name: 'Blue' })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

const reaches = (s: ReturnType<typeof mover>, q: number): boolean => {
  try {
    optionWhere(s, { q, r: 0 });
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!HAVE_UNITS)('Amphibious on the published cards', () => {
  const bound = boundTo(cards, 'amphibious');

  it('the pool binds it on the Sahuagin Raider', () => expect(bound.map((b) => b.card.name)).toEqual(['Sahuagin Raider']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 2 more defense dice on water, none off it; none without the power', (_, c) => {
    expect(defense(c, '1~')).toBe(5);
    // Swamp water is a type of water (the guide's "Swamp Water").
    expect(defense(c, '1b')).toBe(5);
    expect(defense(c, '1')).toBe(3);
    expect(defense(withoutPowers(c), '1~')).toBe(3);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a turn started on water moves 7; off water, or without the power, 6', (_, c) => {
    expect(reaches(mover(c, '1~'), 7)).toBe(true);
    expect(reaches(mover(c, '1b'), 7)).toBe(true);
    expect(reaches(mover(c, '1~'), 8)).toBe(false);
    expect(reaches(mover(c, '1'), 6)).toBe(true);
    expect(reaches(mover(c, '1'), 7)).toBe(false);
    expect(reaches(mover(withoutPowers(c), '1~'), 6)).toBe(true);
    expect(reaches(mover(withoutPowers(c), '1~'), 7)).toBe(false);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s walks on through the water at (2, 0); without the power the water stops it', (_, c) => {
    expect(reaches(mover(c, '1', '1~'), 4)).toBe(true);
    expect(reaches(mover(withoutPowers(c), '1', '1~'), 2)).toBe(true);
    expect(reaches(mover(withoutPowers(c), '1', '1~'), 4)).toBe(false);
  });
});

describe.skipIf(!HAVE_UNITS)('Water Suits on the published cards', () => {
  const bound = boundTo(cards, 'water-suits');

  it('the pool binds it on the Microcorp Agents', () => expect(bound.map((b) => b.card.name)).toEqual(['Microcorp Agents']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 2 more defense dice on water or swamp water, none off it or without the power', (_, c) => {
    expect(defense(c, '1~')).toBe(5);
    expect(defense(c, '1b')).toBe(5);
    expect(defense(c, '1')).toBe(3);
    expect(defense(withoutPowers(c), '1~')).toBe(3);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s walks on through the water at (2, 0), with no more move for a turn started on water',
    (_, c) => {
      expect(reaches(mover(c, '1', '1~'), 4)).toBe(true);
      expect(reaches(mover(withoutPowers(c), '1', '1~'), 4)).toBe(false);
      expect(reaches(mover(c, '1~'), 6)).toBe(true);
      expect(reaches(mover(c, '1~'), 7)).toBe(false);
    },
  );
});
