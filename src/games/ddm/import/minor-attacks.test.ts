// "Minor action:" printed on an attack (before or inside its range), read from invented rows in the
// ddmwi format and played through the engine (ddm-battle-rules-2011, "Minor Action", "Substitute
// Actions"): the attack takes the creature's minor action, not its attack action — so the creature can
// still make its attack action afterwards. The tests fail if the wording is ignored (the attack would
// take the attack action).
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Quick Hexer',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Claw: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Hex Bolt: Minor action: (range 6) +10 vs. Will; 5 damage.' },
      { type: 'ATTACK', text: 'Hex Flick: (minor action, range 6) +10 vs. Will; 5 damage.', limit: 1 },
    ],
  }),
  entry({ name: 'Straw Dummy', hp: 200, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'minor-attacks.json');
afterAll(addTestCards(cards));

const ids = (d: Decision) => d.options.map((o) => o.id);
const setUp = () =>
  turnOf(
    ['Quick Hexer'],
    ['Straw Dummy'],
    [
      [5, 5],
      [5, 6],
    ],
    'Quick Hexer',
  );

describe('Minor action: attacks', () => {
  it('are encoded as minor-action attacks, never the basic attack', () => {
    expect(cards[0]?.attacks.map((a) => [a.basic, a.action])).toEqual([
      [true, undefined],
      [false, 'minor'],
      [false, 'minor'],
    ]);
  });
  it('take the minor action: the attack action is still there afterwards', () => {
    const s = setUp();
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Straw Dummy').hp).toBe(195);
    expect(s.turn?.attack).toBe(true);
    expect(s.turn?.minor).toBe(false);
    expect(ids(decision(s))).toContain('attack:0');
    act(s, 'attack:0', [15]);
    expect(byLabel(s, 'Straw Dummy').hp).toBe(185);
  });
  it('after the attack action, a minor attack is still offered (the minor action is unused)', () => {
    const s = setUp();
    act(s, 'attack:0', [15]);
    expect(ids(decision(s))).toEqual(expect.arrayContaining(['attack:1', 'attack:2']));
  });
});
