// Rulebook: ddm-battle-rules-2011 — "How to Choose Targets" (Counting Distance, Adjacent Squares and
// Creatures, Nearest Squares and Creatures), "Walls"; guidelines: "A creature is considered to be
// adjacent to its own space."
import { describe, expect, it } from 'vitest';
import { adjacent, distance, distanceToSquare, kingDistance, nearestSpaces, spaceDistance, squaresAdjacent } from './distance.js';
import { draw, one } from './testkit.js';

const rows = [
  {
    rule: 'count from 1 in any adjacent square; diagonals count 1',
    map: `
      +-+-+-+-+
      |@ . . .|
      + + + + +
      |. . . e|
      +-+-+-+-+`,
    d: 3,
  },
  {
    rule: 'start counting in a square diagonally adjacent around a corner',
    map: `
      +-+-+
      |@ #|
      + + +
      |. e|
      +-+-+`,
    d: 1,
  },
  {
    rule: 'count around corners of walls that fill their squares',
    map: `
      +-+-+-+
      |@ # e|
      + + + +
      |. . .|
      +-+-+-+`,
    d: 2,
  },
  {
    rule: 'a wall square is not counted through',
    map: `
      +-+-+-+
      |@ # e|
      + + + +
      |. # .|
      + + + +
      |. . .|
      +-+-+-+`,
    d: 4,
  },
  {
    rule: 'a wall on the grid line between two squares: count around it',
    map: `
      +-+-+
      |@|e|
      + + +
      |. .|
      +-+-+`,
    d: 2,
  },
  {
    rule: 'walls closing both ways around a grid point: no counting diagonally through it',
    map: `
      +-+-+-+
      |@|. .|
      +-+ + +
      |. e .|
      + + + +
      |. . .|
      +-+-+-+`,
    d: Infinity,
  },
  {
    rule: 'unoccupied secret doors count as walls',
    map: `
      +-+-+-+
      |@ ? e|
      +-+-+-+`,
    d: Infinity,
  },
];

describe('counting distance (How to Choose Targets)', () => {
  it.each(rows)('$rule', ({ map, d }) => {
    const m = draw(map);
    expect(distance(m.board, m.at('@'), m.at('e'))).toBe(d);
    expect(distance(m.board, m.at('e'), m.at('@'))).toBe(d);
  });

  it('creature to square and creature to creature use the nearest squares of each space', () => {
    const m = draw(`
      +-+-+-+-+-+
      |@ @ . . .|
      + + + + + +
      |@ @ . e e|
      + + + + + +
      |. . . e e|
      +-+-+-+-+-+`);
    expect(distanceToSquare(m.board, m.space('@'), { x: 4, y: 0 })).toBe(3);
    expect(spaceDistance(m.board, m.space('@'), m.space('e'))).toBe(2);
  });

  it('adjacent squares include the square itself; creatures are adjacent to their own space', () => {
    const m = draw(`
      +-+-+-+
      |@ e .|
      +-+-+-+`);
    expect(squaresAdjacent(m.board, m.at('@'), m.at('@'))).toBe(true);
    expect(adjacent(m.board, one(m.at('@')), one(m.at('@')))).toBe(true);
    expect(adjacent(m.board, one(m.at('@')), one(m.at('e')))).toBe(true);
    expect(adjacent(m.board, one(m.at('@')), { x: 2, y: 0, side: 1 })).toBe(false);
  });

  it('a big creature is adjacent to a creature adjacent to any square of its space', () => {
    const m = draw(`
      +-+-+-+-+
      |@ @ . .|
      + + + + +
      |@ @ e .|
      +-+-+-+-+`);
    expect(adjacent(m.board, m.space('@'), m.space('e'))).toBe(true);
  });

  it('walls: squares on either side of a wall are not adjacent', () => {
    const m = draw(`
      +-+-+
      |@|e|
      + + +
      |. .|
      +-+-+`);
    expect(squaresAdjacent(m.board, m.at('@'), m.at('e'))).toBe(false);
  });

  it('movement triggers count squares moved ignoring walls (king distance)', () => {
    expect(kingDistance({ x: 0, y: 0 }, { x: 3, y: -2 })).toBe(3);
  });
});

describe('nearest squares and creatures', () => {
  it('returns every candidate at the lowest count (the acting player chooses among ties)', () => {
    const m = draw(`
      +-+-+-+-+
      |a . . b|
      + + + + +
      |. @ # u|
      +-+-+-+-+`);
    const c = ['a', 'b', 'u'].map((ch) => one(m.at(ch)));
    expect(nearestSpaces(m.board, one(m.at('@')), c)).toEqual([c[0]]);
    expect(nearestSpaces(m.board, one(m.at('u')), c)).toEqual([c[2]]);
    expect(nearestSpaces(m.board, one(m.at('@')), [c[1]!, c[2]!])).toEqual([c[1], c[2]]);
  });
});
