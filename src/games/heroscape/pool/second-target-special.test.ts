/**
 * Fledgling Lightning Breath Special Attack (Blue Wyrmling), the published card through the real
 * engine with forced dice: one roll of 2 dice for the targeted figure and one other figure within 3
 * clear sight spaces of it (out of Range 4 itself), each defending separately; a figure farther from
 * the target is never offered as the second; the target alone may be chosen. Control: the same card
 * without its powers is offered none of it.
 * Rulebook: heroscape-master-game-guide — "Special Attacks", "Multiple Targets", "Clear Sight
 * Spaces"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull } = FACE;
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';
const KEY = 'fledgling-lightning-breath-special-attack';

/** The card's figure at (0, 1); Blue's squad (Life 3, Defense 0): b1 (3, 1) in range, b2 (5, 1) 2 spaces from b1, b3 (9, 1) 6 from b1. */
function field(c: ArmyCard) {
  const s = battle(
    [ROW, ROW, ROW],
    [[0, 1]],
    [
      [3, 1],
      [5, 1],
      [9, 1],
    ],
    [oneFigure(c, { life: 5 })],
    [card({ name: 'Blue', kind: 'squad', figures: 3, life: 3, defense: 0 })],
  );
  toAfterMove(s, 0, 1);
  return s;
}

describe.skipIf(!HAVE_UNITS)('Fledgling Lightning Breath Special Attack, on the published card', () => {
  const bound = boundTo(cards, KEY);

  it('Blue Wyrmling: one roll for the target and one other figure within 3 clear sight spaces of it, each defends; the target alone too; without the power none', () => {
    expect(bound.map((b) => b.card.name)).toEqual(['Blue Wyrmling']);
    const c = bound[0]!.card;
    const s = field(c);
    const ids = optionIds(s).filter((id) => id.startsWith(KEY));
    expect(ids).toEqual(expect.arrayContaining([`${KEY}:a1>b1`, `${KEY}:a1>b1+b2`]));
    // b2 is out of Range 4 (only affected beside b1); b3 is 6 spaces from b1.
    expect(ids).not.toContain(`${KEY}:a1>b2`);
    expect(ids).not.toContain(`${KEY}:a1>b1+b3`);
    game.forceChance(s, [skull, skull]);
    const events = choose(s, `${KEY}:a1>b1+b2`, 'choose-attack');
    expect(ofType(events, 'DefenseRolled')).toHaveLength(2);
    expect(figure(s, 'b1').wounds).toBe(2);
    expect(figure(s, 'b2').wounds).toBe(2);
    expect(figure(s, 'b3').wounds).toBe(0);

    const alone = field(c);
    game.forceChance(alone, [skull, skull]);
    choose(alone, `${KEY}:a1>b1`, 'choose-attack');
    expect(figure(alone, 'b1').wounds).toBe(2);
    expect(figure(alone, 'b2').wounds).toBe(0);

    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith(KEY))).toBe(false);
  });
});

describe.skipIf(!HAVE_UNITS)('Tetsubo Special Attack, on the published card', () => {
  const TETSUBO = 'tetsubo-special-attack';

  it('Gurei-Oni: one roll for the target and, if chosen, one figure adjacent to it, each defends; not a figure beside the attacker only; without the power none', () => {
    const bound = boundTo(cards, TETSUBO);
    expect(bound.map((b) => b.card.name)).toEqual(['Gurei-Oni']);
    const c = bound[0]!.card;
    // Gurei-Oni a1 at (1, 1); Blue (numbered by space): b1 (0, 1) beside a1 only, b2 (2, 1) the target, b3 (3, 1) beside b2, b4 (5, 1).
    const club = (x: ArmyCard) => {
      const s = battle(
        [ROW, ROW, ROW],
        [[1, 1]],
        [
          [0, 1],
          [2, 1],
          [3, 1],
          [5, 1],
        ],
        [oneFigure(x, { life: 9 })],
        [card({ name: 'Blue', kind: 'squad', figures: 4, life: 3, defense: 0 })],
      );
      toAfterMove(s, 0, 1);
      return s;
    };
    const s = club(c);
    const ids = optionIds(s).filter((id) => id.startsWith(TETSUBO));
    expect(ids).toEqual(expect.arrayContaining([`${TETSUBO}:a1>b2`, `${TETSUBO}:a1>b2+b3`]));
    expect(ids).not.toContain(`${TETSUBO}:a1>b2+b1`);
    expect(ids).not.toContain(`${TETSUBO}:a1>b2+b4`);
    game.forceChance(s, [skull, skull, FACE.blank]);
    const events = choose(s, `${TETSUBO}:a1>b2+b3`, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3, affected: ['b2', 'b3'] });
    expect([figure(s, 'b1').wounds, figure(s, 'b2').wounds, figure(s, 'b3').wounds]).toEqual([0, 2, 2]);
    expect(optionIds(club(withoutPowers(c))).some((id) => id.startsWith(TETSUBO))).toBe(false);
  });
});

describe.skipIf(!HAVE_UNITS)('Thunder Ram Assault Special Attack on the published card', () => {
  const RAM = 'thunder-ram-assault-special-attack';
  /** The card's figure at (`from`, 0); Blue (Life 5, Defense 0): b1 (3, 0), b2 (6, 0) 3 spaces from b1, b3 (3, 1) and b4 (2, 2) within 2 of b1. */
  function field(c: ArmyCard, from: number) {
    const s = battle(
      [ROW, ROW, ROW],
      [[from, 0]],
      [
        [3, 0],
        [6, 0],
        [3, 1],
        [2, 2],
      ],
      [oneFigure(c, { move: 6 })],
      [card({ name: 'Blue', kind: 'squad', figures: 4, life: 5, defense: 0 })],
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    return s;
  }
  /** The Thunder Ram options once a1 has moved to (2, 0) from (`from`, 0), or stayed there. */
  function rams(c: ArmyCard, from: number) {
    const s = field(c, from);
    if (from !== 2) {
      choose(s, 'fig:a1', 'choose-mover');
      choose(s, optionWhere(s, { q: 2, r: 0 }).id);
    }
    while (open(s).kind === 'choose-mover') choose(s, 'done');
    return { s, ids: open(s).kind === 'choose-attack' ? optionIds(s).filter((id) => id.startsWith(RAM)) : [] };
  }

  it('Eltahale: a figure it was not adjacent to at the turn start and up to two within 2 spaces of it, one roll; not one adjacent at the start; without the power none', () => {
    const bound = boundTo(cards, RAM);
    expect(bound.map((b) => b.card.name)).toEqual(['Eltahale']);
    const c = bound[0]!.card;
    const { s, ids } = rams(c, 0);
    // At (2, 0) a1 is adjacent to b1 and b3; b2, 3 spaces from b1, is never one of the others.
    expect(ids).toContain(`${RAM}:a1>b1+b3+b4`);
    expect(ids).toContain(`${RAM}:a1>b1+b4`);
    expect(ids.some((id) => id.includes('b2'))).toBe(false);
    game.forceChance(s, [skull, skull, FACE.blank, FACE.blank]);
    const events = choose(s, `${RAM}:a1>b1+b3+b4`, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 4, affected: ['b1', 'b3', 'b4'] });
    expect(['b1', 'b2', 'b3', 'b4'].map((id) => figure(s, id).wounds)).toEqual([2, 0, 2, 2]);
    // Already adjacent to b1 and b3 when the turn began: neither may be its target.
    expect(rams(c, 2).ids).toEqual([]);
    expect(rams(withoutPowers(c), 0).ids).toEqual([]);
  });
});
