// Ladders (heroscape-master-game-guide — "Ladders" and "Other Ladder Rules"). A ladder is modelled
// as rung spaces on its landing hex, against the side facing the terrain it climbs (board.ts).
import { describe, expect, it } from 'vitest';
import { compileBoard, SF, type Board } from './board.js';
import { addCell, addEdge, fromRows, place, spaceOn } from './build.js';
import { engaged, figuresAdjacent } from './engagement.js';
import { bodyPoints, type PlacedFigure } from './figures.js';
import type { HeroscapeMap } from './map-model.js';
import { moveRange, pathOf } from './movement.js';
import { lineOfSight } from './sight.js';

function ladder(map: HeroscapeMap, q: number, r: number, side: number, levels: number[]): HeroscapeMap {
  for (const l of levels) addEdge(map, 'ladder', q, r, side, l, 0, 0);
  return map;
}
const rung = (b: Board, q: number, r: number, level: number) => {
  for (let s = 0; s < b.nSpaces; s++) if (b.spFlags[s]! & SF.RUNG && b.spLevel[s] === level && b.hexOf(s).q === q && b.hexOf(s).r === r) return s;
  throw new Error(`no rung at ${q},${r} level ${level}`);
};
const on = (f: PlacedFigure, head: number): PlacedFigure => ({ ...f, head });

describe('Movement on Ladders', () => {
  const b = compileBoard(ladder(fromRows(['1 10']), 0, 0, 0, [3, 5, 7, 9]));
  const finn = place(b, 'finn', { height: 5, move: 5, at: { q: 0, r: 0 } });
  it('a medium figure moves onto a rung counting it as a space (and the levels)', () => {
    const r = moveRange(b, finn, [finn]);
    expect(r.destinations.find((d) => d.head === rung(b, 0, 0, 3))?.cost).toBe(3);
    expect(r.destinations.some((d) => d.head === rung(b, 0, 0, 5))).toBe(false);
  });
  it('climbs the ladder onto terrain it could never climb at once (stepping off where the rise is below its height)', () => {
    const r = moveRange(b, { ...finn, move: 13 }, [finn]);
    const top = r.destinations.find((d) => d.head === spaceOn(b, 1, 0));
    expect(top?.cost).toBe(13);
    expect(pathOf(b, r, top!).steps.map((s) => b.spLevel[s.head])).toEqual([1, 3, 5, 7, 10]);
    expect(moveRange(b, { ...finn, move: 12 }, [finn]).destinations.some((d) => d.head === spaceOn(b, 1, 0))).toBe(false);
  });
  it('from the landing space a figure gets onto the lowest rung only', () => {
    const r = moveRange(b, { ...finn, move: 20 }, [finn]);
    const path = pathOf(
      b,
      r,
      r.destinations.find((d) => d.head === rung(b, 0, 0, 5))!,
    );
    expect(path.steps.map((s) => b.spLevel[s.head])).toEqual([1, 3, 5]);
  });
  it('falling off a ladder counts levels, not rungs', () => {
    const high = on({ ...finn, move: 1 }, rung(b, 0, 0, 9));
    const r = moveRange(b, high, [high]);
    const down = r.destinations.find((d) => d.head === spaceOn(b, 0, 0))!;
    expect(pathOf(b, r, down).falls).toEqual([{ step: 1, drop: 8, roll: 1 }]);
  });
  it('only small or medium single-space figures may use a ladder', () => {
    const dw = place(b, 'dw', { height: 7, size: 'large', move: 14, at: { q: 0, r: 0 } });
    expect(moveRange(b, dw, [dw]).destinations.filter((d) => b.spFlags[d.head]! & SF.RUNG)).toEqual([]);
  });
});

// Examples 42–49 are pictures with one-line captions; each caption's move is played on a small field of
// our own (the pictures' battlefields are not given). Example 48 (moving around a ladder) is the
// no-bypass rule below; Example 50 uses Stealth Leap, a power of no Rise of the Valkyrie card.
describe('Moving on and off Ladders (Examples 42–47, 49)', () => {
  // A ladder of rungs at levels 3, 5, 7 and 9 on the landing hex (1,0) against a 10-level rise;
  // beside the ladder's edge, hex (1,1) at level 5.
  const m = ladder(fromRows(['1 1 10', '1 5 10']), 1, 0, 0, [3, 5, 7, 9]);
  const b = compileBoard(m);
  const finn = place(b, 'finn', { height: 5, move: 3, at: { q: 1, r: 0 } });
  const costTo = (from: number, to: number, move = 3) => moveRange(b, { ...finn, head: from, move }, [finn]).destinations.find((d) => d.head === to)?.cost;
  it('Example 42: onto the lowest rung from the landing space (1 space and 2 levels), and back off it (1 space)', () => {
    expect(costTo(spaceOn(b, 1, 0), rung(b, 1, 0, 3))).toBe(3);
    expect(costTo(spaceOn(b, 1, 0), rung(b, 1, 0, 5), 10)).toBe(6); // by way of the lowest rung: the landing space reaches no other
    expect(costTo(rung(b, 1, 0, 3), spaceOn(b, 1, 0))).toBe(1);
  });
  it('Example 43: coming from another hex the landing space is counted on the way on and off', () => {
    expect(costTo(spaceOn(b, 0, 0), rung(b, 1, 0, 3), 4)).toBe(4);
    expect(costTo(spaceOn(b, 0, 0), rung(b, 1, 0, 3), 3)).toBeUndefined();
    expect(costTo(rung(b, 1, 0, 3), spaceOn(b, 0, 0))).toBe(2);
  });
  it('Example 44: onto a rung from a hex beside the ladder, at the same level (1) or a different one (levels counted)', () => {
    expect(costTo(spaceOn(b, 1, 1), rung(b, 1, 0, 5))).toBe(1);
    expect(costTo(spaceOn(b, 1, 1), rung(b, 1, 0, 7))).toBe(3);
  });
  it('Example 45: off a rung onto a hex, at the same level (1) or a higher one (levels counted)', () => {
    expect(costTo(rung(b, 1, 0, 5), spaceOn(b, 1, 1))).toBe(1);
    expect(costTo(rung(b, 1, 0, 3), spaceOn(b, 1, 1))).toBe(3);
    expect(costTo(rung(b, 1, 0, 9), spaceOn(b, 2, 0))).toBe(2);
  });
  it('Examples 46 and 47: from one ladder to a neighbouring one, to a same-level rung (1) or a different-level rung (levels counted)', () => {
    const two = ladder(ladder(fromRows(['1 1 10', '1 1 10']), 1, 0, 0, [3, 5, 7, 9]), 1, 1, 0, [3, 5, 7, 9]);
    const b2 = compileBoard(two);
    const g = place(b2, 'g', { height: 5, move: 5, at: { q: 1, r: 0 } });
    const r = moveRange(b2, { ...g, head: rung(b2, 1, 0, 3) }, [g]);
    expect(r.destinations.find((d) => d.head === rung(b2, 1, 1, 3))?.cost).toBe(1);
    expect(r.destinations.find((d) => d.head === rung(b2, 1, 1, 7))?.cost).toBe(5);
  });
  it('Example 49: a flyer goes from a rung of one ladder to a rung of another counting only the battlefield spaces between them', () => {
    const field = ladder(ladder(fromRows(['10 1 1 1 1 1 1 1 10']), 1, 0, 3, [3, 5]), 7, 0, 0, [3, 5]);
    const b3 = compileBoard(field);
    const raelin = place(b3, 'raelin', { height: 5, move: 6, flying: true, at: { q: 1, r: 0 } });
    const from = { ...raelin, head: rung(b3, 1, 0, 5) };
    expect(moveRange(b3, from, [from]).destinations.find((d) => d.head === rung(b3, 7, 0, 5))).toMatchObject({ how: 'fly', cost: 6 });
    // control: walking, the same figure cannot get there with Move 6
    expect(moveRange(b3, { ...from, flying: false }, [from]).destinations.some((d) => d.head === rung(b3, 7, 0, 5))).toBe(false);
  });
});

describe('Bypassing a Ladder', () => {
  const b = compileBoard(ladder(fromRows(['1 5']), 0, 0, 0, [2, 4]));
  it('a larger figure climbs past an unoccupied ladder counting the levels behind it, not past an occupied one', () => {
    const dw = place(b, 'dw', { height: 7, size: 'large', move: 5, at: { q: 0, r: 0 } });
    expect(moveRange(b, dw, [dw]).destinations.find((d) => d.head === spaceOn(b, 1, 0))?.cost).toBe(5);
    const scout = { ...place(b, 'scout', { height: 4, size: 'small', at: { q: 0, r: 0 } }), head: rung(b, 0, 0, 2) };
    expect(moveRange(b, dw, [dw, scout]).destinations.some((d) => d.head === spaceOn(b, 1, 0))).toBe(false);
  });
  it('small and medium figures cannot bypass the ladder: they must climb its rungs', () => {
    const finn = place(b, 'finn', { height: 5, move: 5, at: { q: 0, r: 0 } });
    expect(moveRange(b, finn, [finn]).destinations.some((d) => d.head === spaceOn(b, 1, 0))).toBe(false);
    const r = moveRange(b, { ...finn, move: 6 }, [finn]);
    const top = r.destinations.find((d) => d.head === spaceOn(b, 1, 0))!;
    expect(pathOf(b, r, top).steps.map((s) => b.spLevel[s.head])).toEqual([1, 2, 5]);
  });
});

describe('Engagement on Ladders (Examples 51, 52, 53, 54, 55, 58)', () => {
  it('Examples 51 and 52: a figure on a rung and one on the terrain behind follow the hex rule — engaged unless one stands as high as the top of the other', () => {
    const b = compileBoard(ladder(fromRows(['1 10']), 0, 0, 0, [3, 5, 7, 9]));
    const carr = place(b, 'carr', { height: 5, at: { q: 0, r: 0 } });
    const knight = place(b, 'knight', { side: 'b', height: 5, at: { q: 1, r: 0 } });
    // Example 51: from the rung at level 7 Carr's top (12) is above the knight's base (10).
    expect(engaged(b, on(carr, rung(b, 0, 0, 7)), knight)).toBe(true);
    // Example 52: from the rung at level 5 Carr's top is level with the knight's base: not adjacent.
    expect(engaged(b, on(carr, rung(b, 0, 0, 5)), knight)).toBe(false);
  });
  it('Example 54: on the same ladder, figures are engaged when neither can move closer', () => {
    const b = compileBoard(ladder(fromRows(['1 10']), 0, 0, 0, [3, 5, 7, 9]));
    const carr = place(b, 'carr', { height: 5, at: { q: 0, r: 0 } });
    const viking = place(b, 'viking', { side: 'b', height: 5, at: { q: 0, r: 0 } });
    expect(engaged(b, on(carr, rung(b, 0, 0, 7)), on(viking, rung(b, 0, 0, 5)))).toBe(true);
    expect(figuresAdjacent(b, on(carr, rung(b, 0, 0, 9)), on(viking, rung(b, 0, 0, 5)))).toEqual({
      adjacent: false,
      reason: 'a figure could move closer on the ladder',
    });
  });
  it('Example 55: the landing space is next to the lowest rung only', () => {
    const b = compileBoard(ladder(fromRows(['1 10']), 0, 0, 0, [3, 5, 7, 9]));
    const monk = place(b, 'monk', { height: 5, at: { q: 0, r: 0 } });
    const knight = place(b, 'knight', { side: 'b', height: 5, at: { q: 0, r: 0 } });
    expect(engaged(b, monk, on(knight, rung(b, 0, 0, 3)))).toBe(true);
    expect(engaged(b, monk, on(knight, rung(b, 0, 0, 5)))).toBe(false);
  });
  it('Example 53: figures on different ladders: 4 levels apart (height 5) engaged, 6 levels apart not', () => {
    const m = ladder(fromRows(['1 1', '10 10']), 0, 0, 1, [3, 5, 7, 9]);
    ladder(m, 1, 0, 1, [3, 5, 7, 9]);
    const b = compileBoard(m);
    const carr = place(b, 'carr', { height: 5, at: { q: 0, r: 0 } });
    const viking = place(b, 'viking', { side: 'b', height: 5, at: { q: 1, r: 0 } });
    expect(engaged(b, on(carr, rung(b, 0, 0, 7)), on(viking, rung(b, 1, 0, 3)))).toBe(true);
    expect(engaged(b, on(carr, rung(b, 0, 0, 9)), on(viking, rung(b, 1, 0, 3)))).toBe(false);
  });
  it('Example 58: the ladder separates a figure on it from figures beside the landing hex away from the wall', () => {
    const b = compileBoard(ladder(fromRows(['1 1 1', '10 10 10']), 1, 0, 1, [3, 5]));
    const carr = on(place(b, 'carr', { height: 5, at: { q: 1, r: 0 } }), rung(b, 1, 0, 3));
    const monk3 = place(b, 'monk3', { side: 'b', height: 5, at: { q: 2, r: 0 } });
    const monk1 = place(b, 'monk1', { side: 'b', height: 5, at: { q: 0, r: 0 } });
    expect(engaged(b, carr, monk3)).toBe(true);
    expect(figuresAdjacent(b, carr, monk1)).toEqual({ adjacent: false, reason: 'the ladder separates them' });
  });
});

describe('Target Points on Ladders (Example 57)', () => {
  it('Example 57: a figure on a rung may look from the edge of its base: a slab hides the target from its eye, not from its base', () => {
    // A rock slab hanging over (1, 0) (cells 4–19, open below), between the rung (level 3) on (0, 0) and Agent Carr at (4, 0).
    const slab = (m: HeroscapeMap) => {
      for (let z = 4; z < 20; z++) addCell(m, 1, 0, z, 'rock');
      return m;
    };
    const b = compileBoard(slab(ladder(fromRows(['1 1 1 1 1', '10']), 0, 0, 1, [3])));
    const syvarris = on(place(b, 'syvarris', { height: 5, at: { q: 0, r: 0 } }), rung(b, 0, 0, 3));
    const carr = place(b, 'carr', { side: 'b', height: 5, at: { q: 4, r: 0 } });
    const seen = lineOfSight(b, null, syvarris, carr);
    expect(seen.clear).toBe(true);
    expect(seen.from.z).toBeCloseTo(3.05);
    // The same figure standing on a hex at the rung's level has only its eye: the slab blocks it.
    const plain = compileBoard(slab(fromRows(['3 1 1 1 1', '10'])));
    expect(
      lineOfSight(plain, null, place(plain, 'syvarris', { height: 5, at: { q: 0, r: 0 } }), place(plain, 'carr', { side: 'b', height: 5, at: { q: 4, r: 0 } }))
        .clear,
    ).toBe(false);
  });
});

describe('Hit Zones on Ladders (Example 56)', () => {
  it("Example 56: a figure on a rung offers its base as a Hit Zone; a figure on a hex doesn't", () => {
    const b = compileBoard(ladder(fromRows(['1 10']), 0, 0, 0, [3]));
    const knight = place(b, 'knight', { height: 5, at: { q: 0, r: 0 } });
    expect(bodyPoints(b, on(knight, rung(b, 0, 0, 3))).some((p) => p.z === 3.05)).toBe(true);
    expect(bodyPoints(b, knight).some((p) => p.z === 1.05)).toBe(false);
  });
});
