// Slick Maneuver ("Replaces move action, only while adjacent to an enemy: Shift 3 squares, must end
// adjacent to that enemy"), read from an invented row and played through the engine
// (ddm-battle-rules-2011, "SHIFT"; "USE A POWER"): beside an enemy the power is offered and its ends
// are those within 3 squares still adjacent to that enemy — one 2 squares from it is not offered,
// though a plain shift or move could go there; with no enemy adjacent it is not offered. Fails if the
// power is ignored or its end condition is.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const spear = { type: 'ATTACK' as const, text: 'Spear: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Slick Fish',
    speed: 6,
    powers: [
      spear,
      { type: 'SPECIAL', text: 'Slick Maneuver: Replaces move action, only while adjacent to an enemy: Shift 3 squares, must end adjacent to that enemy.' },
    ],
  }),
  entry({ name: 'Ox', powers: [spear] }),
];
const cards = importedCards(rows, 'slick-maneuver.json');
afterAll(addTestCards(cards));

const ids = (d: Decision): string[] => d.options.map((o) => o.id);

describe('Slick Maneuver', () => {
  it('reads the move action power', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'action', name: 'Slick Maneuver', action: 'move', effect: { kind: 'shift-next-to-enemy', squares: 3 } });
  });
  it('beside the ox: offered, its ends stay adjacent to the ox', () => {
    const s = turnOf(
      ['Slick Fish'],
      ['Ox'],
      [
        [4, 4],
        [5, 4],
      ],
      'Slick Fish',
    );
    expect(ids(decision(s))).toContain('power:Slick Maneuver');
    let offered: string[] = [];
    act(s, 'power:Slick Maneuver', [], (d) => {
      if (d.kind !== 'choose-destination') return null;
      offered = ids(d);
      return '6,5';
    });
    expect(offered).toContain('6,5');
    expect(offered).toContain('6,3');
    // 2 squares from the ox (a shift of 1 could reach it, a plain move too): not offered.
    expect(offered).not.toContain('3,4');
    expect(offered).not.toContain('4,6');
    expect(byLabel(s, 'Slick Fish').pos).toEqual({ x: 6, y: 5 });
  });
  it('no enemy adjacent: not offered', () => {
    const s = turnOf(
      ['Slick Fish'],
      ['Ox'],
      [
        [2, 2],
        [8, 8],
      ],
      'Slick Fish',
    );
    expect(ids(decision(s))).not.toContain('power:Slick Maneuver');
  });
});
