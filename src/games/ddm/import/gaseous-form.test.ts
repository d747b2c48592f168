// Gaseous Form in its two Insubstantial printings ("Minor action: Has Insubstantial until end of
// round", "Immediate action, when this creature is targeted by an attack: This creature gains
// Insubstantial until the end of its next turn"), read from invented rows and played through the
// engine with forced dice (ddm-battle-rules-2011, "INSUBSTANTIAL": half damage from attacks, not on
// a critical hit). Targeted by the brute's 20-damage club, the mist used its power and takes 10;
// declined (the control), 20; a critical hit still deals 40. The minor action: in the brute's turn
// that round the club deals 10, and in the next round the mist is no longer Insubstantial. Fails if
// the power is ignored or outlasts its duration.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { defencesOf } from '../rules/common.js';
import { act, byLabel, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 20 damage.' };
const rows = [
  entry({
    name: 'Mist Fiend',
    hp: 80,
    powers: [
      club,
      {
        type: 'SPECIAL',
        text: 'Gaseous Form: Immediate action, when this creature is targeted by an attack: This creature gains Insubstantial until the end of its next turn.',
      },
    ],
  }),
  entry({ name: 'Mist Oni', hp: 80, powers: [club, { type: 'SPECIAL', text: 'Gaseous Form: Minor action: Has Insubstantial until end of round.', limit: 1 }] }),
  entry({ name: 'Brute', hp: 80, powers: [club] }),
];
const cards = importedCards(rows, 'gaseous-form.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [2, 2],
  [3, 2],
];

/** The brute attacks the mist fiend with `roll`, the fiend's power used or not: the fiend's HP after. */
function targeted(use: boolean, roll: number): number {
  const s = turnOf(['Brute'], ['Mist Fiend'], AT, 'Brute');
  act(s, 'attack:0', [roll], (d) => (d.kind === 'use-power' ? (use ? (d.options.find((o) => o.id !== 'no')?.id ?? 'no') : 'no') : null));
  return byLabel(s, 'Mist Fiend').hp;
}

describe('Gaseous Form (Insubstantial until …)', () => {
  it('reads both printings with their durations', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      trigger: 'self-targeted-by-attack',
      action: 'immediate',
      effect: { kind: 'insubstantial-self' },
      duration: 'end-of-next-turn',
    });
    expect(cards[1]?.powers[0]).toMatchObject({ kind: 'action', action: 'minor', uses: 1, effect: { kind: 'insubstantial-self' }, duration: 'end-of-round' });
  });
  it('targeted, used: half damage (10); declined: 20; a critical hit: 40 all the same', () => {
    expect(targeted(true, 15)).toBe(70);
    expect(targeted(false, 15)).toBe(60);
    expect(targeted(true, 20)).toBe(40);
  });
  it('the minor action: half damage this round, gone the next', () => {
    const s = turnOf(['Mist Oni'], ['Brute'], AT, 'Mist Oni');
    act(s, 'power:Gaseous Form');
    expect(defencesOf(s, byLabel(s, 'Mist Oni')).insubstantial).toBe(true);
    nextTurnOf(s, 'Brute');
    expect(s.round).toBe(1);
    act(s, 'attack:0', [15]);
    expect(byLabel(s, 'Mist Oni').hp).toBe(70);
    nextTurnOf(s, 'Brute');
    expect(defencesOf(s, byLabel(s, 'Mist Oni')).insubstantial).toBe(false);
  });
});
