// Rulebook: ddm-battle-rules-2011 — "Legal Position" (Enemy: a creature may not enter or move through
// an enemy's square unless it is helpless; powers break this), "Difficult Terrain" (Other Powers:
// ignoring the extra cost of a terrain type). The movement search's parameters a power sets:
// `through` (enemies it may pass, never end on) and `ignoreDifficult`.
import { describe, expect, it } from 'vitest';
import { reachable } from './movement.js';
import { draw } from './testkit.js';

describe('moving through enemies (a power\'s exception to "Legal Position", Enemy)', () => {
  const d = draw(`
    +-+-+-+-+-+
    |@ . e . g|
    +-+-+-+-+-+`);
  const mover = d.body('@', 'A');
  const enemy = d.body('e', 'B');
  it('without the parameter, the enemy blocks the corridor', () => {
    expect(reachable(d.board, mover, [enemy], { speed: 6 }).cost(d.at('g'))).toBe(-1);
  });
  it('with the enemy listed in `through`, the mover passes it (cost 4) but may not end on its square', () => {
    const r = reachable(d.board, mover, [enemy], { speed: 6, through: new Set(['e']) });
    expect(r.cost(d.at('g'))).toBe(4);
    expect(r.destinations.find((x) => x.at.x === d.at('e').x)?.legal ?? false).toBe(false);
    expect(r.destinations.find((x) => x.at.x === d.at('g').x)?.legal).toBe(true);
  });
  it('an enemy not listed still blocks', () => {
    expect(reachable(d.board, mover, [enemy], { speed: 6, through: new Set(['x']) }).cost(d.at('g'))).toBe(-1);
  });
});

describe('ignoring a terrain type\'s extra cost ("Difficult Terrain", Other Powers: Forestwalk)', () => {
  const d = draw(`
    +-+-+-+-+
    |@ f f g|
    +-+-+-+-+`);
  const mover = d.body('@', 'A');
  it('forest costs 1 extra per square, or nothing extra when ignored', () => {
    expect(reachable(d.board, mover, [], { speed: 6 }).cost(d.at('g'))).toBe(5);
    expect(reachable(d.board, mover, [], { speed: 6, ignoreDifficult: ['forest'] }).cost(d.at('g'))).toBe(3);
  });
});
