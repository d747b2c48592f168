// Scent, both wordings (ONE_OFF_POWERS in content/ddmwi-side-table.ts, the continuous conceal-extra-die;
// ddm-battle-rules-2011, "Conceal": a hit on a target with Conceal N stands only if a d20 rolls N or
// higher): Winter Wolf Scout ("Use when rolling for Conceal: Roll an extra 1d20 and use the higher
// result.") and Werewolf Lord ("Use when attacking an adjacent enemy with Conceal. Roll an extra 1d20
// against the enemy's Conceal and use the higher result.", adjacent only). Through the engine with forced
// dice against a Conceal 11 target: the bite hits (15), the Conceal dice 3 then 12 — the scout keeps the
// hit (12), a plain wolf (control) loses it (3); the lord keeps it with its bite beside the target, loses
// it with its javelin from 4 squares away (not adjacent: one die, 3). The forced dice must all be used,
// so each case also checks how many Conceal dice were rolled. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const javelin = { type: 'ATTACK' as const, text: 'Javelin: (sight) +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Winter Wolf Scout',
    powers: [bite, { type: 'SPECIAL', text: 'Scent: Use when rolling for Conceal: Roll an extra 1d20 and use the higher result.' }],
  }),
  entry({
    name: 'Werewolf Lord',
    powers: [
      bite,
      javelin,
      {
        type: 'SPECIAL',
        text: "Scent: Use when attacking an adjacent enemy with Conceal. Roll an extra 1d20 against the enemy's Conceal and use the higher result.",
      },
    ],
  }),
  entry({ name: 'Plain Wolf', powers: [bite] }),
  entry({ name: 'Misty Walker', hp: 60, powers: [bite, { type: 'ABILITY', text: 'Conceal 11' }] }),
];
const cards = importedCards(rows, 'scent.json');
afterAll(addTestCards(cards));

/** `who` at (2,2) attacks the Conceal 11 walker at `at` with attack `index` and `dice` (the attack die, then the Conceal dice: each must be used); the walker's HP after. */
function walkerHpAfter(who: string, dice: readonly number[], index = 0, at: [number, number] = [3, 2]): number {
  const s = turnOf([who], ['Misty Walker'], [[2, 2], at], who);
  act(s, `attack:${index}`, [...dice], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Misty Walker').id) : null));
  return byLabel(s, 'Misty Walker').hp;
}

describe('Scent: an extra d20 for Conceal, the higher used', () => {
  it('is the per-creature encoding, both wordings', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Scent', effect: { kind: 'conceal-extra-die' } });
    expect(cards[1]?.powers[0]).toEqual({ kind: 'continuous', name: 'Scent', effect: { kind: 'conceal-extra-die', adjacent: true } });
  });

  it('the scout keeps its hit (12 beats Conceal 11); a plain wolf (control) loses it (3)', () => {
    expect(walkerHpAfter('Winter Wolf Scout', [15, 3, 12])).toBe(50);
    expect(walkerHpAfter('Plain Wolf', [15, 3])).toBe(60);
  });

  it('the lord: beside the target it keeps the hit; its javelin from 4 squares away does not (adjacent only)', () => {
    expect(walkerHpAfter('Werewolf Lord', [15, 3, 12])).toBe(50);
    expect(walkerHpAfter('Werewolf Lord', [15, 3], 1, [2, 6])).toBe(60);
  });
});
