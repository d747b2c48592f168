// Rulebook: ddm-battle-rules-2011 — "How to Choose Targets" (Line of Sight, Line of Effect), "Walls",
// "FOREST (OR MARKET STALL)", "SMOKE", "PIT", "SECRET DOOR". One row per sentence, drawn as maps.
import { describe, expect, it } from 'vitest';
import { boardFor } from './board.js';
import { lineOfEffect, lineOfSight, squareEffect, squareSight } from './sight.js';
import { draw, one } from './testkit.js';

interface Row {
  readonly rule: string;
  readonly map: string;
  /** Viewer and target characters (their bounding spaces). */
  readonly from?: string;
  readonly to?: string;
  readonly sight: boolean;
  readonly effect: boolean;
}

const rows: Row[] = [
  {
    rule: 'an unblocked line between the spaces: sight and effect',
    map: `
      +-+-+-+-+
      |@ . . e|
      +-+-+-+-+`,
    sight: true,
    effect: true,
  },
  {
    rule: 'a wall square between them blocks both',
    map: `
      +-+-+-+
      |@ # e|
      +-+-+-+`,
    sight: false,
    effect: false,
  },
  {
    rule: 'a line that touches a wall is blocked: the only lines pass a point where two walls meet',
    map: `
      +-+-+
      |@ #|
      + + +
      |# e|
      +-+-+`,
    sight: false,
    effect: false,
  },
  {
    rule: 'any point to any point: lines clear of the wall corner exist',
    map: `
      +-+-+
      |@ #|
      + + +
      |. e|
      +-+-+`,
    sight: true,
    effect: true,
  },
  {
    rule: 'a wall on the grid line between two squares blocks',
    map: `
      +-+-+
      |@|e|
      +-+-+`,
    sight: false,
    effect: false,
  },
  {
    rule: 'walls lie between points on gridlines: a half-length wall leaves the other half open',
    map: `
      +-+-+
      |@^e|
      +-+-+`,
    sight: true,
    effect: true,
  },
  {
    rule: 'smoke squares block line of sight but not line of effect',
    map: `
      +-+-+-+
      |. S .|
      + + + +
      |@ S e|
      + + + +
      |. S .|
      +-+-+-+`,
    sight: false,
    effect: true,
  },
  {
    rule: 'forest blocks sight (not effect) when the line passes through two edges or a corner of one forest square',
    map: `
      +-+-+-+-+-+
      |. . . . .|
      + + + + + +
      |@ . f . e|
      + + + + + +
      |. . . . .|
      +-+-+-+-+-+`,
    sight: false,
    effect: true,
  },
  {
    rule: 'forest: a line passing clear of the forest square sees',
    map: `
      +-+-+-+-+-+
      |. . . . e|
      + + + + + +
      |@ . f . .|
      +-+-+-+-+-+`,
    sight: true,
    effect: true,
  },
  {
    rule: 'market stall squares are treated as forest',
    map: `
      +-+-+-+-+-+
      |. . . . .|
      + + + + + +
      |@ . m . e|
      + + + + + +
      |. . . . .|
      +-+-+-+-+-+`,
    sight: false,
    effect: true,
  },
  {
    rule: 'a viewer in forest sees out: its own forest square does not block',
    map: `
      +-+-+-+
      |@ . e|
      +-+-+-+
      @ = forest`,
    sight: true,
    effect: true,
  },
  {
    rule: 'a viewer in forest behind a second forest square does not see through it',
    map: `
      +-+-+-+
      |@ f e|
      +-+-+-+
      @ = forest`,
    sight: false,
    effect: true,
  },
  {
    rule: 'a target in forest is seen (the line enters its square through one edge)',
    map: `
      +-+-+-+
      |@ . e|
      +-+-+-+
      e = forest`,
    sight: true,
    effect: true,
  },
  {
    rule: 'smoke: a creature entirely in smoke cannot trace sight to nonadjacent squares',
    map: `
      +-+-+-+
      |@ . e|
      +-+-+-+
      @ = smoke`,
    sight: false,
    effect: true,
  },
  {
    rule: 'smoke: ...but to adjacent squares it can',
    map: `
      +-+-+
      |@ e|
      +-+-+
      @ = smoke`,
    sight: true,
    effect: true,
  },
  {
    rule: 'smoke: a creature in smoke is not seen from nonadjacent squares',
    map: `
      +-+-+-+
      |@ . e|
      +-+-+-+
      e = smoke`,
    sight: false,
    effect: true,
  },
  {
    rule: 'smoke: a big creature in smoke and clear squares traces sight from its clear squares',
    map: `
      +-+-+-+-+
      |@ @ . e|
      + + + + +
      |@ @ . .|
      +-+-+-+-+
      @ = smoke`,
    sight: false,
    effect: true,
  },
  {
    rule: 'pits do not block line of sight or line of effect',
    map: `
      +-+-+-+
      |@ p e|
      +-+-+-+`,
    sight: true,
    effect: true,
  },
  {
    rule: 'unoccupied secret door squares are treated as walls',
    map: `
      +-+-+-+
      |@ ? e|
      +-+-+-+`,
    sight: false,
    effect: false,
  },
  {
    rule: 'a diagonal wall covering the centre blocks a one-square corridor',
    map: `
      +-+-+-+
      |@ 5 e|
      +-+-+-+`,
    sight: false,
    effect: false,
  },
  {
    rule: 'a diagonal wall that leaves the centre open: attack across its open corner',
    map: `
      +-+-+-+
      |@ 1 e|
      +-+-+-+`,
    sight: true,
    effect: true,
  },
  {
    rule: 'line of effect to a creature: to any square of its space (big target half behind a wall)',
    map: `
      +-+-+-+-+
      |@ # e e|
      + + + + +
      |. . e e|
      +-+-+-+-+`,
    sight: true,
    effect: true,
  },
];

describe('line of sight and line of effect (How to Choose Targets)', () => {
  it.each(rows)('$rule', (row) => {
    const d = draw(row.map);
    const from = d.space(row.from ?? '@');
    const to = d.space(row.to ?? 'e');
    expect(lineOfSight(d.board, from, to)).toBe(row.sight);
    expect(lineOfEffect(d.board, from, to)).toBe(row.effect);
    // Symmetric for single squares, as the property test checks at random.
    if (from.side === 1 && to.side === 1) expect(lineOfSight(d.board, to, from)).toBe(row.sight);
  });

  it('smoke: a big creature with clear squares still sees (the clear column is not in smoke)', () => {
    const d = draw(`
      +-+-+-+-+
      |@ @ . e|
      + + + + +
      |@ @ . .|
      +-+-+-+-+
      @ = smoke
      `);
    // Only the west column is smoke when drawn this way: make the east column clear.
    const partly = draw(`
      +-+-+-+-+
      |S @ . e|
      + + + + +
      |S @ . .|
      +-+-+-+-+`);
    expect(lineOfSight(d.board, d.space('@'), d.space('e'))).toBe(false);
    expect(lineOfSight(partly.board, { x: 0, y: 0, side: 2 }, partly.space('e'))).toBe(true);
    expect(lineOfSight(partly.board, { x: 0, y: 0, side: 1 }, partly.space('e'))).toBe(false);
  });

  it('an occupied secret door is clear terrain: sight and effect pass', () => {
    const d = draw(`
      +-+-+-+
      |@ ? e|
      +-+-+-+`);
    const occupied = boardFor(d.board, [{ id: 'x', team: 'A', space: { x: 1, y: 0, side: 1 } }]);
    expect(squareSight(occupied, d.at('@'), d.at('e'))).toBe(true);
    expect(squareEffect(occupied, d.at('@'), d.at('e'))).toBe(true);
    expect(squareSight(d.board, d.at('@'), d.at('e'))).toBe(false);
    expect(boardFor(d.board, [])).toBe(d.board);
  });

  it('a square sees itself; squares off the map see nothing', () => {
    const d = draw(`
      +-+-+
      |@ e|
      +-+-+`);
    expect(squareSight(d.board, d.at('@'), d.at('@'))).toBe(true);
    expect(squareSight(d.board, d.at('@'), { x: 5, y: 0 })).toBe(false);
    expect(lineOfSight(d.board, one(d.at('@')), { x: -3, y: 0, side: 1 })).toBe(false);
  });
});

describe('Blindsight', () => {
  it('ignores smoke squares when determining line of sight (the caller checks its range)', () => {
    const d = draw(`
      +-+-+-+
      |@ . e|
      +-+-+-+
      @ = smoke`);
    expect(lineOfSight(d.board, d.space('@'), d.space('e'))).toBe(false);
    expect(lineOfSight(d.board, d.space('@'), d.space('e'), { ignoreSmoke: true })).toBe(true);
    const forest = draw(`
      +-+-+-+
      |@ f e|
      +-+-+-+`);
    expect(lineOfSight(forest.board, forest.space('@'), forest.space('e'), { ignoreSmoke: true })).toBe(false);
  });
});
