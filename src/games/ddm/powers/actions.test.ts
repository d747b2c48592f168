// Tests for ddm-battle-rules-2011 "Take Actions Phase" (Free Actions; Substitute Actions: a replaces
// turn action in place of all 3 actions, free actions still allowed), "COMMON TRIGGERED POWERS"
// (Replaces Turn Actions), "USE A POWER" (a power used as the attack action), "CHARGE" (One Free
// Action after the charge) and "DAZED" (unlimited free actions on its turn only).
import { describe, expect, it } from 'vitest';
import { creatureCardSchema } from '../cards/schema.js';
import type { Cond, DdmState } from '../state.js';
import { act, byLabel, decision, play, turnOf, untilTurnOf, withCard } from '../testkit.js';

/** The open question's option ids: the acting creature's menu between its actions. */
const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

const cond = (kind: Cond['kind'], more: Partial<Cond> = {}): Omit<Cond, 'id' | 'ownTurn'> => ({
  kind,
  name: 'test',
  amount: 0,
  dtype: 'untyped',
  defense: 'all',
  duration: 'end-of-next-turn',
  source: -1,
  sourcePlayer: 1,
  ...more,
});
const withCond =
  (label: string, ...cs: Omit<Cond, 'id' | 'ownTurn'>[]) =>
  (s: DdmState): void => {
    const c = byLabel(s, label);
    for (const x of cs) c.conds.push({ ...x, id: 90 + c.conds.length, ownTurn: false });
  };

const adjacent = (p1: string, p2: string, label: string, prepare?: (s: DdmState) => void) =>
  turnOf(
    [p1],
    [p2],
    [
      [5, 5],
      [5, 6],
    ],
    label,
    prepare ? { prepare } : {},
  );
const furious = (d: { kind: string; options: readonly { id: string }[] }) =>
  d.kind === 'choose-action' ? (d.options.find((o) => o.id === 'power:Furious Assault')?.id ?? 'end') : null;

describe('replaces-turn powers (Xill: Furious Assault, 4 basic attacks)', () => {
  it('is offered only while all three actions are unused, and not while Dazed', () => {
    const s = adjacent('Xill', 'Dire Wolf', 'Xill');
    expect(ids(s)).toContain('power:Furious Assault');
    // An action spent (here: the move action, by a shift away from the wolf) and the power is gone.
    act(s, 'shift', [], (d) => (d.kind === 'choose-destination' ? '4,4' : null));
    expect(s.turn?.move).toBe(false);
    expect(ids(s)).not.toContain('power:Furious Assault');
    // Dazed: a single action only, never a whole turn's worth.
    const dazed = adjacent('Xill', 'Dire Wolf', 'Xill', withCond('Xill', cond('Dazed')));
    expect(dazed.turn?.single).toBe(true);
    expect(ids(dazed)).not.toContain('power:Furious Assault');
  });

  it('makes four basic attacks one after another, then no other action remains (the turn ends)', () => {
    const s = adjacent('Xill', 'Gnoll Marauder', 'Xill');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const xill = byLabel(s, 'Xill');
    // The Xill's turn record (the game starts a new one for the next turn).
    const turn = s.turn;
    const r = act(s, 'power:Furious Assault', [15, 15, 2, 15], furious);
    const rolls = r.events.filter((e) => e.type === 'attack-roll');
    expect(rolls.map((e) => e.data['attack'])).toEqual(['Short Sword', 'Short Sword', 'Short Sword', 'Short Sword']);
    expect(rolls.map((e) => e.data['hit'])).toEqual([true, true, false, true]);
    expect(gnoll.hp).toBe(60 - 3 * 5);
    // After the replaces-turn action the menu is not offered again: the turn ends without another question.
    expect(r.asked.filter((a) => a.kind === 'choose-action')).toHaveLength(1);
    expect(s.turn?.creature).not.toBe(xill.id);
    expect(turn).toMatchObject({ attack: false, move: false, minor: false });
    // Limited use: not offered on a later turn.
    untilTurnOf(s, 'Xill');
    expect(ids(s)).not.toContain('power:Furious Assault');
  });

  it('the start and end of turn phases still happen around it (ongoing damage, then the save)', () => {
    const s = adjacent('Xill', 'Gnoll Marauder', 'Gnoll Marauder', withCond('Xill', cond('ongoing', { amount: 5, dtype: 'poison', duration: 'save-ends' })));
    const xill = byLabel(s, 'Xill');
    // The Gnoll's turn ends; the Xill's turn starts (ongoing damage), Furious Assault (4 misses), the save (15).
    const r = play(s, ['end', 'power:Furious Assault'], [2, 2, 2, 2, 15]);
    const kinds = r.events.map((e) => e.type).filter((t) => ['damage', 'power', 'attack-roll', 'save'].includes(t));
    expect(kinds).toEqual(['damage', 'power', 'attack-roll', 'attack-roll', 'attack-roll', 'attack-roll', 'save']);
    expect(xill.conds).toEqual([]);
  });

  it('a basic attack with no legal target left is lost (the target was destroyed by the first ones)', () => {
    const s = adjacent('Xill', 'Black Dragon Hatchling', 'Xill', (st) => {
      byLabel(st, 'Black Dragon Hatchling').hp = 5;
    });
    const hatchling = byLabel(s, 'Black Dragon Hatchling');
    const r = act(s, 'power:Furious Assault', [15], furious);
    expect(hatchling.destroyed).toBe(true);
    expect(r.events.filter((e) => e.type === 'attack-roll')).toHaveLength(1);
    expect(r.events.find((e) => e.type === 'attacks-lost')?.data['count']).toBe(3);
  });
});

describe('a power used as the attack action (Flamescorched Kobold: Twin Strike)', () => {
  it('two basic attacks, the second target chosen after the first attack is resolved', () => {
    const s = turnOf(
      ['Flamescorched Kobold'],
      ['Black Dragon Hatchling', 'Dire Wolf'],
      [
        [5, 5],
        [5, 6],
        [6, 5],
      ],
      'Flamescorched Kobold',
      {
        prepare: (st) => {
          byLabel(st, 'Black Dragon Hatchling').hp = 10;
        },
      },
    );
    const hatchling = byLabel(s, 'Black Dragon Hatchling');
    const wolf = byLabel(s, 'Dire Wolf');
    const r = act(s, 'power:Twin Strike', [15, 15], (a) => (a.kind === 'choose-target' ? String(hatchling.id) : null));
    // First attack: a choice between two enemies; it destroys the hatchling, so the second attack
    // has one legal target left and needs no question.
    expect(r.asked.filter((a) => a.kind === 'choose-target')).toHaveLength(1);
    expect(hatchling.destroyed).toBe(true);
    expect(wolf.hp).toBe(30);
    expect(s.turn).toMatchObject({ attack: false, move: true, minor: true });
  });
});

describe('free-action powers (Flamescorched Kobold: Shifty, once per turn)', () => {
  it('costs no action, is limited to once per turn, and comes back on its next turn', () => {
    const s = adjacent('Flamescorched Kobold', 'Dire Wolf', 'Flamescorched Kobold');
    const kobold = byLabel(s, 'Flamescorched Kobold');
    expect(ids(s)).toContain('power:Shifty');
    act(s, 'power:Shifty', [], (d) => (d.kind === 'choose-destination' ? '4,5' : null));
    expect(kobold.pos).toEqual({ x: 4, y: 5 });
    expect(s.turn).toMatchObject({ attack: true, move: true, minor: true });
    expect(ids(s)).not.toContain('power:Shifty');
    // A shift provokes no opportunity attack: no attack happened.
    expect(byLabel(s, 'Dire Wolf').hp).toBe(40);
    untilTurnOf(s, 'Flamescorched Kobold');
    expect(ids(s)).toContain('power:Shifty');
  });

  it('stays available once every action is used, and while Dazed after its single action', () => {
    const far = (prepare?: (s: DdmState) => void) =>
      turnOf(
        ['Flamescorched Kobold'],
        ['Dire Wolf'],
        [
          [5, 5],
          [5, 7],
        ],
        'Flamescorched Kobold',
        prepare ? { prepare } : {},
      );
    // A double move spends the move and attack actions; the minor action has no use left (the
    // Kobold's menu offers nothing that takes it), so every action it can take is spent.
    const s = far();
    act(s, 'double', [], (d) => (d.kind === 'choose-destination' ? '5,0' : null));
    expect(s.turn).toMatchObject({ attack: false, move: false });
    expect(ids(s)).toEqual(['power:Shifty', 'end']);
    // Dazed, after its single action (a move away).
    const dazed = far(withCond('Flamescorched Kobold', cond('Dazed')));
    act(dazed, 'move', [], (d) => (d.kind === 'choose-destination' ? '5,2' : null));
    expect(ids(dazed)).toEqual(['power:Shifty', 'end']);
    // Stunned: nothing at all — its turn (after the wolf's) passes without a question; round 2 begins.
    const stunned = turnOf(
      ['Flamescorched Kobold'],
      ['Dire Wolf'],
      [
        [5, 5],
        [5, 7],
      ],
      'Dire Wolf',
      { prepare: withCond('Flamescorched Kobold', cond('Dazed'), cond('Stunned')) },
    );
    const r = play(stunned, ['end']);
    expect(r.events.find((e) => e.type === 'turn')?.data['label']).toBe('Flamescorched Kobold');
    expect(decision(stunned).kind).toBe('initiative');
  });

  it('after a charge exactly one free action may be taken', () => {
    const s = turnOf(
      ['Flamescorched Kobold'],
      ['Dire Wolf'],
      [
        [5, 5],
        [5, 9],
      ],
      'Flamescorched Kobold',
      {
        prepare: (st) => {
          // A test card: Shifty usable twice per turn, so only the charge rule limits it.
          const card = st.cards['Flamescorched Kobold']!;
          withCard(
            st,
            'Flamescorched Kobold',
            creatureCardSchema.parse({
              ...card,
              powers: [{ kind: 'action', name: 'Shifty', action: 'free', perTurn: 2, effect: { kind: 'shift' } }],
            }),
          );
        },
      },
    );
    const kobold = byLabel(s, 'Flamescorched Kobold');
    // The charge (its attack misses), then Shifty as long as the menu offers it.
    const events = act(s, 'charge', [2]).events;
    for (let n = 0; n < 5 && s.turn?.creature === kobold.id && ids(s).includes('power:Shifty'); n++) {
      events.push(...act(s, 'power:Shifty', [], (d) => (d.kind === 'choose-destination' ? (d.options[0] as { id: string }).id : null)).events);
    }
    expect(events.filter((e) => e.type === 'power' && e.data['power'] === 'Shifty')).toHaveLength(1);
    // Nothing is left: the turn is over.
    expect(s.turn?.creature).not.toBe(kobold.id);
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
