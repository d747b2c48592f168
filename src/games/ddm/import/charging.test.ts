// Powers about a charge — the condition part `charging` (abilities/conditions/charging.ts: the party is
// taking its turn and has begun a charge) and the charge mark at the end of a turn —, read from
// invented rows and played through the engine with forced dice (ddm-battle-rules-2011, "Charge",
// "Activated Powers", "Immediate Action", COMMON TRIGGERED POWERS 'Movement' triggers, "End of Turn
// Phase", "Damage"):
// - Set Against Charge 10 ("Immediate, when a charging enemy moves into a square adjacent to this
//   creature; that enemy takes 10 Damage", Royal Guard; import/set-against-charge.ts): the brute that
//   charges the guard takes 10 as it steps beside it (used), none when declined; a plain move beside
//   the guard, or a charge at a guard without the power, offers nothing (controls).
// - Young Blood ("At end of this creature's turn, if it did not charge this turn, it takes 5 psychic
//   Damage", Young Minotaur; one wording, ONE_OFF_POWERS: trigger end-of-own-turn × the effect
//   damage-self with unlessCharged, abilities/effects/damage-self.ts): ending a
//   turn without a charge costs it 5; after a charge nothing; a plain
//   minotaur (control) takes none.
// Fails if either power is ignored or its charge condition is.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { hpLostEndingTurn } from './ends-turn.test-data.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +5 vs. AC; 10 damage.' };
const SET = 'Set Against Charge 10: Immediate, when a charging enemy moves into a square adjacent to this creature; that enemy takes 10 Damage.';
const YOUNG = "Young Blood: At end of this creature's turn, if it did not charge this turn, it takes 5 psychic Damage.";
const rows = [
  entry({ name: 'Royal Guard', hp: 60, powers: [club, { type: 'SPECIAL', text: SET }] }),
  entry({ name: 'Plain Guard', hp: 60, powers: [club] }),
  entry({ name: 'Brute', hp: 80, speed: 6, powers: [club] }),
  entry({ name: 'Young Minotaur', hp: 50, speed: 6, powers: [club, { type: 'SPECIAL', text: YOUNG }] }),
  entry({ name: 'Plain Minotaur', hp: 50, speed: 6, powers: [club] }),
  entry({ name: 'Ox', hp: 100, powers: [club] }),
];
const cards = importedCards(rows, 'charging.json');
afterAll(addTestCards(cards));

/** The brute at (5,8) charges (or moves beside) `guard` at (5,2), its attack rolling 2 (a miss); the power used when offered if `use`. */
function charged(guard: string, option: 'charge' | 'move', use: boolean): { offered: boolean; lost: number } {
  const s = turnOf(
    ['Brute'],
    [guard],
    [
      [5, 8],
      [5, 2],
    ],
    'Brute',
  );
  let offered = false;
  act(s, option, option === 'charge' ? [2] : [], (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, guard).id);
    if (d.kind === 'choose-destination') return '5,3';
    if (d.kind === 'use-power' && d.options.some((o) => o.id.startsWith('power:Set Against Charge'))) {
      offered = true;
      return use ? (d.options.find((o) => o.id.startsWith('power:Set Against Charge'))?.id ?? 'no') : 'no';
    }
    return d.options[0]?.id ?? null;
  });
  // The charge's path is the engine's (it ends on (4,3) or (5,3)): beside the guard either way.
  const at = byLabel(s, 'Brute').pos;
  expect(at && at.y === 3 && Math.abs(at.x - 5) <= 1).toBe(true);
  return { offered, lost: 80 - byLabel(s, 'Brute').hp };
}

describe('Set Against Charge: a charging enemy that moves beside this creature takes N damage', () => {
  it('reads EnterSquare (an enemy, charging, adjacent) × damage-other 10, immediate', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      activated: true,
      action: 'immediate',
      trigger: { event: 'EnterSquare', conditions: [{}, {}, {}, { kind: 'charging', of: 'actor' }, { kind: 'adjacent-to-self' }] },
      effect: { kind: 'damage-other', amount: 10, type: 'untyped' },
    });
  });

  it('the brute charging the guard takes 10 as it steps beside it; declined, none', () => {
    expect(charged('Royal Guard', 'charge', true)).toEqual({ offered: true, lost: 10 });
    expect(charged('Royal Guard', 'charge', false)).toEqual({ offered: true, lost: 0 });
  });

  it('controls: a plain move beside the guard, a charge at a guard without the power — nothing offered', () => {
    expect(charged('Royal Guard', 'move', true)).toEqual({ offered: false, lost: 0 });
    expect(charged('Plain Guard', 'charge', true)).toEqual({ offered: false, lost: 0 });
  });
});

describe('Young Blood: at the end of its turn, if it did not charge, it takes 5 psychic damage', () => {
  it('is the per-creature encoding', () => {
    expect(cards[3]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Young Blood',
      trigger: 'end-of-own-turn',
      activated: false,
      action: 'none',
      effect: { kind: 'damage-self', amount: 5, type: 'psychic', unlessCharged: true },
    });
  });

  it('a turn without a charge costs it 5; after a charge, nothing', () => {
    expect(hpLostEndingTurn('Young Minotaur', false)).toBe(5);
    expect(hpLostEndingTurn('Young Minotaur', true)).toBe(0);
  });

  it('control: a minotaur without the power takes nothing', () => {
    expect(hpLostEndingTurn('Plain Minotaur', false)).toBe(0);
  });
});
