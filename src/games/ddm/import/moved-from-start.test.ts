// Attacks printed "Use only if this creature has moved at least N squares from its starting position
// this turn: Make 1 attack against each enemy within M squares, +X vs. D; …" (Earthcrest) — the
// requirement is the attack field movedFromStart (the distance between the square the creature began
// its turn on and its square now, as Skirmish counts it: "'Movement' Triggers"), "each enemy within M
// squares" a burst M against the enemies in it ("Close Attacks", Burst; our reading). Read from invented
// rows and played through the engine with forced dice: after a move of 3 squares the crest hits both
// brutes in reach and spares the ally beside them; after 2 squares (the control) it is not offered.
// Fails if the requirement is ignored (offered after 2) or the ally is attacked.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Ridge Shark',
    powers: [
      bite,
      {
        type: 'ATTACK',
        text: 'Earthcrest: Use only if this creature has moved at least 3 squares from its starting position this turn: Make 1 attack against each enemy within 2 squares, +10 vs. AC; 20 damage.',
      },
    ],
  }),
  entry({ name: 'Sand Pup', hp: 60, powers: [bite] }),
  entry({ name: 'Sand Brute', hp: 60, powers: [bite] }),
  entry({ name: 'Dune Brute', hp: 60, powers: [bite] }),
];
const cards = importedCards(rows, 'moved-from-start.json');
afterAll(addTestCards(cards));

/** The shark starts at (2, `from`), its pup at (1, 9), the brutes at (2, 9) and (3, 9); it moves to (2, 7). */
function crest(from: number): DdmState {
  const s = turnOf(
    ['Ridge Shark', 'Sand Pup'],
    ['Sand Brute', 'Dune Brute'],
    [
      [2, from],
      [1, 9],
      [2, 9],
      [3, 9],
    ],
    'Ridge Shark',
  );
  act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? '2,7' : null));
  return s;
}

describe('attacks usable only after moving at least N squares from the starting position', () => {
  it('reads the requirement and the burst against enemies', () => {
    const a = cards[0]?.attacks[1];
    expect(a).toMatchObject({ name: 'Earthcrest', basic: false, movedFromStart: 3, range: { kind: 'close', shape: 'burst', size: 2 }, targeting: 'enemies' });
    if (!a) throw new Error('no Earthcrest');
    expect(attackText(a)).toContain('at least 3 squares');
  });

  it('moved 3 squares: offered, both brutes take 20, the pup beside them nothing', () => {
    const s = crest(4);
    expect(decision(s).options.some((o) => o.id === 'attack:1')).toBe(true);
    act(s, 'attack:1', [15, 15]);
    expect([byLabel(s, 'Sand Brute').hp, byLabel(s, 'Dune Brute').hp, byLabel(s, 'Sand Pup').hp]).toEqual([40, 40, 60]);
  });

  it('moved 2 squares (control): not offered', () => {
    const s = crest(5);
    expect(decision(s).options.map((o) => o.id)).not.toContain('attack:1');
  });
});
