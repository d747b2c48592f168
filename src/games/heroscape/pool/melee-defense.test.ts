/**
 * Melee Defense 1 and 4 on every published card that has them (pool tables), through the real
 * engine: an adjacent attacker's normal attack meets 1 (4) more defense dice; an attacker from afar
 * does not, nor a special attack, nor anyone when the card has no powers (the controls).
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the cards (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove, withPowers } from '../abilities/rotv-testkit.js';
import { card, choose, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The defense dice declared against a normal attack by a1 (Range 9) from `at` on b1 (Defense 3) at (5, 0). */
function defenseDice(c: ArmyCard, at: number): number {
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1'], [[at, 0]], [[5, 0]], [card({ name: 'Attacker', range: 9, attack: 2 })], [oneFigure(c, { defense: 3, life: 20 })]);
  toAfterMove(s, 0, 1);
  return Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['defenseDice']);
}

/** The defense dice b1 (Defense 3) at (5, 0) rolls against an adjacent Explosion Special Attack (3 dice) from (4, 0). */
function specialDefenseDice(c: ArmyCard): number {
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1 1'],
    [[4, 0]],
    [[5, 0]],
    [withPowers({ name: 'Walker', attack: 3, range: 7 }, 'Explosion Special Attack')],
    [oneFigure(c, { defense: 3, life: 20 })],
  );
  toAfterMove(s, 0, 1);
  const rolled = ofType(choose(s, 'explosion-special-attack:a1>b1'), 'DefenseRolled').find((e) => e.data['defender'] === 'b1');
  return (rolled?.data['faces'] as unknown[] | undefined)?.length ?? -1;
}

describe.skipIf(!HAVE_UNITS)('Melee Defense 1 on the published cards', () => {
  const bound = boundTo(cards, 'melee-defense-1');

  it('the pool binds it on the 2 cards that print it', () => expect(bound).toHaveLength(2));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s rolls 4 dice against an adjacent attacker, 3 against one from afar; without the power 3',
    (_, c) => {
      expect(defenseDice(c, 4)).toBe(4);
      expect(defenseDice(c, 0)).toBe(3);
      expect(defenseDice(withoutPowers(c), 4)).toBe(3);
    },
  );
});

describe.skipIf(!HAVE_UNITS)('Melee Defense 4 on the published cards', () => {
  const bound = boundTo(cards, 'melee-defense-4');

  it('the pool binds it on Major X17', () => expect(bound.map((b) => b.card.name)).toEqual(['Major X17']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s rolls 7 dice against an adjacent attacker, 3 against one from afar or a special attack; without the power 3',
    (_, c) => {
      expect(defenseDice(c, 4)).toBe(7);
      expect(defenseDice(c, 0)).toBe(3);
      expect(defenseDice(withoutPowers(c), 4)).toBe(3);
      expect(specialDefenseDice(c)).toBe(3);
    },
  );
});
