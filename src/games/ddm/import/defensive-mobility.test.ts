// Defensive Mobility as printed without "while moving" ("+5 AC against opportunity attacks", "+5 AC vs.
// opportunity attacks"), read from invented rows and played through the engine with forced dice
// (ddm-battle-rules-2011, "Opportunity Attacks", "Bonuses and Penalties"): the dodger's ranged attack
// provokes the adjacent hunter's opportunity attack, whose 19 (+10 on a 9) misses AC 18 + 5; the same
// roll hits a creature without the power, and hits the dodger when it is the hunter's own attack.
// Fails if the power is ignored (the opportunity attack hits) or applied to every attack.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS = ['Defensive Mobility: +5 AC against opportunity attacks.', 'Defensive Mobility: +5 AC vs. opportunity attacks.'];
const attacks = [
  { type: 'ATTACK' as const, text: 'Dagger: +5 vs. AC; 5 damage.' },
  { type: 'ATTACK' as const, text: 'Spark: (range 6) +5 vs. Reflex; 5 damage.' },
];
const rows = [
  ...WORDINGS.map((text, i) => entry({ name: `Dodger ${i}`, hp: 40, ac: 18, powers: [...attacks, { type: 'SPECIAL' as const, text }] })),
  entry({ name: 'Plodder', hp: 40, ac: 18, powers: attacks }),
  entry({ name: 'Spear Hunter', hp: 60, powers: [{ type: 'ATTACK', text: 'Spear: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'defensive-mobility.json');
afterAll(addTestCards(cards));

/** `who` (at (4,4)) casts its Spark at the hunter (at (5,4)), provoking the hunter's spear on a 9; the Spark rolls a 1. Returns `who`'s HP after. */
function provoke(who: string): number {
  const s = turnOf(
    [who],
    ['Spear Hunter'],
    [
      [4, 4],
      [5, 4],
    ],
    who,
  );
  act(s, 'attack:1', [9, 1], (d) => (d.kind === 'opportunity-attack' ? 'attack:0' : d.kind === 'choose-target' ? String(byLabel(s, 'Spear Hunter').id) : null));
  return byLabel(s, who).hp;
}

/** The hunter spears `who` on its own turn with a 9. Returns `who`'s HP after. */
function spear(who: string): number {
  const s = turnOf(
    [who],
    ['Spear Hunter'],
    [
      [4, 4],
      [5, 4],
    ],
    'Spear Hunter',
  );
  act(s, 'attack:0', [9], (d) => (d.kind === 'choose-target' ? String(byLabel(s, who).id) : null));
  return byLabel(s, who).hp;
}

describe('Defensive Mobility: +N AC against opportunity attacks', () => {
  it('reads both wordings as the continuous defense-bonus-vs-opportunity', () => {
    for (let i = 0; i < WORDINGS.length; i++)
      expect(cards[i]?.powers).toEqual([
        { kind: 'continuous', name: 'Defensive Mobility', effect: { kind: 'defense-bonus-vs-opportunity', defense: 'AC', amount: 5 } },
      ]);
  });

  it('an opportunity attack rolling 19 misses AC 23; without the power it hits AC 18', () => {
    for (let i = 0; i < WORDINGS.length; i++) expect(provoke(`Dodger ${i}`)).toBe(40);
    expect(provoke('Plodder')).toBe(30);
  });

  it("the hunter's own attack (not an opportunity attack) rolling 19 hits the dodger", () => {
    for (let i = 0; i < WORDINGS.length; i++) expect(spear(`Dodger ${i}`)).toBe(30);
  });
});
