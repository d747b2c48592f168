// Ghost Touch ("This creature's {m} attacks ignore Insubstantial", "Ignores Insubstantial with {m}
// attacks"; "{M}": its melee basic attacks), read from invented rows and played through the engine
// with forced dice (ddm-battle-rules-2011, "INSUBSTANTIAL": half damage from attacks, broken by the
// card). Against the insubstantial wraith its 20-damage sword deals 20, its bolt (ranged) 10, a knight
// without the power 10; with the {M} printing only the first, basic, melee attack deals 20. Fails if
// the power is ignored or widened to other attacks.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Sword: +10 vs. AC; 20 damage.' };
const rows = [
  entry({
    name: 'Ghost Knight',
    powers: [
      sword,
      { type: 'ATTACK', text: 'Bolt: (range 6) +10 vs. AC; 20 damage.' },
      { type: 'SPECIAL', text: 'Ghost Touch: Ignores Insubstantial with {m} attacks.' },
    ],
  }),
  entry({
    name: 'Monolith',
    powers: [
      sword,
      { type: 'ATTACK', text: 'Crush: +10 vs. AC; 20 damage.' },
      { type: 'ABILITY', text: "Ghost Touch: This creature's {M} attacks ignore Insubstantial" },
    ],
  }),
  entry({ name: 'Plain Knight', powers: [sword] }),
  entry({
    name: 'Wraith',
    hp: 100,
    powers: [
      { type: 'ATTACK', text: 'Touch: +5 vs. AC; 5 damage.' },
      { type: 'ABILITY', text: 'Insubstantial' },
    ],
  }),
];
const cards = importedCards(rows, 'ghost-touch.json');
afterAll(addTestCards(cards));

/** `who` at (1,1) hits the wraith at (1,2) with attack `k` (a 15): the wraith's HP after. */
function strike(who: string, k: number): number {
  const s = turnOf(
    [who],
    ['Wraith'],
    [
      [1, 1],
      [1, 2],
    ],
    who,
  );
  act(s, `attack:${k}`, [15], (d) => (d.kind === 'choose-target' ? (d.options[0]?.id ?? null) : null));
  return byLabel(s, 'Wraith').hp;
}

describe('Ghost Touch: melee attacks ignore Insubstantial', () => {
  it('reads both printings', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Ghost Touch', effect: { kind: 'ignores-insubstantial' } });
    expect(cards[1]?.powers[0]).toEqual({ kind: 'continuous', name: 'Ghost Touch', effect: { kind: 'ignores-insubstantial', basicOnly: true } });
  });

  it('{m}: the sword deals its 20 to the wraith; the bolt (ranged) and the control knight only 10', () => {
    expect(strike('Ghost Knight', 0)).toBe(80);
    expect(strike('Ghost Knight', 1)).toBe(90);
    expect(strike('Plain Knight', 0)).toBe(90);
  });

  it('{M}: the basic melee attack deals 20, the other melee attack 10', () => {
    expect(strike('Monolith', 0)).toBe(80);
    expect(strike('Monolith', 1)).toBe(90);
  });
});
