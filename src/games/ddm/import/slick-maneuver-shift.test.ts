// Slick Maneuver printed with no distance ("Replaces move action, only while adjacent to an enemy:
// Shift to another square adjacent to that enemy", "Move action, only when adjacent to an enemy: …",
// "Replaces move action, use only while this creature is adjacent to an enemy: This creature shifts to
// any square adjacent to that enemy"), read from invented rows and played through the engine
// (ddm-battle-rules-2011, "SHIFT": the creature moves 1 square; "USE A POWER"). Our reading: the
// rulebook's shift of 1 square, ending adjacent to that enemy. Beside the ox the ends offered are the
// squares 1 away still adjacent to it — (4,3), (4,5), (5,3), (5,5) — and not (3,4), where a plain
// shift could go; with no enemy adjacent it is not offered. Fails if the power is ignored or its end
// condition or distance is.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS = [
  'Slick Maneuver: Replaces move action, only while adjacent to an enemy: Shift to another square adjacent to that enemy.',
  'Slick Maneuver: Move action, only when adjacent to an enemy: Shift to another square adjacent to that enemy.',
  'Slick Maneuver: Replaces move action, use only while this creature is adjacent to an enemy: This creature shifts to any square adjacent to that enemy.',
];
const spear = { type: 'ATTACK' as const, text: 'Spear: +10 vs. AC; 10 damage.' };
const rows = [
  ...WORDINGS.map((text, i) => entry({ name: `Fish ${i}`, speed: 6, powers: [spear, { type: 'SPECIAL' as const, text }] })),
  entry({ name: 'Ox', powers: [spear] }),
];
const cards = importedCards(rows, 'slick-maneuver-shift.json');
afterAll(addTestCards(cards));

const ids = (d: Decision): string[] => d.options.map((o) => o.id);

describe('Slick Maneuver with no distance: shift 1 square, ending adjacent to that enemy', () => {
  it('reads the move action power × shift-next-to-enemy 1', () => {
    for (let i = 0; i < WORDINGS.length; i++)
      expect(cards[i]?.powers[0]).toEqual({ kind: 'action', name: 'Slick Maneuver', action: 'move', effect: { kind: 'shift-next-to-enemy', squares: 1 } });
  });

  it('beside the ox: the ends are the squares 1 away still adjacent to it', () => {
    for (let i = 0; i < WORDINGS.length; i++) {
      const s = turnOf(
        [`Fish ${i}`],
        ['Ox'],
        [
          [4, 4],
          [5, 4],
        ],
        `Fish ${i}`,
      );
      expect(ids(decision(s))).toContain('power:Slick Maneuver');
      let offered: string[] = [];
      act(s, 'power:Slick Maneuver', [], (d) => {
        if (d.kind !== 'choose-destination') return null;
        offered = ids(d);
        return '5,5';
      });
      expect([...offered].sort()).toEqual(['4,3', '4,5', '5,3', '5,5']);
      expect(byLabel(s, `Fish ${i}`).pos).toEqual({ x: 5, y: 5 });
    }
  });

  it('no enemy adjacent: not offered', () => {
    const s = turnOf(
      ['Fish 0'],
      ['Ox'],
      [
        [2, 2],
        [8, 8],
      ],
      'Fish 0',
    );
    expect(ids(decision(s))).not.toContain('power:Slick Maneuver');
  });
});
