/**
 * The terrain powers (abilities/terrain-powers.ts, hide-in-darkness.ts) on every published card bound
 * to them, through the real engine with forced dice: on water, shadow or dungeon spaces and off them,
 * with the same card without its powers as the control.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Water" and "Shadow" terrain, "Special
 * Powers"; the powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, config, fieldWith, figure, game, ofType, start } from '../battle/testkit.js';
import { addObstacle } from '../build.js';
import { terrainOf } from '../board.js';
import { boardOf } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

/** A row of level-1 hexes whose hex (5, 0) is `five` (e.g. "1~" water, "1h" shadow, "1d" dungeon). */
const row = (five = '1'): string[] => [['1', '1', '1', '1', '1', five, '1', '1', '1', '1', '1'].join(' ')];

function family(key: string, names: readonly string[], check: (c: ArmyCard) => void): void {
  describe.skipIf(!HAVE_UNITS)(`${key} on the published cards`, () => {
    const bound = boundTo(cards, key);
    it(`the pool binds it on ${names.join(', ')}`, () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names].sort()));
    it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => check(c));
  });
}

/** The dice declared when the card's figure, Blue's at (5, 0) on `five`, is attacked by Red (Range 9) from (4, 0) or attacks it. */
function declared(c: ArmyCard, five: string, cardAttacks: boolean): { attack: number; defense: number } {
  const s = play(row(five), [[4, 0]], [[5, 0]], [card({ name: 'Red', range: 9, attack: 2, defense: 2, life: 10 })], [oneFigure(c, { life: 10 })]);
  toAfterMove(s, 0, 1, cardAttacks);
  const d = ofType(choose(s, cardAttacks ? 'b1>a1' : 'a1>b1'), 'AttackDeclared')[0]?.data;
  return { attack: Number(d?.['attackDice']), defense: Number(d?.['defenseDice']) };
}

family('water-mastery', ['Water Elemental', 'Marro Drudge', 'Nerak the Glacian Swog Rider', 'Dumutef Guard'], (c) => {
  // Water Elemental's Water Mastery on water; the same rule on another terrain: Marro Drudge's Swamp Water
  // Strength on swamp water ("1b"), Nerak's Snow Strength on snow ("1s"), the Dumutef Guard's Road Strength on road ("1r").
  const terrain = boundTo(cards, 'water-mastery').find((b) => b.card === c)?.params['terrain'] ?? 'water';
  const code: Readonly<Record<string, string>> = { water: '1~', 'swamp-water': '1b', snow: '1s', road: '1r' };
  const on = code[String(terrain)]!;
  expect(on).toBeDefined();
  expect(declared(c, on, true).attack).toBe(c.attack + 1);
  expect(declared(c, on, false).defense).toBe(c.defense + 1);
  expect(declared(c, '1', true).attack).toBe(c.attack);
  expect(declared(c, '1', false).defense).toBe(c.defense);
  // "Swamp water is a type of water": Water Mastery holds on it too; Swamp Water Strength names swamp water only.
  if (terrain === 'water') expect(declared(c, '1b', false).defense).toBe(c.defense + 1);
  if (terrain === 'swamp-water') expect(declared(c, '1~', false).defense).toBe(c.defense);
  expect(declared(withoutPowers(c), on, true).attack).toBe(c.attack);
  expect(declared(withoutPowers(c), on, false).defense).toBe(c.defense);
});

family('water-weakness', ['Obsidian Guards'], (c) => {
  expect(declared(c, '1~', false).defense).toBe(Math.max(0, c.defense - 2));
  expect(declared(c, '1b', false).defense).toBe(Math.max(0, c.defense - 2));
  expect(declared(c, '1', false).defense).toBe(c.defense);
  expect(declared(withoutPowers(c), '1~', false).defense).toBe(c.defense);
});

family('negative-element', ['Fire Elemental'], (c) => {
  expect(declared(c, '1~', false).defense).toBe(0);
  expect(declared(c, '1b', false).defense).toBe(0);
  expect(declared(c, '1', false).defense).toBe(4);
  expect(declared(withoutPowers(c), '1~', false).defense).toBe(4);
});

family('lurk-in-shadows', ['Pelloth'], (c) => {
  /** Whether Red (Range 9) at (at, 0) may attack the card's figure at (5, 0) on `five`. */
  const mayAttack = (k: ArmyCard, five: string, at: number): boolean => {
    const s = play(row(five), [[at, 0]], [[5, 0]], [card({ name: 'Red', range: 9 })], [oneFigure(k, { life: 10 })]);
    toAfterMove(s, 0, 1);
    return optionIds(s).includes('a1>b1');
  };
  expect(mayAttack(c, '1h', 0)).toBe(false);
  expect(mayAttack(c, '1h', 4)).toBe(true);
  expect(mayAttack(c, '1', 0)).toBe(true);
  expect(mayAttack(withoutPowers(c), '1h', 0)).toBe(true);
});

family('glacier-camouflage', ['Dzu-Teh'], (c) => {
  /**
   * Whether Red (Range 9) at (at, 0) may attack the card's figure at (5, 0), a 7-level Glacier Mountain
   * standing on hex (glacier, 1) of a second row (at (5, 1) it is beside the figure; at (9, 1) it is not).
   */
  const mayAttack = (k: ArmyCard, glacier: number, at: number): boolean => {
    const rows = [...row(), row()[0]!];
    const map = addObstacle(fieldWith(rows, [[at, 0]], [[5, 0]]), 'glacier', [{ q: glacier, r: 1 }], 1, 7);
    const s = start(config(map, [card({ name: 'Red', range: 9 })], [oneFigure(k, { life: 10 })]));
    toAfterMove(s, 0, 1);
    return optionIds(s).includes('a1>b1');
  };
  expect(mayAttack(c, 5, 0)).toBe(false);
  expect(mayAttack(c, 5, 4)).toBe(true);
  expect(mayAttack(c, 9, 0)).toBe(true);
  expect(mayAttack(withoutPowers(c), 5, 0)).toBe(true);
});

family('shadow-ambush', ['Mika Connour'], (c) => {
  /** The attack dice of the card's figure (Attack 2, Range 9) at (5, 0) on `five`, its turn started with Red at (at, 0). */
  const dice = (k: ArmyCard, five: string, at: number): number => {
    const s = play(row(five), [[at, 0]], [[5, 0]], [card({ name: 'Red', life: 10 })], [oneFigure(k, { attack: 2, range: 9, life: 10 })]);
    toAfterMove(s, 0, 1, true);
    return Number(ofType(choose(s, 'b1>a1'), 'AttackDeclared')[0]?.data['attackDice']);
  };
  expect(dice(c, '1h', 0)).toBe(5);
  // Engaged at the turn's start, or off shadow: no dice added.
  expect(dice(c, '1h', 4)).toBe(2);
  expect(dice(c, '1', 0)).toBe(2);
  expect(dice(withoutPowers(c), '1h', 0)).toBe(2);
});

family('blend-into-shadow', ['Mika Connour'], (c) => {
  /**
   * The card's figure (Blue, Defense 4) on (5, 0), `five` under it, takes its turn first with no
   * target near; after it (answering `answer` when asked): whether it was asked, the shadow tiles left,
   * the terrain now under it, and its defense dice against Red's attack from (0, 0) in Red's turn.
   */
  const after = (k: ArmyCard, five: string, answer: string): { asked: boolean; left: number; terrain: string; defense: number } => {
    const s = play(row(five), [[0, 0]], [[5, 0]], [card({ name: 'Red', range: 9, attack: 2, life: 10 })], [oneFigure(k, { defense: 4, life: 10, move: 0 })]);
    toAfterMove(s, 0, 1, true);
    const asked = optionIds(s).includes('blend-into-shadow:place');
    if (asked) choose(s, answer, 'use-power');
    const left = s.cards[1]!.tokens.filter((t) => t === 'shadow-tile').length;
    const terrain = terrainOf(boardOf(s), figure(s, 'b1').head);
    choose(s, 'done', 'choose-mover');
    const defense = Number(ofType(choose(s, 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['defenseDice']);
    return { asked, left, terrain, defense };
  };
  // Placed: the space is shadow from then on (1 more defense die: "Defending from a shadow space").
  expect(after(c, '1', 'blend-into-shadow:place')).toEqual({ asked: true, left: 1, terrain: 'shadow', defense: 5 });
  expect(after(c, '1', 'skip')).toEqual({ asked: true, left: 2, terrain: 'grass', defense: 4 });
  // Water (no land) or already shadow: no tile fits, nothing asked.
  expect(after(c, '1~', 'skip')).toMatchObject({ asked: false, left: 2, terrain: 'water' });
  expect(after(c, '1h', 'skip')).toMatchObject({ asked: false, left: 2, terrain: 'shadow' });
  expect(after(withoutPowers(c), '1', 'skip')).toEqual({ asked: false, left: 0, terrain: 'grass', defense: 4 });
});

family('hide-in-darkness', ['Darrak Ambershard', 'Deepwyrm Drow', 'Drow Chainfighter'], (c) => {
  /** The wounds on the card's figure (Defense 1) at (5, 0) on `five` after Red's 3 attack dice and then the given dice. */
  const wounds = (k: ArmyCard, five: string, dice: readonly number[]): number => {
    const s = play(row(five), [[0, 0]], [[5, 0]], [card({ name: 'Red', range: 9, attack: 3 })], [oneFigure(k, { defense: 1, life: 10 })]);
    toAfterMove(s, 0, 1);
    game.forceChance(s, dice);
    choose(s, 'a1>b1', 'choose-attack');
    return figure(s, 'b1').wounds;
  };
  expect(wounds(c, '1', [skull, skull, skull, 16])).toBe(0);
  expect(wounds(c, '1', [skull, skull, skull, 15, blank])).toBe(3);
  expect(wounds(c, '1d', [skull, skull, skull, 13])).toBe(0);
  expect(wounds(c, '1d', [skull, skull, skull, 12, blank])).toBe(3);
  expect(wounds(c, '1h', [skull, skull, skull, 10])).toBe(0);
  expect(wounds(c, '1', [blank, blank, blank, blank])).toBe(0);
  expect(wounds(withoutPowers(c), '1', [skull, skull, skull, blank])).toBe(3);
});

describe.skipIf(!HAVE_UNITS)('a double-space figure on a terrain (Snow Strength)', () => {
  /** The card's two-space figure on (5, 0)–(6, 0), (6, 0) being `six`, defends against Red (Range 9) from (4, 0): its defense dice. */
  const defense = (c: ArmyCard, six: string): number => {
    const rows = [['1', '1', '1', '1', '1', '1', six, '1', '1', '1', '1'].join(' ')];
    const s = play(
      rows,
      [[4, 0]],
      [
        [5, 0],
        [6, 0],
      ],
      [card({ name: 'Red', range: 9, attack: 2 })],
      [oneFigure(c, { spaces: 2, life: 10 })],
    );
    toAfterMove(s, 0, 1);
    return Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['defenseDice']);
  };
  it('Nerak is on snow when either of its spaces is', () => {
    const nerak = boundTo(cards, 'water-mastery').find((b) => b.params['terrain'] === 'snow')?.card;
    expect(nerak?.name).toBe('Nerak the Glacian Swog Rider');
    expect(defense(nerak!, '1s')).toBe(nerak!.defense + 1);
    expect(defense(nerak!, '1')).toBe(nerak!.defense);
  });
});
