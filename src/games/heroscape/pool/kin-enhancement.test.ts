/**
 * The kin enhancements (abilities/kin-enhancement.ts) on every published card bound to them, through
 * the real engine: the dice a friend of the named kind declares next to the card's figure, one space
 * away from it, a friend of another kind, and the same card without its powers (the control).
 * Rulebook: heroscape-master-game-guide — "Special Powers", "Attack dice and defense dice"; the powers'
 * texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = ['1 1 1 1 1 1 1 1 1 1 1'];

interface Kind {
  readonly species: string;
  readonly class: string;
  readonly personality: string;
}

/**
 * The card's figure at (at, 0), Red's friend of `kind` (Attack 2, Defense 3, Range 5) at (5, 0),
 * Blue at (blueAt, 0): the dice the friend declares attacking Blue, and defending against Blue.
 */
function dice(c: ArmyCard, kind: Kind, at: number, blueAt = 6): { attack: number; defense: number } {
  const scene = () =>
    play(
      ROW,
      [
        [at, 0],
        [5, 0],
      ],
      [[blueAt, 0]],
      [oneFigure(c), card({ name: 'Friend', ...kind, attack: 2, defense: 3, range: 5, life: 10 })],
      [card({ name: 'Blue', attack: 2, defense: 3, range: 5, life: 10 })],
    );
  let s = scene();
  toAfterMove(s, 1, 2);
  const attack = Number(ofType(choose(s, 'a2>b1'), 'AttackDeclared')[0]?.data['attackDice']);
  s = scene();
  toAfterMove(s, 1, 2, true);
  const defense = Number(ofType(choose(s, 'b1>a2'), 'AttackDeclared')[0]?.data['defenseDice']);
  return { attack, defense };
}

const EXPECTED: Readonly<Record<string, readonly string[]>> = {
  'Concan the Kyrie Warrior': ['Knight and Sentinel Enhancement'],
  'Swog Rider': ['Orc Archer Enhancement'],
  'Marcus Decimus Gallus': ['Soldier Attack Enhancement'],
  'Brave Arrow': ['Scout Melee Attack Enhancement'],
  'Kyntela Gwyn': ['Strength of Oak Aura 1'],
  'Khosumet the Darklord': ['Relentless Assault'],
  'Dumutef Guard': ['Devourer Attack Enhancement'],
};

describe.skipIf(!HAVE_UNITS)('Kin enhancements on the published cards', () => {
  const bound = boundTo(cards, 'kin-enhancement');
  it('the pool binds them on the cards that print them', () => expect(bound.map((b) => b.card.name).sort()).toEqual(Object.keys(EXPECTED).sort()));

  it.each(bound.map((b) => [b.card.name, b] as const))('%s', (_, { card: c, params }) => {
    const first = (field: string) => (typeof params[field] === 'string' ? String(params[field]).split(',')[0]! : 'any');
    const kind: Kind = { species: first('species'), class: first('class'), personality: first('personality') };
    const other: Kind = { species: 'gnome', class: 'tinkers', personality: 'tricky' };
    const attack = 2 + Number(params['attack'] ?? 0);
    const defense = 3 + Number(params['defense'] ?? 0);
    const melee = params['adjacentTarget'] === 1;
    // Next to the card's figure: the dice the card names (a melee-only die against the adjacent Blue).
    expect(dice(c, kind, 4)).toEqual({ attack, defense });
    // Two spaces away, another kind, or the card without its powers: the card's numbers.
    expect(dice(c, kind, 3)).toEqual({ attack: 2, defense: 3 });
    expect(dice(c, other, 4)).toEqual({ attack: 2, defense: 3 });
    expect(dice(withoutPowers(c), kind, 4)).toEqual({ attack: 2, defense: 3 });
    // Blue two spaces from the friend: a melee-only die is not added, the others are.
    if (Number(params['attack'] ?? 0) > 0) {
      const s = play(
        ROW,
        [
          [4, 0],
          [5, 0],
        ],
        [[7, 0]],
        [oneFigure(c), card({ name: 'Friend', ...kind, attack: 2, range: 5 })],
        [card({ name: 'Blue', life: 10 })],
      );
      toAfterMove(s, 1, 2);
      expect(Number(ofType(choose(s, 'a2>b1'), 'AttackDeclared')[0]?.data['attackDice'])).toBe(melee ? 2 : attack);
    }
  });
});
