/**
 * The Cloak of Invisibility and the Bracers of Teleportation (docs/heroscape.md "Glyphs", treasure
 * list) through the engine: the cloak hides its carrier from attacks that need Line of Sight and
 * from leaving-engagement attacks until it attacks; the bracers place it on a same-level space within
 * 10 spaces instead of moving, with no leaving-engagement attack.
 */
import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import { card, choose, config, fieldWith, figure, ofType, open, optionWhere, passDrops, placeMarkers, start } from './testkit.js';
import { boardOf, whereIs, type HsState } from './state.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1'];
const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);

/** Red's hero a1 (Range 6) at `red` carrying the named treasure glyph; Blue's b1 (Range 6) at `blue`; Red moves first. */
function carrying(name: string, red: [number, number], blue: [number, number], rows = ROW, move = 5): HsState {
  const map: HeroscapeMap = fieldWith(rows, [red], [blue]);
  map.glyphs.push({ q: 11, r: 1, z: 1, letter: '?', name, treasure: true, piece: -1 });
  const s = start(
    config(map, [card({ name: 'Hero', range: 6, move, life: 5 })], [card({ name: 'Blue', range: 6, move: 5, life: 5, kind: 'hero', figures: 1 })]),
  );
  Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  return s;
}

describe('Cloak of Invisibility: no visible Hit Zone until its carrier attacks or the round ends', () => {
  const cloaked = (): HsState => {
    const s = carrying('Cloak of Invisibility', [0, 0], [4, 0]);
    expect(ids(s)).toContain('cloak:0');
    choose(s, 'cloak:0', 'choose-mover');
    expect(s.treasures).toHaveLength(0);
    choose(s, 'done', 'choose-mover');
    return s;
  };
  it('put on in its turn: Blue, 4 spaces off with Range 6 and a clear line, cannot target it', () => {
    const s = cloaked();
    choose(s, 'end', 'choose-attack');
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });
    choose(s, 'done');
    expect(ids(s)).not.toContain('b1>a1');
  });
  it('its carrier attacks: it is seen again, and Blue may target it', () => {
    const s = cloaked();
    choose(s, 'a1>b1', 'choose-attack');
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });
    choose(s, 'done');
    expect(ids(s)).toContain('b1>a1');
  });
  it('control: without the cloak Blue targets it', () => {
    const s = carrying('Cloak of Invisibility', [0, 0], [4, 0]);
    choose(s, 'done', 'choose-mover');
    choose(s, 'end', 'choose-attack');
    choose(s, 'done');
    expect(ids(s)).toContain('b1>a1');
  });
  it('engaged, the cloaked carrier walks away with no leaving-engagement attack; without it, Blue is asked', () => {
    const leave = (cloak: boolean) => {
      const s = carrying('Cloak of Invisibility', [0, 0], [1, 0]);
      if (cloak) choose(s, 'cloak:0', 'choose-mover');
      choose(s, 'fig:a1', 'choose-mover');
      return { s, events: [...choose(s, optionWhere(s, { q: 3, r: 1 }).id, 'choose-destination'), ...passDrops(s)] };
    };
    const hidden = leave(true);
    expect(ofType(hidden.events, 'LeaveEngagement')).toEqual([]);
    expect(figure(hidden.s, 'a1').head).not.toBe(-1);
    const seen = leave(false);
    expect(ofType(seen.events, 'LeaveEngagement')[0]?.data).toMatchObject({ mover: 'a1', attackers: ['b1'] });
    expect(open(seen.s)).toMatchObject({ kind: 'reaction', player: 1 });
  });
});

describe('Bracers of Teleportation: instead of moving, placed on a same-level space within 10 spaces', () => {
  const bracers = (s: HsState) => open(s).options.filter((o) => o.id.startsWith('bracers:'));
  const at = (o: { payload?: unknown }) => o.payload as { q: number; r: number };
  it('Move 1, engaged with b1: placed 10 spaces off at (10, 0) with no leaving-engagement attack; the bracers leave the game', () => {
    const s = carrying('Bracers of Teleportation', [0, 0], [1, 0], ROW, 1);
    choose(s, 'fig:a1', 'choose-mover');
    const offered = bracers(s);
    expect(offered.some((o) => at(o).q === 10 && at(o).r === 0)).toBe(true);
    expect(offered.some((o) => at(o).q === 11)).toBe(false);
    const events = choose(s, offered.find((o) => at(o).q === 10 && at(o).r === 0)!.id, 'choose-destination');
    expect(ofType(events, 'LeaveEngagement')).toEqual([]);
    expect(ofType(events, 'TreasureUsed')).toHaveLength(1);
    expect(s.treasures).toHaveLength(0);
    expect(figure(s, 'a1').wounds).toBe(0);
    expect(whereIs(boardOf(s), figure(s, 'a1').head)).toEqual({ q: 10, r: 0, level: 1 });
  });
  it('only the same level: the raised hex (5, 0) is never offered, its level-1 neighbours are', () => {
    const s = carrying('Bracers of Teleportation', [0, 0], [11, 0], ['1 1 1 1 1 2 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1'], 1);
    choose(s, 'fig:a1', 'choose-mover');
    const offered = bracers(s);
    expect(offered.some((o) => at(o).q === 5 && at(o).r === 0)).toBe(false);
    expect(offered.some((o) => at(o).q === 4 && at(o).r === 0)).toBe(true);
  });
  it('control: a figure without them is offered no placement', () => {
    const s = carrying('Potion of Healing', [0, 0], [1, 0], ROW, 1);
    choose(s, 'fig:a1', 'choose-mover');
    expect(bracers(s)).toEqual([]);
  });
});
