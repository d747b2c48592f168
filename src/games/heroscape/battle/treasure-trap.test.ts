/**
 * The scenario's trap on symbol-side treasure glyphs (treasure-trap.ts; guide "Traps": the trap is the
 * scenario's, the d20 1–5 springs it by the published standard), through the engine with the d20 forced:
 * each kind of trap sprung, the controls (6 or more, no trap option), and a bad option refused.
 */
import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import type { HsConfig } from './setup.js';
import type { HsState } from './state.js';
import { TRAP_SPRUNG_AT_MOST, type TreasureTrapOption } from './treasure-trap.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, passDrops, placeMarkers } from './testkit.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

/** Red's hero a1 at (0, 0), a symbol-side Heroic Rune at (3, 0), Blue's b1 at (4, 0); `extra`: a second treasure glyph (a Scarab at 10, carried by a1). */
function cfg(trap?: TreasureTrapOption, treasures = true, scarab = false): HsConfig {
  const map: HeroscapeMap = fieldWith(ROW, [[0, 0]], [[4, 0]]);
  if (treasures) map.glyphs.push({ q: 3, r: 0, z: 1, letter: '?', name: 'Heroic Rune', treasure: true, piece: -1 });
  if (scarab) map.glyphs.push({ q: 10, r: 0, z: 1, letter: '?', name: 'Scarab of Invulnerability', treasure: true, piece: -1 });
  return { ...config(map, [card({ name: 'Hero', life: 4 })], [card({ name: 'Blue' })]), ...(trap ? { treasureTrap: trap } : {}) };
}

/** a1 moves onto the treasure glyph and tries it with the d20 forced to `d20`; the events of the try. */
function tryWith(trap: TreasureTrapOption | undefined, d20: number, scarab = false): { s: HsState; events: ReturnType<typeof choose> } {
  const r = game.setup(cfg(trap, true, scarab), 1);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  if (scarab) Object.assign(s.treasures![1]!, { carrier: 'a1', space: -1, side: 'power' });
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1');
  choose(s, optionWhere(s, { q: 3, r: 0 }).id);
  passDrops(s);
  expect(open(s).kind).toBe('glyph');
  game.forceChance(s, [d20]);
  return { s, events: choose(s, 'try:0') };
}

describe('scenario traps on symbol-side treasure glyphs ("Traps")', () => {
  it('"wounds": d20 5 springs it and a1 receives 2 wounds; controls: d20 6 takes the glyph unhurt, and without a trap option a sprung trap wounds nobody', () => {
    const { s, events } = tryWith({ effect: 'wounds', wounds: 2 }, TRAP_SPRUNG_AT_MOST);
    expect(ofType(events, 'TreasureTrap')[0]?.data).toMatchObject({ figure: 'a1', d20: 5 });
    expect(ofType(events, 'Wounded')[0]?.data).toMatchObject({ figure: 'a1', wounds: 2, cause: 'a trap' });
    expect(figure(s, 'a1').wounds).toBe(2);
    expect(s.treasures?.[0]).toMatchObject({ side: 'symbol', carrier: null });
    const escaped = tryWith({ effect: 'wounds', wounds: 2 }, 6);
    expect(figure(escaped.s, 'a1').wounds).toBe(0);
    expect(escaped.s.treasures?.[0]).toMatchObject({ carrier: 'a1' });
    const none = tryWith(undefined, 1);
    expect(ofType(none.events, 'TreasureTrap')).toHaveLength(1);
    expect(figure(none.s, 'a1').wounds).toBe(0);
  });

  it('"wounds" go through the one wound rule: a1 carrying the Scarab of Invulnerability is asked first', () => {
    const { s } = tryWith({ effect: 'wounds', wounds: 2 }, 2, true);
    expect(open(s)).toMatchObject({ kind: 'glyph', player: 0 });
    expect(open(s).prompt).toContain('a trap');
    expect(figure(s, 'a1').wounds).toBe(0);
  });

  it('"destroyed": d20 1 destroys a1 (it leaves the battlefield); control: d20 6 does not', () => {
    const { s, events } = tryWith({ effect: 'destroyed' }, 1);
    expect(ofType(events, 'Destroyed')[0]?.data).toMatchObject({ figure: 'a1', cause: 'a trap' });
    expect(figure(s, 'a1')).toMatchObject({ destroyed: true, head: -1 });
    expect(figure(tryWith({ effect: 'destroyed' }, 6).s, 'a1').destroyed).toBe(false);
  });

  it('"end-turn": sprung, a1 may not attack b1 next to it — Blue’s turn comes; control: without the trap, the attack is offered', () => {
    const { s } = tryWith({ effect: 'end-turn' }, 3);
    const p = open(s);
    expect(p.player).toBe(1);
    expect(p.options.some((o) => o.id === 'a1>b1')).toBe(false);
    const control = tryWith(undefined, 3).s;
    expect(open(control)).toMatchObject({ kind: 'choose-attack', player: 0 });
    expect(open(control).options.some((o) => o.id === 'a1>b1')).toBe(true);
  });

  it('a scenario’s own highest roll: springsAtMost 10 springs on 10, not on 11', () => {
    expect(figure(tryWith({ effect: 'wounds', wounds: 1, springsAtMost: 10 }, 10).s, 'a1').wounds).toBe(1);
    expect(figure(tryWith({ effect: 'wounds', wounds: 1, springsAtMost: 10 }, 11).s, 'a1').wounds).toBe(0);
  });

  it('a bad option is refused with the field named, and no battle starts', () => {
    const refused = (c: HsConfig): string => {
      const r = game.setup(c, 1);
      if (r.ok) throw new Error('expected the set-up to be refused');
      return r.error.message;
    };
    expect(refused(cfg({ effect: 'wounds' }))).toContain('$.treasureTrap.wounds');
    expect(refused(cfg({ effect: 'destroyed', wounds: 2 }))).toContain('$.treasureTrap.wounds');
    expect(refused(cfg({ effect: 'end-turn' }, false))).toContain('$.treasureTrap');
    expect(refused({ ...cfg(), treasureTrap: { effect: 'wounds', wounds: 1, springsAtMost: 25 } })).toMatch(/springsAtMost/);
    expect(refused({ ...cfg(), treasureTrap: { effect: 'fire' } as unknown as TreasureTrapOption })).toMatch(/effect/);
  });
});
