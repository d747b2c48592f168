// Attacks printed "… damage, ignore Insubstantial" or "(range N, ignore insubstantial)"
// (ddm-battle-rules-2011, "Insubstantial": an insubstantial creature takes half damage from attacks;
// these attacks say that it does not), read from invented rows and played through the engine: the
// insubstantial target takes the full damage from them and half from the same attack printed
// without the clause. Each test fails if the clause is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({ name: 'Bane Mage', powers: [{ type: 'ATTACK', text: 'Force Bolt: (range 10) +10 vs. Reflex; 20 damage, ignore Insubstantial.' }] }),
  entry({ name: 'Ward Mage', powers: [{ type: 'ATTACK', text: 'Ghost Lance: (range 10, ignores insubstantial) +10 vs. Reflex; 20 damage.' }] }),
  entry({ name: 'Plain Mage', powers: [{ type: 'ATTACK', text: 'Bolt: (range 10) +10 vs. Reflex; 20 damage.' }] }),
  entry({
    name: 'Mist Wraith',
    hp: 80,
    powers: [
      { type: 'ATTACK', text: 'Touch: +5 vs. AC; 5 damage.' },
      { type: 'SPECIAL', text: 'Insubstantial' },
    ],
  }),
];
const cards = importedCards(rows, 'ignore-insubstantial.json');
afterAll(addTestCards(cards));

/** `mage` shoots the insubstantial wraith 5 squares away with a roll of 15; the HP it lost. */
function shot(mage: string): number {
  const s = turnOf(
    [mage],
    ['Mist Wraith'],
    [
      [2, 2],
      [2, 7],
    ],
    mage,
  );
  act(s, 'attack:0', [15]);
  return 80 - byLabel(s, 'Mist Wraith').hp;
}

describe('attacks: ignore Insubstantial', () => {
  it('reads the clause after the damage and inside the range', () => {
    expect(cards.map((c) => c.attacks[0]?.ignoresInsubstantial)).toEqual([true, true, undefined, undefined]);
  });
  it('the insubstantial target takes the full 20 from them, half from the plain bolt', () => {
    expect(shot('Bane Mage')).toBe(20);
    expect(shot('Ward Mage')).toBe(20);
    expect(shot('Plain Mage')).toBe(10);
  });
});
