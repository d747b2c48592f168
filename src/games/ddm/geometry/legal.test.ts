// Rulebook: ddm-battle-rules-2011 — "Legal Position" (Big Creatures, Ally, Enemy), "Walls" (Legal
// Position), "PIT", "STATUE", "SECRET DOOR", "Squeezing", "Set-Up", "DISMOUNT".
import { describe, expect, it } from 'vitest';
import { adjacentPositions, isLegalPosition, legalPositions, legalPositionsIn, nearestLegalPositions, positionsWithin, startAreaPositions } from './legal.js';
import { squeezeSpaces, unsqueezeSpaces } from './spaces.js';
import { draw } from './testkit.js';
import type { Space } from './types.js';

const s = (x: number, y: number, side = 1): Space => ({ x, y, side });

describe('legal positions (Legal Position, Walls)', () => {
  const m = draw(`
    +-+-+-+-+-+-+
    |. # 1 5 p T|
    + + + + + + +
    |. . ? . . .|
    + + + + + + +
    |. .|. . . .|
    + + + + + + +
    |. . . . . .|
    +-+-+-+-+-+-+`);
  it.each([
    { rule: 'a clear square is a legal position', at: s(0, 0), legal: true },
    { rule: 'a wall covering the centre is not', at: s(1, 0), legal: false },
    { rule: 'a diagonal wall that does not cover the centre is', at: s(2, 0), legal: true },
    { rule: 'a diagonal wall covering the centre is not', at: s(3, 0), legal: false },
    { rule: 'no creature can end in a pit', at: s(4, 0), legal: false },
    { rule: 'nor in a statue', at: s(5, 0), legal: false },
    { rule: 'a creature may occupy a secret door square', at: s(2, 1), legal: true },
    { rule: 'big creature: each square must be legal', at: s(0, 0, 2), legal: false },
    { rule: 'big creature: a space containing a wall (on a grid line inside it) is not legal', at: s(1, 2, 2), legal: false },
    { rule: 'big creature: a wall on the outline of its space is fine', at: s(2, 2, 2), legal: true },
    { rule: 'big creature: a space off the map is not legal', at: s(5, 3, 2), legal: false },
  ])('$rule', ({ at, legal }) => {
    expect(isLegalPosition(m.board, at, [])).toBe(legal);
  });

  it('no other creature may occupy the space; the creature itself does not count', () => {
    const other = { id: 'o', team: 'B', space: s(0, 2) };
    expect(isLegalPosition(m.board, s(0, 2), [other])).toBe(false);
    expect(isLegalPosition(m.board, s(0, 2), [other], { selfId: 'o' })).toBe(true);
    expect(isLegalPosition(m.board, s(4, 0), [], { allowPit: true })).toBe(true);
    expect(isLegalPosition(m.board, s(5, 0), [], { statueLegal: true })).toBe(true);
  });

  it('counts legal positions for every size (checked by hand)', () => {
    // 24 squares: wall, centre-covering diagonal, pit, statue are out → 20 for medium.
    expect(legalPositions(m.board, 1, []).length).toBe(20);
    // 2×2: 15 spaces; those touching row 0 columns 0–5 lose to #, 5, p, T except none are clean
    // in row 0 (0,0 has #; 1,0 #; 2,0 has 5; 3,0 5+p; 4,0 p+T) → 0; row 1: (0,1),(2,1),(3,1),(4,1)
    // clean, (1,1) holds the wall between (1,2) and (2,2); row 2: (0,2),(2,2),(3,2),(4,2); (1,2) wall.
    expect(legalPositions(m.board, 2, []).length).toBe(8);
  });

  it('nearest legal position: the fewest counted squares away (ties: all returned)', () => {
    const pit = draw(`
      +-+-+-+
      |p p .|
      + + + +
      |p p .|
      +-+-+-+`);
    expect(nearestLegalPositions(pit.board, 1, [{ x: 0, y: 0 }], [])).toEqual([s(2, 0), s(2, 1)]);
    expect(nearestLegalPositions(pit.board, 1, [{ x: 1, y: 1 }], [{ id: 'x', team: 'A', space: s(2, 1) }])).toEqual([s(2, 0)]);
    expect(nearestLegalPositions(pit.board, 2, [{ x: 0, y: 0 }], [])).toEqual([]);
  });
});

describe('squeezing', () => {
  it('a huge creature squeezes into a 2×2 space within its starting space', () => {
    expect(squeezeSpaces(s(3, 3, 3))).toEqual([s(3, 3, 2), s(4, 3, 2), s(3, 4, 2), s(4, 4, 2)]);
    expect(squeezeSpaces(s(3, 3, 2))).toEqual([]);
  });

  it('it ends squeezing only into a legal 3×3 space containing its squeezed space', () => {
    const m = draw(`
      +-+-+-+-+
      |. . . #|
      + + + + +
      |. . . .|
      + + + + +
      |. . . .|
      + + + + +
      |. . . .|
      +-+-+-+-+`);
    const self = { id: 'h', team: 'A', space: s(1, 1, 2) };
    expect(unsqueezeSpaces(m.board, self, [])).toEqual([s(0, 0, 3), s(0, 1, 3), s(1, 1, 3)]);
    expect(unsqueezeSpaces(m.board, self, [{ id: 'x', team: 'B', space: s(0, 3) }])).toEqual([s(0, 0, 3), s(1, 1, 3)]);
  });
});

describe('placing creatures (Set-Up, DISMOUNT, Mount Destroyed)', () => {
  const m = draw(`
    +-+-+-+-+
    |A A . .|
    + + + + +
    |A # . .|
    + + + + +
    |. . . .|
    +-+-+-+-+`);
  const area = m.map.startAreas.A[0]!.map(([x, y]) => ({ x, y }));
  it('set-up: entirely within the start area when possible', () => {
    expect(startAreaPositions(m.board, 1, area, [])).toEqual([s(0, 0), s(1, 0), s(0, 1)]);
  });
  it('set-up: a big creature that cannot fit goes as close as possible', () => {
    // Every 2×2 space touching the start area holds the wall square (1,1); the legal ones, (2,0) and
    // (2,1), cover no area square, so the nearest legal positions to the area are used: both are 1 away.
    expect(startAreaPositions(m.board, 2, area, [])).toEqual([s(2, 0, 2), s(2, 1, 2)]);
    // Without the wall, the 2×2 space covering the one area square is preferred.
    const open = draw(`
      +-+-+-+
      |A . .|
      + + + +
      |. . .|
      +-+-+-+`);
    expect(startAreaPositions(open.board, 2, [{ x: 0, y: 0 }], [])).toEqual([s(0, 0, 2)]);
  });
  it('dismount: legal positions adjacent to the mount, not in its space', () => {
    const got = adjacentPositions(m.board, 1, s(2, 0, 2), [])
      .map((q) => `${q.x},${q.y}`)
      .sort();
    expect(got).toEqual(['1,0', '1,2', '2,2', '3,2']);
  });
  it('mount destroyed: positions entirely within the mount’s former space', () => {
    expect(positionsWithin(m.board, 1, s(2, 0, 2), [])).toEqual([s(2, 0), s(3, 0), s(2, 1), s(3, 1)]);
  });
  it('a box: the legal positions whose space lies inside it, in whole-map order', () => {
    // The wall square (1,1) and the body at (3,0) leave three of the box's 1×1 positions; a 2×2
    // space fits the box only at (2,1) (every other 2×2 in it holds the wall or the body).
    const box = { x0: 1, y0: 0, x1: 3, y1: 2 };
    const body = { id: 'x', space: s(3, 0), team: 'B' };
    const inBox = (q: { x: number; y: number; side: number }) => q.x >= 1 && q.y >= 0 && q.x + q.side - 1 <= 3 && q.y + q.side - 1 <= 2;
    for (const side of [1, 2]) expect(legalPositionsIn(m.board, side, [body], box)).toEqual(legalPositions(m.board, side, [body]).filter(inBox));
    expect(legalPositionsIn(m.board, 2, [body], box)).toEqual([s(2, 1, 2)]);
    expect(legalPositionsIn(m.board, 1, [], { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity })).toEqual([]);
  });
});
