// Shortened Reach ("Can't make opportunity attacks", "Cannot make opportunity attacks."), read from
// invented rows and played through the engine with forced dice (ddm-battle-rules-2011, "Opportunity
// Attacks" broken by the card, "CORE RULES AND EXCEPTIONS"): the mage beside the imp casts its ranged
// Spark (provoking), or walks away: the imp is not offered an opportunity attack either time, while
// the control guard without the power is, and its 15 hits. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS = ["Shortened Reach: Can't make opportunity attacks", 'Shortened Reach: Cannot make opportunity attacks.'];
const claw = { type: 'ATTACK' as const, text: 'Claw: +10 vs. AC; 10 damage.' };
const rows = [
  ...WORDINGS.map((text, i) => entry({ name: `Imp ${i}`, hp: 40, powers: [claw, { type: i === 0 ? ('ABILITY' as const) : ('SPECIAL' as const), text }] })),
  entry({ name: 'Guard', hp: 40, powers: [claw] }),
  entry({
    name: 'Mage',
    hp: 60,
    speed: 6,
    powers: [
      { type: 'ATTACK', text: 'Staff: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Spark: (range 6) +5 vs. Reflex; 5 damage.' },
    ],
  }),
];
const cards = importedCards(rows, 'shortened-reach.json');
afterAll(addTestCards(cards));

/**
 * The mage (at (4,4)) casts its Spark at `who` (at (5,4)), `d20s` forced: the claw's 15 when `who` is
 * offered an opportunity attack (it takes it), then the Spark's 1. Returns [offered, mage's HP].
 */
function provoke(who: string, d20s: number[]): [boolean, number] {
  const s = turnOf(
    ['Mage'],
    [who],
    [
      [4, 4],
      [5, 4],
    ],
    'Mage',
  );
  let offered = false;
  act(s, 'attack:1', d20s, (d) => {
    if (d.kind === 'opportunity-attack') {
      offered = true;
      return 'attack:0';
    }
    return d.kind === 'choose-target' ? String(byLabel(s, who).id) : null;
  });
  return [offered, byLabel(s, 'Mage').hp];
}

/** The mage (at (4,4)) walks away from `who` (at (5,4)) to (1,4), `d20s` forced as in `provoke`. Returns [offered, mage's HP]. */
function walkAway(who: string, d20s: number[]): [boolean, number] {
  const s = turnOf(
    ['Mage'],
    [who],
    [
      [4, 4],
      [5, 4],
    ],
    'Mage',
  );
  let offered = false;
  act(s, 'move', d20s, (d) => {
    if (d.kind === 'opportunity-attack') {
      offered = true;
      return 'attack:0';
    }
    return d.kind === 'choose-destination' ? '1,4' : null;
  });
  return [offered, byLabel(s, 'Mage').hp];
}

describe('Shortened Reach: cannot make opportunity attacks', () => {
  it('reads both wordings as the continuous no-opportunity-attacks', () => {
    for (let i = 0; i < WORDINGS.length; i++)
      expect(cards[i]?.powers).toEqual([{ kind: 'continuous', name: 'Shortened Reach', effect: { kind: 'no-opportunity-attacks' } }]);
  });

  it("a ranged attack beside the imp provokes nothing from it; the guard's claw hits for 10 (control)", () => {
    for (let i = 0; i < WORDINGS.length; i++) expect(provoke(`Imp ${i}`, [1])).toEqual([false, 60]);
    expect(provoke('Guard', [15, 1])).toEqual([true, 50]);
  });

  it("leaving the imp's side provokes nothing from it; the guard's claw hits for 10 (control)", () => {
    for (let i = 0; i < WORDINGS.length; i++) expect(walkAway(`Imp ${i}`, [])).toEqual([false, 60]);
    expect(walkAway('Guard', [15])).toEqual([true, 50]);
  });
});
