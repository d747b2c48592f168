// Tests for ddm-battle-rules-2011 "Take Actions Phase" (Free Actions; Substitute Actions: a replaces
// turn action in place of all 3 actions, free actions still allowed), "COMMON TRIGGERED POWERS"
// (Replaces Turn Actions), "USE A POWER" (a power used as the attack action), "CHARGE" (One Free
// Action after the charge) and "DAZED" (unlimited free actions on its turn only).
import { describe, expect, it } from 'vitest';
import { creatureCardSchema } from '../cards/schema.js';
import { actionMenu } from '../rules/turn.js';
import { battle, byLabel, ctxFor, drive, startTurn, step } from '../testkit.js';
import type { DdmState } from '../state.js';

const ids = (s: DdmState, label: string): string[] => {
  const c = byLabel(s, label);
  return actionMenu(ctxFor(s), c).map((o) => o.id);
};

describe('replaces-turn powers (Xill: Furious Assault, 4 basic attacks)', () => {
  it('is offered only while all three actions are unused, and not while Dazed', () => {
    const s = battle(
      ['Xill'],
      ['Dire Wolf'],
      [
        [5, 5],
        [5, 6],
      ],
    );
    const xill = byLabel(s, 'Xill');
    startTurn(s, xill);
    expect(ids(s, 'Xill')).toContain('power:Furious Assault');
    // A minor action spent by substitution (here: the move action) and the power is gone.
    s.turn!.move = false;
    expect(ids(s, 'Xill')).not.toContain('power:Furious Assault');
    startTurn(s, xill);
    s.turn!.single = true; // Dazed: a single action only, never a whole turn's worth
    xill.conds.push({
      id: 99,
      kind: 'Dazed',
      name: 'test',
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: 'end-of-next-turn',
      source: -1,
      sourcePlayer: 1,
      ownTurn: false,
    });
    expect(ids(s, 'Xill')).not.toContain('power:Furious Assault');
  });

  it('makes four basic attacks one after another, then no other action remains (the turn ends)', () => {
    const s = battle(
      ['Xill'],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [5, 6],
      ],
    );
    const xill = byLabel(s, 'Xill');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    startTurn(s, xill);
    const r = drive(s, [step('turn-actions', { creature: xill.id })], [15, 15, 2, 15], (a) =>
      a.kind === 'choose-action' ? (a.options.find((o) => o.id === 'power:Furious Assault')?.id ?? 'end') : null,
    );
    const rolls = r.events.filter((e) => e.type === 'attack-roll');
    expect(rolls.map((e) => e.data['attack'])).toEqual(['Short Sword', 'Short Sword', 'Short Sword', 'Short Sword']);
    expect(rolls.map((e) => e.data['hit'])).toEqual([true, true, false, true]);
    expect(gnoll.hp).toBe(60 - 3 * 5);
    // After the replaces-turn action the menu is empty: the turn ends without another question.
    expect(r.asks.filter((a) => a.kind === 'choose-action')).toHaveLength(1);
    expect(s.turn).toMatchObject({ attack: false, move: false, minor: false });
    // Limited use: not offered on a later turn.
    startTurn(s, xill);
    expect(ids(s, 'Xill')).not.toContain('power:Furious Assault');
  });

  it('the start and end of turn phases still happen around it (ongoing damage, then the save)', () => {
    const s = battle(
      ['Xill'],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [5, 6],
      ],
    );
    const xill = byLabel(s, 'Xill');
    xill.conds.push({
      id: 98,
      kind: 'ongoing',
      name: 'test',
      amount: 5,
      dtype: 'poison',
      defense: 'all',
      duration: 'save-ends',
      source: -1,
      sourcePlayer: 1,
      ownTurn: false,
    });
    const r = drive(
      s,
      [step('turn-start', { creature: xill.id }), step('turn-actions', { creature: xill.id }), step('turn-end', { creature: xill.id })],
      [2, 2, 2, 2, 15],
      (a) => (a.kind === 'choose-action' ? (a.options.find((o) => o.id === 'power:Furious Assault')?.id ?? 'end') : null),
    );
    const kinds = r.events.map((e) => e.type).filter((t) => ['damage', 'power', 'attack-roll', 'save'].includes(t));
    expect(kinds).toEqual(['damage', 'power', 'attack-roll', 'attack-roll', 'attack-roll', 'attack-roll', 'save']);
    expect(xill.conds).toEqual([]);
  });

  it('a basic attack with no legal target left is lost (the target was destroyed by the first ones)', () => {
    const s = battle(
      ['Xill'],
      ['Black Dragon Hatchling'],
      [
        [5, 5],
        [5, 6],
      ],
    );
    const xill = byLabel(s, 'Xill');
    const hatchling = byLabel(s, 'Black Dragon Hatchling');
    hatchling.hp = 5;
    startTurn(s, xill);
    const r = drive(s, [step('turn-actions', { creature: xill.id })], [15], (a) =>
      a.kind === 'choose-action' ? (a.options.find((o) => o.id === 'power:Furious Assault')?.id ?? 'end') : null,
    );
    expect(hatchling.destroyed).toBe(true);
    expect(r.events.filter((e) => e.type === 'attack-roll')).toHaveLength(1);
    expect(r.events.find((e) => e.type === 'attacks-lost')?.data['count']).toBe(3);
  });
});

describe('a power used as the attack action (Flamescorched Kobold: Twin Strike)', () => {
  it('two basic attacks, the second target chosen after the first attack is resolved', () => {
    const s = battle(
      ['Flamescorched Kobold'],
      ['Black Dragon Hatchling', 'Dire Wolf'],
      [
        [5, 5],
        [5, 6],
        [6, 5],
      ],
    );
    const kobold = byLabel(s, 'Flamescorched Kobold');
    const hatchling = byLabel(s, 'Black Dragon Hatchling');
    const wolf = byLabel(s, 'Dire Wolf');
    hatchling.hp = 10;
    startTurn(s, kobold);
    const r = drive(s, [step('turn-actions', { creature: kobold.id })], [15, 15], (a) => {
      if (a.kind === 'choose-action') return s.turn?.attack ? 'power:Twin Strike' : 'end';
      if (a.kind === 'choose-target') return String(hatchling.id);
      return null;
    });
    // First attack: a choice between two enemies; it destroys the hatchling, so the second attack
    // has one legal target left and needs no question.
    expect(r.asks.filter((a) => a.kind === 'choose-target')).toHaveLength(1);
    expect(hatchling.destroyed).toBe(true);
    expect(wolf.hp).toBe(30);
    expect(s.turn).toMatchObject({ attack: false, move: true, minor: true });
  });
});

describe('free-action powers (Flamescorched Kobold: Shifty, once per turn)', () => {
  it('costs no action, is limited to once per turn, and comes back on its next turn', () => {
    const s = battle(
      ['Flamescorched Kobold'],
      ['Dire Wolf'],
      [
        [5, 5],
        [5, 6],
      ],
    );
    const kobold = byLabel(s, 'Flamescorched Kobold');
    startTurn(s, kobold);
    expect(ids(s, 'Flamescorched Kobold')).toContain('power:Shifty');
    let first = true;
    drive(s, [step('turn-actions', { creature: kobold.id })], [], (a) => {
      if (a.kind === 'choose-action') {
        if (first) {
          first = false;
          return 'power:Shifty';
        }
        return 'end';
      }
      if (a.kind === 'choose-destination') return '4,5';
      return null;
    });
    expect(kobold.pos).toEqual({ x: 4, y: 5 });
    expect(s.turn).toMatchObject({ attack: true, move: true, minor: true });
    expect(ids(s, 'Flamescorched Kobold')).not.toContain('power:Shifty');
    // A shift provokes no opportunity attack: no attack happened.
    expect(byLabel(s, 'Dire Wolf').hp).toBe(40);
    ctxFor(s).counters.newTurn();
    startTurn(s, kobold);
    expect(ids(s, 'Flamescorched Kobold')).toContain('power:Shifty');
  });

  it('stays available once every action is used, and while Dazed after its single action', () => {
    const s = battle(
      ['Flamescorched Kobold'],
      ['Dire Wolf'],
      [
        [5, 5],
        [5, 7],
      ],
    );
    const kobold = byLabel(s, 'Flamescorched Kobold');
    startTurn(s, kobold);
    s.turn!.attack = s.turn!.move = s.turn!.minor = false;
    expect(ids(s, 'Flamescorched Kobold')).toEqual(['power:Shifty', 'end']);
    startTurn(s, kobold);
    s.turn!.single = true;
    kobold.conds.push({
      id: 99,
      kind: 'Dazed',
      name: 'test',
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: 'end-of-next-turn',
      source: -1,
      sourcePlayer: 1,
      ownTurn: false,
    });
    s.turn!.attack = s.turn!.move = s.turn!.minor = false;
    expect(ids(s, 'Flamescorched Kobold')).toEqual(['power:Shifty', 'end']);
    // Stunned: nothing at all.
    kobold.conds.push({
      id: 100,
      kind: 'Stunned',
      name: 'test',
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: 'end-of-next-turn',
      source: -1,
      sourcePlayer: 1,
      ownTurn: false,
    });
    expect(ids(s, 'Flamescorched Kobold')).toEqual([]);
  });

  it('after a charge exactly one free action may be taken', () => {
    const s = battle(
      ['Flamescorched Kobold'],
      ['Dire Wolf'],
      [
        [5, 5],
        [5, 7],
      ],
    );
    // A test card: Shifty usable twice per turn, so only the charge rule limits it.
    const card = s.cards['Flamescorched Kobold']!;
    s.cards['Flamescorched Kobold'] = creatureCardSchema.parse({
      ...card,
      powers: [{ kind: 'action', name: 'Shifty', action: 'free', perTurn: 2, effect: { kind: 'shift' } }],
    });
    const kobold = byLabel(s, 'Flamescorched Kobold');
    startTurn(s, kobold);
    s.turn!.attack = s.turn!.move = s.turn!.minor = false;
    s.turn!.charged = true;
    let n = 0;
    const r = drive(s, [step('turn-actions', { creature: kobold.id })], [], (a) => {
      if (a.kind === 'choose-action') return a.options.find((o) => o.id === 'power:Shifty' && n++ < 5)?.id ?? 'end';
      if (a.kind === 'choose-destination') return a.options[0]!.id;
      return null;
    });
    expect(r.events.filter((e) => e.type === 'power' && e.data['power'] === 'Shifty')).toHaveLength(1);
    expect(ids(s, 'Flamescorched Kobold')).toEqual([]);
  });

  it('a free-action power must be limited, so every turn ends', () => {
    const card = {
      name: 'Test',
      level: 1,
      ac: 10,
      fort: 10,
      ref: 10,
      will: 10,
      speed: 5,
      hp: 10,
      alignment: 'Good',
      factions: ['Civilization'],
      cost: 1,
      attacks: [{ name: 'Hit', basic: true, range: { kind: 'melee' }, bonus: 1, vs: 'AC', damage: [{ amount: 5, type: 'untyped' }] }],
    };
    const bad = creatureCardSchema.safeParse({ ...card, powers: [{ kind: 'action', name: 'Hop', action: 'free', effect: { kind: 'shift' } }] });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.message).toMatch(/free-action power needs a limit/);
    expect(
      creatureCardSchema.safeParse({ ...card, powers: [{ kind: 'action', name: 'Hop', action: 'free', uses: 1, effect: { kind: 'shift' } }] }).success,
    ).toBe(true);
  });
});
