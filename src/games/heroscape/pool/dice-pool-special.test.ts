/**
 * The dice-pool special attacks on the published cards that have them (Saber Storm: Moriko, 6 dice
 * at adjacent figures; Queglix Gun: Major Q9, 9 dice at Range 6), through the real engine with
 * forced dice: each attack rolls 1, 2 or 3 dice, the same or another target, until the pool is
 * spent (3 + 3 for Moriko, then nothing more is offered). Control: the same card without its
 * powers is offered no such attack.
 * Rulebook: heroscape-master-game-guide — "Special Attacks"; the powers' texts are on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

const one = (key: string): ArmyCard => {
  const b = boundTo(cards, key);
  expect(b).toHaveLength(1);
  return b[0]!.card;
};

/** a1 (the card) at (0, 0) next to Blue's b1 at (1, 0) (Life 20, Defense 0). */
function adjacentField(c: ArmyCard) {
  const s = battle(['1 1 1 1 1 1'], [[0, 0]], [[1, 0]], [oneFigure(c)], [card({ name: 'Blue', life: 20, defense: 0 })]);
  toAfterMove(s, 0, 1);
  return s;
}

describe.skipIf(!HAVE_UNITS)('Dice-pool special attacks on the published cards', () => {
  it('Saber Storm Special Attack (Moriko): 6 dice in attacks of 1 to 3, then none left; without the power none', () => {
    const c = one('saber-storm-special-attack');
    expect(c.name).toBe('Moriko');
    const s = adjacentField(c);
    expect(optionIds(s)).toEqual(expect.arrayContaining(['saber-storm-special-attack:a1>b1#1', 'saber-storm-special-attack:a1>b1#3']));
    expect(optionIds(s)).not.toContain('saber-storm-special-attack:a1>b1#4');
    game.forceChance(s, [skull, skull, skull]);
    const first = choose(s, 'saber-storm-special-attack:a1>b1#3', 'choose-attack');
    expect(ofType(first, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3 });
    expect(figure(s, 'b1').wounds).toBe(3);
    expect(open(s).kind).toBe('use-power');
    expect(optionIds(s)).toEqual(['again:b1#1', 'again:b1#2', 'again:b1#3', 'skip']);
    game.forceChance(s, [skull, blank, skull]);
    choose(s, 'again:b1#3');
    expect(figure(s, 'b1').wounds).toBe(5);
    expect(open(s).kind).not.toBe('use-power');
    expect(optionIds(adjacentField(withoutPowers(c))).some((id) => id.startsWith('saber-storm'))).toBe(false);
  });

  it('Queglix Gun Special Attack (Major Q9): 9 dice at Range 6, at most 3 a roll, the rest offered after each; without the power none', () => {
    const c = one('queglix-gun-special-attack');
    expect(c.name).toBe('Major Q9');
    const field = (x: ArmyCard) => {
      const s = battle(['1 1 1 1 1 1 1 1 1'], [[0, 0]], [[6, 0]], [oneFigure(x)], [card({ name: 'Blue', life: 20, defense: 0 })]);
      toAfterMove(s, 0, 1);
      return s;
    };
    const s = field(c);
    game.forceChance(s, [skull, blank]);
    choose(s, 'queglix-gun-special-attack:a1>b1#2', 'choose-attack');
    expect(open(s).kind).toBe('use-power');
    expect(open(s).prompt).toContain('7 attack dice left');
    expect(optionIds(s)).toContain('again:b1#3');
    for (let i = 0; i < 2; i++) {
      game.forceChance(s, [skull, skull, skull]);
      choose(s, 'again:b1#3');
    }
    expect(figure(s, 'b1').wounds).toBe(7);
    game.forceChance(s, [skull]);
    choose(s, 'again:b1#1');
    expect(figure(s, 'b1').wounds).toBe(8);
    expect(open(s).kind).not.toBe('use-power');
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith('queglix'))).toBe(false);
  });
});
