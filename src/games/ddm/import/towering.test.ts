// Towering ("Can occupy statue terrain. Can move into squares occupied by Medium or smaller enemies."),
// read from invented rows and played through the engine (ddm-battle-rules-2011, "STATUE": a creature
// cannot end movement in a statue; "Legal Position" (Enemy): no entering an enemy's square unless it
// is helpless). The towering giant may end its move in the statue square (paying 2 to enter it) and
// walks through the Medium brute blocking the gap in a wall, but not through the Large brute, nor ends
// in an enemy's square; the plain soldier (control) can do neither. Fails if either sentence is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { DdmMap } from '../geometry/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const TOWERING = 'Towering: Can occupy statue terrain. Can move into squares occupied by Medium or smaller enemies.';
const rows = [
  entry({ name: 'Giant', powers: [blade, { type: 'SPECIAL', text: TOWERING }] }),
  // The file's stray ")" and use limit on one printing.
  entry({ name: 'Hill Giant', powers: [blade, { type: 'SPECIAL', text: `${TOWERING})`, limit: 2 }] }),
  entry({ name: 'Soldier', powers: [blade] }),
  entry({ name: 'Brute', hp: 40, powers: [blade] }),
  entry({ name: 'Large Brute', hp: 40, powers: [blade] }),
];
const cards = importedCards(rows, 'towering.json');
afterAll(addTestCards(cards));

/** A statue at (2,5) on an open field. */
const statueMap = (): DdmMap => ({ ...openMap(12, 12), terrain: [{ type: 'statue', squares: [[2, 5]] }] });
/** A wall along y = 4 but for the gap at (2,4)–(3,4). */
const gapMap = (): DdmMap =>
  openMap(
    12,
    12,
    [0, 1, 4, 5, 6, 7, 8, 9, 10, 11].map((x) => [x, 4] as [number, number]),
  );
const destinations = (s: Parameters<typeof decision>[0]): string[] => {
  const { asked } = act(s, 'move', [], () => null);
  return asked.find((d) => d.kind === 'choose-destination')?.options.map((o) => o.id) ?? [];
};

describe('Towering: can occupy statue terrain, can move through Medium or smaller enemies', () => {
  it('reads two continuous powers (occupy-statue; move-through-enemies Medium, named apart), the stray ")" and limit too', () => {
    const want = [
      { kind: 'continuous', name: 'Towering', effect: { kind: 'occupy-statue' } },
      { kind: 'continuous', name: 'Towering (enemies)', effect: { kind: 'move-through-enemies', maxSize: 'Medium' } },
    ];
    expect(cards[0]?.powers).toEqual(want);
    expect(cards[1]?.powers).toEqual(want);
  });

  it('ends its move in the statue square (2 squares of movement to enter); the soldier (control) cannot', () => {
    const at: [number, number][] = [
      [2, 2],
      [9, 9],
    ];
    const s = turnOf(['Giant'], ['Brute'], at, 'Giant', { map: statueMap() });
    expect(destinations(s)).toContain('2,5');
    const g = turnOf(['Giant'], ['Brute'], at, 'Giant', { map: statueMap() });
    act(g, 'move', [], (d) => (d.kind === 'choose-destination' ? '2,5' : null));
    expect(byLabel(g, 'Giant').pos).toEqual({ x: 2, y: 5 });
    // Speed 6: (2,3), (2,4) and the statue (2) cost 4; (2,6) beyond it 5, (2,7) 6 — (2,8) is 7 away through it, 6 around it.
    const c = turnOf(['Soldier'], ['Brute'], at, 'Soldier', { map: statueMap() });
    const ctl = destinations(c);
    expect(ctl).not.toContain('2,5');
    expect(ctl).toContain('2,6');
  });

  it('moves through the Medium brute in the gap, not onto it; not through a Large brute; the soldier (control) not at all', () => {
    // The gap is (2,4) and (3,4); the brute stands in (2,4), another brute (or a Large one, 2×2) fills (3,4).
    const at: [number, number][] = [
      [2, 2],
      [2, 4],
      [3, 4],
    ];
    const s = turnOf(['Giant'], ['Brute', 'Brute'], at, 'Giant', { map: gapMap() });
    const d = destinations(s);
    expect(d).toContain('2,6');
    expect(d).not.toContain('2,4');
    const c = turnOf(['Soldier'], ['Brute', 'Brute'], at, 'Soldier', { map: gapMap() });
    expect(destinations(c)).not.toContain('2,6');
  });

  it('control: a Large brute in the gap is not passed', () => {
    const s = turnOf(
      ['Giant'],
      ['Large Brute'],
      [
        [2, 1],
        [2, 3],
      ],
      'Giant',
      {
        map: openMap(
          12,
          12,
          [0, 1, 4, 5, 6, 7, 8, 9, 10, 11].map((x) => [x, 4] as [number, number]),
        ),
      },
    );
    expect(destinations(s)).not.toContain('2,6');
  });
});
