// The guide's engagement and adjacency examples (heroscape-master-game-guide — "Engagement and
// Adjacency Rules", "Stone Walls" Engagement, "Battlements" Engagement Rules, "Jungle Pieces").
import { describe, expect, it } from 'vitest';
import { compileBoard } from './board.js';
import { addCell, addEdge, addObstacle, fromRows, place } from './build.js';
import { adjacentJunglePieces, engaged, engagedWith, figuresAdjacent } from './engagement.js';

describe('Engagement and Adjacency Rules', () => {
  it('Example 15: Finn (height 5) is not adjacent to Deathwalker on a ledge 5 levels high; 4 levels is adjacent', () => {
    const high = compileBoard(fromRows(['1 6']));
    const finn = place(high, 'finn', { height: 5, at: { q: 0, r: 0 } });
    const dw = place(high, 'dw', { side: 'b', height: 7, size: 'large', at: { q: 1, r: 0 } });
    expect(figuresAdjacent(high, finn, dw)).toEqual({
      adjacent: false,
      reason: "the rise between them (5 levels) is equal to or higher than the lower figure's height (5)",
    });
    const lower = compileBoard(fromRows(['1 5']));
    expect(engaged(lower, place(lower, 'finn', { height: 5, at: { q: 0, r: 0 } }), place(lower, 'dw', { side: 'b', height: 7, at: { q: 1, r: 0 } }))).toBe(
      true,
    );
  });
  it('friendly figures next to each other are adjacent but not engaged', () => {
    const b = compileBoard(fromRows(['1 1']));
    const a = place(b, 'a', { height: 5, at: { q: 0, r: 0 } });
    const c = place(b, 'c', { height: 5, at: { q: 1, r: 0 } });
    expect(figuresAdjacent(b, a, c).adjacent).toBe(true);
    expect(engaged(b, a, c)).toBe(false);
  });
  it('double-space figures check adjacency from both of their spaces', () => {
    const b = compileBoard(fromRows(['1 1 1 1']));
    const grim = place(b, 'g', { height: 11, size: 'huge', at: { q: 1, r: 0 }, tail: { q: 0, r: 0 } });
    const far = place(b, 'x', { side: 'b', height: 5, at: { q: 3, r: 0 } });
    const nearTail = place(b, 'y', { side: 'b', height: 5, at: { q: 2, r: 0 } });
    expect(engaged(b, grim, far)).toBe(false);
    expect(engaged(b, grim, nearTail)).toBe(true);
    const flipped = { ...grim, head: grim.tail, tail: grim.head };
    expect(engaged(b, flipped, nearTail)).toBe(true);
  });
  it('Example 16: a figure can be engaged with several figures at once', () => {
    const b = compileBoard(fromRows(['1 1 1', '1 1 1']));
    const finn = place(b, 'finn', { height: 5, at: { q: 1, r: 0 } });
    const v1 = place(b, 'v1', { side: 'b', height: 5, at: { q: 0, r: 0 } });
    const v2 = place(b, 'v2', { side: 'b', height: 5, at: { q: 1, r: 1 } });
    expect(engagedWith(b, finn, [finn, v1, v2]).map((f) => f.id)).toEqual(['v1', 'v2']);
  });
  it('terrain overhead separates a figure under an overhang from one on top of it', () => {
    const m = fromRows(['1 1 8']);
    addCell(m, 1, 0, 6, 'rock');
    addCell(m, 1, 0, 7, 'rock');
    const b = compileBoard(m);
    const under = place(b, 'u', { height: 5, at: { q: 1, r: 0, level: 1 } });
    const onTop = place(b, 't', { side: 'b', height: 5, at: { q: 2, r: 0 } });
    expect(engaged(b, under, onTop)).toBe(false);
  });
});

describe('Stone wall and Battlement engagement (Examples 27 and 35)', () => {
  it('Example 27: Blade Grut 2 (height 4) is not engaged with Finn across a stone wall 4 high from its side; Blade Grut 1 is', () => {
    // Finn on the inside (level 3), the wall on the west side of his hex; Grut 2 outside two levels lower.
    const m = addEdge(fromRows(['1 3 3']), 'stone-wall-edge', 1, 0, 3, 3);
    const b = compileBoard(m);
    const finn = place(b, 'finn', { height: 5, at: { q: 1, r: 0 } });
    const grut2 = place(b, 'grut2', { side: 'b', height: 4, at: { q: 0, r: 0 } });
    const grut1 = place(b, 'grut1', { side: 'b', height: 4, at: { q: 2, r: 0 } });
    expect(engaged(b, finn, grut2)).toBe(false);
    expect(figuresAdjacent(b, finn, grut2).reason).toMatch(/stone-wall-edge stands between them/);
    expect(engaged(b, finn, grut1)).toBe(true);
  });
  it('Example 35: across a Battlement 4 high from outside, Agent Carr (5) is engaged with the Viking, the Marro Warrior (4) is not', () => {
    const m = addEdge(fromRows(['1 3', '1 3']), 'battlement', 1, 0, 3, 3);
    addEdge(m, 'battlement', 1, 1, 3, 3);
    const b = compileBoard(m);
    const viking = place(b, 'viking', { side: 'b', height: 5, at: { q: 1, r: 0 } });
    const carr = place(b, 'carr', { height: 5, at: { q: 0, r: 0 } });
    const marro = place(b, 'marro', { height: 4, at: { q: 0, r: 1 } });
    expect(engaged(b, carr, viking)).toBe(true);
    expect(figuresAdjacent(b, marro, { ...viking, head: place(b, 'v', { height: 5, at: { q: 1, r: 1 } }).head }).adjacent).toBe(false);
  });
});

describe('Jungle Pieces: adjacency (Example 71)', () => {
  it('Example 71: Sonlen is adjacent to the Underbrush (9); Marro Drudge 1, whose base is even with its top, is not', () => {
    const m = fromRows(['1 1 10']);
    addObstacle(m, 'jungle', [{ q: 1, r: 0 }], 1, 9);
    const b = compileBoard(m);
    const sonlen = place(b, 'sonlen', { height: 5, at: { q: 0, r: 0 } });
    const drudge = place(b, 'drudge1', { side: 'b', height: 4, at: { q: 2, r: 0 } });
    expect(adjacentJunglePieces(b, sonlen)).toEqual([0]);
    expect(adjacentJunglePieces(b, drudge)).toEqual([]);
  });
  it('a figure far below a Palm Tree (a rise of its height or more) is not adjacent to it', () => {
    const m = fromRows(['1 6']);
    addObstacle(m, 'jungle', [{ q: 1, r: 0 }], 6, 14);
    const b = compileBoard(m);
    expect(adjacentJunglePieces(b, place(b, 'd2', { height: 4, at: { q: 0, r: 0 } }))).toEqual([]);
    expect(adjacentJunglePieces(b, place(b, 'tall', { height: 6, at: { q: 0, r: 0 } }))).toEqual([0]);
  });
});
