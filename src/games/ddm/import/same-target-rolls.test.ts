// "(two attacks vs. same target) +N vs. D; X damage" and "2 attacks against 1 target, +N vs. D each;
// X Damage each": the 2008 guidelines' "Single Attacks that require multiple rolls" — one attack of
// several rolls against one creature, made together, the number of hits counting the damage (attack field
// multiRoll, rules/attack.ts). Read from invented rows and played through the engine with forced dice:
// two hits deal twice the damage, one hit once, two misses nothing, and the attack is one attack (one
// target chosen, one use). Fails if the printing is ignored (the rows would not import) or read as one roll.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({ name: 'Twin Knife', powers: [{ type: 'ATTACK', text: 'Two Knives: (two attacks vs. same target) +12 vs. AC; 5 damage.' }] }),
  entry({ name: 'Axe Thrower', powers: [{ type: 'ATTACK', text: 'Hand Axes: (range 5) 2 attacks against 1 target, +10 vs. AC each; 10 Damage each' }] }),
  entry({ name: 'Target Ox', hp: 80, ac: 20, powers: [{ type: 'ATTACK', text: 'Poke: +1 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'same-target-rolls.json');
afterAll(addTestCards(cards));

/** `who` at (4,5) attacks the ox at `ox` with the forced d20s (every one must be rolled); the ox's HP after. */
function hpAfter(who: string, d20s: number[], ox: [number, number]): number {
  const s = turnOf([who], ['Target Ox'], [[4, 5], ox], who);
  act(s, 'attack:0', d20s);
  return byLabel(s, 'Target Ox').hp;
}

describe('attacks: N rolls against the same target (one attack)', () => {
  it('reads both printings as one attack of 2 rolls, each roll its damage', () => {
    expect(cards[0]?.attacks[0]).toMatchObject({ bonus: 12, range: { kind: 'melee' }, damage: [{ amount: 5, type: 'untyped' }], multiRoll: { rolls: 2 } });
    expect(cards[1]?.attacks[0]).toMatchObject({
      bonus: 10,
      range: { kind: 'ranged', range: 5 },
      damage: [{ amount: 10, type: 'untyped' }],
      multiRoll: { rolls: 2 },
    });
    expect(cards[1]?.attacks[0]?.upTo).toBeUndefined();
  });
  it('the knives: two hits 10, one hit 5, two misses 0', () => {
    expect(hpAfter('Twin Knife', [10, 10], [5, 5])).toBe(70);
    expect(hpAfter('Twin Knife', [10, 2], [5, 5])).toBe(75);
    expect(hpAfter('Twin Knife', [2, 2], [5, 5])).toBe(80);
  });
  it('the axes from 3 squares: two hits 20, one hit 10 (a single roll would deal 10 or nothing)', () => {
    expect(hpAfter('Axe Thrower', [15, 15], [7, 5])).toBe(60);
    expect(hpAfter('Axe Thrower', [2, 15], [7, 5])).toBe(70);
  });
});
