// DDM measuring (issue 22, "DDM board"): range counted as the rules count squares, line of sight
// stopped by a wall, cover from a creature in between, and refusals naming what is wrong.
import { describe, expect, it } from 'vitest';
import { battle, openMap } from '../games/ddm/testkit.js';
import { measureDdm } from './measure.js';

describe('measureDdm', () => {
  it('counts range in squares (a diagonal step counts as one square)', () => {
    const s = battle(
      ['Dwarf Battlemaster'],
      ['Gnoll Marauder'],
      [
        [1, 1],
        [4, 5],
      ],
    );
    const m = measureDdm(s, 0, { creature: 1 });
    expect(m).toMatchObject({
      ok: true,
      value: { from: 'Dwarf Battlemaster', to: 'Gnoll Marauder', range: 4, lineOfSight: true, lineOfEffect: true, rangedCover: false },
    });
    expect(measureDdm(s, 0, { x: 1, y: 9 })).toMatchObject({ ok: true, value: { range: 8, lineOfSight: true, meleeCover: null } });
  });

  it('a wall square between them blocks line of sight and line of effect', () => {
    const walls: [number, number][] = [
      [3, 0],
      [3, 1],
      [3, 2],
    ];
    const s = battle(
      ['Dwarf Battlemaster'],
      ['Gnoll Marauder'],
      [
        [1, 1],
        [5, 1],
      ],
      openMap(12, 12, walls),
    );
    expect(measureDdm(s, 0, { creature: 1 })).toMatchObject({ ok: true, value: { range: 4, lineOfSight: false, lineOfEffect: false } });
    expect(measureDdm(s, 0, { x: 1, y: 5 })).toMatchObject({ ok: true, value: { lineOfSight: true } });
  });

  it('a creature in between gives the target cover against a ranged attack', () => {
    const s = battle(
      ['Drow Archer'],
      ['Gnoll Marauder', 'Dire Wolf'],
      [
        [1, 1],
        [1, 6],
        [1, 4],
      ],
    );
    expect(measureDdm(s, 0, { creature: 1 })).toMatchObject({ ok: true, value: { range: 5, lineOfSight: true, rangedCover: true } });
  });

  it('refuses a creature off the map, itself, and a square off the map', () => {
    const s = battle(['Dwarf Battlemaster'], ['Gnoll Marauder'], [[1, 1]]);
    expect(measureDdm(s, 1, { x: 0, y: 0 })).toEqual({ ok: false, error: 'creature 1 is not on the map' });
    expect(measureDdm(s, 0, { creature: 0 }).ok).toBe(false);
    expect(measureDdm(s, 0, { x: 12, y: 0 })).toEqual({ ok: false, error: 'square (12,0) is off the 12×12 map' });
  });
});
