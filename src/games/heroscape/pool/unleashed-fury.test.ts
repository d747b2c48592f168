/**
 * Unleashed Fury (Anubian Wolves) and Unleashed Fury Enhancement (Khosumet the Darklord) on the
 * published cards, through the real engine with forced d20s: the roll made after the order marker is
 * revealed and before moving, the Attack it adds to the card's attack that turn (7: +2, 20: +8), the
 * figure its player chooses to destroy on a 1, Khosumet's +1 turning that 1 into a 2 (+1), and the
 * next turn without the bonus. Control: the cards without their powers — no roll, the printed Attack.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN"; the powers' texts are on the cards
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, figure, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** Two figures of the wolves' card (Attack 2) at (0, 0), (1, 0); Blue (Life 20) at (2, 0); Red's other card, if any, at (5, 0). The first turn: the d20 forced to `d20`. */
function turn(wolves: ArmyCard, d20: number, other?: ArmyCard) {
  const squad = { ...wolves, kind: 'squad' as const, figures: 2, spaces: 1, size: 'medium' as const, height: 5, attack: 2 };
  const red = other ? [squad, oneFigure(other)] : [squad];
  const s = battle(
    ['1 1 1 1 1 1'],
    other
      ? [
          [0, 0],
          [1, 0],
          [5, 0],
        ]
      : [
          [0, 0],
          [1, 0],
        ],
    [[2, 0]],
    red,
    [card({ name: 'Blue', life: 20 })],
  );
  const blue = red.length;
  const events = placeMarkers(s, [0, 0, 0, 0], [blue, blue, blue, blue], [20, 1, d20]);
  return { s, events };
}

/** The attack dice a2 declares on b1 after moving nothing. */
function attackDice(s: ReturnType<typeof battle>): number {
  choose(s, 'done', 'choose-mover');
  return Number(ofType(choose(s, 'a2>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['attackDice']);
}

describe.skipIf(!HAVE_UNITS)('Unleashed Fury on the published cards', () => {
  const bound = boundTo(cards, 'unleashed-fury');
  const enhancers = boundTo(cards, 'unleashed-fury-enhancement');
  it('the pool binds it on Anubian Wolves, the enhancement on Khosumet the Darklord', () => {
    expect(bound.map((b) => b.card.name)).toEqual(['Anubian Wolves']);
    expect(enhancers.map((b) => b.card.name)).toEqual(['Khosumet the Darklord']);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    const seven = turn(c, 7);
    expect(ofType(seven.events, 'PowerUsed')[0]?.data).toMatchObject({ power: 'Unleashed Fury' });
    expect(attackDice(seven.s)).toBe(4);
    expect(attackDice(turn(c, 20).s)).toBe(10);
    // No roll without the power: the forced 5 is the first attack die.
    expect(attackDice(turn(withoutPowers(c), 5).s)).toBe(2);

    // A 1: the player chooses the figure to destroy.
    const one = turn(c, 1);
    expect(open(one.s)).toMatchObject({ kind: 'use-power', player: 0 });
    choose(one.s, 'unleashed-fury:destroy:a1');
    expect(figure(one.s, 'a1').destroyed).toBe(true);
    expect(attackDice(one.s)).toBe(2);

    // With Khosumet in the army the 1 counts as a 2: +1 Attack, nobody destroyed.
    for (const k of enhancers) {
      const enhanced = turn(c, 1, k.card);
      expect(figure(enhanced.s, 'a1').destroyed).toBe(false);
      expect(attackDice(enhanced.s)).toBe(3);
      expect(open(turn(c, 1, withoutPowers(k.card)).s)).toMatchObject({ kind: 'use-power' });
    }
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: the added Attack ends with the turn', (_, c) => {
    const { s } = turn(c, 20);
    expect(attackDice(s)).toBe(10);
    // a1 could still attack its friend a2: the turn ends when Red says so.
    expect(s.cards[0]!.tokens).not.toEqual([]);
    choose(s, 'end', 'choose-attack');
    expect(s.cards[0]!.tokens).toEqual([]);
  });
});
