/**
 * The defense-dice powers (abilities/defense-dice-powers.ts) on every published card bound to them,
 * through the real engine: the defense dice declared against a normal attack when the printed
 * condition holds, when it does not, and for the same card without its powers (the control).
 * The Army Defense Bonuses also with a card of another personality in the army, in play or out of
 * play ("Life"); Shield Wall with none, one and three other figures of the card adjacent.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "ENGAGEMENT AND ADJACENCY RULES"; the powers'
 * texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove, withPowers } from '../abilities/rotv-testkit.js';
import { card, choose, figure, ofType } from '../battle/testkit.js';
import { boardOf, type HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1'];

const declaredDefense = (s: HsState): number => {
  toAfterMove(s, 0, s.cards.length - 1);
  return Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['defenseDice']);
};

function family(key: string, names: readonly string[], check: (c: ArmyCard) => void): void {
  describe.skipIf(!HAVE_UNITS)(`${key} on the published cards`, () => {
    const bound = boundTo(cards, key);
    it(`the pool binds it on ${names.join(', ')}`, () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names].sort()));
    it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => check(c));
  });
}

family('insubstantial-3', ['Phantom Knights'], (c) => {
  // The card defends (Defense 3) at (5, 1) against a Range 9 attacker at (at, 1).
  const vs = (k: ArmyCard, at: number) =>
    declaredDefense(play(ROWS, [[at, 1]], [[5, 1]], [card({ name: 'Attacker', range: 9, attack: 2 })], [oneFigure(k, { defense: 3, life: 10 })]));
  expect(vs(c, 0)).toBe(6);
  expect(vs(c, 4)).toBe(3);
  expect(vs(withoutPowers(c), 0)).toBe(3);
});

family('mob-attack', ['Goblin Cutters'], (c) => {
  // The card's figures at (4, 1), (6, 1), (5, 0), all engaged with the defender (Defense 3) at (5, 1); a1 attacks.
  const mob = (k: ArmyCard, figures: number): number => {
    const at: [number, number][] = [
      [4, 1],
      [6, 1],
      [5, 0],
    ];
    const squad = { ...k, kind: 'squad' as const, figures, spaces: 1, size: 'small' as const, height: 3 };
    return declaredDefense(play(ROWS, at.slice(0, figures), [[5, 1]], [squad], [card({ name: 'Target', defense: 3, life: 10 })]));
  };
  expect(mob(c, 3)).toBe(1);
  expect(mob(c, 2)).toBe(3);
  expect(mob(withoutPowers(c), 3)).toBe(3);
});

family('air-mastery', ['Air Elemental'], (c) => {
  // The card attacks from (4, 1) a defender (Defense 3) at (5, 1).
  const vs = (k: ArmyCard, target: ArmyCard) => declaredDefense(play(ROWS, [[4, 1]], [[5, 1]], [oneFigure(k)], [target]));
  const flyer = withPowers({ name: 'Flyer', defense: 3, life: 10 }, 'Flying');
  const stealth = withPowers({ name: 'Stealth', defense: 3, life: 10 }, 'Stealth Flying');
  expect(vs(c, flyer)).toBe(2);
  expect(vs(c, stealth)).toBe(2);
  expect(vs(c, card({ name: 'Walker', defense: 3, life: 10 }))).toBe(3);
  expect(vs(withoutPowers(c), flyer)).toBe(3);
});

family('evasive-8', ['Elite Onyx Vipers'], (c) => {
  // The card defends (Defense 3) at (5, 1) against a Range 9 attacker at (at, 1).
  const vs = (k: ArmyCard, at: number) =>
    declaredDefense(play(ROWS, [[at, 1]], [[5, 1]], [card({ name: 'Attacker', range: 9, attack: 2 })], [oneFigure(k, { defense: 3, life: 10 })]));
  expect(vs(c, 0)).toBe(11);
  expect(vs(c, 4)).toBe(3);
  expect(vs(withoutPowers(c), 0)).toBe(3);
});

/** The card defends (Defense 3) at (5, 1) beside `other`, a second card of its army at (9, 2); a Range 9 attacker at (0, 1); `gone`: the other card's figure destroyed first. */
function armyDefense(k: ArmyCard, other: ArmyCard | null, gone = false): number {
  const blue = [oneFigure(k, { defense: 3, life: 10 }), ...(other ? [other] : [])];
  const s = play(
    ROWS,
    [[0, 1]],
    other
      ? [
          [5, 1],
          [9, 2],
        ]
      : [[5, 1]],
    [card({ name: 'Attacker', range: 9, attack: 2, personality: 'wild' })],
    blue,
  );
  if (gone) {
    const f = s.figures.find((x) => x.id === 'b2')!;
    f.destroyed = true;
    f.head = -1;
  }
  toAfterMove(s, 0, 1);
  return Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['defenseDice']);
}

family('valiant-army-defense-bonus', ['4th Massachusetts Line'], (c) => {
  expect(armyDefense(c, null)).toBe(4);
  expect(armyDefense(c, card({ name: 'Valiant', personality: 'valiant' }))).toBe(4);
  expect(armyDefense(c, card({ name: 'Wild', personality: 'wild' }))).toBe(3);
  // A card whose figures are all destroyed is out of play.
  expect(armyDefense(c, card({ name: 'Wild', personality: 'wild' }), true)).toBe(4);
  expect(armyDefense(withoutPowers(c), null)).toBe(3);
});

family('disciplined-army-defense-bonus', ['Sacred Band'], (c) => {
  expect(armyDefense(c, null)).toBe(4);
  expect(armyDefense(c, card({ name: 'Disciplined', personality: 'disciplined' }))).toBe(4);
  expect(armyDefense(c, card({ name: 'Valiant', personality: 'valiant' }))).toBe(3);
  expect(armyDefense(withoutPowers(c), null)).toBe(3);
});

family('shield-wall', ['Roman Legionnaires'], (c) => {
  /** The card's figures (Defense 3) on `at`; a1 at (5, 2) attacks the one at (5, 1). */
  const wall = (k: ArmyCard, at: [number, number][]): number => {
    const squad = { ...k, kind: 'squad' as const, figures: at.length, spaces: 1, size: 'medium' as const, height: 5, defense: 3 };
    const s = play(ROWS, [[5, 2]], at, [card({ name: 'Attacker', attack: 2 })], [squad]);
    const board = boardOf(s);
    const target = s.figures.find((f) => f.owner === 1 && board.hexOf(f.head).q === 5 && board.hexOf(f.head).r === 1)!;
    toAfterMove(s, 0, 1);
    return Number(ofType(choose(s, `a1>${target.id}`), 'AttackDeclared')[0]?.data['defenseDice']);
  };
  expect(wall(c, [[5, 1]])).toBe(3);
  expect(
    wall(c, [
      [4, 1],
      [5, 1],
    ]),
  ).toBe(4);
  // Three others adjacent: at most 2 more dice.
  const four: [number, number][] = [
    [4, 1],
    [5, 1],
    [6, 1],
    [5, 0],
  ];
  expect(wall(c, four)).toBe(5);
  expect(wall(withoutPowers(c), four)).toBe(3);
});

family('staff-of-lerkintin', ['Arkmer'], (c) => {
  /** The card (Defense 2) at (5, 1) with a friend of `species` at `at`; a Range 9 attacker at (0, 1). */
  const staff = (k: ArmyCard, species: string, at: [number, number]): number =>
    declaredDefense(
      play(
        ROWS,
        [[0, 1]],
        [[5, 1], at],
        [card({ name: 'Attacker', range: 9, attack: 2 })],
        [oneFigure(k, { defense: 2, life: 10 }), card({ name: 'Friend', species })],
      ),
    );
  expect(staff(c, 'elf', [6, 1])).toBe(3);
  expect(staff(c, 'human', [6, 1])).toBe(2);
  expect(staff(c, 'elf', [8, 1])).toBe(2);
  expect(staff(withoutPowers(c), 'elf', [6, 1])).toBe(2);
});

family('dismiss-the-rabble', ['Templar Cavalry'], (c) => {
  // The card defends (Defense 3) at (5, 1) against an attacker (Range 9) at (at, 1).
  const vs = (k: ArmyCard, attacker: ArmyCard, at: number) =>
    declaredDefense(play(ROWS, [[at, 1]], [[5, 1]], [attacker], [oneFigure(k, { defense: 3, life: 10 })]));
  const squad = (size: ArmyCard['size']): ArmyCard => card({ name: 'Rabble', kind: 'squad', size, range: 9, attack: 2 });
  expect(vs(c, squad('small'), 4)).toBe(4);
  expect(vs(c, squad('medium'), 4)).toBe(4);
  expect(vs(c, squad('large'), 4)).toBe(3);
  expect(vs(c, squad('medium'), 0)).toBe(3);
  expect(vs(c, card({ name: 'Hero', range: 9, attack: 2 }), 4)).toBe(3);
  expect(vs(withoutPowers(c), squad('medium'), 4)).toBe(3);
});

family('chalice-of-fortitude', ['Sir Dupuis'], (c) => {
  // The card defends (Defense 3, Life 10) at (5, 1) with `wounds` wound markers, against an attacker at (0, 1).
  const vs = (k: ArmyCard, wounds: number): number => {
    const s = play(ROWS, [[0, 1]], [[5, 1]], [card({ name: 'Attacker', range: 9, attack: 2 })], [oneFigure(k, { defense: 3, life: 10 })]);
    figure(s, 'b1').wounds = wounds;
    return declaredDefense(s);
  };
  expect(vs(c, 4)).toBe(4);
  expect(vs(c, 5)).toBe(4);
  expect(vs(c, 3)).toBe(3);
  expect(vs(withoutPowers(c), 4)).toBe(3);
});
