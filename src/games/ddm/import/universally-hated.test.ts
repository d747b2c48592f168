// Universally Hated, "Worth +N VP if destroyed by a level L or lower enemy" (import/universally-hated.ts;
// continuous vp-bonus-destroyed-by-level): invented rows through the engine with forced dice
// (ddm-battle-rules-2011, "Assault": the opponent scores the destroyed creature's cost; "'Destroyed by'
// Triggers"). The level-4 brute's bite (10: hit) destroys the cost-10 witch: its side scores 10 + 5; the
// level-10 titan's the same bite scores 10; the plain witch (control) scores 10 to the brute. Fails if
// the bonus is ignored or given whoever destroys it.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 20 damage.' };
const HATED = { type: 'SPECIAL' as const, text: 'Universally Hated: Worth +5 VP if destroyed by a level 9 or lower enemy.' };
const rows = [
  entry({ name: 'Hated Witch', cost: 10, hp: 20, powers: [bite, HATED] }),
  entry({ name: 'Plain Witch', cost: 10, hp: 20, powers: [bite] }),
  entry({ name: 'Brute', level: 4, powers: [bite] }),
  entry({ name: 'Titan', level: 10, powers: [bite] }),
];
const cards = importedCards(rows, 'universally-hated.json');
afterAll(addTestCards(cards));

/** `killer` bites the adjacent `witch` (10: hit, 20 damage): the VP its side has after. */
function destroy(killer: string, witch: string): number {
  const s = turnOf(
    [killer],
    [witch],
    [
      [2, 2],
      [2, 3],
    ],
    killer,
  );
  const before = s.vp[byLabel(s, killer).owner] ?? 0;
  act(s, 'attack:0', [10], (d) => (d.kind === 'choose-target' ? String(byLabel(s, witch).id) : null));
  expect(byLabel(s, witch).destroyed).toBe(true);
  return (s.vp[byLabel(s, killer).owner] ?? 0) - before;
}

describe('Universally Hated: worth +N VP if destroyed by a level L or lower enemy', () => {
  it('reads the continuous power', () => {
    expect(cards[0]?.powers).toContainEqual({
      kind: 'continuous',
      name: 'Universally Hated',
      effect: { kind: 'vp-bonus-destroyed-by-level', amount: 5, maxLevel: 9 },
    });
  });
  it('destroyed by the level-4 brute: 10 + 5 VP; by the level-10 titan: 10', () => {
    expect(destroy('Brute', 'Hated Witch')).toBe(15);
    expect(destroy('Titan', 'Hated Witch')).toBe(10);
  });
  it('the plain witch (control): 10', () => {
    expect(destroy('Brute', 'Plain Witch')).toBe(10);
  });
});
