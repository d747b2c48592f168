// Sniper ("+2 Attack and +5 Damage with {r} attacks against targets that cannot see this creature.",
// Drow Warrior) — import/situational-bonus.ts reads it as the continuous situational-bonus with the new
// field `ranged` (ranged attacks only: the attack kind the attackBonus and damageBonus queries give) and
// the situation unseen-by-target (the target has no line of sight to it): ddm-battle-rules-2011,
// "Bonuses and Penalties", "Line of Sight". Through the engine with forced dice against a Blinded ox
// (AC 18; a Blinded target also grants combat advantage, +2): the sniper's crossbow (+5) rolling 9 hits
// (18) and deals 5 + 5; a drow without the power (control) misses with the same 9; against the ox that
// sees, a 19 deals 5 (control); the sniper's rapier on the Blinded ox deals 5 (melee: no bonus).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rapier = { type: 'ATTACK' as const, text: 'Rapier: +7 vs. AC; 5 Damage' };
const crossbow = { type: 'ATTACK' as const, text: 'Hand Crossbow: (range 5) +5 vs. AC; 5 Damage' };
const rows = [
  entry({
    name: 'Drow Sniper',
    keywords: ['Drow'],
    powers: [rapier, crossbow, { type: 'SPECIAL', text: 'Sniper: +2 Attack and +5 Damage with {r} attacks against targets that cannot see this creature.' }],
  }),
  entry({ name: 'Drow Guard', keywords: ['Drow'], powers: [rapier, crossbow] }),
  entry({ name: 'Ox', hp: 60, ac: 18, powers: [rapier] }),
];
const cards = importedCards(rows, 'sniper.json');
afterAll(addTestCards(cards));

/** `drow` at (2,2) uses attack `k` on the ox at `at`, Blinded when `blinded`, rolling `d20`; the damage dealt. */
function dealt(drow: string, k: number, d20: number, blinded: boolean, at: [number, number] = [5, 2]): number {
  const s = turnOf([drow], ['Ox'], [[2, 2], at], drow, {
    prepare: (st) => (blinded ? void addCond(st, byLabel(st, 'Ox'), testCondition('Blinded')) : undefined),
  });
  act(s, `attack:${k}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return 60 - byLabel(s, 'Ox').hp;
}

describe('Sniper: +2 Attack and +5 Damage with ranged attacks against targets that cannot see this creature', () => {
  it('reads situational-bonus, ranged only, unseen-by-target', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      effect: { kind: 'situational-bonus', attack: 2, damage: 5, melee: false, ranged: true, when: 'unseen-by-target' },
    });
  });

  it("the Blinded ox: the sniper's 9 hits for 10; the plain drow's 9 misses", () => {
    expect(dealt('Drow Sniper', 1, 9, true)).toBe(10);
    expect(dealt('Drow Guard', 1, 9, true)).toBe(0);
  });

  it('the ox that sees it takes 5 from a 19; the rapier on the Blinded ox deals 5', () => {
    expect(dealt('Drow Sniper', 1, 19, false)).toBe(5);
    expect(dealt('Drow Sniper', 0, 19, true, [3, 2])).toBe(5);
  });
});
