// "AND each ally within 3 squares of this creature heals 5 HP" (attack effect heal-allies-within), from an
// invented row played through the engine with forced dice (ddm-battle-rules-2011, "Damage and Healing",
// Heal; "Counting Distance"): on a hit the wounded ally 3 squares from the attacker heals 5, the one 4
// squares away does not, nor the attacker itself; on a miss nobody heals. Fails if the clause is ignored
// (the row would not import: importedCards throws) or the distance is (the far ally would heal).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Bright Paladin',
    hp: 60,
    powers: [{ type: 'ATTACK', text: 'Lifting Smite: +11 vs. AC; 10 radiant Damage AND each ally within 3 squares of this creature heals 5 HP' }],
  }),
  entry({ name: 'Near Squire', hp: 40, powers: [poke] }),
  entry({ name: 'Far Squire', hp: 40, powers: [poke] }),
  entry({ name: 'Target Ox', hp: 100, ac: 20, powers: [poke] }),
];
const cards = importedCards(rows, 'heal-allies-within.json');
afterAll(addTestCards(cards));

/** Paladin at (4,5), squires at (7,5) (3 squares) and (8,5) (4 squares), all wounded by 20; the ox at (5,5). */
function smite(d20: number): DdmState {
  const s = turnOf(
    ['Bright Paladin', 'Near Squire', 'Far Squire'],
    ['Target Ox'],
    [
      [4, 5],
      [7, 5],
      [8, 5],
      [5, 5],
    ],
    'Bright Paladin',
    { prepare: (st) => ['Bright Paladin', 'Near Squire', 'Far Squire'].forEach((l) => (byLabel(st, l).hp -= 20)) },
  );
  act(s, 'attack:0', [d20]);
  return s;
}

describe('attack hit clause: each ally within N squares of this creature heals M HP', () => {
  it('reads the effect', () => {
    expect(cards[0]?.attacks[0]?.effects).toEqual([{ kind: 'heal-allies-within', amount: 5, within: 3 }]);
  });
  it('a hit: the ox takes 10, the squire 3 squares away heals 5; the one 4 away and the paladin do not', () => {
    const s = smite(15);
    expect(byLabel(s, 'Target Ox').hp).toBe(90);
    expect(byLabel(s, 'Near Squire').hp).toBe(25);
    expect(byLabel(s, 'Far Squire').hp).toBe(20);
    expect(byLabel(s, 'Bright Paladin').hp).toBe(40);
  });
  it('a miss: nobody heals', () => {
    const s = smite(2);
    expect(byLabel(s, 'Near Squire').hp).toBe(20);
  });
});
