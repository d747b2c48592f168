// "On miss, this creature is destroyed" (an attack's miss clause; ddm-battle-rules-2011, "Hit
// Points": a destroyed creature is removed; "Assault", Destroying enemy creatures: the opponent scores
// its cost), read from invented rows and played through the engine with forced dice: the leaper
// misses and is destroyed — removed, its cost scored by the other player, its "when this creature is
// destroyed" power (5 damage to each adjacent creature) used first; a hit leaves it in play; the
// control's line without the clause misses and stays. Fails if the clause is ignored or dropped.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Chaos Leaper',
    cost: 12,
    powers: [
      { type: 'ATTACK', text: 'Bite: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Wild Slam: +10 vs. AC; 10 damage AND Dazed. On miss, this creature is destroyed.' },
    ],
  }),
  entry({
    name: 'Bursting Leaper',
    cost: 12,
    powers: [
      { type: 'ATTACK', text: 'Wild Slam: +10 vs. AC; 10 damage. On miss, this creature is destroyed.' },
      { type: 'SPECIAL', text: 'Death Burst: When this creature is destroyed, each adjacent enemy and ally takes 5 damage.' },
    ],
  }),
  entry({ name: 'Stone Wall', hp: 60, ac: 18, powers: [{ type: 'ATTACK', text: 'Fist: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'destroyed-on-miss.json');
afterAll(addTestCards(cards));

/** `leaper` (2,2) makes attack `k` against the wall (3,2) rolling `roll`. */
function slam(leaper: string, k: number, roll: number): DdmState {
  const s = turnOf(
    [leaper],
    ['Stone Wall'],
    [
      [2, 2],
      [3, 2],
    ],
    leaper,
  );
  act(s, `attack:${k}`, [roll]);
  return s;
}

describe('"On miss, this creature is destroyed"', () => {
  it('reads the clause as the miss effect destroy-attacker', () => {
    expect(cards[0]?.attacks[1]?.miss).toEqual({ damage: [], effects: [{ kind: 'destroy-attacker' }] });
  });

  it('a miss (2 + 10 against AC 18): the leaper is destroyed and the other player scores its cost', () => {
    const s = slam('Chaos Leaper', 1, 2);
    const leaper = byLabel(s, 'Chaos Leaper');
    expect(leaper.pos).toBeNull();
    expect(leaper.destroyed).toBe(true);
    expect(s.vp[1]).toBe(12);
    expect(byLabel(s, 'Stone Wall').hp).toBe(60);
  });

  it('a hit leaves it in play; the line without the clause misses and it stays', () => {
    const hit = slam('Chaos Leaper', 1, 15);
    expect(byLabel(hit, 'Chaos Leaper').pos).not.toBeNull();
    expect(byLabel(hit, 'Stone Wall').hp).toBe(50);
    const plain = slam('Chaos Leaper', 0, 2);
    expect(byLabel(plain, 'Chaos Leaper').pos).not.toBeNull();
    expect(plain.vp[1]).toBe(0);
  });

  it('its "when this creature is destroyed" power is used as it goes: the adjacent wall takes 5', () => {
    const s = slam('Bursting Leaper', 0, 2);
    expect(byLabel(s, 'Bursting Leaper').pos).toBeNull();
    expect(byLabel(s, 'Stone Wall').hp).toBe(55);
  });
});
