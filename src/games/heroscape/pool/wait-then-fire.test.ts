/**
 * Wait Then Fire on every published card that has it (4th Massachusetts Line, Ashigaru Harquebus,
 * 10th Regiment of Foot), through the real engine: a figure of the card that did not move attacks
 * with 3 dice (Attack 2 + 1); after it moved this turn, with 2. Control: the same card without its
 * powers attacks with 2 without moving.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN"; the power's text is on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { blank } = FACE;

/** The attack dice a1 (Attack 2, Range 9) rolls at b1, after moving one space or not. */
function attackDice(c: ArmyCard, move: boolean): number {
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[8, 0]], [oneFigure(c, { attack: 2, range: 9 })], [card({ name: 'Blue', life: 50, defense: 0 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  if (move) {
    choose(s, 'fig:a1', 'choose-mover');
    choose(s, optionWhere(s, { q: 1, r: 0 }).id);
  }
  while (open(s).kind === 'choose-mover') choose(s, 'done', 'choose-mover');
  game.forceChance(s, [blank, blank, blank, blank]);
  const events = choose(s, 'a1>b1', 'choose-attack');
  return Number(ofType(events, 'AttackDeclared')[0]?.data['attackDice']);
}

describe.skipIf(!HAVE_UNITS)('Wait Then Fire on the published cards', () => {
  const bound = boundTo(cards, 'wait-then-fire');

  it('the pool binds it on the 3 cards that print it', () =>
    expect(bound.map((b) => b.card.name).sort()).toEqual(['10th Regiment of Foot', '4th Massachusetts Line', 'Ashigaru Harquebus']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: 1 more die when no figure of the card moved, none after a move; without the power none',
    (_, c) => {
      expect(attackDice(c, false)).toBe(3);
      expect(attackDice(c, true)).toBe(2);
      expect(attackDice(withoutPowers(c), false)).toBe(2);
    },
  );
});
