// The guide's range and line of sight examples (heroscape-master-game-guide — "Range and Line of
// Sight", "Attacking" height advantage, "Evergreen Trees", "Glacier Mountains", "Jungle Pieces",
// "Special Powers" clear sight, "The Doorway").
import { describe, expect, it } from 'vitest';
import { compileBoard } from './board.js';
import { addCell, addEdge, addObstacle, fromRows, place } from './build.js';
import { bodyPoints, eyeOf } from './figures.js';
import { clearSight, heightAdvantage, indexFigures, lineOfSight, rangeBetween, rangeToColumns, segmentBlocker } from './sight.js';

const flat = (w: number, h: number) => fromRows(Array.from({ length: h }, () => Array.from({ length: w }, () => '1').join(' ')));

describe('Range', () => {
  it('counts spaces, not levels, from either base hex', () => {
    const m = fromRows(['1 1 9 1 1 1 1']);
    const b = compileBoard(m);
    const a = place(b, 'a', { height: 4, at: { q: 0, r: 0 } });
    const d = place(b, 'd', { side: 'b', height: 5, at: { q: 6, r: 0 } });
    expect(rangeBetween(b, a, d)).toBe(6);
    const g = place(b, 'g', { height: 11, at: { q: 4, r: 0 }, tail: { q: 5, r: 0 } });
    expect(rangeBetween(b, a, g)).toBe(4);
    expect(rangeBetween(b, g, a)).toBe(4);
  });
  it('counts along the edge of the battlefield where there are no spaces', () => {
    const b = compileBoard(fromRows(['1 . 1', '1 1 1']));
    const a = place(b, 'a', { height: 4, at: { q: 0, r: 0 } });
    const d = place(b, 'd', { side: 'b', height: 4, at: { q: 2, r: 0 } });
    expect(rangeBetween(b, a, d)).toBe(3);
  });
  it('asked again from the same spaces (the walks kept per board), still counts around the gap and keeps to the limit', () => {
    // A wall of missing hexes with one way round: 2 hexes straight across, 7 over the battlefield.
    const b = compileBoard(fromRows(['1 . 1', '1 . 1', '1 . 1', '1 1 1']));
    const a = place(b, 'a', { height: 4, at: { q: 0, r: 0 } });
    const d = place(b, 'd', { side: 'b', height: 4, at: { q: 2, r: 0 } });
    const near = place(b, 'n', { side: 'b', height: 4, at: { q: 0, r: 1 } });
    for (let i = 0; i < 2; i++) {
      expect(rangeBetween(b, a, d)).toBe(7);
      expect(rangeBetween(b, d, a)).toBe(7);
      expect(rangeBetween(b, a, near)).toBe(1);
      // Beyond the limit: out of range, whatever the count.
      expect(rangeBetween(b, a, d, 6)).toBe(Infinity);
      expect(rangeBetween(b, a, d, 7)).toBe(7);
      expect(rangeToColumns(b, a, new Set([b.spCol[d.head]!, b.spCol[near.head]!]))).toBe(1);
      expect(rangeToColumns(b, a, new Set([b.spCol[d.head]!]))).toBe(7);
    }
  });
});

describe('Line of Sight (Example 17)', () => {
  // Marro Warrior (4) on level 1; Syvarris (5) 6 spaces away on a 3-level rise; a Tarn Viking (5) between.
  const m = fromRows(['1 1 1 1 1 4 4']);
  const b = compileBoard(m);
  const marro = place(b, 'marro', { height: 4, at: { q: 0, r: 0 } });
  const syv = place(b, 'syvarris', { side: 'b', height: 5, at: { q: 6, r: 0 } });
  const viking = place(b, 'viking', { side: 'b', height: 5, at: { q: 3, r: 0 } });
  const figs = indexFigures(b, [marro, syv, viking]);
  it('Example 17: Syvarris is within range 6, and the Marro Warrior can see part of his Hit Zone past the Viking', () => {
    expect(rangeBetween(b, marro, syv)).toBe(6);
    const ans = lineOfSight(b, figs, marro, syv);
    expect(ans.clear).toBe(true);
  });
  it('the Viking is in the way of the lower part of the Hit Zone (the explanation names it)', () => {
    const low = bodyPoints(b, syv).reduce((a, p) => (p.z < a.z ? p : a));
    const hit = segmentBlocker(b, eyeOf(b, marro), low, figs, ['marro', 'syvarris']);
    expect(hit?.by.kind === 'figure' || hit?.by.kind === 'terrain').toBe(true);
    const high = eyeOf(b, syv);
    expect(segmentBlocker(b, eyeOf(b, marro), high, figs, ['marro', 'syvarris'])).toBeNull();
  });
  it('the eye is aimed at first and the Hit Zone after it: a hidden eye with a visible body part is still a clear line', () => {
    // Every placement of a defender and a blocking figure on a small field, against the guide's
    // definition (any point of the Hit Zone, the eye first): the same answer and the same point.
    const b3 = compileBoard(fromRows(['1 1 1 1 1', '1 2 1 3 1', '1 1 1 1 1']));
    const a = place(b3, 'a', { height: 4, at: { q: 0, r: 0 } });
    let eyeHiddenBodySeen = 0;
    for (const at of [
      { q: 3, r: 1 },
      { q: 4, r: 0 },
      { q: 2, r: 2 },
      { q: 3, r: 2 },
    ]) {
      for (const by of [
        { q: 1, r: 0 },
        { q: 2, r: 0 },
        { q: 1, r: 1 },
        { q: 2, r: 1 },
        { q: 3, r: 0 },
      ]) {
        const d = place(b3, 'd', { side: 'b', height: 5, at });
        const x = place(b3, 'x', { side: 'b', height: 6, at: by });
        const figs3 = indexFigures(b3, [a, d, x]);
        const aims = [eyeOf(b3, d), ...bodyPoints(b3, d)];
        const seen = aims.findIndex((p) => segmentBlocker(b3, eyeOf(b3, a), p, figs3, ['a', 'd']) === null);
        const ans = lineOfSight(b3, figs3, a, d);
        expect(ans.clear).toBe(seen >= 0);
        expect(ans.tried).toBe(seen >= 0 ? seen + 1 : aims.length);
        if (ans.clear) expect(ans.to).toEqual(aims[seen]);
        if (seen > 0) eyeHiddenBodySeen++;
      }
    }
    expect(eyeHiddenBodySeen).toBeGreaterThan(0);
  });
  it('a wall of figures and terrain with no gap blocks, and every blocker is reported', () => {
    const m2 = fromRows(['1 1 1 9 1 1 1']);
    const b2 = compileBoard(m2);
    const a = place(b2, 'a', { height: 4, at: { q: 0, r: 0 } });
    const d = place(b2, 'd', { side: 'b', height: 5, at: { q: 6, r: 0 } });
    const ans = lineOfSight(b2, indexFigures(b2, [a, d]), a, d);
    expect(ans.clear).toBe(false);
    if (!ans.clear) for (const x of ans.blockers) expect(x.by).toMatchObject({ kind: 'terrain', q: 3, r: 0 });
  });
  it('Example 18: Syvarris, higher up, has height advantage', () => {
    expect(heightAdvantage(b, marro, syv)).toBe('defender');
    expect(heightAdvantage(b, syv, marro)).toBe('attacker');
    expect(heightAdvantage(b, marro, viking)).toBe('none');
  });
});

describe('Evergreen Trees and other blockers (Examples 29 and 30)', () => {
  it('Examples 29 and 30: Syvarris sees the Blade Grut between two trees; a tree on the line blocks', () => {
    const m = flat(7, 3);
    addObstacle(m, 'tree', [{ q: 3, r: 0 }], 1, 10);
    addObstacle(m, 'tree', [{ q: 2, r: 2 }], 1, 10);
    const b = compileBoard(m);
    const syv = place(b, 'syv', { height: 5, at: { q: 0, r: 1 } });
    const grut = place(b, 'grut', { side: 'b', height: 4, at: { q: 6, r: 1 } });
    expect(lineOfSight(b, null, syv, grut).clear).toBe(true);
    addObstacle(m, 'tree', [{ q: 3, r: 1 }], 1, 10);
    const b2 = compileBoard(m);
    const blocked = lineOfSight(b2, null, place(b2, 'syv', { height: 5, at: { q: 0, r: 1 } }), place(b2, 'grut', { side: 'b', height: 4, at: { q: 6, r: 1 } }));
    expect(blocked.clear).toBe(false);
    if (!blocked.clear) expect(blocked.blockers[0]?.by).toMatchObject({ kind: 'obstacle', obstacle: 'tree', q: 3, r: 1 });
  });
  it('Example 61: the warehouse ruin and its intact breakable wall block line of sight, as do glaciers, jungle pieces, a closed door and the hive; a short ruin can be seen over from above', () => {
    for (const kind of ['glacier', 'jungle', 'door', 'warehouse-ruin', 'breakable-wall', 'hive'] as const) {
      const m = flat(5, 1);
      addObstacle(m, kind, [{ q: 2, r: 0 }], 1, 9, kind === 'door' || kind === 'breakable-wall');
      const b = compileBoard(m);
      const a = place(b, 'a', { height: 5, at: { q: 0, r: 0 } });
      const d = place(b, 'd', { side: 'b', height: 5, at: { q: 4, r: 0 } });
      expect(lineOfSight(b, null, a, d).clear).toBe(false);
    }
    const m = fromRows(['9 1 1 1 1']);
    addObstacle(m, 'ruin', [{ q: 2, r: 0 }], 1, 6);
    const b = compileBoard(m);
    expect(lineOfSight(b, null, place(b, 'a', { height: 5, at: { q: 0, r: 0 } }), place(b, 'd', { side: 'b', height: 5, at: { q: 4, r: 0 } })).clear).toBe(
      true,
    );
  });
  it('Example 21: looking into an overhang sees figures on every level it can see', () => {
    const m = flat(6, 1);
    for (let q = 3; q < 6; q++) addCell(m, q, 0, 6, 'rock');
    for (let z = 1; z < 6; z++) addCell(m, 5, 0, z, 'rock');
    const b = compileBoard(m);
    const a = place(b, 'a', { height: 5, at: { q: 0, r: 0 } });
    const under = place(b, 'under', { side: 'b', height: 4, at: { q: 3, r: 0, level: 1 } });
    const onTop = place(b, 'top', { side: 'b', height: 4, at: { q: 4, r: 0, level: 7 } });
    expect(lineOfSight(b, null, a, under).clear).toBe(true);
    expect(lineOfSight(b, null, a, onTop).clear).toBe(true);
  });
});

describe('Clear Sight Spaces (Raelin’s aura)', () => {
  it('counts spaces from either space and needs any part of the figure visible', () => {
    const m = flat(8, 1);
    addObstacle(m, 'tree', [{ q: 6, r: 0 }], 1, 12);
    const b = compileBoard(m);
    const raelin = place(b, 'raelin', { height: 5, at: { q: 0, r: 0 } });
    const near = place(b, 'near', { height: 5, at: { q: 4, r: 0 } });
    const far = place(b, 'far', { height: 5, at: { q: 5, r: 0 } });
    const hidden = place(b, 'hidden', { height: 5, at: { q: 7, r: 0 } });
    const figs = indexFigures(b, [raelin, near, far, hidden]);
    expect(clearSight(b, figs, raelin, near, 4).clear).toBe(true);
    expect(clearSight(b, figs, raelin, far, 4).clear).toBe(false);
    expect(clearSight(b, figs, raelin, hidden, 8).clear).toBe(false);
  });
});

describe('Line of Sight Marks and Battlement Points (Examples 28 and 36)', () => {
  for (const kind of ['stone-wall-edge', 'battlement'] as const) {
    it(`Examples 28 and 36 (${kind}): Syvarris cannot see the figure below the wall with his Target Point, but can by leaning over`, () => {
      const m = addEdge(fromRows(['1 1 1 6 6']), kind, 3, 0, 3, 6);
      const b = compileBoard(m);
      const syv = place(b, 'syv', { height: 5, at: { q: 3, r: 0 } });
      const grut = place(b, 'grut', { side: 'b', height: 4, at: { q: 2, r: 0 } });
      const plain = lineOfSight(b, null, syv, grut);
      expect(plain.clear).toBe(false);
      if (!plain.clear) expect(plain.blockers.map((x) => x.by.kind)).toEqual(['edge']);
      const leaning = lineOfSight(b, null, syv, grut, { leanOver: true });
      expect(leaning.clear).toBe(true);
      if (leaning.clear) expect(leaning.via?.kind).toBe(kind);
      // from the outside there is nothing to lean over
      expect(lineOfSight(b, null, grut, syv, { leanOver: true }).clear).toBe(lineOfSight(b, null, grut, syv).clear);
    });
  }
});
