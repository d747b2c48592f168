// Rulebook: ddm-battle-rules-2011 — "How to Choose Targets" (Line of Sight, Line of Effect: "an
// unblocked line from any point in the creature's space to any point in a target's space"; "a line is
// blocked if it touches a wall"), "FOREST (OR MARKET STALL)", "SMOKE".
// The exact search (exact-sight.ts) behind the nine-point fast path (sight.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from './board.js';
import { compileMap } from './board.js';
import { segTouches } from './exact.js';
import { exactPairClear } from './exact-sight.js';
import { lineOfEffect, lineOfSight, ninePointClear, squareEffect, squareSight } from './sight.js';
import { draw } from './testkit.js';
import type { DdmMap, Square, WallSegment } from './types.js';

const idx = (board: Board, s: Square) => s.y * board.width + s.x;

/** Independent check of a witness line: the segment (half-lattice coordinates × scale) touches no wall. */
function segmentClearOfWalls(board: Board, scale: number, px: number, py: number, qx: number, qy: number): boolean {
  return board.obstacles.every(
    (p) =>
      !segTouches(
        px,
        py,
        qx,
        qy,
        p.map((v) => v * scale),
      ),
  );
}

// The gap: the wall square's south-west corner and the top of the half-length wall on the grid line
// west of it lie on the same grid line. Every line through a lattice point of @ and of e that passes
// between them touches one of the two, but a line rotated slightly about a point between them passes
// just above the half wall and just below the wall square.
const GAP = `
  +-+-+-+-+-+-+-+-+
  |. . . . . . . .|
  + + + + + + + + +
  |@ . # . . . . .|
  + + + + + + + + +
  |.^. . . . . . e|
  +-+-+-+-+-+-+-+-+`;

describe('exact line of sight and effect: any point to any point', () => {
  it('finds a narrow shallow-angle gap between two wall corners that the nine sample points miss', () => {
    const d = draw(GAP);
    const a = d.at('@');
    const e = d.at('e');
    // A witness: half-lattice y = 4 + (x − 3)/100, from x = 1 (inside @) to x = 15 (inside e);
    // scaled by 100 it is the integer segment (100, 398)–(1500, 412).
    expect(segmentClearOfWalls(d.board, 100, 100, 398, 1500, 412)).toBe(true);
    expect(ninePointClear(d.board, idx(d.board, a), idx(d.board, e), false)).toBe(false);
    expect(ninePointClear(d.board, idx(d.board, a), idx(d.board, e), true)).toBe(false);
    expect(squareEffect(d.board, a, e)).toBe(true);
    expect(squareSight(d.board, a, e)).toBe(true);
    expect(squareSight(d.board, e, a)).toBe(true);
    expect(lineOfSight(d.board, { ...a, side: 1 }, { ...e, side: 1 })).toBe(true);
    expect(lineOfEffect(d.board, { ...e, side: 1 }, { ...a, side: 1 })).toBe(true);
  });

  it('a gap that is not there stays blocked: the half wall reaches across the grid line', () => {
    const d = draw(`
      +-+-+-+-+-+-+-+-+
      |. . . . . . . .|
      + + + + + + + + +
      |@v. # . . . . .|
      + + + + + + + + +
      |.^. . . . . . e|
      +-+-+-+-+-+-+-+-+`);
    expect(squareEffect(d.board, d.at('@'), d.at('e'))).toBe(false);
    expect(squareSight(d.board, d.at('@'), d.at('e'))).toBe(false);
  });

  it('touching blocks: the only lines left run exactly through the two corners', () => {
    // Corners of two wall squares on one grid line with the viewer and target squares beside it:
    // the lines along that grid line touch both walls, every other line crosses one.
    const d = draw(`
      +-+-+-+-+-+
      |@ # . . .|
      + + + + + +
      |. . . # e|
      +-+-+-+-+-+`);
    expect(squareEffect(d.board, d.at('@'), d.at('e'))).toBe(false);
    expect(squareSight(d.board, d.at('@'), d.at('e'))).toBe(false);
  });

  it('forest in the gap blocks sight but not effect; smoke in the gap blocks sight', () => {
    const forest = draw(GAP.replace('|.^. . . . . . e|', '|.^. f . . . . e|'));
    expect(squareEffect(forest.board, forest.at('@'), forest.at('e'))).toBe(true);
    expect(squareSight(forest.board, forest.at('@'), forest.at('e'))).toBe(false);
    const smoke = draw(GAP.replace('|.^. . . . . . e|', '|.^. . . S . . e|'));
    expect(squareEffect(smoke.board, smoke.at('@'), smoke.at('e'))).toBe(true);
    expect(squareSight(smoke.board, smoke.at('@'), smoke.at('e'))).toBe(false);
    expect(lineOfSight(smoke.board, smoke.space('@'), smoke.space('e'), { ignoreSmoke: true })).toBe(true);
  });

  it('forest the viewer or target stands in does not block the exact line', () => {
    const d = draw(`${GAP}\n  @ = forest\n  e = forest`);
    expect(squareSight(d.board, d.at('@'), d.at('e'))).toBe(true);
  });
});

// ---- properties on random small maps ----

const W = 7;
const H = 4;
const cell = fc.tuple(fc.integer({ min: 0, max: W - 1 }), fc.integer({ min: 0, max: H - 1 }));
const segment: fc.Arbitrary<WallSegment> = fc
  .tuple(fc.boolean(), fc.integer({ min: 1, max: 2 * W - 2 }), fc.integer({ min: 1, max: 2 * H - 2 }), fc.integer({ min: 1, max: 3 }))
  .map(([horizontal, a, b, len]) => {
    if (horizontal) {
      const y = Math.min(H - 1, Math.max(1, Math.round(b / 2)));
      return [a / 2, y, Math.min(W, (a + len) / 2), y] as WallSegment;
    }
    const x = Math.min(W - 1, Math.max(1, Math.round(a / 2)));
    return [x, b / 2, x, Math.min(H, (b + len) / 2)] as WallSegment;
  });
const mapArb: fc.Arbitrary<DdmMap> = fc
  .record({
    squares: fc.array(cell, { maxLength: 3 }),
    segments: fc.array(segment, { maxLength: 5 }),
    forest: fc.array(cell, { maxLength: 2 }),
    smoke: fc.array(cell, { maxLength: 1 }),
  })
  .map(({ squares, segments, forest, smoke }) => ({
    format: 'skirmish-ddm-map' as const,
    version: 1 as const,
    id: 'x',
    name: 'x',
    width: W,
    height: H,
    terrain: [
      { type: 'forest' as const, squares: forest },
      { type: 'smoke' as const, squares: smoke },
    ],
    walls: { squares, segments, diagonals: [] },
    startAreas: { A: [], B: [] },
    victoryAreas: { A: [], B: [], AB: [] },
  }));

/** Brute force over a finer grid: lines between the 1/8-square lattice points of both squares. */
function fineGridEffect(board: Board, a: number, b: number): boolean {
  const S = 4; // half-lattice × 4 = eighths of a square
  const obs = board.obstacles.map((p) => p.map((v) => v * S));
  const ax = 2 * S * (a % board.width);
  const ay = 2 * S * Math.floor(a / board.width);
  const bx = 2 * S * (b % board.width);
  const by = 2 * S * Math.floor(b / board.width);
  for (let i = 0; i <= 2 * S; i++)
    for (let j = 0; j <= 2 * S; j++)
      for (let k = 0; k <= 2 * S; k++) for (let l = 0; l <= 2 * S; l++) if (obs.every((p) => !segTouches(ax + i, ay + j, bx + k, by + l, p))) return true;
  return false;
}

describe('exact sight properties', () => {
  it('exact ⊇ nine-point, and exact sight and effect stay symmetric', () => {
    fc.assert(
      fc.property(mapArb, cell, cell, (m, [ax, ay], [bx, by]) => {
        const board = compileMap(m);
        const a = ay * W + ax;
        const b = by * W + bx;
        for (const sight of [true, false]) {
          const exact = sight ? squareSight(board, { x: ax, y: ay }, { x: bx, y: by }) : squareEffect(board, { x: ax, y: ay }, { x: bx, y: by });
          if (ninePointClear(board, a, b, sight)) expect(exact).toBe(true);
          const fresh = compileMap(m);
          const back = sight ? squareSight(fresh, { x: bx, y: by }, { x: ax, y: ay }) : squareEffect(fresh, { x: bx, y: by }, { x: ax, y: ay });
          expect(back).toBe(exact);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with a brute-force search over the 1/8-square grid: finer clear lines are always found', () => {
    // Soundness of "blocked": whenever a line between 1/8-grid points is clear, the exact search
    // says effect. (The converse needs no check: the exact search can find gaps finer than any grid.)
    fc.assert(
      fc.property(mapArb, cell, cell, (m, [ax, ay], [bx, by]) => {
        const board = compileMap(m);
        const a = ay * W + ax;
        const b = by * W + bx;
        if (a === b || ninePointClear(board, a, b, false)) return;
        if (fineGridEffect(board, a, b)) expect(exactPairClear(board, a, b, false, false)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('adding a wall never adds exact sight or effect', () => {
    fc.assert(
      fc.property(mapArb, segment, cell, cell, (m, extra, [ax, ay], [bx, by]) => {
        const before = compileMap(m);
        const after = compileMap({ ...m, walls: { ...m.walls, segments: [...m.walls.segments, extra] } });
        const a = { x: ax, y: ay };
        const b = { x: bx, y: by };
        if (squareEffect(after, a, b)) expect(squareEffect(before, a, b)).toBe(true);
        if (squareSight(after, a, b)) expect(squareSight(before, a, b)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
