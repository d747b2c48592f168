// Distractor as the Mage Hand prints it ("Adjacent enemies may not make opportunity attacks.", also Will
// o'Wisps' Distracting Presence) — import/language-powers.ts reads it as the continuous
// enemies-near-no-opportunity-attacks, radius 1 (abilities/continuous/no-opportunity-attacks.ts: the
// makesOpportunityAttacks query answered "no" for this creature's enemies adjacent to it) —
// ddm-battle-rules-2011, "Opportunity Attacks" broken by the card ("CORE RULES AND EXCEPTIONS"),
// "Continuous Powers" (Active and Inactive: printed without Aura, it holds while its creature is
// inactive). Through the engine with forced dice: a mage casts its ranged Spark beside a guard (which
// provokes); with the hand beside the guard, awake or Stunned, the guard is not offered its attack; with a
// plain hand there (control) it is, and hits; with a Stunned creature whose power is the (Aura 1)
// wording (control) it is too, since an aura is off while its creature is inactive.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const slap = { type: 'ATTACK' as const, text: 'Slapping Hand: +2 vs. AC; 5 damage.' };
const rows = [
  entry({ name: 'Mage Hand', hp: 10, powers: [slap, { type: 'SPECIAL', text: 'Distractor: Adjacent enemies may not make opportunity attacks.' }] }),
  entry({ name: 'Plain Hand', hp: 10, powers: [slap] }),
  entry({ name: 'Grim Hand', hp: 10, powers: [slap, { type: 'SPECIAL', text: 'Presence: (Aura 1) Enemies in aura cannot make opportunity attacks.' }] }),
  entry({
    name: 'Mage',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Staff: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Spark: (range 6) +5 vs. Reflex; 5 damage.' },
    ],
  }),
  entry({ name: 'Guard', hp: 40, powers: [{ type: 'ATTACK', text: 'Claw: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'distractor.json');
afterAll(addTestCards(cards));

/** The mage (4,4) casts Spark at the guard (5,4), `hand` at (6,4) beside the guard; the dice: the guard's 15 when `expect`ed to be offered, then the Spark's 1. Returns [offered, mage's HP]. */
function provoke(hand: string, expected: boolean, stunned = false): [boolean, number] {
  const s = turnOf(
    ['Mage', hand],
    ['Guard'],
    [
      [4, 4],
      [6, 4],
      [5, 4],
    ],
    'Mage',
    { prepare: (st) => (stunned ? addCond(st, byLabel(st, hand), testCondition('Stunned')) : undefined) },
  );
  let offered = false;
  act(s, 'attack:1', expected ? [15, 1] : [1], (d) => {
    if (d.kind === 'opportunity-attack') {
      offered = true;
      return 'attack:0';
    }
    return d.kind === 'choose-target' ? String(byLabel(s, 'Guard').id) : null;
  });
  return [offered, byLabel(s, 'Mage').hp];
}

describe('Distractor: adjacent enemies may not make opportunity attacks (not an aura)', () => {
  it('reads the power', () => {
    expect(cards[0]?.powers).toEqual([{ kind: 'continuous', name: 'Distractor', effect: { kind: 'enemies-near-no-opportunity-attacks', radius: 1 } }]);
  });
  it('the guard beside the hand is not offered an opportunity attack against the mage', () => {
    expect(provoke('Mage Hand', false)).toEqual([false, 60]);
  });
  it('not an aura: with the hand Stunned (inactive) the guard is still not offered one', () => {
    expect(provoke('Mage Hand', false, true)).toEqual([false, 60]);
  });
  it('controls: a plain hand there, or a Stunned creature with the (Aura 1) wording: offered, and it hits', () => {
    expect(provoke('Plain Hand', true)).toEqual([true, 50]);
    expect(provoke('Grim Hand', true, true)).toEqual([true, 50]);
    expect(provoke('Grim Hand', false)).toEqual([false, 60]);
  });
});
