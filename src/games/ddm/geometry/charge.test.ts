// Rulebook: ddm-battle-rules-2011 — "CHARGE" (Line of Sight, Movement Restrictions); guidelines
// "Charge Attacks".
import { describe, expect, it } from 'vitest';
import { chargePaths } from './charge.js';
import { draw, key } from './testkit.js';

describe('charge paths', () => {
  it('ends in the nearest space adjacent to the target, every square closer, cost within speed', () => {
    const d = draw(`
      +-+-+-+-+-+-+
      |@ . . . e .|
      + + + + + + +
      |. . . . . .|
      +-+-+-+-+-+-+`);
    const r = chargePaths(d.board, d.body('@', 'A'), d.body('e', 'B'), [], { speed: 6 });
    expect(r.reason).toBeUndefined();
    expect(r.ends.map((e) => key(e.at)).sort()).toEqual(['3,0', '3,1']);
    for (const e of r.ends) {
      expect(e.cost).toBe(3);
      expect(e.path).toHaveLength(4);
    }
    expect(chargePaths(d.board, d.body('@', 'A'), d.body('e', 'B'), [], { speed: 2 }).reason).toBe('out-of-reach');
  });

  it('must move at least 2 squares', () => {
    const d = draw(`
      +-+-+-+
      |@ . e|
      +-+-+-+`);
    expect(chargePaths(d.board, d.body('@', 'A'), d.body('e', 'B'), [], { speed: 6 }).reason).toBe('too-short');
  });

  it('if the nearest space adjacent to the target is not a legal position, no charge', () => {
    const d = draw(`
      +-+-+-+-+-+
      |@ . . a e|
      +-+-+-+-+-+`);
    const r = chargePaths(d.board, d.body('@', 'A'), d.body('e', 'B'), [d.body('a', 'A')], { speed: 6 });
    expect(r.reason).toBe('nearest-not-legal');
    expect(r.nearest.map(key)).toEqual(['3,0']);
  });

  it('the end space contains no walls: a diagonal-wall square is skipped for the next nearest', () => {
    const d = draw(`
      +-+-+-+-+-+
      |@ . . 1 e|
      + + + + + +
      |. . . . .|
      +-+-+-+-+-+`);
    const r = chargePaths(d.board, d.body('@', 'A'), d.body('e', 'B'), [], { speed: 6 });
    expect(r.nearest.map(key).sort()).toEqual(['3,1']);
    expect(r.ends.map((e) => key(e.at))).toEqual(['3,1']);
  });

  it('needs line of sight to the target', () => {
    const d = draw(`
      +-+-+-+-+
      |@ . # e|
      + + + + +
      |. . # .|
      +-+-+-+-+
      |. . . .|
      +-+-+-+-+`);
    expect(chargePaths(d.board, d.body('@', 'A'), d.body('e', 'B'), [], { speed: 8 }).reason).toBe('no-line-of-sight');
  });

  it('each square moved must bring it closer: no detour around a wall', () => {
    const d = draw(`
      +-+-+-+-+-+
      |@ . . . .|
      + + + + + +
      |. . .|. e|
      + + + + + +
      |. . . . .|
      +-+-+-+-+-+`);
    const r = chargePaths(d.board, d.body('@', 'A'), d.body('e', 'B'), [], { speed: 8 });
    // (3,0), (3,1) and (3,2) are nearest (3 squares); (3,1) can only be entered from squares no
    // closer to the target than it (the wall blocks the rest), so it is not a charge end.
    expect(r.ends.map((e) => key(e.at)).sort()).toEqual(['3,0', '3,2']);
    for (const e of r.ends) expect(e.cost).toBe(3);
  });
});
