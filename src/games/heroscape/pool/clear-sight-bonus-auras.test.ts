/**
 * Protection From Evil Aura (Ana Karithon), Lolth's Judgment Aura (Estivara), Attack Aura (Taelord)
 * and Gift of the Empress Aura (Empress Kiova: with forced dice, the wounds left) on the published cards, through the real engine: the dice declared for a friend of the card within the aura's clear
 * sight spaces, one beyond them, the conditions on the attacker, and the card without its powers.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("Clear Sight Spaces"), "ATTACKING"; the
 * powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1 1'];
const { skull, shield, blank } = FACE;

describe.skipIf(!HAVE_UNITS)('Protection From Evil Aura on the published cards', () => {
  const bound = boundTo(cards, 'protection-from-evil-aura');
  it('the pool binds it on Ana Karithon', () => expect(bound.map((b) => b.card.name)).toEqual(['Ana Karithon']));

  /** The card at (at, 0), Red's friend (Defense 3, size given) at (8, 0); Blue (general given) at (9, 0) attacks the friend. */
  const defense = (c: ArmyCard, at: number, general = 'utgar', size: ArmyCard['size'] = 'medium'): number => {
    const friend = card({ name: 'Friend', defense: 3, life: 10, size, height: size === 'large' ? 7 : 5 });
    const s = play(
      ROW,
      [
        [at, 0],
        [8, 0],
      ],
      [[9, 0]],
      [oneFigure(c), friend],
      [card({ name: 'Evil', general })],
    );
    toAfterMove(s, 0, 2, true);
    return Number(ofType(choose(s, 'b1>a2'), 'AttackDeclared')[0]?.data['defenseDice']);
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    expect(defense(c, 5)).toBe(4);
    expect(defense(c, 4)).toBe(3);
    expect(defense(c, 5, 'jandar')).toBe(3);
    expect(defense(c, 5, 'utgar', 'large')).toBe(3);
    expect(defense(withoutPowers(c), 5)).toBe(3);
  });
});

describe.skipIf(!HAVE_UNITS)("Lolth's Judgment Aura on the published cards", () => {
  const bound = boundTo(cards, 'lolth-s-judgment-aura');
  it('the pool binds it on Estivara', () => expect(bound.map((b) => b.card.name)).toEqual(['Estivara']));

  /** The card at (at, 0), Red's friend (Attack 2, species given) at (8, 0) attacks Blue at (9, 0). */
  const attack = (c: ArmyCard, at: number, species = 'arachnid'): number => {
    const s = play(
      ROW,
      [
        [at, 0],
        [8, 0],
      ],
      [[9, 0]],
      [oneFigure(c), card({ name: 'Spider', species, attack: 2 })],
      [card({ name: 'Blue', life: 10 })],
    );
    toAfterMove(s, 1, 2);
    return Number(ofType(choose(s, 'a2>b1'), 'AttackDeclared')[0]?.data['attackDice']);
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    expect(attack(c, 2)).toBe(3);
    expect(attack(c, 1)).toBe(2);
    expect(attack(c, 2, 'drow')).toBe(2);
    expect(attack(withoutPowers(c), 2)).toBe(2);
  });
});

describe.skipIf(!HAVE_UNITS)('Attack Aura on the published cards', () => {
  const bound = boundTo(cards, 'attack-aura');
  it('the pool binds it on Taelord the Kyrie Warrior', () => expect(bound.map((b) => b.card.name)).toEqual(['Taelord the Kyrie Warrior']));

  /** The card at (at, 0), Red's friend (Attack 2, Range 5) at (8, 0) attacks Blue at (9, 0). */
  const attack = (c: ArmyCard, at: number): number => {
    const s = play(
      ROW,
      [
        [at, 0],
        [8, 0],
      ],
      [[9, 0]],
      [oneFigure(c, { attack: 2 }), card({ name: 'Friend', attack: 2, range: 5 })],
      [card({ name: 'Blue', life: 10 })],
    );
    toAfterMove(s, 1, 2);
    return Number(ofType(choose(s, 'a2>b1'), 'AttackDeclared')[0]?.data['attackDice']);
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    // 4 clear sight spaces from (4, 0) to (8, 0): one more die, at any Range; 5 spaces: none.
    expect(attack(c, 4)).toBe(3);
    expect(attack(c, 3)).toBe(2);
    expect(attack(withoutPowers(c), 4)).toBe(2);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: the aura does not help its own figure', (_, c) => {
    // The card's own figure, at (6, 0), attacks Blue at (7, 0): its Attack stays 2 (the friend is at (10, 0)).
    const s = play(
      ROW,
      [
        [6, 0],
        [10, 0],
      ],
      [[7, 0]],
      [oneFigure(c, { attack: 2 }), card({ name: 'Friend', attack: 2, range: 5 })],
      [card({ name: 'Blue', life: 10 })],
    );
    toAfterMove(s, 0, 2);
    expect(Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['attackDice'])).toBe(2);
  });
});

describe.skipIf(!HAVE_UNITS)('Gift of the Empress Aura on the published cards', () => {
  const bound = boundTo(cards, 'gift-of-the-empress-aura');
  it('the pool binds it on Empress Kiova', () => expect(bound.map((b) => b.card.name)).toEqual(['Empress Kiova']));

  /**
   * The card at (at, 0), Red's friend (Defense 3, species and general given) at (8, 0); Blue at (9, 0)
   * attacks the friend, the dice forced: 3 skulls, then blanks, then shields for any re-roll. The wounds on the friend.
   */
  const wounds = (c: ArmyCard, at: number, species = 'kyrie', general = 'einar'): number => {
    const s = play(
      ROW,
      [
        [at, 0],
        [8, 0],
      ],
      [[9, 0]],
      [oneFigure(c), card({ name: 'Friend', species, general, defense: 3, life: 10 })],
      [card({ name: 'Blue', attack: 3 })],
    );
    toAfterMove(s, 0, 2, true);
    game.forceChance(s, [skull, skull, skull, blank, blank, blank, shield, shield, shield]);
    choose(s, 'b1>a2');
    return figure(s, 'a2').wounds;
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    // 5 clear sight spaces from (3, 0) to (8, 0): the three blanks are rolled again as shields.
    expect(wounds(c, 3)).toBe(0);
    expect(wounds(c, 2)).toBe(3);
    expect(wounds(c, 3, 'human')).toBe(3);
    expect(wounds(c, 3, 'kyrie', 'jandar')).toBe(3);
    expect(wounds(withoutPowers(c), 3)).toBe(3);
  });
});

describe.skipIf(!HAVE_UNITS)('The clear sight defense auras on the published cards (Extended Defense Aura, Orc Defensive Aura 1)', () => {
  const bound = boundTo(cards, 'clear-sight-defense-aura');
  it('the pool binds them on Raelin the Kyrie Warrior (2) and Nerak', () =>
    expect(bound.map((b) => b.card.name).sort()).toEqual(['Nerak the Glacian Swog Rider', 'Raelin the Kyrie Warrior (2)']));

  /**
   * The card (one space) at (at, 0); a figure of `species` (Defense 3) at (8, 0), Red's unless
   * `opponents`; the other side's attacker at (9, 0) attacks it: the defense dice declared.
   */
  const defense = (c: ArmyCard, at: number, species: string, opponents = false): number => {
    const target = card({ name: 'Target', species, defense: 3, life: 10 });
    const attacker = card({ name: 'Attacker', attack: 2 });
    if (!opponents) {
      const s = play(
        ROW,
        [
          [at, 0],
          [8, 0],
        ],
        [[9, 0]],
        [oneFigure(c), target],
        [attacker],
      );
      toAfterMove(s, 0, 2, true);
      return Number(ofType(choose(s, 'b1>a2'), 'AttackDeclared')[0]?.data['defenseDice']);
    }
    const s = play(
      ROW,
      [
        [at, 0],
        [9, 0],
      ],
      [[8, 0]],
      [oneFigure(c), attacker],
      [target],
    );
    toAfterMove(s, 1, 2);
    return Number(ofType(choose(s, 'a2>b1'), 'AttackDeclared')[0]?.data['defenseDice']);
  };

  it.each(bound.map((b) => [b.card.name, b] as const))('%s', (_, { card: c, params }) => {
    const spaces = Number(params['spaces']);
    const species = typeof params['species'] === 'string' ? params['species'] : 'human';
    // Within the printed clear sight spaces: one more die; one space beyond: none; the control: none.
    expect(defense(c, 8 - spaces, species)).toBe(4);
    expect(defense(c, 7 - spaces, species)).toBe(3);
    expect(defense(withoutPowers(c), 8 - spaces, species)).toBe(3);
    if (typeof params['species'] === 'string') expect(defense(c, 8 - spaces, 'human')).toBe(3);
    // "All Orc figures" (Nerak) read literally: an opponent's Orc gets it too; "you control" (Raelin): not.
    expect(defense(c, 8 - spaces, species, true)).toBe(params['owner'] === 'any' ? 4 : 3);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: the aura does not help its own figure', (_, c) => {
    const own = (x: ArmyCard): number => {
      const s = play(ROW, [[8, 0]], [[9, 0]], [oneFigure(x, { defense: 3 })], [card({ name: 'Attacker', attack: 2 })]);
      toAfterMove(s, 0, 1, true);
      return Number(ofType(choose(s, 'b1>a1'), 'AttackDeclared')[0]?.data['defenseDice']);
    };
    expect(own(c)).toBe(own(withoutPowers(c)));
  });
});

describe.skipIf(!HAVE_UNITS)("Vydar's Range Enhancement Aura on the published cards", () => {
  const bound = boundTo(cards, 'vydar-s-range-enhancement-aura');
  it('the pool binds it on Laglor', () => expect(bound.map((b) => b.card.name)).toEqual(['Laglor']));

  /** The card at (at, 0), Red's friend (Range and general given) at (6, 0); Blue at (blueAt, 0): whether the friend may attack Blue. */
  const reaches = (c: ArmyCard, at: number, blueAt: number, range = 4, general = 'vydar'): boolean => {
    const s = play(
      ROW,
      [
        [at, 0],
        [6, 0],
      ],
      [[blueAt, 0]],
      [oneFigure(c), card({ name: 'Friend', range, general })],
      [card({ name: 'Blue', life: 10 })],
    );
    toAfterMove(s, 1, 2);
    return optionIds(s).includes('a2>b1');
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    // 4 clear sight spaces from (2, 0) to (6, 0): Range 4 reaches 6 spaces, not 7.
    expect(reaches(c, 2, 12)).toBe(true);
    // Range 3 (under 4): no added spaces, 3 spaces reached, 5 not.
    expect(reaches(c, 2, 9, 3)).toBe(true);
    expect(reaches(c, 2, 11, 3)).toBe(false);
    // 5 spaces away, a follower of Jandar, or the card without its powers: the printed Range 4.
    expect(reaches(c, 1, 12)).toBe(false);
    expect(reaches(c, 2, 12, 4, 'jandar')).toBe(false);
    expect(reaches(withoutPowers(c), 2, 12)).toBe(false);
    expect(reaches(withoutPowers(c), 2, 10)).toBe(true);
  });
});
