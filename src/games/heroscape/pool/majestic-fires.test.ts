/**
 * Majestic Fires Special Attack on the published card that has it (Zelrig), through the real engine
 * with forced dice: 3 dice once at Range 7 on the chosen figure and its neighbours; a Common Squad
 * figure (Defense 3) rolls 1 defense die, a hero beside it (Defense 3) all 3; Zelrig is not affected.
 * Control: the same card without its powers is offered no such attack.
 * Rulebook: heroscape-master-game-guide — "Special Attacks", "Multiple Targets"; the power's text is
 * on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, ofType } from '../battle/testkit.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const KEY = 'majestic-fires-special-attack';

describe.skipIf(!HAVE_UNITS)('Majestic Fires Special Attack on the published card', () => {
  it('Zelrig: one roll for the target and its neighbours, Common Squad figures 2 fewer defense dice; without the power none', () => {
    const bound = boundTo(cards, KEY);
    expect(bound.map((b) => b.card.name)).toEqual(['Zelrig']);
    const zelrig = bound[0]!.card;
    const blue = [card({ name: 'Squad', kind: 'squad', rarity: 'common', figures: 1, life: 5, defense: 3 }), card({ name: 'Hero', life: 5, defense: 3 })];
    const s = battle(
      ['1 1 1 1 1 1 1 1 1 1'],
      [[0, 0]],
      [
        [5, 0],
        [6, 0],
      ],
      [oneFigure(zelrig)],
      blue,
    );
    toAfterMove(s, 0, 1);
    game.forceChance(s, [skull, skull, blank, blank, blank, blank, blank]);
    const events = choose(s, `${KEY}:a1>b1`, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3, affected: ['b1', 'b2'] });
    expect(ofType(events, 'DefenseRolled').map((e) => [e.data['defender'], (e.data['faces'] as unknown[]).length])).toEqual([
      ['b1', 1],
      ['b2', 3],
    ]);

    const control = battle(
      ['1 1 1 1 1 1 1 1 1 1'],
      [[0, 0]],
      [
        [5, 0],
        [6, 0],
      ],
      [oneFigure(withoutPowers(zelrig))],
      blue,
    );
    toAfterMove(control, 0, 1);
    expect(optionIds(control).some((id) => id.startsWith(KEY))).toBe(false);
  });
});
