/**
 * Fearless Advantage (The Axe Grinders of Burning Forge) on the published card, through the real
 * engine: the attack dice it declares against a large, huge and medium figure, the defense dice
 * against a large attacker and a medium one, and the same card without its powers (the control).
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the card (../shared
 * units file, read at run time).
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

const SIZES = { medium: 5, large: 7, huge: 14 } as const;

/** The card's figure (Attack 2, Defense 3) at (4, 0) and Blue's figure of `size` at (5, 0): the dice declared when the card attacks, and when it defends. */
function dice(c: ArmyCard, size: keyof typeof SIZES): { attack: number; defense: number } {
  const scene = () =>
    play(ROW, [[4, 0]], [[5, 0]], [oneFigure(c, { attack: 2, defense: 3, life: 10 })], [card({ name: 'Blue', size, height: SIZES[size], life: 10 })]);
  let s = scene();
  toAfterMove(s, 0, 1);
  const attack = Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['attackDice']);
  s = scene();
  toAfterMove(s, 0, 1, true);
  const defense = Number(ofType(choose(s, 'b1>a1'), 'AttackDeclared')[0]?.data['defenseDice']);
  return { attack, defense };
}

describe.skipIf(!HAVE_UNITS)('Fearless Advantage on the published cards', () => {
  const bound = boundTo(cards, 'fearless-advantage');
  it('the pool binds it on The Axe Grinders of Burning Forge', () => expect(bound.map((b) => b.card.name)).toEqual(['The Axe Grinders of Burning Forge']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    expect(dice(c, 'large')).toEqual({ attack: 3, defense: 4 });
    expect(dice(c, 'huge')).toEqual({ attack: 3, defense: 4 });
    expect(dice(c, 'medium')).toEqual({ attack: 2, defense: 3 });
    expect(dice(withoutPowers(c), 'large')).toEqual({ attack: 2, defense: 3 });
  });
});
