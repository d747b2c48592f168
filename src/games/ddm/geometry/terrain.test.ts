// Rulebook: ddm-battle-rules-2011 — "BATTLE MAPS AND TERRAIN" (Clear Terrain, Multiple Terrain Types,
// Big Creatures and Terrain), "HEALING FONT", "STEEP SLOPE", "TELEPORTER".
import { describe, expect, it } from 'vitest';
import { draw, key } from './testkit.js';
import { borderedByWall, enteredTerrain, healingFontAmount, isClear, slopeFall, spaceTerrain, teleporterDestinations, terrainOf } from './terrain.js';

describe('terrain of squares and spaces', () => {
  const d = draw(`
    +-+-+-+-+
    |q d . h|
    + + + + +
    |f T . .|
    +-+-+-+-+
    q = forest pit`);
  it('a square may be several terrain types at once', () => {
    expect(terrainOf(d.board, { x: 0, y: 0 })).toEqual(['forest', 'pit']);
  });
  it('a big creature is in every terrain type any square of its space has, once each', () => {
    expect(spaceTerrain(d.board, { x: 0, y: 0, side: 2 })).toEqual(['difficult', 'forest', 'pit', 'statue']);
    expect(enteredTerrain(d.board, { x: 0, y: 0, side: 2 }, { x: 1, y: 0, side: 2 })).toEqual([]);
    expect(enteredTerrain(d.board, { x: 1, y: 0, side: 2 }, { x: 0, y: 0, side: 2 })).toEqual(['forest', 'pit']);
  });
  it('clear terrain: not difficult (or counting as difficult), not statue, no wall over the centre', () => {
    expect([0, 1, 2].map((x) => isClear(d.board, { x, y: 0 }))).toEqual([false, false, true]);
    expect(isClear(d.board, { x: 1, y: 1 })).toBe(false);
  });
  it('healing font: in or adjacent to the font; 20 HP when the map gives no amount', () => {
    expect(healingFontAmount(d.board, { x: 2, y: 1, side: 1 })).toBe(20);
    expect(healingFontAmount(d.board, { x: 1, y: 1, side: 1 })).toBe(0);
  });
});

describe('steep slope and teleporter', () => {
  it('a creature entering steep slope falls to the nearest legal position off the slope, downhill', () => {
    const d = draw(`
      +-+-+-+-+
      |. n . .|
      + + + + +
      |. n . .|
      + + + + +
      |. . . .|
      +-+-+-+-+
      n = steepSlope:E`);
    expect(slopeFall(d.board, { id: 'm', team: 'A', space: { x: 1, y: 0, side: 1 } }, []).map(key)).toEqual(['2,0', '2,1']);
  });
  it('teleport to the nearest unoccupied teleporter, counted ignoring walls', () => {
    const d = draw(`
      +-+-+-+-+-+
      |t # t . t|
      +-+-+-+-+-+`);
    const me = { id: 'm', team: 'A', space: { x: 0, y: 0, side: 1 } };
    expect(teleporterDestinations(d.board, me, []).map(key)).toEqual(['2,0']);
    expect(teleporterDestinations(d.board, me, [{ id: 'o', team: 'B', space: { x: 2, y: 0, side: 1 } }]).map(key)).toEqual(['4,0']);
  });
});

describe('Wall Walker (guidelines): bordered by a wall', () => {
  it('a wall touching a corner or a side of the space borders it; one a square away does not', () => {
    const d = draw(`
      +-+-+-+-+
      |. . . .|
      + + + + +
      |. . . #|
      + + + + +
      |. . . .|
      +-+-+-+-+`);
    expect(borderedByWall(d.board, { x: 2, y: 0, side: 1 })).toBe(true); // corner touch
    expect(borderedByWall(d.board, { x: 2, y: 1, side: 1 })).toBe(true); // side
    expect(borderedByWall(d.board, { x: 0, y: 1, side: 1 })).toBe(false);
    expect(borderedByWall(d.board, { x: 0, y: 0, side: 2 })).toBe(false);
    expect(borderedByWall(d.board, { x: 1, y: 0, side: 2 })).toBe(true);
  });
});
