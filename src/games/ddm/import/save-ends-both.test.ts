// "<effect> AND <effect> (save ends both)" on attack lines (ddm-battle-rules-2011, "Saving Throws":
// a save ends the effect it is rolled against; "both" makes the two lasting effects of the hit one
// effect for the save), read from invented rows and played through the engine with forced dice: the
// hit leaves both effects save-ends, and one save at the end of the target's turn ends both (one
// roll told to the log). Fails if "both" is ignored: the condition printed without its own
// duration would last to the end of the next turn, and each effect would need its own roll.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, play, playOn, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Web Witch',
    powers: [
      { type: 'ATTACK', text: 'Web Bolt: (range 6) +10 vs. Reflex; 10 ongoing poison damage AND Immobilized (save ends both).' },
      { type: 'ATTACK', text: 'Hex: (range 6) +10 vs. Will; Immobilized AND Dazed, (save ends both).' },
    ],
  }),
  // A ranged attack: even immobilized it has a choice on its turn, so the turn waits for its player.
  entry({ name: 'Straw Brute', hp: 200, ref: 15, will: 15, powers: [{ type: 'ATTACK', text: 'Sling: (range 10) +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'save-ends-both.json');
afterAll(addTestCards(cards));

/** The witch at (1,1) hits the brute at (1,5) with attack `k` (a 15). */
function hexed(k: number): DdmState {
  const s = turnOf(
    ['Web Witch'],
    ['Straw Brute'],
    [
      [1, 1],
      [1, 5],
    ],
    'Web Witch',
  );
  act(s, `attack:${k}`, [15], (d) => (d.kind === 'choose-target' ? (d.options[0]?.id ?? null) : null));
  return s;
}

/** The witch ends its turn; the brute's turn in the same round, up to its menu. */
function bruteTurn(s: DdmState): void {
  const brute = byLabel(s, 'Straw Brute').id;
  playOn(s, (d) => d.kind === 'choose-action' && s.turn?.creature === brute);
  expect(s.turn?.creature).toBe(brute);
}

/** The save rolls told to the log: the roll and how many effects it ended. */
const saves = (events: ReturnType<typeof play>['events']) =>
  events.filter((e) => e.type === 'save').map((e) => ({ roll: e.data['roll'], ended: (e.data['ended'] as unknown[]).length }));

const kinds = (s: DdmState) =>
  byLabel(s, 'Straw Brute')
    .conds.map((c) => `${c.kind}:${c.duration}${c.together ? ':both' : ''}`)
    .sort();

describe('attack effects: … AND … (save ends both)', () => {
  it('reads both lasting effects as save ends, ending together', () => {
    const witch = cards.find((c) => c.name === 'Web Witch');
    expect(witch?.attacks[0]?.effects).toEqual([
      { kind: 'ongoing', amount: 10, type: 'poison', together: true },
      { kind: 'condition', condition: 'Immobilized', duration: 'save-ends', together: true },
    ]);
    expect(witch?.attacks[1]?.effects).toEqual([
      { kind: 'condition', condition: 'Immobilized', duration: 'save-ends', together: true },
      { kind: 'condition', condition: 'Dazed', duration: 'save-ends', together: true },
    ]);
    const bolt = witch?.attacks[0];
    if (!bolt) throw new Error('no Web Bolt');
    expect(attackText(bolt)).toContain('Immobilized (save ends both)');
  });

  it('the hit leaves both effects save-ends; one save of 10+ at the end of its turn ends both', () => {
    for (const k of [0, 1]) {
      const s = hexed(k);
      const both = k === 0 ? ['Immobilized:save-ends:both', 'ongoing:save-ends:both'] : ['Dazed:save-ends:both', 'Immobilized:save-ends:both'];
      expect(kinds(s)).toEqual(both);
      bruteTurn(s);
      expect(kinds(s)).toEqual(both);
      const { events } = play(s, ['end'], [12], false);
      expect(kinds(s)).toEqual([]);
      // One roll ended both.
      expect(saves(events)).toEqual([{ roll: 12, ended: 2 }]);
    }
  });

  it('a failed save keeps both', () => {
    const s = hexed(1);
    bruteTurn(s);
    const { events } = play(s, ['end'], [5], false);
    expect(kinds(s)).toEqual(['Dazed:save-ends:both', 'Immobilized:save-ends:both']);
    expect(saves(events)).toEqual([{ roll: 5, ended: 0 }]);
  });
});
