// Rulebook: ddm-battle-rules-2011 — "BATTLE MAPS AND TERRAIN" (Size, Start Areas, Victory Areas,
// Terrain, Multiple Terrain Types), "Walls" (Walls are on Gridlines), "HEALING FONT", "STEEP SLOPE".
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAsciiMap } from './ascii.js';
import { MapError, makeMapJson, parseMapJson, validateMap } from './map-file.js';
import type { DdmMap } from './types.js';

const here = dirname(fileURLToPath(import.meta.url));
const keep = (): DdmMap => JSON.parse(readFileSync(join(here, 'maps', 'ruined-keep.json'), 'utf8')) as DdmMap;

function fails(value: unknown, ...parts: string[]) {
  try {
    validateMap(value);
  } catch (e) {
    expect(e).toBeInstanceOf(MapError);
    for (const p of parts) expect((e as Error).message).toContain(p);
    return;
  }
  throw new Error('expected a MapError');
}

describe('map file (JSON)', () => {
  it('parses and writes back the same map', () => {
    const m = parseMapJson(readFileSync(join(here, 'maps', 'ruined-keep.json'), 'utf8'));
    expect(parseMapJson(makeMapJson(m))).toEqual(m);
  });

  it('bad JSON and bad shapes name the problem and its JSON path', () => {
    expect(() => parseMapJson('{oops', 'keep.json')).toThrow(/keep.json: not JSON/);
    fails({ ...keep(), width: 'wide' }, '$.width');
    fails({ ...keep(), format: 'other' }, '$.format');
    fails({ ...keep(), terrain: [{ type: 'lava', squares: [] }] }, '$.terrain[0].type');
  });

  it('squares must lie on the map', () => {
    fails(
      {
        ...keep(),
        terrain: [
          {
            type: 'forest',
            squares: [
              [1, 1],
              [28, 3],
            ],
          },
        ],
      },
      '$.terrain[0].squares[1]',
      'off the 28×21 map',
    );
    fails({ ...keep(), walls: { ...keep().walls, squares: [[0, 21]] } }, '$.walls.squares[0]');
  });

  it('walls are on gridlines or between points on gridlines; outer-edge walls are refused', () => {
    fails({ ...keep(), walls: { ...keep().walls, segments: [[1, 1, 2, 2]] } }, '$.walls.segments[0]', 'horizontal or vertical');
    fails({ ...keep(), walls: { ...keep().walls, segments: [[1.5, 1, 1.5, 3]] } }, 'on a grid line');
    fails({ ...keep(), walls: { ...keep().walls, segments: [[1.25, 1, 3, 1]] } }, 'multiple of 0.5');
    fails({ ...keep(), walls: { ...keep().walls, segments: [[0, 0, 0, 3]] } }, "map's outer edge");
  });

  it('terrain parameters belong to their terrain; a steep slope needs a direction', () => {
    fails({ ...keep(), terrain: [{ type: 'steepSlope', squares: [[1, 1]] }] }, 'needs a direction');
    fails({ ...keep(), terrain: [{ type: 'forest', squares: [[1, 1]], amount: 10 }] }, 'only a healing font');
  });

  it('each battle map has start areas A and B and at least one victory area', () => {
    fails({ ...keep(), startAreas: { A: [], B: keep().startAreas.B } }, '$.startAreas.A');
    fails({ ...keep(), victoryAreas: { A: [], B: [], AB: [] } }, '$.victoryAreas');
    expect(() => validateMap({ ...keep(), victoryAreas: { A: [], B: [], AB: [] } }, 'map', { requireAreas: false })).not.toThrow();
  });

  it('a square may have several terrain types (the layers stack)', () => {
    const m = parseAsciiMap(`
+-+-+
|q .|
+-+-+
q = forest pit`);
    expect(m.terrain.map((t) => t.type).sort()).toEqual(['forest', 'pit']);
  });
});
