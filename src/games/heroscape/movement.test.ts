// The guide's movement examples as small maps (heroscape-master-game-guide — "Moving" and the
// terrain sections). Each test states the example and asserts its outcome.
import { describe, expect, it } from 'vitest';
import { compileBoard, type Board } from './board.js';
import { addCell, addEdge, addGlyph, addObstacle, fromRows, place, spaceOn } from './build.js';
import type { PlacedFigure } from './figures.js';
import type { HeroscapeMap } from './map-model.js';
import { destinationAt, destinationCount, moveRange, pathOf, type Destination, type MoveOptions } from './movement.js';

function dests(board: Board, f: PlacedFigure, others: PlacedFigure[] = [], opt: MoveOptions = {}) {
  const range = moveRange(board, f, [f, ...others], opt);
  const at = (q: number, r: number, level?: number): Destination | undefined => {
    const s = spaceOn(board, q, r, level);
    return range.destinations.find((d) => d.head === s || d.tail === s);
  };
  return { range, at, path: (d: Destination) => pathOf(board, range, d) };
}

const row = (...cells: string[]) => fromRows([cells.join(' ')]);

describe('Moving (Example 4: basic movement)', () => {
  const board = compileBoard(row('1', '1', '1', '1', '1', '1', '1', '1'));
  const finn = place(board, 'finn', { height: 5, move: 5, at: { q: 0, r: 0 } });
  it('Example 4: Finn (move 5) advances up to 5 spaces, not 6', () => {
    const { at } = dests(board, finn);
    expect(at(5, 0)?.cost).toBe(5);
    expect(at(6, 0)).toBeUndefined();
  });
  it('moves through a friendly Marro Warrior but cannot stop on it', () => {
    const marro = place(board, 'marro', { height: 4, at: { q: 2, r: 0 } });
    const { at } = dests(board, finn, [marro]);
    expect(at(2, 0)).toBeUndefined();
    expect(at(5, 0)?.cost).toBe(5);
  });
  it('cannot move through an enemy', () => {
    const enemy = place(board, 'enemy', { side: 'b', height: 4, at: { q: 2, r: 0 } });
    const { at } = dests(board, finn, [enemy]);
    expect(at(1, 0)).toBeDefined();
    expect(at(3, 0)).toBeUndefined();
  });
});

describe('Moving Up and Down (Examples 5 and 7)', () => {
  it('Example 5: counting the sides of the levels, Finn reaches the first ledge but the top ledge would take 7', () => {
    const board = compileBoard(row('1', '4', '6'));
    const finn = place(board, 'finn', { height: 5, move: 5, at: { q: 0, r: 0 } });
    const { at } = dests(board, finn);
    expect(at(1, 0)?.cost).toBe(4);
    expect(at(2, 0)).toBeUndefined();
    expect(dests(board, finn, [], { move: 7 }).at(2, 0)?.cost).toBe(7);
  });
  it('Example 7: moving a Marro Warrior down from a ledge does not count the levels', () => {
    const board = compileBoard(row('4', '1'));
    const marro = place(board, 'marro', { height: 4, move: 6, at: { q: 0, r: 0 } });
    expect(dests(board, marro).at(1, 0)?.cost).toBe(1);
  });
});

describe('Height Limit (Example 6)', () => {
  it('Example 6: a Marro Warrior (height 4) cannot move up 5 levels, nor 4, but can move up 3', () => {
    for (const [top, ok] of [
      ['6', false],
      ['5', false],
      ['4', true],
    ] as const) {
      const board = compileBoard(row('1', top));
      const marro = place(board, 'marro', { height: 4, move: 6, at: { q: 0, r: 0 } });
      expect(dests(board, marro).at(1, 0) !== undefined).toBe(ok);
    }
  });
  it('figures of different heights searching the same battlefield in turn each keep their own limit', () => {
    const board = compileBoard(row('1', '5'));
    const marro = place(board, 'marro', { height: 4, move: 6, at: { q: 0, r: 0 } });
    const finn = place(board, 'finn', { height: 5, move: 6, at: { q: 0, r: 0 } });
    for (let i = 0; i < 2; i++) {
      expect(dests(board, marro).at(1, 0)).toBeUndefined();
      expect(dests(board, finn).at(1, 0)?.cost).toBe(5);
    }
  });
});

describe('Falling (Example 8)', () => {
  const fallFor = (high: string, low: string) => {
    const board = compileBoard(row(high, low));
    const marro = place(board, 'marro', { height: 4, move: 6, at: { q: 0, r: 0 } });
    const { at, path } = dests(board, marro);
    const d = at(1, 0)!;
    return path(d).falls;
  };
  it('Example 8: moving a Marro Warrior (height 4) down a 5-level cliff rolls one die', () => {
    expect(fallFor('6', '1')).toEqual([{ step: 1, drop: 5, roll: 1 }]);
  });
  it('a drop smaller than its height is no fall; a drop equal to it is', () => {
    expect(fallFor('4', '1')).toEqual([]);
    expect(fallFor('5', '1')).toEqual([{ step: 1, drop: 4, roll: 1 }]);
  });
  it('major fall (height + 10 or more): 3 dice; extreme fall (height + 20 or more): the d20', () => {
    expect(fallFor('15', '1')[0]?.roll).toBe(3);
    expect(fallFor('14', '1')[0]?.roll).toBe(1);
    expect(fallFor('25', '1')[0]?.roll).toBe('d20');
  });
  it('no falling onto a water space, from any level; falling onto ice, swamp water or shadow does wound', () => {
    expect(fallFor('25', '~')).toEqual([]);
    expect(fallFor('25', 'e')).toEqual([]);
    expect(fallFor('7', '1i')[0]?.roll).toBe(1);
    expect(fallFor('7', 'b')[0]?.roll).toBe(1);
    expect(fallFor('7', 'h')[0]?.roll).toBe(1);
  });
});

describe('Water (Examples 9 and 10)', () => {
  it('Example 9: Deathwalker must stop when it moves onto a water space', () => {
    const board = compileBoard(row('1', '1', '1~', '1', '1'));
    const dw = place(board, 'dw', { height: 7, size: 'large', move: 5, at: { q: 0, r: 0 } });
    const { at } = dests(board, dw);
    expect(at(2, 0)).toMatchObject({ cost: 2, water: true });
    expect(at(3, 0)).toBeUndefined();
  });
  it('Example 10: out of water onto the adjacent land counts 2 (the water is a level lower)', () => {
    const board = compileBoard(row('~', '1', '1'));
    const dw = place(board, 'dw', { height: 7, size: 'large', move: 5, at: { q: 0, r: 0 } });
    expect(dests(board, dw).at(1, 0)?.cost).toBe(2);
  });
  it('swamp water and shadows do not stop a move; moving up out of them counts the levels', () => {
    for (const t of ['1b', '1h']) {
      const board = compileBoard(row('1', t, '1', '1'));
      const f = place(board, 'f', { height: 5, move: 5, at: { q: 0, r: 0 } });
      expect(dests(board, f).at(3, 0)?.cost).toBe(3);
    }
    const board = compileBoard(row('b', '1'));
    const f = place(board, 'f', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(dests(board, f).at(1, 0)?.cost).toBe(2);
  });
  it('wellspring water is water: it stops a move', () => {
    const board = compileBoard(row('1', '1e', '1'));
    const f = place(board, 'f', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(dests(board, f).at(2, 0)).toBeUndefined();
  });
});

describe('Double-Space Figures (Examples 11 and 14)', () => {
  const map = fromRows(['1 1 1 1 2 2 2', '1 1 1 1 2 2 2']);
  const board = compileBoard(map);
  const grimnak = place(board, 'grimnak', { height: 11, size: 'huge', move: 5, at: { q: 1, r: 0 }, tail: { q: 0, r: 0 } });
  it('Example 11: Grimnak moves 5 head first, counts the ledge, and ends on two same-level spaces', () => {
    const { range, path } = dests(board, grimnak);
    const top = range.destinations.find((d) => [d.head, d.tail].sort().join() === [spaceOn(board, 5, 0), spaceOn(board, 4, 0)].sort().join());
    expect(top?.cost).toBe(5);
    const p = path(top!);
    expect(p.steps[0]).toMatchObject({ head: grimnak.head, tail: grimnak.tail });
    // the tail trails along the head's spaces
    for (let i = 1; i < p.steps.length; i++) {
      const a = p.steps[i - 1]!;
      const b = p.steps[i]!;
      expect(b.tail === a.head || (b.head === a.tail && b.tail === a.head)).toBe(true);
    }
    for (const d of range.destinations) expect(board.spLevel[d.head]).toBe(board.spLevel[d.tail]);
    expect(range.destinations.some((d) => [d.head, d.tail].includes(spaceOn(board, 3, 0)) && [d.head, d.tail].includes(spaceOn(board, 4, 0)))).toBe(false);
  });
  it('Example 14: it cannot move onto two spaces where it does not fit (flipping does not help)', () => {
    const m: HeroscapeMap = fromRows(['1 1 1 1 1']);
    addCell(m, 4, 0, 8, 'rock'); // a low ceiling over the last hex (headroom 7)
    const b = compileBoard(m);
    const g = place(b, 'g', { height: 11, size: 'huge', move: 5, at: { q: 1, r: 0 }, tail: { q: 0, r: 0 } });
    const { range } = dests(b, g);
    expect(range.destinations.some((d) => d.head === spaceOn(b, 4, 0) || d.tail === spaceOn(b, 4, 0))).toBe(false);
    expect(range.destinations.some((d) => d.head === spaceOn(b, 3, 0) || d.tail === spaceOn(b, 3, 0))).toBe(true);
  });
  it('it may flip: both facings of a reachable pair are one destination', () => {
    const { range } = dests(board, grimnak);
    const keys = range.destinations.map((d) => [d.head, d.tail].sort((a, b) => a - b).join());
    expect(new Set(keys).size).toBe(keys.length);
    // moving one space back is possible by flipping (tail leads)
    expect(range.destinations.some((d) => [d.head, d.tail].sort().join() === [spaceOn(board, 0, 0), spaceOn(board, 0, 1)].sort().join())).toBe(true);
  });
});

describe('Overhangs (Examples 12 and 13)', () => {
  // Column 1 has a rock slab at z = 6 (supported by column 2): headroom 5 under it.
  const m = fromRows(['1 1 7 1']);
  addCell(m, 1, 0, 6, 'rock');
  const board = compileBoard(m);
  it('Example 12: Finn (height 5) moves under the overhang, Grimnak (height 11) cannot', () => {
    const finn = place(board, 'finn', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(dests(board, finn).at(1, 0, 1)?.cost).toBe(1);
    const m2 = fromRows(['1 1 7 1', '1 1 1 1']);
    addCell(m2, 1, 0, 6, 'rock');
    const b2 = compileBoard(m2);
    const grim = place(b2, 'g', { height: 11, size: 'huge', move: 5, at: { q: 0, r: 0 }, tail: { q: 0, r: 1 } });
    const under = spaceOn(b2, 1, 0, 1);
    expect(dests(b2, grim).range.destinations.some((d) => d.head === under || d.tail === under)).toBe(false);
  });
  it('Example 13: Finn moves up onto a low overhang, counting the levels to its top', () => {
    const m3 = fromRows(['1 1 1']);
    addCell(m3, 1, 0, 3, 'rock'); // a slab whose top is level 4, two levels of headroom beneath
    const b3 = compileBoard(m3);
    const finn = place(b3, 'finn', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(dests(b3, finn).at(1, 0, 4)?.cost).toBe(4);
    // the gap under the slab (2 levels) is too low for Finn, so the far side is reached over the top
    expect(b3.spHeadroom[spaceOn(b3, 1, 0, 1)]).toBe(2);
    expect(dests(b3, finn).at(1, 0, 1)).toBeUndefined();
    expect(dests(b3, finn).at(2, 0)?.cost).toBe(5);
  });
});

describe('Leaving an Engagement (Example 16)', () => {
  it('Finn moving away from two Tarn Viking Warriors takes two leaving-engagement attacks', () => {
    const board = compileBoard(fromRows(['1 1 1 1 1', '1 1 1 1 1', '1 1 1 1 1']));
    const finn = place(board, 'finn', { height: 5, move: 5, at: { q: 1, r: 1 } });
    const v1 = place(board, 'viking1', { side: 'b', height: 5, at: { q: 0, r: 1 } });
    const v2 = place(board, 'viking2', { side: 'b', height: 5, at: { q: 1, r: 0 } });
    const { at, path } = dests(board, finn, [v1, v2]);
    const d = at(4, 1)!;
    expect(d.swipes).toBe(2);
    expect(
      path(d)
        .swipes.map((s) => s.enemy)
        .sort(),
    ).toEqual(['viking1', 'viking2']);
    expect(path(d).swipes.every((s) => s.step === 0)).toBe(true);
    // moving around Viking 1 while leaving only Viking 2 costs one attack
    expect(at(0, 2)?.swipes).toBe(1);
    expect(path(at(0, 2)!).swipes.map((s) => s.enemy)).toEqual(['viking2']);
  });
});

describe('Flying (Example 19)', () => {
  it('Example 19: Raelin flies out of the overhang onto the top ignoring elevation; only the figure engaged at the start swipes', () => {
    const m = fromRows(['1 1 1 1 1 1', '1 1 1 1 1 1']);
    for (let q = 3; q < 6; q++) for (let z = 1; z < 9; z++) addCell(m, q, 1, z, 'rock'); // a tall plateau (top 9)
    addCell(m, 1, 0, 7, 'rock'); // an overhang over Raelin (headroom 6)
    addCell(m, 2, 0, 7, 'rock');
    addObstacle(m, 'ruin', [{ q: 2, r: 1 }], 1, 6);
    const board = compileBoard(m);
    const raelin = place(board, 'raelin', { height: 5, move: 6, flying: true, at: { q: 1, r: 0, level: 1 } });
    const m1 = place(board, 'm1', { side: 'b', height: 4, at: { q: 0, r: 0 } });
    const m3 = place(board, 'm3', { side: 'b', height: 4, at: { q: 3, r: 0 } });
    const { at, path } = dests(board, raelin, [m1, m3]);
    const top = at(4, 1)!;
    expect(top).toMatchObject({ how: 'fly', cost: 4, swipes: 1 });
    expect(board.spLevel[top.head]).toBe(9);
    // M1 rolls (she was engaged before starting); M3 does not: she flies over him without landing
    expect(path(top).swipes).toEqual([{ step: 0, enemy: 'm1' }]);
    expect(path(top).steps).toHaveLength(2);
    // walking, she could not climb the plateau (8 levels) at all
    expect(dests(board, raelin, [m1, m3], { mode: 'walk' }).at(4, 1)).toBeUndefined();
  });
  it('landing on slippery ice counts 2 when flying', () => {
    const m = row('1', '1i', '1');
    m.settings.ice = 'slippery';
    const board = compileBoard(m);
    const f = place(board, 'f', { height: 5, move: 6, flying: true, at: { q: 0, r: 0 } });
    expect(dests(board, f, [], { mode: 'fly' }).at(1, 0)?.cost).toBe(2);
    expect(dests(board, f, [], { mode: 'fly' }).at(2, 0)?.cost).toBe(2);
  });
});

describe('Long and Short Ruins; Laur Walls', () => {
  const board = compileBoard(addObstacle(row('1', '1', '1'), 'ruin', [{ q: 1, r: 0 }], 1, 6));
  it('climbing over a 6-level ruin needs a move of 7 and a height above 6', () => {
    const dw = place(board, 'dw', { height: 7, size: 'large', move: 7, at: { q: 0, r: 0 } });
    expect(dests(board, dw).at(2, 0)?.cost).toBe(7);
    expect(dests(board, dw, [], { move: 6 }).at(2, 0)).toBeUndefined();
    const finn = place(board, 'finn', { height: 6, move: 9, at: { q: 0, r: 0 } });
    expect(dests(board, finn).at(2, 0)).toBeUndefined();
  });
  it('a figure can never stop on the ruin', () => {
    const dw = place(board, 'dw', { height: 7, size: 'large', move: 9, at: { q: 0, r: 0 } });
    expect(moveRange(board, dw, [dw]).destinations.map((d) => board.hexOf(d.head).q)).toEqual([2]);
  });
  it('Laur walls are 10 high: a move of 11 and a height above 10', () => {
    const b = compileBoard(addObstacle(row('1', '1', '1'), 'laur-wall', [{ q: 1, r: 0 }], 1, 10));
    const tall = place(b, 't', { height: 11, size: 'huge', move: 11, at: { q: 0, r: 0 } });
    expect(dests(b, tall).at(2, 0)?.cost).toBe(11);
    expect(dests(b, tall, [], { move: 10 }).at(2, 0)).toBeUndefined();
    expect(dests(b, { ...tall, height: 10 }).at(2, 0)).toBeUndefined();
  });
});

describe('Roads and Wall Walks (Examples 23 and 32)', () => {
  const board = compileBoard(row('1', '1r', '1r', '1r', '1r', '1r', '1r', '1r', '1r', '1r', '1r'));
  it('Example 23: Finn (move 5) whose entire move is on road spaces moves 8', () => {
    const finn = place(board, 'finn', { height: 5, move: 5, at: { q: 1, r: 0 } });
    expect(dests(board, finn).at(9, 0)).toMatchObject({ cost: 8, how: 'road' });
    expect(dests(board, finn).at(10, 0)).toBeUndefined();
    expect(dests(board, finn).at(0, 0)?.cost).toBe(1); // leaving the road: normal move
  });
  it('no bonus when the starting space is not road', () => {
    const finn = place(board, 'finn', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(dests(board, finn).at(6, 0)).toBeUndefined();
  });
  it('Example 32: the Tarn Viking (move 4) on wall walks moves 7', () => {
    const b = compileBoard(row('1w', '1w', '1w', '1w', '1w', '1w', '1w', '1w', '1w'));
    const v = place(b, 'v', { height: 5, move: 4, at: { q: 0, r: 0 } });
    expect(dests(b, v).at(7, 0)?.cost).toBe(7);
  });
});

describe('Stone Walls and Battlements (Examples 24–26, 33, 34)', () => {
  for (const kind of ['stone-wall-edge', 'battlement'] as const) {
    // inside hex q1 (level 2) carries the piece on its west side, facing q0 (level 1)
    const board = compileBoard(addEdge(row('1', '2', '2'), kind, 1, 0, 3, 2));
    it(`Examples 24 and 33 (${kind}): crossing from the inside costs 2 plus the space`, () => {
      const f = place(board, 'f', { height: 5, move: 6, at: { q: 1, r: 0 } });
      expect(dests(board, f).at(0, 0)?.cost).toBe(3);
    });
    it(`Examples 25 and 34 (${kind}): crossing from the outside costs 3 plus the space`, () => {
      const f = place(board, 'f', { height: 5, move: 6, at: { q: 0, r: 0 } });
      expect(dests(board, f).at(1, 0)?.cost).toBe(4);
      expect(dests(board, f, [], { move: 3 }).at(1, 0)).toBeUndefined();
    });
  }
  it('Example 26: over an elevated outside wall the climb counts the supporting tiles and the wall', () => {
    // The wall stands on the west side of a level-5 tile (q2); the ground outside steps up 1, 3.
    const board = compileBoard(addEdge(row('1', '3', '5'), 'stone-wall-edge', 2, 0, 3, 5));
    const finn = place(board, 'finn', { height: 5, move: 8, at: { q: 0, r: 0 } });
    // 1 space + 2 levels onto the support, then 1 space + 4 levels (2 of support + the wall's 2 above the tile).
    expect(dests(board, finn).at(2, 0)?.cost).toBe(8);
    expect(dests(board, finn, [], { move: 7 }).at(2, 0)).toBeUndefined();
  });
  it('falling after a stone wall is measured from the top of the wall', () => {
    const board = compileBoard(addEdge(row('1', '5'), 'stone-wall-edge', 1, 0, 3, 5));
    const finn = place(board, 'finn', { height: 5, move: 6, at: { q: 1, r: 0 } });
    const { at, path } = dests(board, finn);
    expect(path(at(0, 0)!).falls).toEqual([{ step: 1, drop: 6, roll: 1 }]);
  });
});

describe('Trees, Glaciers, Hive, Jungle: no moving through', () => {
  for (const [kind, h] of [
    ['tree', 10],
    ['glacier', 7],
    ['hive', 14],
    ['jungle', 9],
    ['castle-wall', 9],
  ] as const) {
    it(`${kind}: a figure cannot move through or onto it`, () => {
      const board = compileBoard(addObstacle(row('1', '1', '1'), kind, [{ q: 1, r: 0 }], 1, h));
      const f = place(board, 'f', { height: 11, size: 'huge', move: 20, at: { q: 0, r: 0 } });
      expect(moveRange(board, f, [f]).destinations).toEqual([]);
    });
  }
  it('a flyer passes over a tree and lands beyond it', () => {
    const board = compileBoard(addObstacle(row('1', '1', '1'), 'tree', [{ q: 1, r: 0 }], 1, 10));
    const f = place(board, 'f', { height: 5, move: 5, flying: true, at: { q: 0, r: 0 } });
    expect(dests(board, f).at(2, 0)?.how).toBe('fly');
  });
});

describe('Ice and Snow', () => {
  it('normal ice counts 1, slippery ice 2 per hex; ice adds no height', () => {
    const m = row('1', '1i', '1i', '1', '1', '1');
    const normal = compileBoard(m);
    const f = place(normal, 'f', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(dests(normal, f).at(5, 0)?.cost).toBe(5);
    expect(normal.spLevel[spaceOn(normal, 1, 0)]).toBe(1);
    const slippery = compileBoard({ ...m, settings: { ice: 'slippery', snow: 'light' } });
    expect(dests(slippery, f).at(3, 0)?.cost).toBe(5);
    expect(dests(slippery, f).at(4, 0)).toBeUndefined();
  });
  it('glacier bases used as ice tiles follow both ice rules; the glacier mountains block', () => {
    // "If Glacier Bases are used as Ice Tiles, follow the above rules for both types of Ice Tiles":
    // a base is an ice cell on the ground (the map's ice setting applies); a mountain is an obstacle.
    const m = row('1', '1', '1', '1', '1', '1');
    for (const q of [1, 2]) addCell(m, q, 0, 1, 'ice');
    addObstacle(m, 'glacier', [{ q: 4, r: 0 }], 1, 7);
    const normal = compileBoard(m);
    const f = place(normal, 'f', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(dests(normal, f).at(3, 0)?.cost).toBe(3);
    expect(() => spaceOn(normal, 4, 0)).toThrow(); // no landing on a glacier
    expect(dests(normal, f).at(5, 0)).toBeUndefined(); // nor moving through it
    const slippery = compileBoard({ ...m, settings: { ice: 'slippery', snow: 'light' } });
    expect(dests(slippery, f).at(3, 0)?.cost).toBe(5);
  });
  it('light snow has no special rule; heavy snow counts 2; levels are still counted', () => {
    const m = row('1', '1s', '2s', '2');
    const f = { id: 'f', side: 'a', height: 5, size: 'medium' as const, double: false, move: 5, flying: false, head: 0, tail: -1 };
    const light = compileBoard(m);
    expect(dests(light, { ...f, head: spaceOn(light, 0, 0) }).at(3, 0)?.cost).toBe(4);
    const heavy = compileBoard({ ...m, settings: { ice: 'normal', snow: 'heavy' } });
    expect(dests(heavy, { ...f, head: spaceOn(heavy, 0, 0) }).at(2, 0)?.cost).toBe(5);
  });
});

describe('Lava: molten lava stops the move and is flagged; lava fields are flagged', () => {
  it('molten lava', () => {
    const board = compileBoard(row('1', '1m', '1'));
    const f = place(board, 'f', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(dests(board, f).at(1, 0)).toMatchObject({ moltenLava: true });
    expect(dests(board, f).at(2, 0)).toBeUndefined();
  });
  it('lava field', () => {
    const board = compileBoard(row('1', '1l', '1'));
    const f = place(board, 'f', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(dests(board, f).at(1, 0)).toMatchObject({ lavaField: true });
    expect(dests(board, f).at(2, 0)?.cost).toBe(2);
  });
});

describe('Glyphs and Treasure Glyphs', () => {
  it('a figure landing on a glyph stops; a treasure glyph does not stop it', () => {
    const glyph = compileBoard(addGlyph(row('1', '1', '1'), 1, 0, 1, 'A'));
    const f = place(glyph, 'f', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(dests(glyph, f).at(1, 0)?.glyph?.letter).toBe('A');
    expect(dests(glyph, f).at(2, 0)).toBeUndefined();
    const treasure = compileBoard(addGlyph(row('1', '1', '1'), 1, 0, 1, 'T', true));
    expect(dests(treasure, f).at(2, 0)?.cost).toBe(2);
  });
  it('a double-space figure stops when its leading half moves onto a glyph', () => {
    const board = compileBoard(addGlyph(fromRows(['1 1 1 1 1']), 2, 0, 1));
    const g = place(board, 'g', { height: 11, size: 'huge', move: 5, at: { q: 1, r: 0 }, tail: { q: 0, r: 0 } });
    const { range } = dests(board, g);
    expect(range.destinations.map((d) => [board.hexOf(d.head).q, board.hexOf(d.tail).q].sort().join())).toEqual(['1,2']);
  });
});

describe('Fortress Walls and Wall Walks (Examples 31 and 32)', () => {
  it('Example 31: a wall walk on a 9-level fortress wall is a space; climbing onto it counts every level', () => {
    const m = addObstacle(row('1', '1', '1'), 'castle-wall', [{ q: 1, r: 0 }], 1, 9);
    addCell(m, 1, 0, 10, 'wall-walk');
    const board = compileBoard(m);
    expect(board.spLevel[spaceOn(board, 1, 0)]).toBe(11);
    const tall = place(board, 't', { height: 11, size: 'huge', move: 11, at: { q: 0, r: 0 } });
    expect(dests(board, tall).at(1, 0)?.cost).toBe(11);
    const finn = place(board, 'finn', { height: 5, move: 20, at: { q: 0, r: 0 } });
    expect(dests(board, finn).at(1, 0)).toBeUndefined();
  });
});

describe("pathOf reads the range's own search only while nothing else has searched", () => {
  it('the path to a destination is the same after other searches (a longer one, a flight) as right after the range', () => {
    const board = compileBoard(fromRows(['1 1 2 3 1 1 1 1', '1 1~ 1 2 1 1 1 1', '1 1 1 1 1 4 1 1']));
    const finn = place(board, 'finn', { height: 5, move: 5, at: { q: 0, r: 0 } });
    const foe = place(board, 'foe', { side: 'b', height: 5, at: { q: 1, r: 2 } });
    const range = moveRange(board, finn, [finn, foe]);
    const far = range.destinations.reduce((a, d) => (d.cost > a.cost ? d : a));
    const right = pathOf(board, range, far);
    // A flight that needs bigger buffers (and searches nothing), then a longer walk on the same board.
    moveRange(board, { ...finn, id: 'flyer', flying: true, move: 30 }, [foe], { mode: 'fly' });
    expect(pathOf(board, range, far)).toEqual(right);
    moveRange(board, { ...finn, id: 'other', move: 9 }, [foe]);
    expect(pathOf(board, range, far)).toEqual(right);
    expect(pathOf(board, moveRange(board, finn, [finn, foe]), far)).toEqual(right);
  });
});

describe('large armies', () => {
  it('only enemies within reach are tracked, so forty distant enemies do not matter', () => {
    const board = compileBoard(fromRows([Array.from({ length: 60 }, () => '1').join(' ')]));
    const finn = place(board, 'finn', { height: 5, move: 5, at: { q: 1, r: 0 } });
    const near = place(board, 'near', { side: 'b', height: 5, at: { q: 0, r: 0 } });
    const far = Array.from({ length: 40 }, (_, i) => place(board, `far${i}`, { side: 'b', height: 5, at: { q: 20 + i, r: 0 } }));
    const { at } = dests(board, finn, [near, ...far]);
    expect(at(6, 0)?.swipes).toBe(1);
  });
});

describe('a destination question reads how many destinations there are and the one chosen', () => {
  const board = compileBoard(fromRows(['1 1 2 1 1', '1 3 1 1 1', '1 1 1 1 1']));
  const walker = place(board, 'w', { height: 5, move: 4, at: { q: 0, r: 0 } });
  const foe = place(board, 'foe', { side: 'b', height: 5, at: { q: 2, r: 1 } });
  const flyer = place(board, 'fly', { height: 5, move: 3, flying: true, at: { q: 4, r: 2 } });
  const beast = place(board, 'beast', { height: 8, size: 'huge', move: 3, at: { q: 1, r: 2 }, tail: { q: 0, r: 2 } });
  it('destinationCount and destinationAt agree with the full list, for walkers, flyers and double-space figures', () => {
    for (const f of [walker, flyer, beast]) {
      const range = moveRange(board, f, [walker, foe, flyer, beast].filter((o) => o.id !== f.id).concat(f));
      const n = destinationCount(range);
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) expect(destinationAt(range, i)).toEqual(range.destinations[i]);
      expect(range.destinations).toHaveLength(n);
      expect(destinationAt(range, n)).toBeUndefined();
      expect(destinationAt(range, -1)).toBeUndefined();
      expect(destinationAt(range, 0.5)).toBeUndefined();
    }
  });
  it('the engagement a destination leaves shows in the one read alone', () => {
    const engaged = place(board, 'e', { height: 5, move: 4, at: { q: 3, r: 1 } });
    const range = moveRange(board, engaged, [engaged, foe]);
    const n = destinationCount(range);
    const swipes = Array.from({ length: n }, (_, i) => destinationAt(range, i)!.swipes);
    expect(swipes).toEqual(range.destinations.map((d) => d.swipes));
    // Next to the foe at the start: some destinations stay engaged with it, the others leave it once.
    expect([Math.min(...swipes), Math.max(...swipes)]).toEqual([0, 1]);
  });
});

describe('climbHeight (Climb X2 / X3: the Height counted moving up or down levels)', () => {
  // Column 1 has a rock slab at z = 6: headroom 5 under it; column 2 rises 6 levels.
  const m = fromRows(['1 1 7 1']);
  addCell(m, 1, 0, 6, 'rock');
  const board = compileBoard(m);
  const nagrub = place(board, 'nagrub', { height: 3, move: 10, at: { q: 0, r: 0 } });
  it('lifts the height limit and the falls, never the headroom an overhang leaves (the real Height fits under it)', () => {
    // Height 3: a rise of 6 at once is refused; counted as 9 it is climbed (1 space, then 6 levels + 1).
    expect(dests(board, nagrub).at(2, 0)).toBeUndefined();
    const climbing = dests(board, nagrub, [], { climbHeight: 9 });
    expect(climbing.at(2, 0)?.cost).toBe(8);
    // Under the slab (headroom 5) the figure's real Height 3 still fits, though 9 would not.
    expect(climbing.at(1, 0, 1)?.cost).toBe(1);
    // Down the 6 levels to (3, 0): a fall for Height 3, none for 9.
    const d = climbing.at(3, 0);
    expect(d && climbing.path(d).falls).toEqual([]);
    const plain = place(board, 'top', { height: 3, move: 8, at: { q: 2, r: 0 } });
    const p = dests(board, plain);
    const down = p.at(3, 0);
    expect(down && p.path(down).falls.map((f) => f.roll)).toEqual([1]);
    expect(dests(board, plain, [], { climbHeight: 9 }).at(3, 0)?.fallRisk).toBe(0);
  });
  it('refuses a climbHeight that is not a number of levels, naming it', () => {
    expect(() => moveRange(board, nagrub, [nagrub], { climbHeight: Number.NaN })).toThrow(/climbHeight/);
    expect(() => moveRange(board, nagrub, [nagrub], { climbHeight: -1 })).toThrow(/climbHeight/);
  });
});
