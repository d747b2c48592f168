// Rulebook: ddm-battle-rules-2011 — "MOVE", "SHIFT", "Difficult Terrain", "Walls", "Legal Position"
// (Ally, Enemy), "Modes (Movement)", "BURROW", "FLIGHT", "PHASING", "PIT", "STATUE", "RIVER", "WEB",
// "STEEP SLOPE", "Terrain and Damage"; guidelines "Pits".
import { describe, expect, it } from 'vitest';
import type { MoveOptions } from './movement.js';
import { legalEndOneStepAway, reachable } from './movement.js';
import { draw } from './testkit.js';
import type { Body } from './types.js';

interface Row {
  readonly rule: string;
  readonly map: string;
  readonly opts: MoveOptions;
  /** Other creatures: character → team ('A' = the mover's side) and flags. */
  readonly others?: Record<string, Partial<Body> & { team: string }>;
  readonly mover?: Partial<Body>;
  /** Expected cost to reach the square marked with the character (-1 = unreachable) and legality. */
  readonly expect: Record<string, { cost: number; legal?: boolean }>;
}

const rows: Row[] = [
  {
    rule: 'a creature moves by entering squares up to its speed (diagonals cost 1)',
    map: `
      +-+-+-+-+
      |@ . . e|
      + + + + +
      |. . . g|
      +-+-+-+-+`,
    opts: { speed: 6 },
    expect: { e: { cost: 3, legal: true }, g: { cost: 3, legal: true } },
  },
  {
    rule: 'entering difficult terrain costs 1 extra square',
    map: `
      +-+-+-+
      |@ d e|
      +-+-+-+`,
    opts: { speed: 6 },
    expect: { d: { cost: 2 }, e: { cost: 3 } },
  },
  {
    rule: 'not enough movement left to enter difficult terrain: it cannot enter it',
    map: `
      +-+-+-+
      |@ . d|
      +-+-+-+`,
    opts: { speed: 2 },
    expect: { d: { cost: -1 } },
  },
  {
    rule: 'shift: speed 1 cannot enter difficult terrain',
    map: `
      +-+-+
      |@ d|
      +-+-+`,
    opts: { speed: 1 },
    expect: { d: { cost: -1 } },
  },
  {
    rule: 'a creature cannot enter a wall',
    map: `
      +-+-+-+
      |@ # e|
      +-+-+-+`,
    opts: { speed: 6 },
    expect: { e: { cost: -1 } },
  },
  {
    rule: 'a wall on a grid line cannot be crossed',
    map: `
      +-+-+-+
      |@|e .|
      + + + +
      |. . .|
      +-+-+-+`,
    opts: { speed: 6 },
    expect: { e: { cost: 3 } },
  },
  {
    rule: 'a creature cannot move diagonally past the corner of a wall',
    map: `
      +-+-+
      |@ #|
      + + +
      |. e|
      +-+-+`,
    opts: { speed: 6 },
    expect: { e: { cost: 2 } },
  },
  {
    rule: 'diagonal wall leaving the centre open: the square can be entered and is a legal position',
    map: `
      +-+-+-+
      |@ 3 .|
      + + + +
      |. . .|
      +-+-+-+`,
    opts: { speed: 6 },
    expect: { '3': { cost: 1, legal: true } },
  },
  {
    rule: 'a diagonal wall covering the centre cannot be entered',
    map: `
      +-+-+-+
      |@ 7 e|
      +-+-+-+`,
    opts: { speed: 6 },
    expect: { '7': { cost: -1 }, e: { cost: -1 } },
  },
  {
    rule: 'statues cost 2 squares to enter and are not a legal end',
    map: `
      +-+-+-+
      |@ T e|
      +-+-+-+`,
    opts: { speed: 6 },
    expect: { T: { cost: 2, legal: false }, e: { cost: 3, legal: true } },
  },
  {
    rule: 'the Statue power makes statue squares legal',
    map: `
      +-+-+
      |@ T|
      +-+-+`,
    opts: { speed: 6, statueLegal: true },
    expect: { T: { cost: 2, legal: true } },
  },
  {
    rule: 'allies: move through, may not end there',
    map: `
      +-+-+-+
      |@ a e|
      +-+-+-+`,
    others: { a: { team: 'A' } },
    opts: { speed: 6 },
    expect: { a: { cost: 1, legal: false }, e: { cost: 2, legal: true } },
  },
  {
    rule: 'enemies: may not enter or move through',
    map: `
      +-+-+-+
      |@ z e|
      +-+-+-+`,
    others: { z: { team: 'B' } },
    opts: { speed: 6 },
    expect: { z: { cost: -1 }, e: { cost: -1 } },
  },
  {
    rule: 'enemies: unless the enemy is helpless',
    map: `
      +-+-+-+
      |@ z e|
      +-+-+-+`,
    others: { z: { team: 'B', helpless: true } },
    opts: { speed: 6 },
    expect: { z: { cost: 1, legal: false }, e: { cost: 2, legal: true } },
  },
  {
    rule: 'only creatures with flight can enter a pit; nobody ends there',
    map: `
      +-+-+-+
      |@ p e|
      +-+-+-+`,
    opts: { speed: 6 },
    expect: { p: { cost: -1 }, e: { cost: -1 } },
  },
  {
    rule: 'flight: enters pits (not to end), ignores difficult terrain, passes non-flying enemies',
    map: `
      +-+-+-+-+-+
      |@ p d z e|
      +-+-+-+-+-+`,
    mover: { modes: { flight: true } },
    others: { z: { team: 'B' } },
    opts: { speed: 4 },
    expect: { p: { cost: 1, legal: false }, d: { cost: 2, legal: true }, z: { cost: 3, legal: false }, e: { cost: 4, legal: true } },
  },
  {
    rule: 'flight: does not pass enemies that fly',
    map: `
      +-+-+-+
      |@ z e|
      +-+-+-+`,
    mover: { modes: { flight: true } },
    others: { z: { team: 'B', modes: { flight: true } } },
    opts: { speed: 4 },
    expect: { e: { cost: -1 } },
  },
  {
    rule: 'burrow: moves through enemies and walls, ignores difficult terrain, must end legal',
    map: `
      +-+-+-+-+-+
      |@ # z d e|
      +-+-+-+-+-+`,
    mover: { modes: { burrow: true } },
    others: { z: { team: 'B' } },
    opts: { speed: 4 },
    expect: { '#': { cost: 1, legal: false }, z: { cost: 2, legal: false }, d: { cost: 3, legal: true }, e: { cost: 4, legal: true } },
  },
  {
    rule: 'phasing (and burrow) do not enter pits (guidelines: Pits)',
    map: `
      +-+-+-+
      |@ p e|
      +-+-+-+`,
    mover: { modes: { phasing: true } },
    opts: { speed: 4 },
    expect: { p: { cost: -1 }, e: { cost: -1 } },
  },
  {
    rule: 'double move: the first move need not end in a legal position',
    map: `
      +-+-+
      |@ a|
      +-+-+`,
    others: { a: { team: 'A' } },
    opts: { speed: 6, endAnywhere: true },
    expect: { a: { cost: 1, legal: false } },
  },
  {
    rule: 'river is difficult terrain to non-aquatic creatures',
    map: `
      +-+-+-+
      |@ r e|
      +-+-+-+`,
    opts: { speed: 6 },
    expect: { r: { cost: 2 }, e: { cost: 3 } },
  },
  {
    rule: 'river: aquatic creatures move normally',
    map: `
      +-+-+-+
      |@ r e|
      +-+-+-+`,
    opts: { speed: 6, aquatic: true },
    expect: { r: { cost: 1 }, e: { cost: 2 } },
  },
  {
    rule: 'forest counts as difficult terrain; Forestwalk ignores that cost',
    map: `
      +-+-+-+
      |@ f e|
      +-+-+-+`,
    opts: { speed: 6, ignoreDifficult: ['forest'] },
    expect: { f: { cost: 1 }, e: { cost: 2 } },
  },
  {
    rule: 'dangerous terrain, spike stones and web are difficult terrain',
    map: `
      +-+-+-+-+
      |@ D k .|
      +-+-+-+-+`,
    opts: { speed: 6 },
    expect: { D: { cost: 2 }, k: { cost: 4 } },
  },
  {
    rule: 'web: a creature that enters web is Immobilized, so its movement stops there',
    map: `
      +-+-+-+
      |@ w e|
      +-+-+-+`,
    opts: { speed: 6 },
    expect: { w: { cost: 2, legal: true }, e: { cost: -1 } },
  },
  {
    rule: 'web: a flyer is affected only if it ends there',
    map: `
      +-+-+-+
      |@ w e|
      +-+-+-+`,
    mover: { modes: { flight: true } },
    opts: { speed: 6 },
    expect: { w: { cost: 1 }, e: { cost: 2 } },
  },
  {
    rule: 'steep slope: a creature that enters it falls (its move ends there)',
    map: `
      +-+-+-+
      |@ n e|
      +-+-+-+
      n = steepSlope:E`,
    opts: { speed: 6 },
    expect: { n: { cost: 1 }, e: { cost: -1 } },
  },
  {
    rule: 'terrain and damage: the mover can refuse terrain (e.g. fire that would destroy it)',
    map: `
      +-+-+-+
      |@ F e|
      +-+-+-+`,
    opts: { speed: 6, avoid: ['fire'] },
    expect: { F: { cost: -1 }, e: { cost: -1 } },
  },
  {
    rule: 'big creatures do not pay for difficult squares they already occupy',
    map: `
      +-+-+-+
      |@ d e|
      + + + +
      |@ d e|
      +-+-+-+`,
    mover: { space: { x: 0, y: 0, side: 2 } },
    opts: { speed: 6 },
    expect: { e: { cost: 1 } },
  },
];

describe('movement (MOVE, Difficult Terrain, Walls, Legal Position, Modes)', () => {
  it.each(rows)('$rule', (row) => {
    const d = draw(row.map);
    const mover: Body = { ...d.body('@', 'A'), ...row.mover };
    const others = Object.entries(row.others ?? {}).map(([ch, o]) => ({ ...d.body(ch, o.team), ...o }));
    const r = reachable(d.board, mover, others, row.opts);
    for (const [ch, want] of Object.entries(row.expect)) {
      if (ch === '@') continue;
      const sq = d.all(ch)[0]!;
      // Big movers: the target is the north-west square of the space that reaches it.
      const at = mover.space.side > 1 ? { x: sq.x - mover.space.side + 1, y: 0 } : sq;
      expect(r.cost(at), `${row.rule}: cost to '${ch}'`).toBe(want.cost);
      if (want.legal !== undefined) expect(r.destinations.find((x) => x.at.x === at.x && x.at.y === at.y)?.legal ?? false, `legal '${ch}'`).toBe(want.legal);
    }
  });

  it('big creature entering two difficult squares in one step pays once (cost 2, not 3)', () => {
    const d = draw(`
      +-+-+-+-+
      |@ @ d .|
      + + + + +
      |@ @ d .|
      +-+-+-+-+`);
    const r = reachable(d.board, d.body('@', 'A'), [], { speed: 6 });
    expect(r.cost({ x: 1, y: 0 })).toBe(2);
    expect(r.cost({ x: 2, y: 0 })).toBe(3);
  });

  it('paths are reconstructable square by square and their cost adds up', () => {
    const d = draw(`
      +-+-+-+-+
      |@ d . .|
      + + + + +
      |. # # .|
      + + + + +
      |. . d e|
      +-+-+-+-+`);
    const r = reachable(d.board, d.body('@', 'A'), [], { speed: 8 });
    const path = r.path(d.at('e'));
    expect(path[0]).toEqual(d.at('@'));
    expect(path[path.length - 1]).toEqual(d.at('e'));
    for (let i = 1; i < path.length; i++) expect(Math.max(Math.abs(path[i]!.x - path[i - 1]!.x), Math.abs(path[i]!.y - path[i - 1]!.y))).toBe(1);
    expect(r.cost(d.at('e'))).toBe(6);
    expect(r.path({ x: 1, y: 1 })).toEqual([]);
  });

  it('the one-step probe (action menu): a difficult square costs 2, so it is no one-step end; an ally square is no end', () => {
    const d = draw(`
      +-+-+-+
      |d d d|
      + + + +
      |d @ a|
      + + + +
      |d d d|
      +-+-+-+`);
    const mover = d.body('@', 'A');
    const ally = d.body('a', 'A');
    expect(legalEndOneStepAway(d.board, mover, [ally], { speed: 2 })).toBe(false);
    // The full search does find ends (at cost 2), so the menu falls back to it for Move.
    expect(reachable(d.board, mover, [ally], { speed: 2 }).destinations.some((x) => x.legal)).toBe(true);
    expect(legalEndOneStepAway(d.board, mover, [], { speed: 1 })).toBe(true);
    expect(legalEndOneStepAway(d.board, mover, [ally], { speed: 2, modes: { flight: true } })).toBe(true);
    expect(legalEndOneStepAway(d.board, mover, [], { speed: 0 })).toBe(false);
  });
});
