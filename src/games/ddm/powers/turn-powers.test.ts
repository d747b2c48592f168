// Tests for ddm-battle-rules-2011, "Start of Turn Phase" 1 (a 'start of turn' saving throw power saves
// first, before control is determined) and "End of Turn Phase" (saving throws; 3. other effects at
// the end of the creature's turn, declared and resolved like start-of-round effects).
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import type { CreatureState, DdmState } from '../state.js';
import { byLabel, decision, play, turnOf, type TestEntry } from '../testkit.js';
import { addTestCards, PLAIN } from './test-cards.js';

const cleanup = addTestCards([
  { ...PLAIN, name: 'Test Determined', powers: [{ kind: 'start-of-turn-saves', name: 'Determined' }] },
  { ...PLAIN, name: 'Test Stubborn', powers: [{ kind: 'start-of-turn-saves', name: 'Stubborn', alsoAtEnd: true }] },
  {
    ...PLAIN,
    name: 'Test Regenerator',
    powers: [{ kind: 'triggered', name: 'Regrowth', trigger: 'end-of-own-turn', activated: true, effect: { kind: 'heal-self', amount: 10 } }],
  },
  // Automatic ("At the end of its turn …", "At the start of its turn …"): nobody chooses.
  {
    ...PLAIN,
    name: 'Test Troll',
    powers: [
      { kind: 'triggered', name: 'Troll Blood', trigger: 'end-of-own-turn', activated: false, effect: { kind: 'heal-self', amount: 10 } },
      { kind: 'triggered', name: 'Lurch', trigger: 'start-of-own-turn', activated: false, effect: { kind: 'move-up-to-speed' } },
    ],
  },
]);
afterAll(cleanup);

const dominate = (c: CreatureState, by: number): void => {
  c.conds.push({
    id: 50,
    kind: 'Dominated',
    name: 'test',
    amount: 0,
    dtype: 'untyped',
    defense: 'all',
    duration: 'save-ends',
    source: -1,
    sourcePlayer: by,
    ownTurn: false,
  });
};

/**
 * A battle against a far Gnoll Marauder whose turn comes first (through the game API); `prepare`
 * sets conditions and hit points. Answering 'end' ends the gnoll's turn and starts player 1's.
 */
const afterGnoll = (p1: readonly TestEntry[], at: readonly (readonly [number, number])[], prepare: (s: DdmState) => void) =>
  turnOf(p1, [{ card: 'Gnoll Marauder' }], at, 'Gnoll Marauder', { prepare });
const kinds = (asked: readonly Decision[]) => asked.map((a) => a.kind);

describe("Start of Turn Phase: a 'start of turn' saving throw power", () => {
  it('saves before control is determined: a save of 10+ ends Dominated and its owner controls the turn', () => {
    const s = afterGnoll(
      // The guard next to Test Determined: a Dominated creature whose only choice is a basic attack on
      // its own warband gets a menu (with none, its turn would pass without a question).
      [{ card: 'Test Determined' }, { card: 'Merchant Guard' }],
      [
        [2, 2],
        [3, 2],
        [9, 9],
      ],
      (x) => {
        dominate(byLabel(x, 'Test Determined'), 1);
        dominate(byLabel(x, 'Merchant Guard'), 1);
      },
    );
    const det = byLabel(s, 'Test Determined');
    const guard = byLabel(s, 'Merchant Guard');
    // The gnoll's turn ends; player 1 picks Test Determined, whose turn starts with the save (12).
    const r = play(s, ['end', String(det.id)], [12]);
    expect(r.events.find((e) => e.type === 'save')?.data).toMatchObject({ roll: 12, ended: ['Dominated'], when: 'start' });
    expect(s.turn?.controller).toBe(0);
    expect(s.turn?.single).toBe(false);
    // Without the power (the guard's turn next): no roll at the start, the dominating player controls it.
    const g = play(s, ['end']);
    expect(s.turn?.creature).toBe(guard.id);
    expect(g.events.filter((e) => e.type === 'save' && e.data['creature'] === guard.id)).toEqual([]);
    expect(s.turn?.controller).toBe(1);
  });

  it('a failed start-of-turn save leaves it; "instead of at the end" means no save at the end', () => {
    // A Merchant Guard of its warband next to it: something the dominating player can attack, so the turn has a menu.
    const s = afterGnoll(
      [{ card: 'Test Determined' }, { card: 'Merchant Guard' }],
      [
        [2, 2],
        [3, 2],
        [9, 9],
      ],
      (x) => dominate(byLabel(x, 'Test Determined'), 1),
    );
    const det = byLabel(s, 'Test Determined');
    play(s, ['end', String(det.id)], [4]);
    expect(s.turn?.creature).toBe(det.id);
    expect(s.turn?.controller).toBe(1);
    // The end of its turn rolls no save.
    const r = play(s, ['end']);
    expect(r.events.filter((e) => e.type === 'save')).toEqual([]);
    expect(det.conds.map((c) => c.kind)).toEqual(['Dominated']);
  });

  it('"at the start and end": both rolls happen', () => {
    const s = afterGnoll(
      [{ card: 'Test Stubborn' }, { card: 'Merchant Guard' }],
      [
        [2, 2],
        [3, 2],
        [9, 9],
      ],
      (x) => dominate(byLabel(x, 'Test Stubborn'), 1),
    );
    const st = byLabel(s, 'Test Stubborn');
    play(s, ['end', String(st.id)], [3]);
    expect(s.turn?.creature).toBe(st.id);
    const r = play(s, ['end'], [15]);
    expect(r.events.find((e) => e.type === 'save')?.data).toMatchObject({ roll: 15, ended: ['Dominated'] });
  });
});

describe("End of Turn Phase: powers at the end of the creature's turn", () => {
  it('after the saves and the end of effects, the creature may use its end-of-turn power; then the turn closes', () => {
    // 20 HP with ongoing 5 fire: 15 once its turn has started.
    const s = afterGnoll(
      [{ card: 'Test Regenerator' }],
      [
        [2, 2],
        [9, 9],
      ],
      (x) => {
        const c = byLabel(x, 'Test Regenerator');
        c.hp = 20;
        c.conds.push({
          id: 60,
          kind: 'ongoing',
          name: 'test',
          amount: 5,
          dtype: 'fire',
          defense: 'all',
          duration: 'save-ends',
          source: -1,
          sourcePlayer: 1,
          ownTurn: false,
        });
      },
    );
    const reg = byLabel(s, 'Test Regenerator');
    play(s, ['end']);
    expect(reg.hp).toBe(15);
    // Its turn ends: the save (14) ends the ongoing fire, then Regrowth is offered and used.
    const r = play(s, ['end', 'power:Regrowth'], [14]);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('save')).toBeLessThan(types.indexOf('heal'));
    expect(reg.hp).toBe(25);
    // The turn closed: the next round's initiative is asked.
    expect(s.turn).toBeNull();
    expect(decision(s).kind).toBe('initiative');
  });

  it('is not offered when it could do nothing (undamaged), and the turn still closes', () => {
    const s = afterGnoll(
      [{ card: 'Test Regenerator' }],
      [
        [2, 2],
        [9, 9],
      ],
      () => undefined,
    );
    play(s, ['end']);
    expect(s.turn?.creature).toBe(byLabel(s, 'Test Regenerator').id);
    // Its turn ends with no question: the next is the next round's initiative.
    play(s, ['end']);
    expect(s.turn).toBeNull();
    expect(decision(s).kind).toBe('initiative');
  });
});

describe('Automatic start/end-of-turn powers ("Automatic Powers")', () => {
  const stun = (c: CreatureState): void => {
    c.conds.push({
      id: 80,
      kind: 'Stunned',
      name: 'test',
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: 'end-of-battle',
      source: -1,
      sourcePlayer: 1,
      ownTurn: false,
    });
  };
  it('happen without a question, also while the creature is inactive (Stunned)', () => {
    const s = afterGnoll(
      [{ card: 'Test Troll' }],
      [
        [2, 2],
        [9, 9],
      ],
      (x) => {
        const c = byLabel(x, 'Test Troll');
        c.hp = 10;
        stun(c);
      },
    );
    const troll = byLabel(s, 'Test Troll');
    // The gnoll's turn ends; the Stunned troll's whole turn passes without a question.
    const r = play(s, ['end']);
    expect(r.events.find((e) => e.type === 'turn')?.data['label']).toBe('Test Troll');
    expect(decision(s).kind).toBe('initiative');
    expect(troll.hp).toBe(20);
    expect(r.events.find((e) => e.type === 'power')?.data).toMatchObject({ power: 'Troll Blood' });
  });

  it('grant no action to an inactive creature: the start-of-turn move happens only while it is active', () => {
    const trollBattle = (stunned: boolean) =>
      afterGnoll(
        [{ card: 'Test Troll' }],
        [
          [2, 2],
          [9, 9],
        ],
        (x) => {
          if (stunned) stun(byLabel(x, 'Test Troll'));
        },
      );
    // Stunned: the gnoll's turn ends and the troll's passes with no question (no destination asked).
    const stunned = trollBattle(true);
    play(stunned, ['end']);
    expect(decision(stunned).kind).toBe('initiative');
    // Active: its turn starts with the Lurch destination, no power question first.
    const s = trollBattle(false);
    const troll = byLabel(s, 'Test Troll');
    play(s, ['end']);
    const active = play(s, ['2,5']);
    expect(kinds(active.asked)).toEqual(['choose-destination']);
    expect(troll.pos).toEqual({ x: 2, y: 5 });
    expect(decision(s).kind).toBe('choose-action');
  });
});
