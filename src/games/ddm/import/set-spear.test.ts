// Set Spear as the Shieldwall Soldier prints it ("Use when an enemy enters an adjacent square while
// charging: Make 1 opportunity attack against that enemy.") — its one wording, encoded for that
// creature (content/ddmwi-side-table.ts ONE_OFF_POWERS): the composed trigger of Set Against Charge
// (EnterSquare: an enemy, charging, entering a square adjacent to it) × the effect basic-attack-vs-other
// with the new field `opportunity` (abilities/effects/basic-attack-vs-other.ts) — ddm-battle-rules-2011,
// "Opportunity Attacks" (a basic attack against an adjacent enemy it sees; Once Per Turn), "Charge",
// "Activated Powers", COMMON TRIGGERED POWERS ('Movement' triggers). Through the engine with forced
// dice: the brute charging the soldier is speared (its roll of 15 hits for 10) before its own attack;
// declined, nothing; controls: a plain move beside the soldier, a charge at a soldier without the
// power, and a soldier whose opportunity attack of the turn is spent — nothing offered.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const SPEAR = 'Set Spear: Use when an enemy enters an adjacent square while charging: Make 1 opportunity attack against that enemy.';
const spear = { type: 'ATTACK' as const, text: 'Spear: +10 vs. AC; 10 Damage' };
const rows = [
  entry({ name: 'Shieldwall Soldier', hp: 30, powers: [spear, { type: 'SPECIAL', text: SPEAR }] }),
  entry({ name: 'Plain Soldier', hp: 30, powers: [spear] }),
  entry({ name: 'Brute', hp: 80, speed: 6, powers: [{ type: 'ATTACK', text: 'Club: +5 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'set-spear.json');
afterAll(addTestCards(cards));

/**
 * The brute at (5,8) charges (or moves beside) `soldier` at (5,2); the dice: the soldier's roll of 15
 * first when it spears, then the brute's roll of 2 (a miss). `spent`: the soldier's opportunity attack
 * of this turn is already used. Returns whether the power was offered and the HP each side lost.
 */
function charged(soldier: string, option: 'charge' | 'move', use: boolean, spent = false): { offered: boolean; brute: number; soldier: number } {
  const s = turnOf(
    ['Brute'],
    [soldier],
    [
      [5, 8],
      [5, 2],
    ],
    'Brute',
  );
  if (spent) s.turn?.oa.push(byLabel(s, soldier).id);
  let offered = false;
  const dice = option === 'charge' ? (use && soldier === 'Shieldwall Soldier' && !spent ? [15, 2] : [2]) : [];
  act(s, option, dice, (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, soldier).id);
    if (d.kind === 'choose-destination') return '5,3';
    const o = d.options.find((x) => x.id.startsWith('power:Set Spear'));
    if (d.kind === 'use-power' && o) {
      offered = true;
      return use ? o.id : 'no';
    }
    return d.options[0]?.id ?? null;
  });
  const at = byLabel(s, 'Brute').pos;
  expect(at && at.y === 3 && Math.abs(at.x - 5) <= 1).toBe(true);
  return { offered, brute: 80 - byLabel(s, 'Brute').hp, soldier: 30 - byLabel(s, soldier).hp };
}

describe('Set Spear: an opportunity attack against an enemy that charges in beside this creature', () => {
  it('is the per-creature encoding: EnterSquare (an enemy, charging, adjacent) × an opportunity attack', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Set Spear',
      trigger: {
        event: 'EnterSquare',
        conditions: [
          { kind: 'actor-is', who: 'enemy' },
          { kind: 'on-map', of: 'actor' },
          { kind: 'on-map', of: 'self' },
          { kind: 'charging', of: 'actor' },
          { kind: 'adjacent-to-self', of: 'actor' },
        ],
      },
      activated: true,
      action: 'none',
      effect: { kind: 'basic-attack-vs-other', melee: false, opportunity: true },
    });
  });

  it('the charging brute is speared for 10 as it steps beside the soldier; declined, nothing', () => {
    expect(charged('Shieldwall Soldier', 'charge', true)).toEqual({ offered: true, brute: 10, soldier: 0 });
    expect(charged('Shieldwall Soldier', 'charge', false)).toEqual({ offered: true, brute: 0, soldier: 0 });
  });

  it('controls: a plain move beside it, a soldier without the power, its opportunity attack already spent', () => {
    expect(charged('Shieldwall Soldier', 'move', true)).toEqual({ offered: false, brute: 0, soldier: 0 });
    expect(charged('Plain Soldier', 'charge', true)).toEqual({ offered: false, brute: 0, soldier: 0 });
    expect(charged('Shieldwall Soldier', 'charge', true, true)).toEqual({ offered: false, brute: 0, soldier: 0 });
  });
});
