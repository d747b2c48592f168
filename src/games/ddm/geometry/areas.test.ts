// Rulebook: ddm-battle-rules-2011 — "Close Attacks" (Blast X, Burst X, Line X, Origin Square),
// "Area Attacks" (Origin Square, Radius X); guidelines "Close Attacks" (Burst, Line).
import { describe, expect, it } from 'vitest';
import { blastPlacements, burstSquares, linePlacements, radiusOrigins, radiusSquares } from './areas.js';
import { draw, key, one } from './testkit.js';
import type { Square } from './types.js';

const open = (w: number, h: number, at: Square): string => {
  const lines: string[] = [];
  for (let y = 0; y < h; y++) {
    lines.push('+' + (y === 0 ? '-+' : ' +').repeat(w));
    let row = '|';
    for (let x = 0; x < w; x++) row += (x === at.x && y === at.y ? '@' : '.') + (x === w - 1 ? '|' : ' ');
    lines.push(row);
  }
  lines.push('+' + '-+'.repeat(w));
  return lines.join('\n');
};
const keys = (s: readonly Square[]) => s.map(key).sort();

describe('blast X', () => {
  it('an X×X area adjacent to the origin square, not containing the attacker: 4X+4 placements in the open', () => {
    const d = draw(open(9, 9, { x: 4, y: 4 }));
    for (const x of [1, 2, 3, 4]) expect(blastPlacements(d.board, d.space('@'), x)).toHaveLength(4 * x + 4);
  });

  it('a big attacker chooses any origin square of its space; no area contains its space', () => {
    const d = draw(open(10, 10, { x: 4, y: 4 }));
    const big = { x: 4, y: 4, side: 2 };
    const all = blastPlacements(d.board, big, 2);
    // Per origin square: the 16 areas adjacent to it, minus the 9 overlapping the 2×2 space.
    expect(all).toHaveLength(4 * 7);
    for (const p of all) for (const s of p.squares) expect(s.x >= 4 && s.x < 6 && s.y >= 4 && s.y < 6).toBe(false);
  });

  it('affects only squares the origin square has line of effect to', () => {
    const d = draw(`
      +-+-+-+
      |. # .|
      + + +-+
      |@ . .|
      +-+-+-+`);
    const p = blastPlacements(d.board, d.space('@'), 2).find((b) => b.area.x === 1 && b.area.y === 0)!;
    expect(keys(p.squares)).toEqual(['1,1', '2,1']);
  });
});

describe('burst X', () => {
  it('all squares no more than X squares away that the attacker has line of effect to', () => {
    const d = draw(`
      +-+-+-+-+
      |. . . .|
      + + + + +
      |. @|. .|
      + + + + +
      |. . . .|
      +-+-+-+-+`);
    const sq = keys(burstSquares(d.board, d.space('@'), 1));
    // Own square (others sharing it are affected), its 8 neighbours except the one behind the wall.
    expect(sq).toEqual(['0,0', '0,1', '0,2', '1,0', '1,1', '1,2', '2,0', '2,2']);
  });
});

describe('burst X from a big creature', () => {
  it('begins in the creature’s whole space: all squares adjacent to any of its squares are 1 away (guidelines)', () => {
    const d = draw(open(5, 5, { x: 0, y: 0 }));
    const sq = burstSquares(d.board, { x: 1, y: 1, side: 2 }, 1);
    expect(sq).toHaveLength(16);
    expect(keys(sq)).toContain('3,3');
    expect(keys(sq)).not.toContain('4,4');
  });
});

describe('line X', () => {
  const d = draw(open(5, 5, { x: 2, y: 2 }));
  const lines = linePlacements(d.board, d.space('@'), 2);
  it('never includes the attacker space', () => {
    for (const l of lines) expect(l.squares.some((s) => s.x === 2 && s.y === 2)).toBe(false);
  });
  it('a line that merely touches a corner of a square does not affect it; one that enters does', () => {
    const sets = new Set(lines.map((l) => keys(l.squares).join(' ')));
    expect(sets.has('3,3 4,4')).toBe(true); // the diagonal corner to corner: touches (3,4) and (4,3) only
    expect(sets.has('3,2 4,2')).toBe(true);
  });
  it('the attacker must see the target square (guidelines)', () => {
    const w = draw(`
      +-+-+-+
      |@ # e|
      +-+-+-+`);
    expect(linePlacements(w.board, w.space('@'), 3).every((l) => !(l.target.x === 2))).toBe(true);
  });
  it('counts the distinct affected sets of line 1 from a medium creature in the open', () => {
    // Orthogonal targets: one set each (the square itself). Diagonal targets: the square alone
    // (corner to corner), or with one of the two squares beside it (start at an edge midpoint).
    const one1 = linePlacements(d.board, d.space('@'), 1);
    expect(one1).toHaveLength(4 + 4 * 3);
  });
  it('restricted to given target squares: exactly the lines aimed at them, each entering its target', () => {
    const only = [
      { x: 4, y: 3 },
      { x: 0, y: 0 },
    ];
    const some = linePlacements(d.board, d.space('@'), 2, only);
    expect(some.length).toBeGreaterThan(0);
    for (const l of some) {
      expect(only.some((q) => q.x === l.target.x && q.y === l.target.y)).toBe(true);
      expect(l.squares.some((q) => q.x === l.target.x && q.y === l.target.y)).toBe(true);
    }
    const all = new Set(lines.map((l) => keys(l.squares).join(' ')));
    for (const l of some) expect(all.has(keys(l.squares).join(' '))).toBe(true);
    // A square beyond X is never a target, even when asked for.
    expect(linePlacements(d.board, d.space('@'), 1, [{ x: 4, y: 4 }])).toHaveLength(0);
  });
});

describe('radius X', () => {
  it('squares within X of the origin that it has line of effect to', () => {
    const d = draw(`
      +-+-+-+-+
      |. . # .|
      + + + + +
      |. @ # .|
      + + + + +
      |. . . .|
      +-+-+-+-+`);
    expect(keys(radiusSquares(d.board, d.at('@'), 1))).toEqual(['0,0', '0,1', '0,2', '1,0', '1,1', '1,2', '2,2']);
  });
  it('origin squares: within range with line of sight and line of effect', () => {
    const d = draw(`
      +-+-+-+-+
      |. . S .|
      + + + + +
      |@ . S .|
      + + + + +
      |. . S .|
      +-+-+-+-+`);
    expect(keys(radiusOrigins(d.board, one(d.at('@')), 3))).toEqual(['0,0', '0,1', '0,2', '1,0', '1,1', '1,2']);
  });
});
