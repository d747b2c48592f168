/**
 * The temporary treasure glyphs used in the carrier's turn (docs/heroscape.md "Glyphs", treasure
 * list): the Potion of Healing and the Elixir of Speed, through the engine.
 */
import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import { card, choose, config, fieldWith, figure, open, optionWhere, placeMarkers, start } from './testkit.js';
import type { HsState } from './state.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

/** Red's hero a1 at (0, 0) carrying the named treasure glyph (it lay at (11, 0)); Blue far off. */
function carrying(name: string): HsState {
  const map: HeroscapeMap = fieldWith(ROW, [[0, 0]], [[10, 0]]);
  map.glyphs.push({ q: 11, r: 0, z: 1, letter: '?', name, treasure: true, piece: -1 });
  const s = start(config(map, [card({ name: 'Hero', life: 5, move: 5 })], [card({ name: 'Blue' })]));
  Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
  return s;
}
const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);

describe('Potion of Healing: after the marker is revealed, its carrier removes up to 3 wound markers', () => {
  it('a hero with 4 wounds drinks it at the first question of its turn: 1 wound left, the potion leaves the game', () => {
    const s = carrying('Potion of Healing');
    figure(s, 'a1').wounds = 4;
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    expect(ids(s)).toContain('drink:0');
    choose(s, 'drink:0');
    expect(figure(s, 'a1').wounds).toBe(1);
    expect(s.treasures).toHaveLength(0);
    expect(open(s).kind).toBe('choose-mover');
  });
  it('control: an unwounded carrier is not offered it', () => {
    const s = carrying('Potion of Healing');
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    expect(ids(s)).not.toContain('drink:0');
  });
});

describe('Elixir of Speed: its carrier adds 4 to its Move this turn', () => {
  it('drunk, the Move 5 hero reaches 9 spaces away; the elixir leaves the game', () => {
    const s = carrying('Elixir of Speed');
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'elixir:0');
    expect(s.treasures).toHaveLength(0);
    choose(s, 'fig:a1');
    expect(optionWhere(s, { q: 9, r: 0 })).toBeDefined();
  });
  it('control: without it, 5 spaces is the limit', () => {
    const s = carrying('Elixir of Speed');
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    expect(optionWhere(s, { q: 5, r: 0 })).toBeDefined();
    expect(() => optionWhere(s, { q: 6, r: 0 })).toThrow();
  });
});
