/**
 * The temporary treasure glyphs used while their carrier is attacked (docs/heroscape.md "Glyphs",
 * treasure list): the Ring of Protection (after the attack roll, before the defense roll: +3 defense
 * dice) and the Scarab of Invulnerability (wounds received: d20 1–15 ignores one, 16+ all), through
 * the engine with forced dice.
 */
import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import { FACE } from './dice.js';
import { KEEP_TREASURE, USE_TREASURE } from './defense-step.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, placeMarkers, start } from './testkit.js';
import type { HsState } from './state.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];
const { skull, shield, blank } = FACE;

/**
 * Red's hero a1 (Defense 3, Life 6) at (0, 0) carrying the named treasure glyph; Blue's b1 (Attack 3)
 * next to it at (1, 0) wins the initiative and attacks it: the attack roll is forced to `attack`.
 */
function attacked(name: string, attack: readonly number[]): { s: HsState; events: ReturnType<typeof choose> } {
  const map: HeroscapeMap = fieldWith(ROW, [[0, 0]], [[1, 0]]);
  map.glyphs.push({ q: 11, r: 0, z: 1, letter: '?', name, treasure: true, piece: -1 });
  const s = start(config(map, [card({ name: 'Hero', life: 6, defense: 3 })], [card({ name: 'Blue', attack: 3 })]));
  Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
  choose(s, 'done', 'choose-mover');
  game.forceChance(s, [...attack]);
  return { s, events: choose(s, 'b1>a1', 'choose-attack') };
}

describe('Ring of Protection: after the attack roll is seen, its carrier may add 3 defense dice', () => {
  it('3 skulls rolled: Red is asked before any defense die is rolled; used, a1 rolls 6 dice (3 + 3), 3 shields block all; the ring leaves the game', () => {
    const { s, events } = attacked('Ring of Protection', [skull, skull, skull]);
    expect(ofType(events, 'AttackRolled')[0]?.data).toMatchObject({ skulls: 3 });
    expect(ofType(events, 'DefenseRolled')).toHaveLength(0);
    expect(open(s)).toMatchObject({ kind: 'glyph', player: 0 });
    game.forceChance(s, [shield, shield, shield, blank, blank, blank]);
    const after = choose(s, USE_TREASURE);
    expect(ofType(after, 'DefenseRolled')[0]?.data).toMatchObject({ shields: 3 });
    expect((ofType(after, 'DefenseRolled')[0]?.data as { faces: unknown[] }).faces).toHaveLength(6);
    expect(figure(s, 'a1').wounds).toBe(0);
    expect(s.treasures).toHaveLength(0);
  });
  it('control: kept, a1 rolls its 3 dice: 1 shield leaves 2 wounds; the ring stays', () => {
    const { s } = attacked('Ring of Protection', [skull, skull, skull]);
    game.forceChance(s, [shield, blank, blank, shield, shield, shield]);
    const after = choose(s, KEEP_TREASURE);
    expect((ofType(after, 'DefenseRolled')[0]?.data as { faces: unknown[] }).faces).toHaveLength(3);
    expect(figure(s, 'a1').wounds).toBe(2);
    expect(s.treasures).toHaveLength(1);
  });
  it('no skull rolled: nothing to protect against, no question, the defense is rolled at once', () => {
    const { s, events } = attacked('Ring of Protection', [blank, blank, blank, blank, blank, blank]);
    expect(ofType(events, 'DefenseRolled')).toHaveLength(1);
    expect(open(s).kind).not.toBe('glyph');
    expect(s.treasures).toHaveLength(1);
  });
});

describe('Scarab of Invulnerability: when its carrier receives wounds, the d20: 1–15 ignores one, 16 or more all', () => {
  const threeWounds = (): HsState => {
    const { s } = attacked('Scarab of Invulnerability', [skull, skull, skull, blank, blank, blank]);
    // The defense roll (3 blanks) left 3 wounds: asked before they are given.
    expect(open(s)).toMatchObject({ kind: 'glyph', player: 0 });
    expect(figure(s, 'a1').wounds).toBe(0);
    return s;
  };
  it('used, d20 10: one of the 3 wounds is ignored (2 given); the scarab leaves the game', () => {
    const s = threeWounds();
    game.forceChance(s, [10]);
    choose(s, USE_TREASURE);
    expect(figure(s, 'a1').wounds).toBe(2);
    expect(s.treasures).toHaveLength(0);
  });
  it('used, d20 16: all 3 wounds are ignored', () => {
    const s = threeWounds();
    game.forceChance(s, [16]);
    choose(s, USE_TREASURE);
    expect(figure(s, 'a1').wounds).toBe(0);
  });
  it('control: kept, the 3 wounds are given and the scarab stays', () => {
    const s = threeWounds();
    choose(s, KEEP_TREASURE);
    expect(figure(s, 'a1').wounds).toBe(3);
    expect(s.treasures).toHaveLength(1);
  });
});
