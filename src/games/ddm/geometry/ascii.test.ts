// Rulebook: ddm-battle-rules-2011 — "BATTLE MAPS AND TERRAIN", "Walls" (the text form of maps).
import { describe, expect, it } from 'vitest';
import { makeAsciiMap, parseAsciiMap } from './ascii.js';
import { MapError } from './map-file.js';

const text = `name: Test
id: test
+-+-+-+
|A .|B|
+ +-+ +
|1 hvx|
+ + +>+
|w^7 V|
+-+-+-+
h = healingFont:25
x = victoryA startA.1
`;

describe('ASCII map form', () => {
  const m = parseAsciiMap(text);
  it('reads walls (full and half edges), diagonal walls, terrain with parameters and areas', () => {
    expect(m.width).toBe(3);
    expect(m.height).toBe(3);
    expect(m.walls.segments).toEqual([
      [1, 1, 2, 1],
      [2.5, 2, 3, 2],
      [1, 2, 1, 2.5],
      [2, 0, 2, 1],
      [2, 1.5, 2, 2],
    ]);
    expect(m.walls.diagonals).toEqual([
      { x: 0, y: 1, corner: 'NW', coversCentre: false },
      { x: 1, y: 2, corner: 'SE', coversCentre: true },
    ]);
    expect(m.terrain).toContainEqual({ type: 'healingFont', squares: [[1, 1]], amount: 25 });
    expect(m.terrain).toContainEqual({ type: 'web', squares: [[0, 2]] });
    expect(m.startAreas.A).toEqual([[[0, 0]], [[2, 1]]]);
    expect(m.startAreas.B).toEqual([[[2, 0]]]);
    expect(m.victoryAreas).toEqual({ A: [[[2, 1]]], B: [], AB: [[[2, 2]]] });
  });

  it('writes a form that reads back to the same map', () => {
    const again = parseAsciiMap(makeAsciiMap(m));
    expect(again).toEqual({ ...m, walls: { ...m.walls, segments: again.walls.segments } });
    expect(makeAsciiMap(again)).toBe(makeAsciiMap(m));
  });

  it('errors name the line and column', () => {
    expect(() => parseAsciiMap('+-+\n|Q|\n+-+\n')).toThrow(/line 2 column 2: square character 'Q' has no legend entry/);
    expect(() => parseAsciiMap('+-+\n|.%\n+-+\n')).toThrow(MapError);
    expect(() => parseAsciiMap('+-+\n|.|\n+-+\nq = lava\n', 'm.txt')).not.toThrow();
    expect(() => parseAsciiMap('+-+\n|q|\n+-+\nq = lava\n', 'm.txt')).toThrow(/unknown token 'lava'/);
    expect(() => parseAsciiMap('no grid')).toThrow(/no grid/);
  });
});
