// Skirmish N, read from invented rows in the ddmwi format and played through the engine (a permissive
// card, "CORE RULES AND EXCEPTIONS" level 1; "'Movement' Triggers": the distance between the square the
// creature began its turn on and the one it attacks from): a skirmisher that moved at least 2 squares
// from where it started its turn adds the bonus to its damage; one that moved 1 square, or did not
// move, does not; a melee-only ({m}) bonus is not added to a ranged attack, a ranged-only ({r}) one
// not to a melee attack. Each test fails if the
// power is ignored or its distance is not read.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const dart = { type: 'ATTACK' as const, text: 'Dart: (range 6) +10 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Dune Runner',
    powers: [
      blade,
      { type: 'SPECIAL', text: 'Skirmish 10: +10 Damage if this creature moved at least 2 squares from where it started its turn before attacking.' },
    ],
  }),
  entry({
    name: 'Reed Runner',
    powers: [
      blade,
      dart,
      {
        type: 'SPECIAL',
        text: 'Skirmish 5: Whenever this creature hits with a {m} attack, if it is 2 or more squares from its starting position this turn: +5 Damage on that attack.',
      },
    ],
  }),
  entry({
    name: 'Hill Runner',
    powers: [
      blade,
      dart,
      {
        type: 'SPECIAL',
        text: "Skirmisher's Shot: +5 {r} Damage this turn if this creature moved at least 4 squares from where it started this turn before attacking.",
      },
    ],
  }),
  entry({ name: 'Sand Brute', hp: 60, powers: [blade] }),
];
const cards = importedCards(rows, 'skirmish.json');
afterAll(addTestCards(cards));

/** `runner` starts its turn at (2, `from`) with the brute at (2, 7), moves to (2, `to`) (none when equal) and attacks with attack `k`: the damage dealt. */
function damage(runner: string, from: number, to: number, k = 0): number {
  const s: DdmState = turnOf(
    [runner],
    ['Sand Brute'],
    [
      [2, from],
      [2, 7],
    ],
    runner,
  );
  if (to !== from) act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? `2,${to}` : null));
  act(s, `attack:${k}`, [15]);
  return 60 - byLabel(s, 'Sand Brute').hp;
}

describe('Skirmish N: +N Damage on its turn after moving at least M squares from where it started', () => {
  it('reads the printings as continuous skirmish', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Skirmish 10', effect: { kind: 'skirmish', amount: 10, squares: 2 } });
    expect(cards[1]?.powers[0]).toEqual({ kind: 'continuous', name: 'Skirmish 5', effect: { kind: 'skirmish', amount: 5, squares: 2, only: 'melee' } });
    expect(cards[2]?.powers[0]).toEqual({ kind: 'continuous', name: "Skirmisher's Shot", effect: { kind: 'skirmish', amount: 5, squares: 4, only: 'ranged' } });
  });
  it('moved 4 squares from its start: the hit deals 10 + 10', () => {
    expect(damage('Dune Runner', 2, 6)).toBe(20);
  });
  it('moved 1 square, or not at all: no bonus', () => {
    expect(damage('Dune Runner', 5, 6)).toBe(10);
    expect(damage('Dune Runner', 6, 6)).toBe(10);
  });
  it('a melee-only bonus: the melee hit gains 5, the ranged one from as far does not', () => {
    expect(damage('Reed Runner', 0, 6)).toBe(15);
    expect(damage('Reed Runner', 0, 3, 1)).toBe(5);
  });
  it('a ranged-only bonus: the ranged hit after 4 squares gains 5, the melee one does not', () => {
    expect(damage('Hill Runner', 0, 4, 1)).toBe(10);
    expect(damage('Hill Runner', 0, 6)).toBe(10);
  });
});
