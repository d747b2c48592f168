// Reinforced ("Use when an enemy or ally scores a critical hit against this creature: That attack is a
// hit instead") and Scale Rune ("Immediate action, when an attack scores a Critical hit vs. an adjacent
// ally: The attack scores a normal hit instead"), read from invented rows and played through the engine
// with forced dice (ddm-battle-rules-2011, "Activated Powers", "Attack Roll": a natural 20 is a critical
// hit, base damage doubled; 2008 guidelines "Attack sequence" B4). The brute's 20 deals 20 to a guard
// that declines (the control) and 10 when it uses Reinforced; a 15 offers nothing. Scale Rune turns the
// 20 against the squire beside it into 10, not against a squire 2 squares away, not against itself.
// Fails if either power is ignored or widened to other targets.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const fist = { type: 'ATTACK' as const, text: 'Fist: +10 vs. AC; 10 damage.' };
const REINFORCED = 'Reinforced: Use when an enemy or ally scores a critical hit against this creature: That attack is a hit instead.';
const SCALE_RUNE = 'Scale Rune: Immediate action, when an attack scores a Critical hit vs. an adjacent ally: The attack scores a normal hit instead.';
const rows = [
  entry({ name: 'Guard', hp: 100, powers: [fist, { type: 'SPECIAL', text: REINFORCED, limit: 1 }] }),
  entry({ name: 'Runeguard', hp: 100, powers: [fist, { type: 'SPECIAL', text: SCALE_RUNE, limit: 1 }] }),
  entry({ name: 'Squire', hp: 100, powers: [fist] }),
  entry({ name: 'Brute', hp: 100, powers: [fist] }),
];
const cards = importedCards(rows, 'crit-to-hit.json');
afterAll(addTestCards(cards));

/** The brute at (3,2) hits `victim` rolling `roll`; `mine` stand at `at`; `power` used when offered if `use`. */
function strike(mine: string[], at: [number, number][], victim: string, roll: number, power: string, use: boolean): { offered: boolean; hp: number } {
  const s = turnOf(mine, ['Brute'], [...at, [3, 2]], 'Brute');
  let offered = false;
  act(s, 'attack:0', [roll], (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, victim).id);
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id.startsWith(`power:${power}`))) return null;
    offered = true;
    return use ? `power:${power}` : 'no';
  });
  return { offered, hp: byLabel(s, victim).hp };
}

describe('a critical hit becomes a normal hit (Reinforced, Scale Rune)', () => {
  it('reads composed Hit triggers (a critical hit on this creature / an adjacent ally) × crit-becomes-hit', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Reinforced',
      trigger: { event: 'Hit', conditions: [{ kind: 'hit' }, { kind: 'critical-hit' }, { kind: 'target-is', who: 'self' }] },
      activated: true,
      action: 'none',
      uses: 1,
      effect: { kind: 'crit-becomes-hit' },
    });
    expect(cards[1]?.powers[0]).toMatchObject({
      action: 'immediate',
      trigger: {
        event: 'Hit',
        conditions: [{ kind: 'hit' }, { kind: 'critical-hit' }, { kind: 'target-is', who: 'ally' }, { kind: 'adjacent-to-self', of: 'target' }],
      },
    });
  });

  it('Reinforced: the 20 deals 10 when used, 20 when declined (control); a 15 offers nothing', () => {
    expect(strike(['Guard'], [[2, 2]], 'Guard', 20, 'Reinforced', true)).toEqual({ offered: true, hp: 90 });
    expect(strike(['Guard'], [[2, 2]], 'Guard', 20, 'Reinforced', false)).toEqual({ offered: true, hp: 80 });
    expect(strike(['Guard'], [[2, 2]], 'Guard', 15, 'Reinforced', true)).toEqual({ offered: false, hp: 90 });
  });

  it('Scale Rune: the adjacent squire takes 10 when used; not offered for a squire 2 squares away, nor for itself', () => {
    expect(
      strike(
        ['Runeguard', 'Squire'],
        [
          [2, 1],
          [2, 2],
        ],
        'Squire',
        20,
        'Scale Rune',
        true,
      ),
    ).toEqual({ offered: true, hp: 90 });
    expect(
      strike(
        ['Runeguard', 'Squire'],
        [
          [2, 1],
          [2, 2],
        ],
        'Squire',
        20,
        'Scale Rune',
        false,
      ),
    ).toEqual({ offered: true, hp: 80 });
    expect(
      strike(
        ['Runeguard', 'Squire'],
        [
          [0, 2],
          [2, 2],
        ],
        'Squire',
        20,
        'Scale Rune',
        true,
      ),
    ).toEqual({ offered: false, hp: 80 });
    expect(
      strike(
        ['Runeguard', 'Squire'],
        [
          [2, 2],
          [6, 6],
        ],
        'Runeguard',
        20,
        'Scale Rune',
        true,
      ),
    ).toEqual({ offered: false, hp: 80 });
  });
});
