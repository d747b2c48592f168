/**
 * Dragon Breath Special Attack on the published card that prints it (Rhogar Dragonspine), through the
 * real engine with forced dice: 3 dice rolled once for every figure in Line of Sight on the 3 spaces in
 * a straight line from him, friend or foe, each defending separately; a figure on the 4th space is
 * not affected. Control: the same card without its powers is offered no breath.
 * Rulebook: heroscape-master-game-guide — "Special Attacks", "Multiple Targets"; the power's text is
 * on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const KEY = 'dragon-breath-special-attack';

describe.skipIf(!HAVE_UNITS)('Dragon Breath Special Attack on the published card', () => {
  it('Rhogar Dragonspine: 3 dice once along 3 spaces in a line, each figure on them defends; the 4th space spared; without the power none', () => {
    const bound = boundTo(cards, KEY);
    expect(bound.map((b) => b.card.name)).toEqual(['Rhogar Dragonspine']);
    const c = bound[0]!.card;
    // Rhogar a1 at (0, 0) on level 1; along the row: b1 (small) beside him, a2 (his own army's) 2 spaces out,
    // b2 3 out on level 3 (seen over the others), b3 4 out.
    const rows = ['1 1 1 3 3 1 1'];
    const field = (x: ArmyCard) => {
      const s = battle(
        rows,
        [
          [0, 0],
          [2, 0],
        ],
        [
          [1, 0],
          [3, 0],
          [4, 0],
        ],
        [oneFigure(x, { life: 5 }), card({ name: 'Friend', size: 'small', height: 2, life: 5, defense: 0 })],
        [card({ name: 'Blue', kind: 'squad', figures: 3, size: 'small', height: 2, life: 5, defense: 0 })],
      );
      toAfterMove(s, 0, 2);
      return s;
    };
    const s = field(c);
    // Engaged with b1: only the line through b1 is offered.
    const lines = optionIds(s).filter((id) => id.startsWith(KEY));
    expect(lines).toHaveLength(1);
    game.forceChance(s, [skull, skull, blank]);
    const events = choose(s, lines[0]!, 'choose-attack');
    expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3 });
    expect([...(ofType(events, 'SpecialAttack')[0]?.data['affected'] as string[])].sort()).toEqual(['a2', 'b1', 'b2']);
    expect([figure(s, 'b1').wounds, figure(s, 'a2').wounds, figure(s, 'b2').wounds, figure(s, 'b3').wounds]).toEqual([2, 2, 2, 0]);
    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith(KEY))).toBe(false);
  });
});
