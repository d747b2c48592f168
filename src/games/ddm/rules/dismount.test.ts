// Tests for ddm-battle-rules-2011 "DISMOUNT": each bullet is a `describe` named after it (MOUNT and
// the rest of Mounts and Riders are in mount.test.ts). The Warhorse (Large) carries one Medium or
// smaller Human or Elf ally.
import { describe, expect, it } from 'vitest';
import { battleInvariants } from '../battle-checks.js';
import { geo } from '../geo.js';
import { battle, byLabel, ctxFor, drive, startTurn, step } from '../testkit.js';
import { addCond, onMap } from './common.js';
import { takeDamage } from './hit-points.js';
import { isMounted, mountOf } from './mount-links.js';
import { provokers } from './movement.js';
import { ids, mountUp } from './mount-testkit.js';

describe('DISMOUNT — Replaces Move Action, Dismounting, No Further Actions', () => {
  it("the rider is put in a legal position adjacent to (not in) the mount's space, both lose Mounted, and its turn has no more actions", () => {
    const s = battle(
      ['Warhorse', 'Merchant Guard', 'Defiant Rake'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [6, 4],
        [10, 10],
      ],
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    mountUp(s, 'Merchant Guard', 'Warhorse');
    startTurn(s, guard);
    s.turn!.attack = false;
    s.turn!.move = false;
    expect(ids(s, 'Merchant Guard')).not.toContain('mount:dismount'); // no move action left
    startTurn(s, guard);
    expect(ids(s, 'Merchant Guard')).toContain('mount:dismount');
    const r = drive(s, [step('turn-actions', { creature: guard.id })], [], (a) =>
      a.kind === 'choose-action'
        ? a.options.some((o) => o.id === 'mount:dismount')
          ? 'mount:dismount'
          : 'end'
        : a.kind === 'choose-destination'
          ? '3,3'
          : null,
    );
    const where = r.asks.find((a) => a.kind === 'choose-destination');
    const spots = where?.options.map((o) => o.id) ?? [];
    // The 12 squares around the 2×2 space at (4,4), less (6,4) where the Rake stands.
    expect(spots).toHaveLength(11);
    expect(spots).not.toContain('6,4');
    for (const id of spots) {
      const [x, y] = id.split(',').map(Number) as [number, number];
      expect(x >= 3 && x <= 6 && y >= 3 && y <= 6 && !(x >= 4 && x <= 5 && y >= 4 && y <= 5)).toBe(true);
    }
    expect(guard.pos).toEqual({ x: 3, y: 3 });
    expect(guard.size).toBe(1);
    expect(isMounted(s, guard) || isMounted(s, horse)).toBe(false);
    // After dismounting, no further action: the attack action it still had is not offered.
    expect(r.asks.filter((a) => a.kind === 'choose-action')).toHaveLength(1);
    expect(s.turn?.noActions).toBe(true);
    battleInvariants(s);
  });

  it('is not offered when no legal position adjacent to the mount is free', () => {
    // The horse in the corner (0,0)-(1,1): its five neighbouring squares are all taken after the guard mounts.
    const s = battle(
      ['Warhorse', 'Merchant Guard', 'Defiant Rake', 'Defiant Rake', 'Defiant Rake', 'Defiant Rake', 'Defiant Rake'],
      ['Dire Wolf'],
      [
        [0, 0],
        [2, 0],
        [2, 1],
        [2, 2],
        [0, 2],
        [1, 2],
        [8, 8],
        [10, 10],
      ],
    );
    mountUp(s, 'Merchant Guard', 'Warhorse');
    startTurn(s, byLabel(s, 'Merchant Guard'));
    expect(ids(s, 'Merchant Guard')).toContain('mount:dismount');
    byLabel(s, 'Defiant Rake #5').pos = { x: 2, y: 0 };
    expect(ids(s, 'Merchant Guard')).not.toContain('mount:dismount');
  });
});

describe('DISMOUNT — Provoke Opportunity Attacks', () => {
  it('an enemy adjacent to the rider attacks it before it is put down', () => {
    const s = battle(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [9, 9],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    mountUp(s, 'Merchant Guard', 'Warhorse');
    byLabel(s, 'Dire Wolf').pos = { x: 6, y: 5 };
    startTurn(s, guard);
    const r = drive(s, [step('turn-actions', { creature: guard.id })], [3], (a) =>
      a.kind === 'opportunity-attack'
        ? 'attack:0'
        : a.kind === 'choose-action'
          ? a.options.some((o) => o.id === 'mount:dismount')
            ? 'mount:dismount'
            : 'end'
          : a.kind === 'choose-destination'
            ? '3,4'
            : null,
    );
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('attack-roll')).toBeGreaterThan(-1);
    expect(types.indexOf('attack-roll')).toBeLessThan(types.indexOf('dismounted'));
  });
});

describe('DISMOUNT — Forcibly Dismounted', () => {
  it('a forced movement effect on a rider dismounts it first (no opportunity attacks), then the effect resolves', () => {
    const s = battle(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf', 'Gnoll Marauder'],
      [
        [4, 4],
        [3, 4],
        [9, 9],
        [9, 10],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    const wolf = byLabel(s, 'Dire Wolf');
    mountUp(s, 'Merchant Guard', 'Warhorse');
    wolf.pos = { x: 6, y: 4 };
    byLabel(s, 'Gnoll Marauder').pos = { x: 3, y: 6 }; // adjacent to the pair: would it attack?
    startTurn(s, wolf);
    const r = drive(s, [step('forced', { attacker: wolf.id, target: guard.id, how: 'push', squares: 1, attackIndex: 0 })], [], (a) =>
      a.kind === 'choose-destination' ? (a.prompt.includes('forcibly dismounted') ? '6,6' : a.options[0]!.id) : null,
    );
    const types = r.events.map((e) => e.type);
    expect(r.asks.filter((a) => a.kind === 'opportunity-attack')).toHaveLength(0);
    expect(types.indexOf('dismounted')).toBeLessThan(types.indexOf('forced'));
    expect(r.events.find((e) => e.type === 'dismounted')?.data['forced']).toBe(true);
    // The rider's owner put it down; the push then moved it on from (6,6), away from the wolf at (6,4).
    expect(r.asks[0]?.player).toBe(0);
    expect(guard.pos?.y).toBe(7);
    expect(mountOf(s, guard)).toBeNull();
    // "No Further Actions" on that turn: no opportunity attack or immediate action for the rest of it.
    expect(s.turn?.oa).toContain(guard.id);
    expect(s.turn?.immediate).toContain(guard.id);
    expect(provokers(ctxFor(s), geo(s), wolf, true).map((c) => c.id)).not.toContain(guard.id);
  });

  it('a rider controlled by another player than its mount (Dominated on its turn) is forcibly dismounted and takes no action', () => {
    const s = battle(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [9, 9],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    mountUp(s, 'Merchant Guard', 'Warhorse');
    addCond(s, guard, {
      kind: 'Dominated',
      name: 'test',
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: 'end-of-turn',
      source: byLabel(s, 'Dire Wolf').id,
      sourcePlayer: 1,
    });
    const r = drive(s, [step('turn-start', { creature: guard.id }), step('turn-actions', { creature: guard.id })], [], (a) =>
      a.kind === 'choose-destination' ? a.options[0]!.id : null,
    );
    const put = r.asks.find((a) => a.kind === 'choose-destination');
    expect(put?.player).toBe(1); // the dominating player decides for it this turn
    expect(mountOf(s, guard)).toBeNull();
    expect(guard.size).toBe(1);
    expect(r.asks.filter((a) => a.kind === 'choose-action')).toHaveLength(0);
  });

  it('a Dominated mount drops its rider at the start of its turn', () => {
    const s = battle(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [9, 9],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    const horse = byLabel(s, 'Warhorse');
    mountUp(s, 'Merchant Guard', 'Warhorse');
    addCond(s, horse, {
      kind: 'Dominated',
      name: 'test',
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: 'end-of-turn',
      source: byLabel(s, 'Dire Wolf').id,
      sourcePlayer: 1,
    });
    const r = drive(s, [step('turn-start', { creature: horse.id })], [], (a) => (a.kind === 'choose-destination' ? a.options[0]!.id : null));
    expect(r.asks.find((a) => a.kind === 'choose-destination')?.player).toBe(0); // the rider's own player
    expect(mountOf(s, guard)).toBeNull();
  });
});

describe('DISMOUNT — Mount Destroyed', () => {
  it('the rider is put in a space entirely within the space the mount occupied; its player chooses', () => {
    const s = battle(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [9, 9],
      ],
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    const wolf = byLabel(s, 'Dire Wolf');
    mountUp(s, 'Merchant Guard', 'Warhorse');
    horse.hp = 5;
    const vp = s.vp[1] ?? 0;
    const ctx = ctxFor(s);
    takeDamage(ctx, horse, 15, wolf.id, 'test');
    const r = drive(s, [], [], (a) => (a.kind === 'choose-destination' ? '5,5' : null));
    expect(r.asks[0]?.options.map((o) => o.id)).toEqual(['4,4', '5,4', '4,5', '5,5']);
    expect(r.asks[0]?.player).toBe(0);
    expect(guard.pos).toEqual({ x: 5, y: 5 });
    expect(guard.size).toBe(1);
    expect(onMap(guard)).toBe(true);
    expect(isMounted(s, guard)).toBe(false);
    // Victory points: the mount's cost only; the rider is still in play.
    expect((s.vp[1] ?? 0) - vp).toBe(16);
    battleInvariants(s);
  });

  it('a destroyed rider leaves its mount un-Mounted and scores its own cost', () => {
    const s = battle(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [9, 9],
      ],
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    mountUp(s, 'Merchant Guard', 'Warhorse');
    const vp = s.vp[1] ?? 0;
    takeDamage(ctxFor(s), guard, 40, byLabel(s, 'Dire Wolf').id, 'test');
    expect(guard.destroyed).toBe(true);
    expect(isMounted(s, horse)).toBe(false);
    expect(horse.pos).toEqual({ x: 4, y: 4 });
    expect((s.vp[1] ?? 0) - vp).toBe(8);
  });
});
