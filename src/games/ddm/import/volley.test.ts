// Volley ("+2 {r} Attack for each adjacent ally with Volley.", Graypeak Goblin Archer; import/per-creature-
// bonus.ts): the continuous attack-bonus-per-creature counting adjacent allies whose card has a power
// named Volley, ranged attacks only (ddm-battle-rules-2011, "Bonuses and Penalties"). Through the engine
// with forced dice against an ox of AC 14 six squares away: the archer's shortbow (+5) rolling 7 misses
// alone and beside allies without Volley (controls), hits beside Volley archers; two (+4) make a 5 hit, one
// (+2) does not; one makes a 7 hit, a 6 still misses; its sword beside the ox gets nothing from them (ranged only).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bow = { type: 'ATTACK' as const, text: 'Shortbow: (sight) +5 vs. AC; 10 Damage' };
const sword = { type: 'ATTACK' as const, text: 'Sword: +5 vs. AC; 5 Damage' };
const VOLLEY = { type: 'SPECIAL' as const, text: 'Volley: +2 {r} Attack for each adjacent ally with Volley.' };
const rows = [
  entry({ name: 'Archer', keywords: ['Goblin'], powers: [sword, bow, VOLLEY] }),
  entry({ name: 'Volley Archer', keywords: ['Goblin'], powers: [sword, bow, VOLLEY] }),
  entry({ name: 'Goblin', keywords: ['Goblin'], powers: [sword, bow] }),
  entry({ name: 'Ox', hp: 60, ac: 14, powers: [sword] }),
];
const cards = importedCards(rows, 'volley.json');
afterAll(addTestCards(cards));

const two: [number, number][] = [
  [1, 2],
  [2, 3],
];

/** The first Archer at (2,2) attacks the ox (at `ox`) with attack `index` rolling `roll`, its allies at `at`; the ox's HP after. */
function oxHpAfter(allies: readonly string[], at: readonly [number, number][], roll: number, index = 1, ox: [number, number] = [2, 8]): number {
  const s = turnOf(['Archer', ...allies], ['Ox'], [[2, 2], ...at, ox], 'Archer');
  act(s, `attack:${index}`, [roll], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return byLabel(s, 'Ox').hp;
}

describe('Volley: +2 ranged Attack for each adjacent ally with Volley', () => {
  it('reads attack-bonus-per-creature counting allies with the power, ranged only', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'continuous',
      name: 'Volley',
      effect: { kind: 'attack-bonus-per-creature', amount: 2, power: 'Volley', within: 1, allies: true, melee: false, ranged: true },
    });
  });

  it('a 7 misses alone and beside goblins without Volley (controls), hits beside two Volley archers', () => {
    expect(oxHpAfter([], [], 7)).toBe(60);
    expect(oxHpAfter(['Goblin', 'Goblin'], two, 7)).toBe(60);
    expect(oxHpAfter(['Volley Archer', 'Volley Archer'], two, 7)).toBe(50);
    // Two Volley allies give +4: a 5 hits (5+5+4 = 14); beside one Volley ally and a goblin it misses.
    expect(oxHpAfter(['Volley Archer', 'Volley Archer'], two, 5)).toBe(50);
    expect(oxHpAfter(['Volley Archer', 'Goblin'], two, 5)).toBe(60);
  });

  it('one Volley ally gives +2: a 7 hits, a 6 misses', () => {
    expect(oxHpAfter(['Volley Archer'], [[1, 2]], 7)).toBe(50);
    expect(oxHpAfter(['Volley Archer'], [[1, 2]], 6)).toBe(60);
  });

  it('control: its melee sword gets nothing from Volley allies', () => {
    expect(oxHpAfter(['Volley Archer', 'Volley Archer'], two, 7, 0, [3, 2])).toBe(60);
    expect(oxHpAfter(['Volley Archer', 'Volley Archer'], two, 9, 0, [3, 2])).toBe(55);
  });
});
