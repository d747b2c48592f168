// Phalanx Training ("+5 {m} Damage while adjacent to an ally with Phalanx Training.", Dwarf Phalanx
// Soldier) — the continuous situational-bonus with the situation adjacent-ally-power: an ally adjacent
// to this creature has a power of that name (ddm-battle-rules-2011, "Bonuses and Penalties"; adjacency,
// "How to Choose Targets"). Through the engine with forced dice: the dwarf's 10 deals 15 with a trained
// ally beside it; with an untrained ally beside it, or the trained ally two squares away, 10 (controls).
// Fails if the bonus is ignored or given without the trained neighbour.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const axe = { type: 'ATTACK' as const, text: 'Axe: +10 vs. AC; 10 damage.' };
const training = { type: 'SPECIAL' as const, text: 'Phalanx Training: +5 {m} Damage while adjacent to an ally with Phalanx Training.' };
const rows = [
  entry({ name: 'Dwarf', powers: [axe, training] }),
  entry({ name: 'Shieldmate', powers: [axe, training] }),
  entry({ name: 'Recruit', powers: [axe] }),
  entry({ name: 'Ox', hp: 60, powers: [axe] }),
];
const cards = importedCards(rows, 'phalanx-training.json');
afterAll(addTestCards(cards));

/** The dwarf (2,2) hits the ox (3,2) with a 15, `ally` standing at `at`. */
function oxHpAfter(ally: string, at: [number, number]): number {
  const s = turnOf(['Dwarf', ally], ['Ox'], [[2, 2], at, [3, 2]], 'Dwarf');
  act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return byLabel(s, 'Ox').hp;
}

describe('Phalanx Training: +5 melee damage beside an ally with the same power', () => {
  it('reads situational-bonus adjacent-ally-power "Phalanx Training"', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      effect: { kind: 'situational-bonus', damage: 5, melee: true, when: 'adjacent-ally-power', keyword: 'Phalanx Training' },
    });
  });

  it('beside a trained ally the hit deals 15', () => {
    expect(oxHpAfter('Shieldmate', [2, 3])).toBe(45);
  });

  it('beside an untrained ally, or with the trained one 2 squares away, 10 (controls)', () => {
    expect(oxHpAfter('Recruit', [2, 3])).toBe(50);
    expect(oxHpAfter('Shieldmate', [2, 4])).toBe(50);
  });
});
