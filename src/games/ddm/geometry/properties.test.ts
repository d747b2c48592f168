// Rulebook: ddm-battle-rules-2011 — "How to Choose Targets", "Walls", "MOVE", "Close Attacks".
// Properties over random small maps (fast-check): the invariants issue 4 lists.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blastPlacements, linePlacements } from './areas.js';
import { makeAsciiMap, parseAsciiMap } from './ascii.js';
import { compileMap } from './board.js';
import { distance, kingDistance } from './distance.js';
import { legalEndOneStepAway, reachable } from './movement.js';
import { squareEffect, squareSight } from './sight.js';
import type { Body, Corner, DdmMap, TerrainLayer, WallSegment } from './types.js';

const W = 6;
const H = 5;
const cell = fc.tuple(fc.integer({ min: 0, max: W - 1 }), fc.integer({ min: 0, max: H - 1 }));
const segment: fc.Arbitrary<WallSegment> = fc
  .tuple(fc.boolean(), fc.integer({ min: 0, max: 2 * W }), fc.integer({ min: 2, max: 2 * H - 2 }), fc.integer({ min: 1, max: 4 }))
  .map(([horizontal, a, b, len]) => {
    if (horizontal) {
      const y = Math.min(H - 1, Math.max(1, Math.round(b / 2)));
      const x1 = Math.min(a, 2 * W - 1) / 2;
      return [x1, y, Math.min(W, x1 + len / 2), y] as WallSegment;
    }
    const x = Math.min(W - 1, Math.max(1, Math.round(a / 2)));
    const y1 = Math.min(b, 2 * H - 1) / 2;
    return [x, y1, x, Math.min(H, y1 + len / 2)] as WallSegment;
  });
const diagonal = fc
  .tuple(cell, fc.constantFrom<Corner>('NW', 'NE', 'SE', 'SW'), fc.boolean())
  .map(([[x, y], corner, coversCentre]) => ({ x, y, corner, coversCentre }));
const layer = fc
  .tuple(fc.constantFrom('difficult', 'forest', 'smoke', 'statue', 'pit'), fc.array(cell, { maxLength: 4 }))
  .map(([type, squares]) => ({ type, squares }) as TerrainLayer);

const mapArb: fc.Arbitrary<DdmMap> = fc
  .record({
    squares: fc.array(cell, { maxLength: 4 }),
    segments: fc.array(segment, { maxLength: 6 }),
    diagonals: fc.uniqueArray(diagonal, { maxLength: 2, selector: (d) => `${d.x},${d.y}` }),
    terrain: fc.array(layer, { maxLength: 3 }),
  })
  .map(({ squares, segments, diagonals, terrain }) => ({
    format: 'skirmish-ddm-map' as const,
    version: 1 as const,
    id: 'p',
    name: 'p',
    width: W,
    height: H,
    terrain,
    walls: { squares, segments, diagonals },
    startAreas: { A: [], B: [] },
    victoryAreas: { A: [], B: [], AB: [] },
  }));

const runs = { numRuns: 40 };

describe('geometry properties', () => {
  it('sight and effect between two squares are symmetric (computed on fresh boards)', () => {
    fc.assert(
      fc.property(mapArb, cell, cell, (m, [ax, ay], [bx, by]) => {
        const a = { x: ax, y: ay };
        const b = { x: bx, y: by };
        expect(squareSight(compileMap(m), a, b)).toBe(squareSight(compileMap(m), b, a));
        expect(squareEffect(compileMap(m), a, b)).toBe(squareEffect(compileMap(m), b, a));
      }),
      runs,
    );
  });

  it('adding a wall never adds sight, effect or reachable squares', () => {
    fc.assert(
      fc.property(
        mapArb,
        fc.oneof(
          segment.map((s) => ({ s })),
          cell.map((c) => ({ c })),
        ),
        cell,
        fc.integer({ min: 1, max: 5 }),
        (m, extra, [sx, sy], speed) => {
          const walls = 's' in extra ? { ...m.walls, segments: [...m.walls.segments, extra.s] } : { ...m.walls, squares: [...m.walls.squares, extra.c] };
          const before = compileMap(m);
          const after = compileMap({ ...m, walls });
          const start = { x: sx, y: sy };
          for (let y = 0; y < H; y++)
            for (let x = 0; x < W; x++) {
              const t = { x, y };
              if (squareSight(after, start, t)) expect(squareSight(before, start, t)).toBe(true);
              if (squareEffect(after, start, t)) expect(squareEffect(before, start, t)).toBe(true);
            }
          const mover = { id: 'm', team: 'A', space: { x: sx, y: sy, side: 1 } };
          const r0 = reachable(before, mover, [], { speed, endAnywhere: true });
          const r1 = reachable(after, mover, [], { speed, endAnywhere: true });
          for (const d of r1.destinations) expect(r0.cost(d.at)).toBeGreaterThanOrEqual(0);
        },
      ),
      runs,
    );
  });

  it('distance is at least the king-move distance, and equal to it on an empty map', () => {
    const empty = compileMap({ ...fc.sample(mapArb, 1)[0]!, terrain: [], walls: { squares: [], segments: [], diagonals: [] } });
    fc.assert(
      fc.property(mapArb, cell, cell, (m, [ax, ay], [bx, by]) => {
        const a = { x: ax, y: ay };
        const b = { x: bx, y: by };
        expect(distance(compileMap(m), a, b)).toBeGreaterThanOrEqual(kingDistance(a, b));
        expect(distance(empty, a, b)).toBe(kingDistance(a, b));
      }),
      runs,
    );
  });

  it('the reachable set grows with speed, and every path costs what is reported', () => {
    fc.assert(
      fc.property(mapArb, cell, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 2 }), (m, [sx, sy], speed, side) => {
        const board = compileMap(m);
        const mover = { id: 'm', team: 'A', space: { x: Math.min(sx, W - side), y: Math.min(sy, H - side), side } };
        const slow = reachable(board, mover, [], { speed, endAnywhere: true });
        const fast = reachable(board, mover, [], { speed: speed + 1, endAnywhere: true });
        for (const d of slow.destinations) {
          expect(fast.cost(d.at)).toBeGreaterThanOrEqual(0);
          expect(fast.cost(d.at)).toBeLessThanOrEqual(d.cost);
          const path = slow.path(d.at);
          let cost = 0;
          for (let i = 1; i < path.length; i++) {
            const [p, q] = [path[i - 1]!, path[i]!];
            expect(kingDistance(p, q)).toBe(1);
            // Extra cost when a newly entered square is difficult or a statue.
            let extra = 0;
            for (let y = q.y; y < q.y + side; y++)
              for (let x = q.x; x < q.x + side; x++) {
                const inOld = x >= p.x && x < p.x + side && y >= p.y && y < p.y + side;
                if (!inOld && m.terrain.some((l) => ['difficult', 'forest', 'statue'].includes(l.type) && l.squares.some(([u, v]) => u === x && v === y)))
                  extra = 1;
              }
            cost += 1 + extra;
          }
          expect(cost).toBe(d.cost);
        }
      }),
      runs,
    );
  });

  it('the menu’s one-step probe says "legal end one square away" exactly when the full search has a legal cost-1 end', () => {
    const body = fc.record({ at: cell, side: fc.constantFrom(1, 1, 2), team: fc.constantFrom('A', 'B'), flight: fc.boolean(), helpless: fc.boolean() });
    fc.assert(
      fc.property(mapArb, body, fc.array(body, { maxLength: 5 }), fc.integer({ min: 0, max: 3 }), (m, me, rest, speed) => {
        const board = compileMap(m);
        const toBody = (b: typeof me, id: string): Body => ({
          id,
          team: b.team,
          space: { x: Math.min(b.at[0], W - b.side), y: Math.min(b.at[1], H - b.side), side: b.side },
          helpless: b.helpless,
          modes: { flight: b.flight },
        });
        const mover = toBody(me, 'me');
        const others = rest.map((b, i) => toBody(b, `o${i}`));
        const full = reachable(board, mover, others, { speed }).destinations.some((d) => d.legal && d.cost === 1);
        expect(legalEndOneStepAway(board, mover, others, { speed })).toBe(full);
      }),
      { numRuns: 150 },
    );
  });

  it('blasts and lines never contain the attacker’s space', () => {
    fc.assert(
      fc.property(mapArb, cell, fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 3 }), (m, [sx, sy], side, size) => {
        const board = compileMap(m);
        const s = { x: Math.min(sx, W - side), y: Math.min(sy, H - side), side };
        const inside = (q: { x: number; y: number }) => q.x >= s.x && q.x < s.x + side && q.y >= s.y && q.y < s.y + side;
        for (const b of blastPlacements(board, s, size)) {
          for (let y = b.area.y; y < b.area.y + size; y++) for (let x = b.area.x; x < b.area.x + size; x++) expect(inside({ x, y })).toBe(false);
        }
        for (const l of linePlacements(board, s, size)) for (const q of l.squares) expect(inside(q)).toBe(false);
      }),
      runs,
    );
  });

  it('the ASCII form round-trips any map', () => {
    fc.assert(
      fc.property(mapArb, (m) => {
        const text = makeAsciiMap(m);
        const back = parseAsciiMap(text);
        expect(makeAsciiMap(back)).toBe(text);
        const a = compileMap(m);
        const b = compileMap(back);
        expect(Array.from(b.terrain)).toEqual(Array.from(a.terrain));
        expect(Array.from(b.ptWall)).toEqual(Array.from(a.ptWall));
        expect(Array.from(b.hWall)).toEqual(Array.from(a.hWall));
        expect(Array.from(b.vWall)).toEqual(Array.from(a.vWall));
      }),
      runs,
    );
  });
});
