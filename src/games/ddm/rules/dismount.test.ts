// Tests for ddm-battle-rules-2011 "DISMOUNT": each bullet is a `describe` named after it (MOUNT and
// the rest of Mounts and Riders are in mount.test.ts). The Warhorse (Large) carries one Medium or
// smaller Human or Elf ally.
import { describe, expect, it } from 'vitest';
import { battleInvariants } from '../battle-checks.js';
import { creatureCardSchema } from '../cards/schema.js';
import { geo } from '../geo.js';
import { act, byLabel, ctxFor, nextTurnOf, play, playOn, shoveOnMiss, turnOf, untilTurnOf, withCard } from '../testkit.js';
import { addCond, onMap } from './common.js';
import type { TurnState } from '../state.js';
import { isMounted, mountOf } from './mount-links.js';
import { provokers } from './movement.js';
import { menu, mountOnTurn } from './mount-testkit.js';

describe('DISMOUNT — Replaces Move Action, Dismounting, No Further Actions', () => {
  it("the rider is put in a legal position adjacent to (not in) the mount's space, both lose Mounted, and its turn has no more actions", () => {
    // Test powers spend the guard's attack action (Rally), keep its turn open (Shout, minor) and ask a
    // question at the end of its turn (Last Look), while that turn still holds.
    const s = turnOf(
      ['Warhorse', 'Merchant Guard', 'Defiant Rake'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [6, 4],
        [10, 10],
      ],
      'Merchant Guard',
      {
        prepare: (x) => {
          const effect = { kind: 'heal-bloodied-allies', within: 1, amount: 5 } as const;
          withCard(
            x,
            'Merchant Guard',
            creatureCardSchema.parse({
              ...x.cards['Merchant Guard']!,
              powers: [
                { kind: 'action', name: 'Rally', action: 'attack', uses: 1, effect },
                { kind: 'action', name: 'Shout', action: 'minor', uses: 1, effect },
                {
                  kind: 'triggered',
                  name: 'Last Look',
                  trigger: 'end-of-own-turn',
                  activated: true,
                  effect: { kind: 'defense-bonus-self', amount: 1 },
                  duration: 'end-of-next-turn',
                },
              ],
            }),
          );
        },
      },
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse'); // its move action
    act(s, 'power:Rally'); // its attack action
    expect(menu(s, 'Merchant Guard')).not.toContain('mount:dismount'); // no move action left
    untilTurnOf(s, 'Merchant Guard');
    expect(menu(s, 'Merchant Guard')).toContain('mount:dismount');
    let atTurnEnd: TurnState | null = null;
    const r = act(s, 'mount:dismount', [], (a) => {
      if (a.kind === 'use-power') atTurnEnd = s.turn;
      return a.kind === 'choose-destination' ? '3,3' : null;
    });
    const where = r.asked.find((a) => a.kind === 'choose-destination');
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
    expect(r.asked.filter((a) => a.kind === 'choose-action')).toHaveLength(1);
    expect((atTurnEnd as TurnState | null)?.noActions).toBe(true);
    battleInvariants(s);
  });

  it('is not offered when no legal position adjacent to the mount is free', () => {
    // The horse in the corner (0,0)-(1,1): its five neighbouring squares are all taken after the guard mounts.
    const s = turnOf(
      ['Warhorse', 'Merchant Guard', 'Defiant Rake', 'Defiant Rake', 'Defiant Rake', 'Defiant Rake', 'Defiant Rake'],
      ['Dire Wolf'],
      [
        [0, 0],
        [2, 0],
        [2, 1],
        [2, 2],
        [0, 2],
        [1, 2],
        [4, 0],
        [10, 10],
      ],
      'Merchant Guard',
      {
        // A test minor power keeps the guard's turn (and its menu) open when nothing else is left.
        prepare: (x) => {
          withCard(
            x,
            'Merchant Guard',
            creatureCardSchema.parse({
              ...x.cards['Merchant Guard']!,
              powers: [{ kind: 'action', name: 'Shout', action: 'minor', effect: { kind: 'heal-bloodied-allies', within: 1, amount: 5 } }],
            }),
          );
        },
      },
    );
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    untilTurnOf(s, 'Merchant Guard');
    expect(menu(s, 'Merchant Guard')).toContain('mount:dismount');
    // The fifth Rake moves into the square the guard left.
    nextTurnOf(s, 'Defiant Rake #5');
    act(s, 'move', [], (a) => (a.kind === 'choose-destination' ? '2,0' : null));
    nextTurnOf(s, 'Merchant Guard');
    expect(menu(s, 'Merchant Guard')).not.toContain('mount:dismount');
  });
});

describe('DISMOUNT — Provoke Opportunity Attacks', () => {
  it('an enemy adjacent to the rider attacks it before it is put down', () => {
    // The wolf at (6,5) is next to the horse's space (so to its rider), not to the guard's own square.
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [6, 5],
      ],
      'Merchant Guard',
    );
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    untilTurnOf(s, 'Merchant Guard');
    const r = act(s, 'mount:dismount', [3], (a) => (a.kind === 'opportunity-attack' ? 'attack:0' : a.kind === 'choose-destination' ? '3,4' : null));
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('attack-roll')).toBeGreaterThan(-1);
    expect(types.indexOf('attack-roll')).toBeLessThan(types.indexOf('dismounted'));
  });
});

describe('DISMOUNT — Forcibly Dismounted', () => {
  it('a forced movement effect on a rider dismounts it first (no opportunity attacks), then the effect resolves', () => {
    // The wolf pushes the rider with a test Shove (on a miss, a natural 1); the gnoll at (3,6) is adjacent to the pair: would it attack?
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf', 'Gnoll Marauder'],
      [
        [4, 4],
        [3, 4],
        [6, 4],
        [3, 6],
      ],
      'Merchant Guard',
      { prepare: (x) => shoveOnMiss(x, 'Dire Wolf', [{ kind: 'push', squares: 1 }]) },
    );
    const guard = byLabel(s, 'Merchant Guard');
    const wolf = byLabel(s, 'Dire Wolf');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    nextTurnOf(s, 'Dire Wolf');
    const shove = act(s, 'attack:0', [1], (a) =>
      a.kind === 'choose-target'
        ? String(guard.id)
        : a.kind === 'choose-destination'
          ? a.prompt.includes('forcibly dismounted')
            ? '6,6'
            : a.options[0]!.id
          : null,
    );
    // The questions and events of the forced movement (after the Shove's miss).
    const r = {
      asks: shove.asked.slice(shove.asked.findIndex((a) => a.kind === 'choose-destination')),
      events: shove.events.slice(shove.events.findIndex((e) => e.type === 'attack-roll') + 1),
    };
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
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [9, 9],
      ],
      'Merchant Guard',
    );
    const guard = byLabel(s, 'Merchant Guard');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    // Dominated by the wolf's player (save ends: the save at the end of this turn fails, a 2).
    addCond(s, guard, {
      kind: 'Dominated',
      name: 'test',
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: 'save-ends',
      source: byLabel(s, 'Dire Wolf').id,
      sourcePlayer: 1,
    });
    play(s, ['end'], [2]);
    // Its next turn, from its start to its end.
    playOn(s, () => s.turn?.creature === guard.id, 'Merchant Guard');
    const r = { asks: playOn(s, () => s.turn?.creature !== guard.id) ?? [] };
    const put = r.asks.find((a) => a.kind === 'choose-destination');
    expect(put?.player).toBe(1); // the dominating player decides for it this turn
    expect(mountOf(s, guard)).toBeNull();
    expect(guard.size).toBe(1);
    expect(r.asks.filter((a) => a.kind === 'choose-action')).toHaveLength(0);
  });

  it('a Dominated mount drops its rider at the start of its turn', () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [9, 9],
      ],
      'Merchant Guard',
    );
    const guard = byLabel(s, 'Merchant Guard');
    const horse = byLabel(s, 'Warhorse');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    // The horse, yet to act this round, Dominated by the wolf's player (save ends: no save before its turn).
    addCond(s, horse, {
      kind: 'Dominated',
      name: 'test',
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: 'save-ends',
      source: byLabel(s, 'Dire Wolf').id,
      sourcePlayer: 1,
    });
    // The start of the horse's turn, up to its first question that is not the drop.
    playOn(s, () => s.turn?.creature === horse.id, 'Warhorse');
    const r = { asks: playOn(s, (d) => d.kind !== 'choose-destination') ?? [] };
    expect(r.asks.find((a) => a.kind === 'choose-destination')?.player).toBe(0); // the rider's own player
    expect(mountOf(s, guard)).toBeNull();
  });
});

describe('DISMOUNT — Mount Destroyed', () => {
  it('the rider is put in a space entirely within the space the mount occupied; its player chooses', () => {
    // The wolf (next to the horse, not to the guard) bites the horse with 5 HP left.
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [6, 5],
      ],
      'Merchant Guard',
      { prepare: (x) => (byLabel(x, 'Warhorse').hp = 5) },
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    nextTurnOf(s, 'Dire Wolf');
    const vp = s.vp[1] ?? 0;
    const bite = act(s, 'attack:0', [15], (a) => (a.kind === 'choose-target' ? String(horse.id) : a.kind === 'choose-destination' ? '5,5' : null));
    const r = { asks: bite.asked.filter((a) => a.kind === 'choose-destination') };
    expect(horse.destroyed).toBe(true);
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
    // The wolf (next to the pair) bites the guard with 10 HP left.
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [6, 5],
      ],
      'Merchant Guard',
      { prepare: (x) => (byLabel(x, 'Merchant Guard').hp = 10) },
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    nextTurnOf(s, 'Dire Wolf');
    const vp = s.vp[1] ?? 0;
    act(s, 'attack:0', [15], (a) => (a.kind === 'choose-target' ? String(guard.id) : null));
    expect(guard.destroyed).toBe(true);
    expect(isMounted(s, horse)).toBe(false);
    expect(horse.pos).toEqual({ x: 4, y: 4 });
    expect((s.vp[1] ?? 0) - vp).toBe(8);
  });
});
