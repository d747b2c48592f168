/**
 * The Bolt of the Witherwood, an Ancient Artifact (treasure-list.ts; "After moving and before
 * attacking with this figure, you may choose any opponent's figure within 5 clear sight spaces … 16
 * or higher, the chosen figure is destroyed … only once per game"), through the engine with the d20
 * forced.
 */
import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import type { HsState } from './state.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, placeMarkers, start } from './testkit.js';

/** Red's hero a1 at (0, 0) carrying the Bolt (when `carried`); Blue's b1 at `blueQ` on row 0. Red's first turn, at the attack question. */
function attackQuestion(carried: boolean, blueQ = 4): HsState {
  const map: HeroscapeMap = fieldWith(['1 1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[blueQ, 0]]);
  map.glyphs.push({ q: 11, r: 0, z: 1, letter: '?', name: 'Bolt of the Witherwood', treasure: true, piece: -1 });
  const s = start(config(map, [card({ name: 'Hero' })], [card({ name: 'Blue' })]));
  if (carried) Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'done', 'choose-mover');
  return s;
}
const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);

describe('Bolt of the Witherwood: once a game, after moving and before attacking, d20 16+ destroys an opponent’s figure within 5 clear-sight spaces', () => {
  it('d20 16: b1, 4 spaces away in clear sight, is destroyed; the Bolt leaves the game', () => {
    const s = attackQuestion(true);
    expect(ids(s)).toContain('bolt:0>b1');
    game.forceChance(s, [16]);
    const events = choose(s, 'bolt:0>b1', 'choose-attack');
    expect(ofType(events, 'Destroyed')[0]?.data).toMatchObject({ figure: 'b1', cause: 'the Bolt of the Witherwood' });
    expect(figure(s, 'b1').destroyed).toBe(true);
    expect(s.treasures).toHaveLength(0);
  });
  it('d20 15: nothing happens, and the one attempt is spent (no second offer)', () => {
    const s = attackQuestion(true);
    game.forceChance(s, [15]);
    choose(s, 'bolt:0>b1');
    expect(figure(s, 'b1').destroyed).toBe(false);
    expect(s.treasures).toHaveLength(0);
    const p = game.pending(s);
    expect(p.terminal || !p.options.some((o) => o.id.startsWith('bolt:'))).toBe(true);
  });
  it('control: beyond 5 spaces (b1 at 6) or without the Bolt, nothing is offered', () => {
    for (const s of [attackQuestion(true, 6), attackQuestion(false)]) expect(ids(s).some((id) => id.startsWith('bolt:'))).toBe(false);
  });
});
