// Zehir's Tactics ("Use when an ally hits an enemy adjacent to this creature with a {m} attack: +10
// damage on that attack"), read from an invented row and played through the engine with forced dice
// (ddm-battle-rules-2011, "Activated Powers", "Bonuses and Penalties"). The squire's fist hits the ox
// beside the incanter: used, 20 damage; declined (control) 10; the ox 2 squares from the incanter, or a
// ranged hit, offers nothing. Fails if the power is ignored or its adjacency or melee condition is.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const ZEHIR = "Zehir's Tactics: Use when an ally hits an enemy adjacent to this creature with a {m} attack: +10 damage on that attack.";
const rows = [
  entry({
    name: 'Incanter',
    hp: 100,
    powers: [
      { type: 'ATTACK', text: 'Staff: +5 vs. AC; 5 damage.' },
      { type: 'SPECIAL', text: ZEHIR },
    ],
  }),
  entry({
    name: 'Squire',
    hp: 100,
    powers: [
      { type: 'ATTACK', text: 'Fist: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Sling: (range 6) +10 vs. AC; 10 damage.' },
    ],
  }),
  entry({ name: 'Ox', hp: 100, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'zehirs-tactics.json');
afterAll(addTestCards(cards));

/** The squire (2,2) hits the ox (3,2) with attack `k`; the incanter at `at`; used when offered if `use`. */
function hit(at: [number, number], k: number, use: boolean): { offered: boolean; hp: number } {
  const s = turnOf(['Squire', 'Incanter'], ['Ox'], [[2, 2], at, [3, 2]], 'Squire');
  let offered = false;
  act(s, `attack:${k}`, [15], (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, 'Ox').id);
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id.startsWith("power:Zehir's Tactics"))) return null;
    offered = true;
    return use ? "power:Zehir's Tactics" : 'no';
  });
  return { offered, hp: byLabel(s, 'Ox').hp };
}

describe("Zehir's Tactics: +N damage on an ally's melee hit on an enemy adjacent to this creature", () => {
  it('reads a composed Hit trigger × damage-bonus', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      trigger: {
        event: 'Hit',
        conditions: expect.arrayContaining([
          { kind: 'actor-is', who: 'ally' },
          { kind: 'adjacent-to-self', of: 'target' },
        ]),
      },
      effect: { kind: 'damage-bonus', amount: 10 },
    });
  });

  it('the ox beside the incanter: 20 used, 10 declined (control)', () => {
    expect(hit([4, 2], 0, true)).toEqual({ offered: true, hp: 80 });
    expect(hit([4, 2], 0, false)).toEqual({ offered: true, hp: 90 });
  });

  it('not offered: the ox 2 squares from the incanter; a ranged hit', () => {
    expect(hit([5, 2], 0, true)).toEqual({ offered: false, hp: 90 });
    expect(hit([4, 2], 1, true)).toEqual({ offered: false, hp: 90 });
  });
});
