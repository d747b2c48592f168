// Tests for ddm-battle-rules-2011, "Hit Points", Set-Up Effects: a set-up power's bonus or penalty sets
// the maximum and current HP, and the bloodied value becomes half the new maximum (rounded down to a
// multiple of 5, "Round Down").
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards, battleWith, PLAIN } from '../powers/test-cards.js';
import { byLabel } from '../testkit.js';

const cleanup = addTestCards([
  // Shaped like a real card's set-up power (20 HP, 30 with an allied champion of a keyword; bloodied 15).
  { ...PLAIN, name: 'Test Picador', level: 2, hp: 20, powers: [{ kind: 'setup-hp', name: 'Battle Training', amount: 10, ifChampionKeyword: 'Dwarf' }] },
  { ...PLAIN, name: 'Test Frail', hp: 45, powers: [{ kind: 'setup-hp', name: 'Frail', amount: -10 }] },
]);
afterAll(cleanup);

describe('Hit Points: set-up effects', () => {
  it('with an allied Dwarf champion: maximum and current HP 30, bloodied at 15', () => {
    const s = battleWith(
      [{ card: 'Test Picador' }, { card: 'Dwarf Battlemaster' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [1, 1],
        [3, 3],
        [9, 9],
      ],
    );
    const c = byLabel(s, 'Test Picador');
    expect([c.maxHp, c.hp, c.bloodied]).toEqual([30, 30, 15]);
  });

  it("without one (or with the opponent's): the card's 20 HP, bloodied at 10", () => {
    const s = battleWith(
      [{ card: 'Test Picador' }],
      [{ card: 'Dwarf Battlemaster' }],
      [
        [1, 1],
        [9, 9],
      ],
    );
    const c = byLabel(s, 'Test Picador');
    expect([c.maxHp, c.hp, c.bloodied]).toEqual([20, 20, 10]);
  });

  it('a penalty: 45 - 10 = 35 HP, bloodied at half of 35 rounded down to 15', () => {
    const s = battleWith(
      [{ card: 'Test Frail' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [1, 1],
        [9, 9],
      ],
    );
    const c = byLabel(s, 'Test Frail');
    expect([c.maxHp, c.hp, c.bloodied]).toEqual([35, 35, 15]);
  });
});
