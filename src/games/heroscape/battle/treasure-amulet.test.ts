/**
 * The Oceanstrider Amulet (treasure-list.ts; the published list: "does not have to stop its movement
 * when entering water spaces"): the battlefield's move search takes a `waterWalk` option, and the
 * battle engine sets it for the carrier. Guide: "Water" (moving onto it ends the move), "Permanent
 * Treasure Glyphs" (in effect while carried).
 */
import { describe, expect, it } from 'vitest';
import { compileBoard } from '../board.js';
import { fromRows, place, spaceOn } from '../build.js';
import { moveRange } from '../movement.js';
import type { HsState } from './state.js';
import { card, choose, config, fieldWith, figure, optionWhere, passDrops, placeMarkers, start } from './testkit.js';
import { boardOf, whereIs } from './state.js';

/** Red's hero a1 at (0, 0) before a water space at (2, 0); the Amulet lies at (11, 0), handed to a1 when `carried`. */
function battle(carried: boolean): HsState {
  const map = fieldWith(['1 1 1~ 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[10, 0]]);
  map.glyphs.push({ q: 11, r: 0, z: 1, letter: '?', name: 'Oceanstrider Amulet', treasure: true, piece: -1 });
  const s = start(config(map, [card({ name: 'Hero', move: 5 })], [card({ name: 'Blue' })]));
  if (carried) Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}
describe('Oceanstrider Amulet: its carrier does not stop on entering water', () => {
  it('the carrier walks through the water at (2, 0) and ends its move at (4, 0)', () => {
    const s = battle(true);
    choose(s, optionWhere(s, { q: 4, r: 0 }).id, 'choose-destination');
    passDrops(s);
    const at = whereIs(boardOf(s), figure(s, 'a1').head);
    expect([at.q, at.r]).toEqual([4, 0]);
  });
  it('control: without the Amulet the water stops the move — nothing beyond (2, 0) on row 0 is offered', () => {
    const s = battle(false);
    expect(optionWhere(s, { q: 2, r: 0 })).toBeDefined();
    expect(() => optionWhere(s, { q: 4, r: 0 })).toThrow(/no option/);
  });
  it('the search option itself: water and wellspring water no longer stop, molten lava still does', () => {
    const reach = (terrain: string, waterWalk: boolean): boolean => {
      const board = compileBoard(fromRows([['1', '1', terrain, '1', '1'].join(' ')]));
      const f = place(board, 'f', { height: 5, move: 5, at: { q: 0, r: 0 } });
      const s4 = spaceOn(board, 4, 0);
      return moveRange(board, f, [f], { waterWalk }).destinations.some((d) => d.head === s4);
    };
    expect([reach('1~', false), reach('1~', true)]).toEqual([false, true]);
    expect([reach('1e', false), reach('1e', true)]).toEqual([false, true]);
    expect(reach('1m', true)).toBe(false);
  });
});
