// Defensive Mobility "while moving" ("+5 AC against opportunity attacks while moving", "Whenever this
// creature is targeted by an opportunity attack while moving: +5 AC against that attack"), read from
// invented rows and played through the engine with forced dice (ddm-battle-rules-2011, "Opportunity
// Attacks": moving out of a square, or making a ranged or area attack, provokes; "Bonuses and
// Penalties"). The dodger moves away from the adjacent hunter: the hunter's opportunity attack, 19 (+10
// on a 9), misses AC 18 + 5; the same roll hits a creature without the power, and hits the dodger when
// its ranged attack (not its movement) provoked the attack. Fails if the power is ignored, or applied
// to the opportunity attacks an attack provokes.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS = [
  'Defensive Mobility: +5 AC against opportunity attacks while moving.',
  'Defensive Mobility: Whenever this creature is targeted by an opportunity attack while moving: +5 AC against that attack.',
];
const attacks = [
  { type: 'ATTACK' as const, text: 'Dagger: +5 vs. AC; 5 damage.' },
  { type: 'ATTACK' as const, text: 'Spark: (range 6) +5 vs. Reflex; 5 damage.' },
];
const rows = [
  ...WORDINGS.map((text, i) => entry({ name: `Dodger ${i}`, hp: 40, ac: 18, powers: [...attacks, { type: 'SPECIAL' as const, text }] })),
  entry({ name: 'Plodder', hp: 40, ac: 18, powers: attacks }),
  entry({ name: 'Spear Hunter', hp: 60, powers: [{ type: 'ATTACK', text: 'Spear: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'defensive-mobility-moving.json');
afterAll(addTestCards(cards));

const oa = (s: DdmState) => (d: { kind: string }) =>
  d.kind === 'opportunity-attack' ? 'attack:0' : d.kind === 'choose-target' ? String(byLabel(s, 'Spear Hunter').id) : null;

const start = (who: string): DdmState =>
  turnOf(
    [who],
    ['Spear Hunter'],
    [
      [4, 4],
      [5, 4],
    ],
    who,
  );

/** `who` (at (4,4)) moves to (1,4), away from the hunter (at (5,4)), provoking its spear on a 9. Returns `who`'s HP after. */
function moveAway(who: string): number {
  const s = start(who);
  act(s, 'move', [9], (d) => (d.kind === 'choose-destination' ? '1,4' : oa(s)(d)));
  return byLabel(s, who).hp;
}

/** `who` casts its Spark at the hunter, provoking its spear on a 9 (the Spark rolls a 1). Returns `who`'s HP after. */
function castAtHunter(who: string): number {
  const s = start(who);
  act(s, 'attack:1', [9, 1], oa(s));
  return byLabel(s, who).hp;
}

describe('Defensive Mobility while moving: +N AC against the opportunity attacks its movement provokes', () => {
  it('reads both wordings as the continuous defense-bonus-vs-opportunity while moving', () => {
    for (let i = 0; i < WORDINGS.length; i++)
      expect(cards[i]?.powers).toContainEqual({
        kind: 'continuous',
        name: 'Defensive Mobility',
        effect: { kind: 'defense-bonus-vs-opportunity', defense: 'AC', amount: 5, whileMoving: true },
      });
  });

  it('moving away, the opportunity attack rolling 19 misses AC 23, and the move goes on; without the power it hits AC 18', () => {
    for (let i = 0; i < WORDINGS.length; i++) expect(moveAway(`Dodger ${i}`)).toBe(40);
    expect(moveAway('Plodder')).toBe(30);
  });

  it('the note of its leaving does not outlast the move', () => {
    const s = start('Dodger 0');
    act(s, 'move', [9], (d) => (d.kind === 'choose-destination' ? '1,4' : oa(s)(d)));
    expect(byLabel(s, 'Dodger 0').pos).toEqual({ x: 1, y: 4 });
    expect(byLabel(s, 'Dodger 0').leaving).toBeUndefined();
  });

  it('an opportunity attack its ranged attack provokes (not its movement) rolling 19 hits it', () => {
    for (let i = 0; i < WORDINGS.length; i++) expect(castAtHunter(`Dodger ${i}`)).toBe(30);
  });
});
