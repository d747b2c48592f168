// Rulebook: ddm-battle-rules-2011 — "Cover", "COVER AGAINST MELEE ATTACKS", "COVER AGAINST RANGED
// ATTACKS", "COVER AGAINST CLOSE ATTACKS", "COVER AGAINST AREA ATTACKS", "FOREST (OR MARKET
// STALL)", "STATUE"; guidelines: Forest ([R] only), Smoke (no cover), Burst (any nearest square).
import { describe, expect, it } from 'vitest';
import { areaCover, burstCover, closeCover, meleeCover, rangedCover, squareCover } from './cover.js';
import { draw, one } from './testkit.js';
import type { Body } from './types.js';

describe('cover against melee, close and area attacks (square to square, walls only)', () => {
  it.each([
    {
      rule: 'a line from the origin square to the target square enters a wall: cover',
      map: `
        +-+-+
        |@ #|
        + + +
        |. e|
        +-+-+`,
      cover: true,
    },
    {
      rule: 'a line that only runs along the border of a wall is ok: no cover',
      map: `
        +-+-+
        |@ e|
        +-+-+
        |. .|
        +-+-+`,
      cover: false,
    },
    {
      rule: 'a line that only touches a wall corner is ok',
      map: `
        +-+-+-+
        |@ . #|
        + + + +
        |. e .|
        +-+-+-+`,
      cover: false,
    },
    {
      rule: 'a diagonal wall facing the attacker in the target square gives cover',
      map: `
        +-+-+
        |@ 4|
        +-+-+
        4 = diag:SW`,
      cover: true,
      to: '4',
      noMelee: true,
    },
    {
      rule: 'a diagonal wall on the far side of the target square does not',
      map: `
        +-+-+
        |@ 2|
        +-+-+`,
      cover: false,
      to: '2',
      noMelee: true,
    },
    {
      rule: 'smoke gives no cover (guidelines)',
      map: `
        +-+-+-+
        |@ S e|
        +-+-+-+`,
      cover: false,
    },
    {
      rule: 'forest only gives cover against ranged attacks (guidelines)',
      map: `
        +-+-+-+
        |@ f e|
        +-+-+-+`,
      cover: false,
    },
  ])('$rule', ({ map, cover, to, noMelee }) => {
    const d = draw(map);
    const target = to ? d.all(to)[0]! : d.at('e');
    expect(squareCover(d.board, d.at('@'), target)).toBe(cover);
    // (A wall stub on the shared edge also breaks adjacency, so no melee there at all.)
    if (!noMelee) expect(meleeCover(d.board, one(d.at('@')), one(target), 2)).toBe(cover);
    expect(closeCover(d.board, d.at('@'), one(target))).toBe(cover);
    expect(areaCover(d.board, d.at('@'), one(target))).toBe(cover);
  });

  it('melee, big target: the attacker chooses one square of the target within reach', () => {
    const d = draw(`
      +-+-+-+
      |. # .|
      + + + +
      |@ e e|
      + + + +
      |. e e|
      +-+-+-+`);
    expect(squareCover(d.board, d.at('@'), { x: 1, y: 1 })).toBe(false);
    expect(meleeCover(d.board, one(d.at('@')), d.space('e'))).toBe(false);
    const corner = draw(`
      +-+-+-+
      |@ # .|
      + + + +
      |. e e|
      + + + +
      |. e e|
      +-+-+-+`);
    expect(meleeCover(corner.board, one(corner.at('@')), corner.space('e'))).toBe(true);
  });

  it('burst: the square of the attacker nearest the target is the origin (ties: any of them)', () => {
    const d = draw(`
      +-+-+-+-+
      |@ @ . .|
      + + + + +
      |@ @ . #|
      + + + + +
      |. . . e|
      +-+-+-+-+`);
    // Nearest square (1,1) to (3,2) has a line into the wall square (3,1): cover.
    expect(squareCover(d.board, { x: 1, y: 1 }, d.at('e'))).toBe(true);
    expect(burstCover(d.board, d.space('@'), one(d.at('e')))).toBe(true);
    expect(burstCover(d.board, d.space('@'), { x: 2, y: 2, side: 1 })).toBe(false);
  });
});

describe('cover against ranged attacks (corner to every point of the target)', () => {
  const body = (id: string, team: string, x: number, y: number, side = 1): Body => ({ id, team, space: { x, y, side } });

  it('origin is a corner: the attacker picks the corner with the clearest lines', () => {
    const d = draw(`
      +-+-+-+-+
      |@ . . .|
      + + + + +
      |. # . e|
      + + + + +
      |. . . .|
      +-+-+-+-+`);
    expect(rangedCover(d.board, d.body('@', 'A'), d.body('e', 'B'), [])).toBe(false);
    const behind = draw(`
      +-+-+-+-+
      |@ . . .|
      + + + + +
      |. . # e|
      + + + + +
      |. . . .|
      +-+-+-+-+`);
    expect(rangedCover(behind.board, behind.body('@', 'A'), behind.body('e', 'B'), [])).toBe(true);
  });

  it('enemies of the attacker provide cover; allies do not; Hide ignores creatures', () => {
    const d = draw(`
      +-+-+-+-+
      |@ . z e|
      +-+-+-+-+`);
    const a = d.body('@', 'A');
    const t = d.body('e', 'B');
    expect(rangedCover(d.board, a, t, [a, t, d.body('z', 'B')])).toBe(true);
    expect(rangedCover(d.board, a, t, [a, t, d.body('z', 'A')])).toBe(false);
    expect(rangedCover(d.board, a, t, [a, t, d.body('z', 'B')], { ignoreCreatures: true })).toBe(false);
  });

  it('big creatures: lines to all squares of the target space', () => {
    const d = draw(`
      +-+-+-+-+
      |@ . e e|
      + + + + +
      |. z e e|
      + + + + +
      |. . . .|
      +-+-+-+-+`);
    const a = d.body('@', 'A');
    const z = d.body('z', 'B');
    expect(rangedCover(d.board, a, d.body('e', 'B'), [a, z])).toBe(true);
    expect(rangedCover(d.board, a, body('small', 'B', 2, 0), [a, z])).toBe(false);
  });

  it('forest and statues provide cover against ranged attacks; smoke does not', () => {
    for (const [map, cover] of [
      ['|@ f e|', true],
      ['|@ m e|', true],
      ['|@ T e|', true],
      ['|@ S e|', false],
      ['|@ . f|', true],
    ] as const) {
      const d = draw(`+-+-+-+\n${map}\n+-+-+-+`);
      const t = d.all('e')[0] ?? { x: 2, y: 0 };
      expect(rangedCover(d.board, d.body('@', 'A'), body('t', 'B', t.x, t.y), []), map).toBe(cover);
    }
  });

  it("the attacker's own forest square gives no cover", () => {
    const d = draw(`
      +-+-+-+
      |@ . e|
      +-+-+-+
      @ = forest`);
    expect(rangedCover(d.board, d.body('@', 'A'), d.body('e', 'B'), [])).toBe(false);
  });
});
