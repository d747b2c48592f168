/**
 * Force Orb Special Attack on the published card that prints it (Heirloom), through the real engine
 * with forced dice: Range 5, 3 dice rolled once, the chosen opponent's figure and every opponent's
 * figure adjacent to it defend separately; a figure of the attacker's own army next to the target is
 * not affected (where Shotgun Blast would hit it); nothing beyond Range 5. Control: the same card
 * without its powers is offered no such attack.
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
const KEY = 'force-orb-special-attack';
const squad = (name: string, figures: number) => card({ name, kind: 'squad', figures, life: 1, defense: 1 });
const ROW = ['1 1 1 1 1 1 1 1 1 1 1'];

describe.skipIf(!HAVE_UNITS)('Force Orb Special Attack on the published card', () => {
  const bound = boundTo(cards, KEY);

  it('the pool binds it on the one card that prints it', () => expect(bound.map((b) => b.card.name)).toEqual(['Heirloom']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: 3 dice once at Range 5, the target and its opponent neighbours defend, never a friend; without the power no orb',
    (_, c) => {
      const me = (x: ArmyCard) => oneFigure(x, { attack: 2, range: 7, life: 5 });
      // Red: Heirloom a1 and a friendly squad figure a2; Blue (numbered along the row): b1 (target), b2 beside it, b3 farther.
      const s = battle(
        ROW,
        [
          [0, 0],
          [6, 0],
        ],
        [
          [4, 0],
          [5, 0],
          [8, 0],
        ],
        [me(c), squad('Red', 1)],
        [squad('Blue', 3)],
      );
      toAfterMove(s, 0, 2);
      expect(optionIds(s)).toContain(`${KEY}:a1>b1`);
      expect(optionIds(s).some((id) => id.startsWith(`${KEY}:a1>a`))).toBe(false); // never a figure of its own army
      game.forceChance(s, [skull, skull, blank, blank, blank]);
      const events = choose(s, `${KEY}:a1>b1`, 'choose-attack');
      expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3, affected: ['b1', 'b2'] });
      expect([figure(s, 'b1').destroyed, figure(s, 'b2').destroyed, figure(s, 'b3').destroyed]).toEqual([true, true, false]);

      // 6 spaces away: beyond Range 5 (the normal attack at range 7 still reaches).
      const far = battle(ROW, [[0, 0]], [[6, 0]], [me(c)], [squad('Blue', 1)]);
      toAfterMove(far, 0, 1);
      expect(optionIds(far)).toContain('a1>b1');
      expect(optionIds(far).some((id) => id.startsWith(KEY))).toBe(false);

      // A friend next to the target is spared (Shotgun Blast would hit it): target b1 at 5, red a2 at 6 beside it.
      const f = battle(
        ROW,
        [
          [0, 0],
          [6, 0],
        ],
        [[5, 0]],
        [me(c), squad('Red', 1)],
        [squad('Blue', 1)],
      );
      toAfterMove(f, 0, 2);
      game.forceChance(f, [skull, skull, skull, blank]);
      const spared = choose(f, `${KEY}:a1>b1`, 'choose-attack');
      expect(ofType(spared, 'SpecialAttack')[0]?.data).toMatchObject({ affected: ['b1'] });
      expect(figure(f, 'b1').destroyed).toBe(true);
      expect(figure(f, 'a2').destroyed).toBe(false);
      expect(figure(f, 'a2').wounds).toBe(0);

      const control = battle(ROW, [[0, 0]], [[5, 0]], [me(withoutPowers(c))], [squad('Blue', 1)]);
      toAfterMove(control, 0, 1);
      expect(optionIds(control).some((id) => id.startsWith(KEY))).toBe(false);
    },
  );
});
