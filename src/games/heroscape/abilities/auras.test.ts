import { abilityKey } from './ability.js';
import { describe, expect, it } from 'vitest';
import type { ArmyCard } from '../cards/army-card.js';
import { card, choose, config, fieldWith, ofType, placeMarkers, start } from '../battle/testkit.js';

// Red: a1 (the aura card) at (0, 0), a2 at (1, 0); Blue: b1 at (2, 0), b2 (the aura card) at (3, 0).
const FIELD = fieldWith(
  ['1 1 1 1 1'],
  [
    [0, 0],
    [1, 0],
  ],
  [
    [2, 0],
    [3, 0],
  ],
);
const power = (name: string) => [{ name, text: 'our words', ability: abilityKey(name) }];

function declared(red: ArmyCard[], blue: ArmyCard[]) {
  const s = start(config(FIELD, red, blue));
  placeMarkers(s, [1, 1, 1, 1], [2, 2, 2, 2]);
  choose(s, 'done');
  return ofType(choose(s, 'a2>b1'), 'AttackDeclared')[0]?.data;
}

describe('Attack Aura 1 and Defensive Aura 1 (query modifiers)', () => {
  it('a Range 1 friend next to the aura card attacks with 1 more die; a friend next to the defensive aura defends with 1 more', () => {
    const red = [card({ name: 'Red Champion', powers: power('Attack Aura 1') }), card({ name: 'Red Soldier', attack: 3 })];
    const blue = [card({ name: 'Blue Soldier', defense: 2 }), card({ name: 'Blue Champion', powers: power('Defensive Aura 1') })];
    expect(declared(red, blue)).toMatchObject({ attackDice: 4, defenseDice: 3 });
  });

  it('without the powers the same attack is 3 dice against 2', () => {
    expect(
      declared(
        [card({ name: 'Red Champion' }), card({ name: 'Red Soldier', attack: 3 })],
        [card({ name: 'Blue Soldier', defense: 2 }), card({ name: 'Blue Champion' })],
      ),
    ).toMatchObject({
      attackDice: 3,
      defenseDice: 2,
    });
  });

  it('Attack Aura 1 helps only figures with Range 1', () => {
    const red = [card({ name: 'Red Champion', powers: power('Attack Aura 1') }), card({ name: 'Red Archer', attack: 3, range: 5 })];
    expect(declared(red, [card({ name: 'Blue Soldier', defense: 2 }), card({ name: 'Blue Champion' })])).toMatchObject({ attackDice: 3 });
  });
});
