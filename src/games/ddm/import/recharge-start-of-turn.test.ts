// "RECHARGE at start of this creature's turn if …" in the file's other printings, read from invented rows
// and played through the engine (ddm-battle-rules-2011, "Rechargeable Powers": a spent use comes back
// when the condition occurs; "Start of Turn Phase"; "Line of Sight"; "Counting Distance"): "… if no
// enemy can see it", "… if no enemies are adjacent to it" and "… if it has line of sight to an enemy
// within N squares of it". Each test fails if the sentence is ignored (the line stays a gap, or the
// use never comes back) or if its condition is ignored (the control position recharges too).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { byLabel, ctxFor, nextTurnOf, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const limited = (name: string, condition: string) =>
  entry({
    name,
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Knife: +10 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: `Trick Shot: (range 10) +10 vs. AC; 10 damage. RECHARGE at start of this creature's turn if ${condition}.`, limit: 1 },
    ],
  });
const rows = [
  limited('Sly Rat', 'no enemy can see it'),
  limited('Lone Rhino', 'no enemies are adjacent to it'),
  limited('Watch Skull', 'it has line of sight to an enemy within 10 squares of it'),
  entry({ name: 'Straw Dummy', hp: 200, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'recharge-start.json');
afterAll(addTestCards(cards));

/** A wall across column 3, from y 0 to 11: no line of sight between its two sides. */
const walled = () =>
  openMap(
    12,
    12,
    Array.from({ length: 12 }, (_, y) => [3, y] as [number, number]),
  );

/** `label` at `at[0]`, the dummy at `at[1]`: Trick Shot spent during its turn; is it usable again at the start of its next turn? */
function recharged(label: string, at: [number, number][], wall = false): boolean {
  const s = turnOf([label], ['Straw Dummy'], at, label, wall ? { map: walled() } : {});
  const key = `${byLabel(s, label).id}:Trick Shot`;
  ctxFor(s).counters.spend(key);
  nextTurnOf(s, label);
  return ctxFor(s).counters.spentCount(key) === 0;
}

describe("RECHARGE at start of this creature's turn if … (the file's other printings)", () => {
  it('reads the three printings as start-of-turn recharges of the limited attack', () => {
    expect(cards.slice(0, 3).map((c) => c.attacks[1]?.recharge)).toEqual([
      { kind: 'start-of-turn', if: 'unseen' },
      { kind: 'start-of-turn', if: 'no-adjacent-enemy' },
      { kind: 'start-of-turn', if: 'sees-enemy-within', within: 10 },
    ]);
    const skull = cards[2]?.attacks[1];
    if (!skull) throw new Error('no Trick Shot');
    expect(attackText(skull)).toContain('recharges at the start of its turn when it has line of sight to an enemy within 10 squares of it');
  });

  it('"if no enemy can see it": behind the wall it recharges; in the open, seen by the dummy, it does not', () => {
    expect(
      recharged(
        'Sly Rat',
        [
          [1, 5],
          [6, 5],
        ],
        true,
      ),
    ).toBe(true);
    expect(
      recharged('Sly Rat', [
        [1, 5],
        [6, 5],
      ]),
    ).toBe(false);
  });

  it('"if no enemies are adjacent to it": recharges with the dummy 4 squares away, not with it adjacent', () => {
    expect(
      recharged('Lone Rhino', [
        [1, 5],
        [5, 5],
      ]),
    ).toBe(true);
    expect(
      recharged('Lone Rhino', [
        [1, 5],
        [2, 5],
      ]),
    ).toBe(false);
  });

  it('"if it has line of sight to an enemy within 10 squares": recharges with the dummy 9 squares away in sight; not 11 away, nor behind the wall', () => {
    expect(
      recharged('Watch Skull', [
        [1, 5],
        [10, 5],
      ]),
    ).toBe(true);
    expect(
      recharged('Watch Skull', [
        [0, 0],
        [11, 0],
      ]),
    ).toBe(false);
    expect(
      recharged(
        'Watch Skull',
        [
          [1, 5],
          [6, 5],
        ],
        true,
      ),
    ).toBe(false);
  });
});
