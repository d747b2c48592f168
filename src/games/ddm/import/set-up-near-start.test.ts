// "Use during setup: Place this creature up to N squares away from your start area" and "During setup,
// you may place this creature within N squares of your start area" (an exception to ddm-battle-rules-2011,
// "Set-Up": each creature entirely within the Start Area), read from invented rows and played through the
// game API's set-up: on the open test map Start Area A is row 0, so a creature with the power is also
// offered the rows up to N squares away, and one without it only the start area. Fails if the power is
// ignored (no such option) or its number is (row N+1 offered, or row N not).
import { afterAll, describe, expect, it } from 'vitest';
import { game } from '../game.js';
import { addTestCards } from '../powers/test-cards.js';
import { byLabel, decision, openMap, play } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS: readonly [string, number][] = [
  ['Tends to Wander: Use during setup: Place this creature up to 2 squares away from your start area.', 2],
  ['Roaming: During setup, you may place this creature within 3 squares of your start area.', 3],
];
const rows = [
  ...WORDINGS.map(([text], i) =>
    entry({
      name: `Stray ${i}`,
      powers: [
        { type: 'ATTACK', text: 'Spear: +5 vs. AC; 5 damage.' },
        { type: 'SPECIAL', text },
      ],
    }),
  ),
  entry({ name: 'Homebody', powers: [{ type: 'ATTACK', text: 'Spear: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'set-up-near-start.json');
afterAll(addTestCards(cards));

/** The set-up question for `card` (side A: Start Area A is row 0 of the 12×12 open map). */
function placing(card: string) {
  const r = game.setup(
    {
      warbands: [
        { name: 'One', faction: 'Civilization', points: 400, format: 'sealed', creatures: [{ card }] },
        { name: 'Two', faction: 'Wild', points: 400, format: 'sealed', creatures: [{ card: 'Homebody' }] },
      ],
      maps: [openMap()],
    },
    1,
  );
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  play(s, ['me', 'A']);
  return s;
}

const rowsOffered = (ids: readonly string[]): number[] => [...new Set(ids.filter((id) => id.startsWith('near:')).map((id) => Number(id.split(',')[1])))].sort();

describe('set-up within N squares of the start area', () => {
  it('reads both wordings as set-up-near-start', () => {
    WORDINGS.forEach(([, n], i) => expect(cards[i]?.powers).toEqual([{ kind: 'set-up-near-start', squares: n }]));
  });

  it('offers the rows up to N squares from the start area, and sets the creature up there', () => {
    WORDINGS.forEach(([, n], i) => {
      const s = placing(`Stray ${i}`);
      const d = decision(s);
      expect(d.kind).toBe('place');
      expect(rowsOffered(d.options.map((o) => o.id))).toEqual(Array.from({ length: n }, (_, k) => k + 1));
      play(s, [`near:5,${n}`]);
      expect(byLabel(s, `Stray ${i}`).pos).toEqual({ x: 5, y: n });
    });
  });

  it('a creature without the power is offered the start area only', () => {
    const d = decision(placing('Homebody'));
    expect(d.options.length).toBeGreaterThan(0);
    expect(d.options.every((o) => /^\d+,0$/.test(o.id))).toBe(true);
  });
});
