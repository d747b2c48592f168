/**
 * Shotgun Blast Special Attack on every published card that has it (Johnny 'Shotgun' Sullivan, James
 * Murphy), through the real engine with forced dice: Range 5, 3 dice rolled once, the chosen figure
 * and the figures adjacent to it defend separately (a figure two spaces away does not); the attacker
 * standing next to its target is not affected; nothing beyond Range 5. Control: the same card
 * without its powers is offered no such attack.
 * Rulebook: heroscape-master-game-guide — "Special Attacks", "Multiple Targets"; the power's text is
 * on the cards (../shared units file, read at run time).
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
const KEY = 'shotgun-blast-special-attack';
const squad = (figures: number) => card({ name: 'Blue', kind: 'squad', figures, life: 1, defense: 1 });
const ROW = ['1 1 1 1 1 1 1 1 1 1 1'];

describe.skipIf(!HAVE_UNITS)('Shotgun Blast Special Attack on the published cards', () => {
  const bound = boundTo(cards, KEY);

  it('the pool binds it on the 2 cards that print it', () =>
    expect(bound.map((b) => b.card.name).sort()).toEqual(['James Murphy', "Johnny 'Shotgun' Sullivan"]));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: 3 dice once at Range 5, the target and its neighbours defend, not the attacker; without the power no blast',
    (_, c) => {
      const me = (x: ArmyCard) => oneFigure(x, { attack: 2, range: 7, life: 5 });
      const s = battle(
        ROW,
        [[0, 0]],
        [
          [5, 0],
          [6, 0],
          [8, 0],
        ],
        [me(c)],
        [squad(3)],
      );
      toAfterMove(s, 0, 1);
      expect(optionIds(s)).toContain(`${KEY}:a1>b1`);
      expect(optionIds(s)).not.toContain(`${KEY}:a1>b2`);
      game.forceChance(s, [skull, skull, blank, blank, blank]);
      const events = choose(s, `${KEY}:a1>b1`, 'choose-attack');
      expect(ofType(events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3, affected: ['b1', 'b2'] });
      expect([figure(s, 'b1').destroyed, figure(s, 'b2').destroyed, figure(s, 'b3').destroyed]).toEqual([true, true, false]);

      // Next to its target: the blast's neighbours are the target's, never the attacker.
      const close = battle(ROW, [[0, 0]], [[1, 0]], [me(c)], [squad(1)]);
      toAfterMove(close, 0, 1);
      game.forceChance(close, [skull, skull, skull, blank]);
      const near = choose(close, `${KEY}:a1>b1`, 'choose-attack');
      expect(ofType(near, 'SpecialAttack')[0]?.data).toMatchObject({ affected: ['b1'] });
      expect(figure(close, 'a1').wounds).toBe(0);

      const control = battle(ROW, [[0, 0]], [[5, 0]], [me(withoutPowers(c))], [squad(1)]);
      toAfterMove(control, 0, 1);
      expect(optionIds(control).some((id) => id.startsWith(KEY))).toBe(false);
    },
  );
});
