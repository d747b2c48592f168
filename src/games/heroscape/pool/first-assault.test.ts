/**
 * First Assault 3 and Berserker Charge Enhancement (Valguard) on the published cards, through the
 * real engine with forced dice. First Assault: attacking a figure that was not adjacent at the start
 * of the turn, 3 more dice (2 + 3); one adjacent from the start, 2. Berserker Charge Enhancement: the
 * Tarn Viking Warriors' Berserker Charge roll of 14 counts 15 and lets them move again while Valguard
 * is its player's. Controls: Valguard without his powers (2 dice; the 14 fails), and Valguard on the
 * opponent's side (the 14 fails).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "ENGAGEMENT AND ADJACENCY RULES",
 * "ATTACKING", "Special Powers"; the powers' texts are on the cards (../shared units file, read at
 * run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';
const { blank } = FACE;

const valguard = (): ArmyCard => {
  const b = boundTo(cards, 'first-assault-3');
  expect(b.map((x) => x.card.name)).toEqual(['Valguard']);
  expect(boundTo(cards, 'berserker-charge-enhancement').map((x) => x.card.name)).toEqual(['Valguard']);
  return b[0]!.card;
};

describe.skipIf(!HAVE_UNITS)('First Assault 3 on the published card', () => {
  /** Valguard (Attack 2) at (0, 0); b1 (Life 20, Defense 0) at (1, 0) from the start, or at (3, 0) and Valguard moves to (2, 0). His attack dice at b1. */
  const dice = (c: ArmyCard, adjacentAtStart: boolean): number => {
    const s = play([ROW], [[0, 0]], [[adjacentAtStart ? 1 : 3, 0]], [oneFigure(c, { attack: 2 })], [card({ name: 'Blue', life: 20, defense: 0 })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    if (!adjacentAtStart) {
      choose(s, 'fig:a1', 'choose-mover');
      choose(
        s,
        open(s).options.find((o) => o.payload && typeof o.payload === 'object' && 'q' in o.payload && o.payload['q'] === 2 && o.payload['r'] === 0)!.id,
      );
    }
    while (open(s).kind === 'choose-mover') choose(s, 'done', 'choose-mover');
    game.forceChance(s, [blank, blank, blank, blank, blank]);
    return Number(ofType(choose(s, 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['attackDice']);
  };

  it('Valguard: 5 dice at a figure he moved next to, 2 at one adjacent from the start; without his powers 2', () => {
    const c = valguard();
    expect(dice(c, false)).toBe(5);
    expect(dice(c, true)).toBe(2);
    expect(dice(withoutPowers(c), false)).toBe(2);
  });
});

describe.skipIf(!HAVE_UNITS)('Berserker Charge Enhancement on the published card', () => {
  /** Red's Tarn Viking Warrior at (0, 0) with Valguard at (3, 0) (Red's, or Blue's with `blueValguard`); the charge roll shows `d20`: whether the Vikings may move again. */
  const charge = (v: ArmyCard, d20: number, blueValguard = false): boolean => {
    const vikings = boundTo(cards, 'berserker-charge').find((b) => b.card.name === 'Tarn Viking Warriors')!.card;
    const s = blueValguard
      ? play(
          [ROW],
          [[0, 0]],
          [
            [3, 0],
            [12, 0],
          ],
          [oneFigure(vikings)],
          [oneFigure(v), card({ name: 'Blue' })],
        )
      : play(
          [ROW],
          [
            [0, 0],
            [3, 0],
          ],
          [[12, 0]],
          [oneFigure(vikings), oneFigure(v)],
          [card({ name: 'Blue' })],
        );
    toAfterMove(s, 0, 2); // the Blue card is card 2 either way
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    game.forceChance(s, [d20]);
    choose(s, 'roll');
    return open(s).kind === 'choose-mover' && open(s).player === 0;
  };

  it('Valguard: the Vikings charge on 14 (counts 15); without his powers, or as the opponent’s, 14 fails and 15 charges', () => {
    const v = valguard();
    expect(charge(v, 14)).toBe(true);
    expect(charge(withoutPowers(v), 14)).toBe(false);
    expect(charge(withoutPowers(v), 15)).toBe(true);
    expect(charge(v, 14, true)).toBe(false);
  });
});
