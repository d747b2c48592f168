// Death Strike ("Immediate, when destroyed; make a {b} attack [before being destroyed]"), read from
// invented rows in the ddmwi format and played through the engine ("Hit Points": destroyed at 0 HP;
// "'Destroyed by' Triggers"; "Immediate Action"): when the creature's hit points fall to 0 its
// player may use the power while it is still in play — it makes a basic attack from its square — and
// only then is it removed and scored. Declined, or on a creature without it, nothing is attacked.
// Each test fails if the power is ignored or used after the creature is removed.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { actAnsweringPowers, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const tusks = { type: 'ATTACK' as const, text: 'Tusks: +10 vs. AC; 15 damage.' };
const rows = [
  entry({ name: 'Tusked Sow', hp: 40, powers: [tusks, { type: 'SPECIAL', text: 'Death Strike: Immediate, when destroyed; make a {b} attack.' }] }),
  entry({
    name: 'Grizzled Sow',
    hp: 40,
    powers: [tusks, { type: 'SPECIAL', text: 'Death Strike: Immediate, when this creature is destroyed; make a {b} attack before being destroyed.' }],
  }),
  entry({ name: 'Plain Sow', hp: 40, powers: [tusks] }),
  entry({ name: 'Spear Hunter', hp: 60, powers: [{ type: 'ATTACK', text: 'Spear: +10 vs. AC; 20 damage.' }] }),
];
const cards = importedCards(rows, 'death-strike.json');
afterAll(addTestCards(cards));

/** The hunter spears `sow` (at 10 HP) with a hit; `use`: the sow's power is used when offered. Returns the battle and the power questions asked. */
function spear(sow: string, use: boolean, rolls: number[]): { s: DdmState; offered: number } {
  const s = turnOf(
    ['Spear Hunter'],
    [sow],
    [
      [4, 4],
      [5, 4],
    ],
    'Spear Hunter',
    { prepare: (x) => void (byLabel(x, sow).hp = 10) },
  );
  return { s, offered: actAnsweringPowers(s, 'attack:0', rolls, use) };
}

describe('Death Strike: when destroyed, a basic attack before it is removed', () => {
  it('reads both printings as trigger self-destroyed × one basic attack, an immediate action', () => {
    const p = {
      kind: 'triggered',
      name: 'Death Strike',
      trigger: 'self-destroyed',
      activated: true,
      action: 'immediate',
      effect: { kind: 'basic-attacks', count: 1, melee: false },
    };
    expect(cards[0]?.powers).toEqual([p]);
    expect(cards[1]?.powers).toEqual([p]);
  });
  it('used: the destroyed sow attacks from its square (15 damage to the hunter), then is removed and scored', () => {
    for (const sow of ['Tusked Sow', 'Grizzled Sow']) {
      const { s, offered } = spear(sow, true, [15, 15]);
      expect(offered).toBe(1);
      expect(byLabel(s, 'Spear Hunter').hp).toBe(45);
      const dead = byLabel(s, sow);
      expect(dead.destroyed).toBe(true);
      expect(dead.pos).toBeNull();
      expect(s.vp[0]).toBeGreaterThan(0);
    }
  });
  it('declined, or a sow without the power: no attack, the sow is destroyed at once', () => {
    const declined = spear('Tusked Sow', false, [15]);
    expect(declined.offered).toBe(1);
    expect(byLabel(declined.s, 'Spear Hunter').hp).toBe(60);
    expect(byLabel(declined.s, 'Tusked Sow').destroyed).toBe(true);
    const plain = spear('Plain Sow', true, [15]);
    expect(plain.offered).toBe(0);
    expect(byLabel(plain.s, 'Spear Hunter').hp).toBe(60);
    expect(byLabel(plain.s, 'Plain Sow').destroyed).toBe(true);
  });
});
