// Rulebook: ddm-battle-rules-2011 — "BATTLE MAPS AND TERRAIN" (Size, Start Areas, Victory Areas,
// Terrain), "Walls", "Common Terrain". The example maps, and perft-like counts on them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blastPlacements, linePlacements } from './areas.js';
import { parseAsciiMap } from './ascii.js';
import { compileMap } from './board.js';
import { mapSize, parseMapJson } from './map-file.js';
import { reachable } from './movement.js';
import { TERRAIN_TYPES } from './types.js';

const here = dirname(fileURLToPath(import.meta.url));
const load = (id: string) => {
  const json = parseMapJson(readFileSync(join(here, 'maps', `${id}.json`), 'utf8'), `${id}.json`);
  const ascii = parseAsciiMap(readFileSync(join(here, 'maps', `${id}.txt`), 'utf8'), `${id}.txt`, { requireAreas: true });
  return { json, ascii };
};

describe.each([
  { id: 'ruined-keep', full: true },
  { id: 'drowned-shrine', full: false },
])('example map $id', ({ id, full }) => {
  const { json, ascii } = load(id);
  it('the JSON file and the ASCII drawing are the same map', () => {
    expect(json).toEqual(ascii);
  });
  it(full ? 'is full-sized: 21 by 28 squares or larger' : 'is half-sized: 22 by 17 squares or smaller', () => {
    expect(mapSize(json)).toBe(full ? 'full' : 'half');
    expect(mapSize({ width: 20, height: 28 })).toBe('other');
    expect(mapSize({ width: 17, height: 23 })).toBe('other');
  });
  it('uses every terrain type, with a square of two types', () => {
    expect(new Set(json.terrain.map((t) => t.type))).toEqual(new Set(TERRAIN_TYPES));
    const seen = new Map<string, number>();
    for (const l of json.terrain) for (const [x, y] of l.squares) seen.set(`${x},${y}`, (seen.get(`${x},${y}`) ?? 0) + 1);
    expect(Math.max(...seen.values())).toBeGreaterThanOrEqual(2);
  });
  it('has every wall kind: squares, segments (full and half), diagonals covering and not covering the centre', () => {
    expect(json.walls.squares.length).toBeGreaterThan(0);
    expect(json.walls.segments.some((s) => s.every(Number.isInteger))).toBe(true);
    expect(json.walls.segments.some((s) => !s.every(Number.isInteger))).toBe(true);
    expect(json.walls.diagonals.some((d) => d.coversCentre)).toBe(true);
    expect(json.walls.diagonals.some((d) => !d.coversCentre)).toBe(true);
  });
  it('has start areas A and B (one of them in several regions) and victory areas A, B and A&B', () => {
    expect(json.startAreas.A.length + json.startAreas.B.length).toBeGreaterThanOrEqual(3);
    expect(json.victoryAreas.A.length).toBeGreaterThan(0);
    expect(json.victoryAreas.B.length).toBeGreaterThan(0);
    expect(json.victoryAreas.AB.length).toBeGreaterThan(0);
  });
});

describe('counting (perft-like) on the Ruined Keep', () => {
  const board = compileMap(load('ruined-keep').json);
  const at = (x: number, y: number, side = 1) => ({ id: 'm', team: 'A', space: { x, y, side } });

  it('a medium creature in the keep’s courtyard: 8 squares at speed 1, 22 at speed 2 (checked by hand)', () => {
    // Around (13,10) everything is clear; at speed 2 the 5×5 block minus its centre, minus the two
    // statues at (12,12) and (15,12) (cost 1 + 2 > 2).
    expect(reachable(board, at(13, 10), [], { speed: 1 }).destinations).toHaveLength(8);
    expect(reachable(board, at(13, 10), [], { speed: 2 }).destinations).toHaveLength(22);
  });

  it('in a corner behind the keep wall: the buttress and the screen cut the count (checked by hand)', () => {
    // (12,7): north (11,6) and (12,6) are wall squares, (11,7) is a buttress covering its centre,
    // the screen on the grid line under row 7 blocks (11..13,8), and the gate (13,6) is diagonally
    // past the corner of wall (12,6): only (13,7) remains.
    expect(reachable(board, at(12, 7), [], { speed: 1 }).destinations.map((d) => `${d.at.x},${d.at.y}`)).toEqual(['13,7']);
  });

  it('blast 3 from a medium creature in the open: 16 placements; line 1: 16 distinct sets', () => {
    expect(blastPlacements(board, { x: 13, y: 10, side: 1 }, 3)).toHaveLength(16);
    expect(linePlacements(board, { x: 13, y: 10, side: 1 }, 1)).toHaveLength(16);
  });

  it('regression anchors: larger counts on the example map', () => {
    expect({
      walk6: reachable(board, at(3, 5), [], { speed: 6 }).destinations.length,
      huge8: reachable(board, { ...at(21, 10, 3), modes: { flight: true } }, [], { speed: 8 }).destinations.length,
      blast3huge: blastPlacements(board, { x: 21, y: 10, side: 3 }, 3).length,
      line5: linePlacements(board, { x: 13, y: 10, side: 1 }, 5).length,
    }).toMatchInlineSnapshot(`
      {
        "blast3huge": 56,
        "huge8": 96,
        "line5": 115,
        "walk6": 98,
      }
    `);
  });
});
