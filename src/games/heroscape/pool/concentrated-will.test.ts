/**
 * Concentrated Will (abilities/concentrated-will.ts) on the published card bound to it (Shiori), through
 * the real engine: with exactly one unrevealed order marker on her card she rolls 1 more attack die
 * in her normal attack and 1 more defense die; with none or two such markers she does not, nor does
 * the same card without its powers (the control).
 * Rulebook: heroscape-master-game-guide — "ORDER MARKERS", "ATTACKING"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { play } from './field-battle.js';
import { card, choose, ofType, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1'];

type Placement = readonly [number, number, number, number];

/**
 * Red: the card under test (card 0: Attack 2, Defense 2, Range 9) and a filler card (1); Blue: a
 * target (card 2, Attack 2, Defense 2, Range 9). Red's markers 1, 2, 3, X go on the cards `red` names;
 * Blue's all on its card. `blueFirst`: Blue's turn comes first and its figure attacks a1 (the defense
 * dice declared); else a1 attacks b1 in Red's turn (the attack dice declared).
 */
function dice(c: ArmyCard, red: Placement, blueFirst: boolean): number {
  const numbers = { attack: 2, defense: 2, range: 9, life: 10 };
  const s = play(
    ROWS,
    [
      [0, 0],
      [0, 2],
    ],
    [[8, 1]],
    [oneFigure(c, numbers), card({ name: 'Filler' })],
    [card({ name: 'Target', ...numbers })],
  );
  placeMarkers(s, red, [2, 2, 2, 2], blueFirst ? [1, 20] : [20, 1]);
  choose(s, 'done', 'choose-mover');
  const declared = ofType(choose(s, blueFirst ? 'b1>a1' : 'a1>b1'), 'AttackDeclared')[0]!;
  return Number(declared.data[blueFirst ? 'defenseDice' : 'attackDice']);
}

describe.skipIf(!HAVE_UNITS)('Concentrated Will on the published cards', () => {
  const bound = boundTo(cards, 'concentrated-will');
  it('the pool binds it on Shiori', () => expect(bound.map((b) => b.card.name)).toEqual(['Shiori']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s attacks with 1 more die only while one unrevealed marker is left on her card', (_, c) => {
    // The 1 revealed, the X left face down: one unrevealed marker.
    expect(dice(c, [0, 1, 1, 0], false)).toBe(3);
    // The 1 revealed, the 2 and the 3 left: two.
    expect(dice(c, [0, 0, 0, 1], false)).toBe(2);
    // The 1 was her only marker: none left once revealed.
    expect(dice(c, [0, 1, 1, 1], false)).toBe(2);
    expect(dice(withoutPowers(c), [0, 1, 1, 0], false)).toBe(2);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s defends with 1 more die only while one unrevealed marker is on her card', (_, c) => {
    expect(dice(c, [0, 1, 1, 1], true)).toBe(3);
    expect(dice(c, [1, 1, 1, 0], true)).toBe(3);
    expect(dice(c, [0, 0, 1, 1], true)).toBe(2);
    expect(dice(c, [1, 1, 1, 1], true)).toBe(2);
    expect(dice(withoutPowers(c), [0, 1, 1, 1], true)).toBe(2);
  });
});
