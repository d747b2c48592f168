// Tests for ddm-battle-rules-2011 "PIT" (the followup attack with the moving power's bonus and
// defense, +1 per non-pit square of a big creature, Dazed and put out on a hit, put out at the end
// of the turn otherwise), entered through "SLIPPERY TERRAIN" and "Forced-Movement Effects".
import { describe, expect, it } from 'vitest';
import type { TerrainLayer } from '../geometry/index.js';
import { battle, byLabel, drive, openMap, startTurn, step } from '../testkit.js';

const terrainMap = (layers: TerrainLayer[]) => ({ ...openMap(), terrain: layers });

describe('PIT', () => {
  it('a slippery push into a pit: the followup (Bite +10 vs AC) hits, the target is Dazed and put in the nearest legal position', () => {
    const map = terrainMap([{ type: 'slippery', squares: [[5, 5]] }, { type: 'pit', squares: [[6, 5]] }]);
    const s = battle(['Dire Wolf'], ['Eternal Blade'], [[4, 5], [5, 5]], map);
    const wolf = byLabel(s, 'Dire Wolf');
    const blade = byLabel(s, 'Eternal Blade');
    startTurn(s, wolf);
    const r = drive(s, [step('attack', { a: wolf.id, k: 0, t: blade.id, mode: 'action' })], [20, 16], (a) => (a.kind === 'choose-destination' ? (a.options.some((o) => o.id === '6,5') ? '6,5' : (a.options[0]?.id ?? null)) : null));
    // The pit square is offered to the pusher.
    expect(r.asks[0]?.options.map((o) => o.id)).toContain('6,5');
    const followup = r.events.filter((e) => e.type === 'attack-roll')[1];
    expect(followup?.data['attack']).toBe('Bite (pit followup)');
    expect(followup?.data['bonus']).toBe(10);
    expect(followup?.data['defense']).toBe(26);
    expect(followup?.data['hit']).toBe(true);
    expect(blade.conds.map((c) => [c.kind, c.duration])).toEqual([['Dazed', 'end-of-next-turn']]);
    // Its controller (player 2) chose among the nearest legal positions.
    const out = r.asks[1];
    expect(out?.player).toBe(blade.owner);
    expect(out?.options.map((o) => o.id).sort()).toEqual(['5,4', '5,5', '5,6', '6,4', '6,6', '7,4', '7,5', '7,6']);
    expect(blade.pos).toEqual({ x: 5, y: 4 });
  });
  it('on a miss the creature stays in the pit until the end of the turn, then is put out', () => {
    const map = terrainMap([{ type: 'slippery', squares: [[5, 5]] }, { type: 'pit', squares: [[6, 5]] }]);
    const s = battle(['Dire Wolf'], ['Eternal Blade'], [[4, 5], [5, 5]], map);
    const wolf = byLabel(s, 'Dire Wolf');
    const blade = byLabel(s, 'Eternal Blade');
    startTurn(s, wolf);
    drive(s, [step('attack', { a: wolf.id, k: 0, t: blade.id, mode: 'action' })], [20, 15], (a) => (a.kind === 'choose-destination' ? '6,5' : null));
    expect(blade.pos).toEqual({ x: 6, y: 5 });
    expect(blade.conds).toEqual([]);
    const r = drive(s, [step('turn-end', { c: wolf.id })], [], (a) => a.options[0]?.id ?? null);
    expect(r.asks[0]?.player).toBe(blade.owner);
    expect(blade.pos).not.toEqual({ x: 6, y: 5 });
    expect(blade.lastLegal).toEqual(blade.pos);
  });
  it('forced movement without an attack roll: no followup, out at the end of the turn', () => {
    const map = terrainMap([{ type: 'pit', squares: [[6, 5]] }]);
    const s = battle(['Dire Wolf'], ['Eternal Blade'], [[4, 5], [5, 5]], map);
    const wolf = byLabel(s, 'Dire Wolf');
    const blade = byLabel(s, 'Eternal Blade');
    startTurn(s, wolf);
    const r = drive(s, [step('forced', { a: wolf.id, t: blade.id, how: 'push', squares: 1, k: -1 })], [], () => '6,5');
    expect(r.events.filter((e) => e.type === 'attack-roll')).toHaveLength(0);
    expect(blade.pos).toEqual({ x: 6, y: 5 });
    drive(s, [step('turn-end', { c: wolf.id })], [], (a) => a.options[0]?.id ?? null);
    expect(blade.pos).not.toEqual({ x: 6, y: 5 });
  });
  it('a big creature gets +1 to its defenses against the followup for each non-pit square of its space', () => {
    // The troll (2×2 at (5,4)) is pushed east by one square onto (6,4): its squares (7,4) and (7,5) hold pits.
    const map = terrainMap([{ type: 'slippery', squares: [[5, 5]] }, { type: 'pit', squares: [[7, 4], [7, 5]] }]);
    const s = battle(['Dire Wolf'], ['Feral Troll'], [[4, 5], [5, 4]], map);
    const wolf = byLabel(s, 'Dire Wolf');
    const troll = byLabel(s, 'Feral Troll');
    startTurn(s, wolf);
    const r = drive(s, [step('attack', { a: wolf.id, k: 0, t: troll.id, mode: 'action' })], [20, 2], (a) => (a.kind === 'choose-destination' ? '6,4' : null));
    const followup = r.events.filter((e) => e.type === 'attack-roll')[1];
    expect(followup?.data['defense']).toBe(20 + 2);
    expect(troll.pos).toEqual({ x: 6, y: 4 });
  });
});
