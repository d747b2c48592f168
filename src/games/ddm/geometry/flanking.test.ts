// Rulebook: ddm-battle-rules-2011 — "Flanking" (Opposite Sides, Big Creatures), "Walls".
import { describe, expect, it } from 'vitest';
import { flanks } from './flanking.js';
import { draw } from './testkit.js';

describe('flanking (a line between square centres through opposite sides or corners)', () => {
  it.each([
    {
      rule: 'opposite sides',
      map: `
        +-+-+-+
        |. . .|
        + + + +
        |a e @|
        + + + +
        |. . .|
        +-+-+-+`,
      flank: true,
    },
    {
      rule: 'opposite corners',
      map: `
        +-+-+-+
        |a . .|
        + + + +
        |. e .|
        + + + +
        |. . @|
        +-+-+-+`,
      flank: true,
    },
    {
      rule: 'offset squares: the line crosses adjacent sides (top, right), so no flank',
      map: `
        +-+-+-+
        |a . .|
        + + + +
        |. e @|
        + + + +
        |. . .|
        +-+-+-+`,
      flank: false,
    },
    {
      rule: 'two corners of the same side do not flank',
      map: `
        +-+-+-+
        |a . @|
        + + + +
        |. e .|
        + + + +
        |. . .|
        +-+-+-+`,
      flank: false,
    },
    {
      rule: 'adjacent sides (the line only touches a corner) do not flank',
      map: `
        +-+-+-+
        |. @ .|
        + + + +
        |a e .|
        + + + +
        |. . .|
        +-+-+-+`,
      flank: false,
    },
    {
      rule: 'both must be adjacent to the enemy (a wall in between breaks adjacency)',
      map: `
        +-+-+-+
        |a e|@|
        +-+-+-+`,
      flank: false,
    },
    {
      rule: 'both must be adjacent to the enemy (a distant ally does not flank)',
      map: `
        +-+-+-+-+
        |a . e @|
        +-+-+-+-+`,
      flank: false,
    },
    {
      rule: 'big enemy: a line through opposite sides of its space',
      map: `
        +-+-+-+-+
        |a e e .|
        + + + + +
        |. e e @|
        +-+-+-+-+`,
      flank: true,
    },
    {
      rule: 'big creatures flank if any square they occupy does',
      map: `
        +-+-+-+-+
        |. . @ @|
        + + + + +
        |. e @ @|
        + + + + +
        |a . . .|
        +-+-+-+-+`,
      flank: true,
    },
  ])('$rule', ({ map, flank }) => {
    const d = draw(map);
    expect(flanks(d.board, d.space('@'), d.space('a'), d.space('e'))).toBe(flank);
    expect(flanks(d.board, d.space('a'), d.space('@'), d.space('e'))).toBe(flank);
  });
});
