// Property tests for the battlefield model (heroscape-master-game-guide — "Moving", "Range and Line
// of Sight"). Which symmetries hold is stated in sight.ts: the segment test is symmetric; line of
// sight (eye to body) is only guaranteed both ways when the two eyes see each other.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileBoard, SF, type Board } from './board.js';
import { addEdge, addObstacle, fromRows, place } from './build.js';
import { eyeOf, type PlacedFigure } from './figures.js';
import type { HeroscapeMap } from './map-model.js';
import { moveRange } from './movement.js';
import { indexFigures, lineOfSight, pointToHex, segmentBlocker } from './sight.js';

const W = 6;
const H = 5;
const heights = fc.array(fc.integer({ min: 1, max: 7 }), { minLength: W * H, maxLength: W * H });
const hexArb = fc.record({ q: fc.integer({ min: 0, max: W - 1 }), r: fc.integer({ min: 0, max: H - 1 }) });

function mapOf(hs: number[]): HeroscapeMap {
  const rows: string[] = [];
  for (let r = 0; r < H; r++) rows.push(hs.slice(r * W, r * W + W).join(' '));
  return fromRows(rows);
}

function keys(board: Board, f: PlacedFigure, move: number, others: PlacedFigure[] = []): Set<string> {
  const out = new Set<string>();
  for (const d of moveRange(board, f, [f, ...others], { move }).destinations) {
    const h = board.hexOf(d.head);
    out.add(`${h.q},${h.r},${board.spLevel[d.head]}`);
  }
  return out;
}

const figArb = fc.record({ height: fc.integer({ min: 1, max: 12 }), move: fc.integer({ min: 1, max: 7 }), flying: fc.boolean() });

describe('movement properties', () => {
  it('the reachable set grows with move points', () => {
    fc.assert(
      fc.property(heights, hexArb, figArb, (hs, at, spec) => {
        const board = compileBoard(mapOf(hs));
        const f = place(board, 'f', { ...spec, at });
        const small = keys(board, f, spec.move);
        const big = keys(board, f, spec.move + 1);
        for (const k of small) expect(big.has(k)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('with ladders and battlements on the map, the reachable set still grows with move points', () => {
    fc.assert(
      fc.property(
        heights,
        hexArb,
        hexArb,
        fc.integer({ min: 0, max: 5 }),
        figArb,
        fc.constantFrom('small', 'medium', 'large'),
        (hs, at, lad, side, spec, size) => {
          const m = mapOf(hs);
          const base = hs[lad.r * W + lad.q]!;
          for (const l of [base + 1, base + 3, base + 5]) addEdge(m, 'ladder', lad.q, lad.r, side, l, 0, 0);
          addEdge(m, 'battlement', at.q, at.r, (side + 2) % 6, hs[at.r * W + at.q]!);
          const board = compileBoard(m);
          const f = place(board, 'f', { ...spec, size, at });
          const small = keys(board, f, spec.move);
          const big = keys(board, f, spec.move + 1);
          for (const k of small) expect(big.has(k)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a flyer in auto mode reaches every space it could walk to, never at a higher cost or with more attacks', () => {
    fc.assert(
      fc.property(heights, hexArb, fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 7 }), fc.boolean(), (hs, at, height, move, slippery) => {
        const m = mapOf(hs);
        m.columns[7]!.cells.push({ z: m.columns[7]!.cells.length, terrain: 'ice', piece: -1 });
        if (slippery) m.settings.ice = 'slippery';
        const board = compileBoard(m);
        const f = place(board, 'f', { height, move, flying: true, at });
        const enemy = place(board, 'e', { side: 'b', height: 4, at: { q: (at.q + 1) % W, r: at.r } });
        const auto = moveRange(board, f, [f, enemy]).destinations;
        for (const w of moveRange(board, f, [f, enemy], { mode: 'walk' }).destinations) {
          const a = auto.find((d) => d.head === w.head);
          expect(a).toBeDefined();
          expect(a!.cost).toBeLessThanOrEqual(w.cost);
          expect(a!.swipes).toBeLessThanOrEqual(w.swipes);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('adding a blocking obstacle (tree, glacier, hive) never adds a reachable space', () => {
    fc.assert(
      fc.property(heights, hexArb, hexArb, figArb, fc.constantFrom('tree', 'glacier', 'hive'), (hs, at, obstacleAt, spec, kind) => {
        fc.pre(at.q !== obstacleAt.q || at.r !== obstacleAt.r);
        const m = mapOf(hs);
        const before = compileBoard(m);
        const f0 = place(before, 'f', { ...spec, at });
        const reach0 = keys(before, f0, spec.move);
        const after = compileBoard(addObstacle(m, kind, [obstacleAt], hs[obstacleAt.r * W + obstacleAt.q]!, 9));
        const f1 = place(after, 'f', { ...spec, at });
        for (const k of keys(after, f1, spec.move)) expect(reach0.has(k)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('double-space destinations are always two same-level spaces, never the start', () => {
    fc.assert(
      fc.property(heights, fc.integer({ min: 1, max: 6 }), (hs, move) => {
        const board = compileBoard(mapOf(hs));
        const g = place(board, 'g', { height: 11, move, at: { q: 2, r: 2 }, tail: { q: 1, r: 2 } });
        for (const d of moveRange(board, g, [g]).destinations) {
          expect(board.spLevel[d.head]).toBe(board.spLevel[d.tail]);
          expect(board.spFlags[d.head]! & SF.OVER).toBe(0);
          expect([d.head, d.tail].sort().join()).not.toBe([g.head, g.tail].sort().join());
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('line of sight properties', () => {
  const pointArb = fc.record({
    x: fc.double({ min: 0, max: W + 2, noNaN: true }),
    y: fc.double({ min: 0, max: H, noNaN: true }),
    z: fc.double({ min: 0, max: 12, noNaN: true }),
  });

  it('the segment test is symmetric', () => {
    fc.assert(
      fc.property(heights, pointArb, pointArb, (hs, a, b) => {
        const board = compileBoard(mapOf(hs));
        expect(segmentBlocker(board, a, b, null) === null).toBe(segmentBlocker(board, b, a, null) === null);
      }),
      { numRuns: 200 },
    );
  });

  it('the exact hex traversal agrees with dense sampling: a sampled point inside a solid means blocked', () => {
    fc.assert(
      fc.property(heights, pointArb, pointArb, (hs, a, b) => {
        const board = compileBoard(mapOf(hs));
        let inside = false;
        for (let i = 0; i <= 2000 && !inside; i++) {
          const t = i / 2000;
          const x = a.x + (b.x - a.x) * t;
          const y = a.y + (b.y - a.y) * t;
          const z = a.z + (b.z - a.z) * t;
          const h = pointToHex(x, y);
          const c = board.colAt(h.q, h.r);
          if (c >= 0) for (const s of board.colSolids[c]!) if (z > s.bottom + 1e-6 && z < s.top - 1e-6) inside = true;
        }
        if (inside) expect(segmentBlocker(board, a, b, null)).not.toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('when the two eyes see each other, each figure has line of sight to the other', () => {
    fc.assert(
      fc.property(heights, hexArb, hexArb, fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (hs, pa, pb, ha, hb) => {
        fc.pre(pa.q !== pb.q || pa.r !== pb.r);
        const board = compileBoard(mapOf(hs));
        const a = place(board, 'a', { height: ha, at: pa });
        const b = place(board, 'b', { side: 'x', height: hb, at: pb });
        const figs = indexFigures(board, [a, b]);
        if (segmentBlocker(board, eyeOf(board, a), eyeOf(board, b), figs, ['a', 'b']) === null) {
          expect(lineOfSight(board, figs, a, b).clear).toBe(true);
          expect(lineOfSight(board, figs, b, a).clear).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('adding an obstacle never adds line of sight', () => {
    fc.assert(
      fc.property(heights, hexArb, hexArb, hexArb, fc.constantFrom('tree', 'ruin', 'glacier'), (hs, pa, pb, po, kind) => {
        fc.pre(new Set([`${pa.q},${pa.r}`, `${pb.q},${pb.r}`, `${po.q},${po.r}`]).size === 3);
        const m = mapOf(hs);
        const b0 = compileBoard(m);
        const before = lineOfSight(b0, null, place(b0, 'a', { height: 5, at: pa }), place(b0, 'b', { height: 5, at: pb })).clear;
        const b1 = compileBoard(addObstacle(m, kind, [po], hs[po.r * W + po.q]!, 6));
        const after = lineOfSight(b1, null, place(b1, 'a', { height: 5, at: pa }), place(b1, 'b', { height: 5, at: pb })).clear;
        if (after) expect(before).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
