/**
 * Water Suits (abilities/water-suits.ts) on the published card bound to it (Microcorp Agents), through
 * the real engine: 2 more defense dice on a water space (swamp water too), none off it, and no stop on
 * entering water; controls: the same card without its powers.
 * Rulebook: heroscape-master-game-guide — "Water", "Swamp Water"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, ofType, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The defense dice declared when Red attacks the card's figure (Defense 3) at (5, 0) on `five`, from (4, 0). */
function defense(c: ArmyCard, five: string): number {
  const row = ['1 1 1 1 1', five, '1 1 1 1 1'].join(' ');
  const s = battle([row], [[4, 0]], [[5, 0]], [card({ name: 'Red', range: 9, life: 10 })], [oneFigure(c, { defense: 3, life: 10 })]);
  toAfterMove(s, 0, 1);
  return Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['defenseDice']);
}

/** The card's a1 (Move 5) at (0, 0) with water at (2, 0): asked where to move. */
function mover(c: ArmyCard): HsState {
  const s = battle(['1 1 1~ 1 1 1 1 1 1 1'], [[0, 0]], [[9, 0]], [oneFigure(c, { move: 5 })], [card({ name: 'Blue' })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

const reaches = (s: HsState, q: number): boolean => {
  try {
    optionWhere(s, { q, r: 0 });
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!HAVE_UNITS)('Water Suits on the published cards', () => {
  const bound = boundTo(cards, 'water-suits');

  it('the pool binds it on the Microcorp Agents', () => expect(bound.map((b) => b.card.name)).toEqual(['Microcorp Agents']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 2 more defense dice on water or swamp water, none off it or without the power', (_, c) => {
    expect(defense(c, '1~')).toBe(5);
    expect(defense(c, '1b')).toBe(5);
    expect(defense(c, '1')).toBe(3);
    expect(defense(withoutPowers(c), '1~')).toBe(3);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s walks on through the water at (2, 0); without the power the water stops it', (_, c) => {
    expect(reaches(mover(c), 4)).toBe(true);
    expect(reaches(mover(withoutPowers(c)), 2)).toBe(true);
    expect(reaches(mover(withoutPowers(c)), 4)).toBe(false);
  });
});
