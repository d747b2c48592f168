/**
 * Gladiator Inspiration (Spartacus) on the published card, through the real engine: with all of Red's
 * order markers on Gladiator cards and one on Spartacus, Red's other Gladiator rolls 1 more attack die
 * and 1 more defense die and moves 1 space farther; controls — no marker on Spartacus, a marker on a
 * Soldier card, Spartacus himself, the card without its powers.
 * Rulebook: heroscape-master-game-guide — "1. PLACE ORDER MARKERS", "ATTACKING", "Special Powers";
 * the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, choose, ofType, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1 1 1'];
type Markers = readonly [number, number, number, number];

/**
 * Red: the card (0, Range 9) at (0, 0), a Gladiator (1, Move 4, Range 9) at (2, 0), a Soldier (2) at (0, 1)
 * (the set-up fills the zone's spaces row by row, in card order); Blue (3, Range 9) at (9, 0). Red's markers 1, 2, 3, X on `red`; `blueFirst` lets Blue attack first.
 */
function battleWith(c: ArmyCard, red: Markers, blueFirst = false): HsState {
  const s = play(
    ROWS,
    [
      [0, 0],
      [2, 0],
      [0, 1],
    ],
    [[9, 0]],
    [
      oneFigure(c, { range: 9 }),
      card({ name: 'Gladiator', class: 'gladiator', move: 4, range: 9, attack: 2, defense: 2 }),
      card({ name: 'Soldier', class: 'soldier' }),
    ],
    [card({ name: 'Blue', range: 9, attack: 2, defense: 2 })],
  );
  placeMarkers(s, red, [3, 3, 3, 3], blueFirst ? [1, 20] : [20, 1]);
  return s;
}

function reaches(s: HsState, q: number): boolean {
  try {
    optionWhere(s, { q, r: 0 });
    return true;
  } catch {
    return false;
  }
}

/** The Gladiator's turn (marker 1 on it): its farthest space east, then the dice of its attack on Blue. */
function gladiatorTurn(c: ArmyCard, red: Markers): { farthest: number; attack: number } {
  const s = battleWith(c, red);
  choose(s, 'fig:a2', 'choose-mover');
  let farthest = 0;
  for (let q = 3; q < 9; q++) if (reaches(s, q)) farthest = q;
  choose(s, optionWhere(s, { q: 3, r: 0 }).id);
  const attack = Number(ofType(choose(s, 'a2>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['attackDice']);
  return { farthest, attack };
}

/** Blue attacks the Gladiator first: the defense dice it declares. */
function gladiatorDefense(c: ArmyCard, red: Markers): number {
  const s = battleWith(c, red, true);
  choose(s, 'done', 'choose-mover');
  return Number(ofType(choose(s, 'b1>a2', 'choose-attack'), 'AttackDeclared')[0]?.data['defenseDice']);
}

/** The card's own turn (marker 1 on it): the dice of its attack on Blue. */
function ownAttack(c: ArmyCard): number {
  const s = battleWith(c, [0, 1, 1, 1]);
  // Out from behind the Gladiator, so that it sees Blue.
  choose(s, 'fig:a1', 'choose-mover');
  choose(s, optionWhere(s, { q: 4, r: 1 }).id);
  return Number(ofType(choose(s, 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['attackDice']);
}

describe.skipIf(!HAVE_UNITS)('Gladiator Inspiration on the published cards', () => {
  const bound = boundTo(cards, 'gladiator-inspiration');
  it('the pool binds it on Spartacus', () => expect(bound.map((b) => b.card.name)).toEqual(['Spartacus']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s inspires the other Gladiator: +1 Move, attack die and defense die', (_, c) => {
    expect(gladiatorTurn(c, [1, 0, 1, 1])).toEqual({ farthest: 7, attack: 3 });
    expect(gladiatorDefense(c, [1, 0, 1, 1])).toBe(3);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: not without a marker on it, with one on a Soldier, or without the power', (_, c) => {
    expect(gladiatorTurn(c, [1, 1, 1, 1])).toEqual({ farthest: 6, attack: 2 });
    expect(gladiatorTurn(c, [1, 0, 1, 2])).toEqual({ farthest: 6, attack: 2 });
    expect(gladiatorTurn(withoutPowers(c), [1, 0, 1, 1])).toEqual({ farthest: 6, attack: 2 });
    expect(gladiatorDefense(c, [1, 1, 1, 1])).toBe(2);
    // Spartacus himself is not inspired.
    expect(ownAttack(c)).toBe(c.attack);
  });
});
