// "RECHARGE when this creature is missed by a {m} attack" (Iron Bulwark) and "… is missed by an attack"
// (Bloodbath): the recharge event missed-by, asked by rules/attack.ts once a miss stands (after a
// re-roll or a cancellation) — ddm-battle-rules-2011, "Rechargeable Powers": each time the recharge
// condition occurs a spent use comes back; {m} a melee attack ("Making an Attack"). Played through the
// engine with forced dice: the brute's bite missing gives Far Spear back, a bite that hits or a sling
// that misses does not; "… by an attack" comes back on the sling's miss too; the control without the
// sentence stays spent. Fails if the sentence stays a gap or the miss is not announced.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const limited = (name: string, sentence: string) =>
  entry({
    name,
    hp: 60,
    ac: 15,
    powers: [
      { type: 'ATTACK', text: 'Claw: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: `Far Spear: (range 10) +10 vs. AC; 10 damage. ${sentence}`, limit: 1 },
    ],
  });
const rows = [
  limited('Iron Guard', 'RECHARGE when this creature is missed by a {m} attack.'),
  limited('Blood Toad', 'RECHARGE when this creature is missed by an attack.'),
  limited('Plain Spear', ''),
  entry({
    name: 'Straw Brute',
    hp: 200,
    powers: [
      { type: 'ATTACK', text: 'Bite: +5 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Sling: (range 10) +5 vs. AC; 10 damage.' },
    ],
  }),
];
const cards = importedCards(rows, 'recharge-on-missed.json');
afterAll(addTestCards(cards));

const spent = (s: DdmState, label: string) => ctxFor(s).counters.spentCount(`${byLabel(s, label).id}:Far Spear`) > 0;

/** The brute's turn beside `who` (Far Spear spent): attack `n` (0 Bite, 1 Sling) at `who` with the d20 given (+5 vs. AC 15: 10 hits). Spent still? */
function attacked(who: string, n: number, d20: number): boolean {
  const s = turnOf(
    [who],
    ['Straw Brute'],
    [
      [5, 5],
      [5, 6],
    ],
    'Straw Brute',
  );
  ctxFor(s).counters.spend(`${byLabel(s, who).id}:Far Spear`);
  act(s, `attack:${n}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, who).id) : null));
  return spent(s, who);
}

describe('RECHARGE when this creature is missed by a {m} attack', () => {
  it('reads the sentences as recharges on the event missed-by and prints them', () => {
    expect(cards.slice(0, 2).map((c) => c.attacks[1]?.recharge)).toEqual([
      { kind: 'when', event: 'missed-by', attack: 'melee' },
      { kind: 'when', event: 'missed-by' },
    ]);
    const spear = cards[0]?.attacks[1];
    if (spear) expect(attackText(spear)).toContain('recharges when it is missed by a melee attack');
  });

  it('a missed bite gives Far Spear back; a bite that hits, or a missed sling, does not', () => {
    expect(attacked('Iron Guard', 0, 5)).toBe(false);
    expect(attacked('Iron Guard', 0, 15)).toBe(true);
    expect(attacked('Iron Guard', 1, 5)).toBe(true);
  });

  it('"by an attack": a missed sling gives it back too; the control without the sentence stays spent', () => {
    expect(attacked('Blood Toad', 1, 5)).toBe(false);
    expect(attacked('Plain Spear', 0, 5)).toBe(true);
  });
});
