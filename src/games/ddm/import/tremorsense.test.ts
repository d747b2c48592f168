// Tremorsense ("Blindsight against creatures without Flight", and the wording that spells it out:
// "Ignores Conceal on creatures without Flight and treats invisible creatures without Flight as
// visible"), read from invented rows and played through the engine (ddm-rules-guidelines-2008,
// Blindsight: ignores Conceal and Invisible; "Line of Sight"). The sensing creature sees an invisible
// walker at any distance and its hit on a concealed walker rolls no conceal die; an invisible or
// concealed flyer is not sensed. The control, the same creature without the power, sees neither walker.
// Fails if the power is ignored or if it is read as ordinary Blindsight (the flyer would be seen).
import { afterAll, describe, expect, it } from 'vitest';
import { geo, sees } from '../geo.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const slam = { type: 'ATTACK' as const, text: 'Slam: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Stone Sentinel', powers: [slam, { type: 'SPECIAL', text: 'Tremorsense: Blindsight against creatures without Flight.' }] }),
  entry({
    name: 'Stone Watcher',
    powers: [
      slam,
      { type: 'SPECIAL', text: 'Tremorsense: Ignores Conceal on creatures without Flight and treats invisible creatures without Flight as visible.' },
    ],
  }),
  entry({ name: 'Plain Rock', powers: [slam] }),
  entry({ name: 'Veiled Walker', hp: 60, powers: [slam, { type: 'ABILITY', text: 'Invisible' }] }),
  entry({ name: 'Veiled Flyer', hp: 60, movementMode: 'FLIGHT', powers: [slam, { type: 'ABILITY', text: 'Invisible' }] }),
  entry({ name: 'Misty Walker', hp: 60, powers: [slam, { type: 'ABILITY', text: 'Conceal 11' }] }),
  entry({ name: 'Misty Flyer', hp: 60, movementMode: 'FLIGHT', powers: [slam, { type: 'ABILITY', text: 'Conceal 11' }] }),
];
const cards = importedCards(rows, 'tremorsense.json');
afterAll(addTestCards(cards));

/** `who` on its turn at (2,1), the veiled creatures 9 squares away or more. */
function far(who: string): DdmState {
  return turnOf(
    [who],
    ['Veiled Walker', 'Veiled Flyer'],
    [
      [2, 1],
      [2, 10],
      [6, 10],
    ],
    who,
  );
}
const sensed = (s: DdmState, who: string, other: string): boolean => sees(geo(s), byLabel(s, who), byLabel(s, other));

/**
 * `who`'s hit (d20 15) on the adjacent `target` with a conceal die of 1 after it when `conceal`: the
 * target's HP after it (60: the conceal roll turned the hit into a miss). Unused forced dice fail the
 * test, so a conceal roll that is not made, or made unexpectedly, shows.
 */
function hpAfterHit(who: string, target: string, conceal: boolean): number {
  const s = turnOf(
    [who],
    [target],
    [
      [2, 2],
      [2, 3],
    ],
    who,
  );
  act(s, 'attack:0', conceal ? [15, 1] : [15]);
  return byLabel(s, target).hp;
}

describe('Tremorsense: blindsight against creatures without Flight', () => {
  it('reads both wordings as blindsight at any distance toward creatures without Flight', () => {
    for (const k of [0, 1]) expect(cards[k]?.powers).toEqual([{ kind: 'blindsight', range: 99, notFlying: true }]);
  });
  it('sees an invisible walker 9 squares away, but not an invisible flyer; the control sees neither', () => {
    for (const who of ['Stone Sentinel', 'Stone Watcher']) {
      const s = far(who);
      expect(sensed(s, who, 'Veiled Walker')).toBe(true);
      expect(sensed(s, who, 'Veiled Flyer')).toBe(false);
    }
    const c = far('Plain Rock');
    expect(sensed(c, 'Plain Rock', 'Veiled Walker')).toBe(false);
  });
  it("its hit on a concealed walker rolls no conceal die; on a concealed flyer, or the control's hit, it does (and misses on a 1)", () => {
    expect(hpAfterHit('Stone Sentinel', 'Misty Walker', false)).toBe(50);
    expect(hpAfterHit('Stone Watcher', 'Misty Walker', false)).toBe(50);
    expect(hpAfterHit('Stone Sentinel', 'Misty Flyer', true)).toBe(60);
    expect(hpAfterHit('Plain Rock', 'Misty Walker', true)).toBe(60);
  });
});
