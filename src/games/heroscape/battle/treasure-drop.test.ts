/**
 * "Dropping Treasure Glyphs": "At any point during a figure's movement, you may announce that the
 * figure is dropping a Treasure Glyph … place it power-side up onto a space the figure currently
 * occupies. That figure may now continue its movement" — never onto a space that already has a
 * glyph or treasure glyph. Through the engine: the carrier's walk asks at each space it passes.
 */
import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import { boardOf, whereIs, type HsState } from './state.js';
import { card, choose, config, fieldWith, figure, ofType, open, optionWhere, placeMarkers, start } from './testkit.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

/** Red's hero a1 at (0, 0) carrying the Heroic Rune; a second treasure glyph (a Potion) lies at (2, 0). Red moves a1 towards (4, 0). */
function moving(): HsState {
  const map: HeroscapeMap = fieldWith(ROW, [[0, 0]], [[11, 0]]);
  map.glyphs.push({ q: 10, r: 0, z: 1, letter: '?', name: 'Heroic Rune', treasure: true, piece: -1 });
  map.glyphs.push({ q: 2, r: 0, z: 1, letter: '?', name: 'Potion of Healing', treasure: true, piece: -1 });
  const s = start(config(map, [card({ name: 'Hero', move: 5 })], [card({ name: 'Blue' })]));
  Object.assign(
    s.treasures!.find((t) => t.id === 'heroic-rune')!,
    { carrier: 'a1', space: -1, side: 'power' },
  );
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  choose(s, optionWhere(s, { q: 4, r: 0 }).id, 'choose-destination');
  return s;
}
const hexOf = (s: HsState, space: number) => {
  const at = whereIs(boardOf(s), space);
  return [at.q, at.r];
};

describe('Dropping a treasure glyph during the move', () => {
  it('asked at (0, 0), passed; at (1, 0) dropped power-side up there; a1 moves on to (4, 0) and cannot take it back this turn', () => {
    const s = moving();
    expect(open(s)).toMatchObject({ kind: 'glyph', player: 0 });
    expect(hexOf(s, figure(s, 'a1').head)).toEqual([0, 0]);
    choose(s, 'pass');
    expect(hexOf(s, figure(s, 'a1').head)).toEqual([1, 0]);
    const events = choose(s, 'drop:1');
    expect(ofType(events, 'TreasureDropped')).toHaveLength(1);
    const rune = s.treasures!.find((t) => t.id === 'heroic-rune')!;
    expect(rune).toMatchObject({ carrier: null, side: 'power' });
    expect(hexOf(s, rune.space)).toEqual([1, 0]);
    // Nothing left to drop: the walk goes on to its end without another question.
    expect(hexOf(s, figure(s, 'a1').head)).toEqual([4, 0]);
    expect(open(s).kind).not.toBe('glyph');
  });
  it('never onto a glyph: passing (2, 0), where the Potion lies, asks nothing; (3, 0) is asked again', () => {
    const s = moving();
    choose(s, 'pass');
    choose(s, 'pass');
    // From (1, 0) the walk crosses (2, 0) without a question and stops at (3, 0).
    expect(hexOf(s, figure(s, 'a1').head)).toEqual([3, 0]);
    expect(open(s)).toMatchObject({ kind: 'glyph' });
    choose(s, 'pass');
    // At the end of the move the end-of-move treasure question (drop here or keep) is asked as before.
    expect(hexOf(s, figure(s, 'a1').head)).toEqual([4, 0]);
    expect(open(s).options.map((o) => o.id)).toEqual(['drop:1', 'pass']);
  });
  it('control: a figure carrying nothing walks its path with no question', () => {
    const map: HeroscapeMap = fieldWith(ROW, [[0, 0]], [[11, 0]]);
    const s = start(config(map, [card({ name: 'Hero', move: 5 })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1', 'choose-mover');
    choose(s, optionWhere(s, { q: 4, r: 0 }).id, 'choose-destination');
    expect(hexOf(s, figure(s, 'a1').head)).toEqual([4, 0]);
    expect(open(s).kind).toBe('choose-mover');
  });
});
