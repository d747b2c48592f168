// Tests for ddm-battle-rules-2011, "Start of Turn Phase" 1 (a 'start of turn' saving throw power saves
// first, before control is determined) and "End of Turn Phase" (saving throws; 3. other effects at
// the end of the creature's turn, declared and resolved like start-of-round effects).
import { afterAll, describe, expect, it } from 'vitest';
import type { CreatureState } from '../state.js';
import { byLabel, drive, startTurn, step } from '../testkit.js';
import { addTestCards, battleWith, PLAIN } from './test-cards.js';

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

describe("Start of Turn Phase: a 'start of turn' saving throw power", () => {
  it('saves before control is determined: a save of 10+ ends Dominated and its owner controls the turn', () => {
    const s = battleWith(
      [{ card: 'Test Determined' }, { card: 'Merchant Guard' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [2, 2],
        [6, 2],
        [9, 9],
      ],
    );
    const det = byLabel(s, 'Test Determined');
    const guard = byLabel(s, 'Merchant Guard');
    dominate(det, 1);
    dominate(guard, 1);
    const r = drive(s, [step('turn-start', { creature: det.id })], [12]);
    expect(r.events.find((e) => e.type === 'save')?.data).toMatchObject({ roll: 12, ended: ['Dominated'], when: 'start' });
    expect(s.turn?.controller).toBe(0);
    expect(s.turn?.single).toBe(false);
    // Without the power: no roll at the start (no dice are given), the dominating player controls it.
    drive(s, [step('turn-start', { creature: guard.id })], []);
    expect(s.turn?.controller).toBe(1);
  });

  it('a failed start-of-turn save leaves it; "instead of at the end" means no save at the end', () => {
    const s = battleWith(
      [{ card: 'Test Determined' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [2, 2],
        [9, 9],
      ],
    );
    const det = byLabel(s, 'Test Determined');
    dominate(det, 1);
    drive(s, [step('turn-start', { creature: det.id })], [4]);
    expect(s.turn?.controller).toBe(1);
    // The end of its turn rolls nothing (the scripted dice are empty: a roll would throw).
    const r = drive(s, [step('turn-end', { creature: det.id })], []);
    expect(r.events.filter((e) => e.type === 'save')).toEqual([]);
    expect(det.conds.map((c) => c.kind)).toEqual(['Dominated']);
  });

  it('"at the start and end": both rolls happen', () => {
    const s = battleWith(
      [{ card: 'Test Stubborn' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [2, 2],
        [9, 9],
      ],
    );
    const st = byLabel(s, 'Test Stubborn');
    dominate(st, 1);
    drive(s, [step('turn-start', { creature: st.id })], [3]);
    const r = drive(s, [step('turn-end', { creature: st.id })], [15]);
    expect(r.events.find((e) => e.type === 'save')?.data).toMatchObject({ roll: 15, ended: ['Dominated'] });
  });
});

describe("End of Turn Phase: powers at the end of the creature's turn", () => {
  it('after the saves and the end of effects, the creature may use its end-of-turn power; then the turn closes', () => {
    const s = battleWith(
      [{ card: 'Test Regenerator' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [2, 2],
        [9, 9],
      ],
    );
    const reg = byLabel(s, 'Test Regenerator');
    reg.hp = 15;
    reg.conds.push({
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
    startTurn(s, reg);
    const r = drive(s, [step('turn-end', { creature: reg.id })], [14], (a) => (a.kind === 'use-power' ? 'power:Regrowth' : null));
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('save')).toBeLessThan(types.indexOf('heal'));
    expect(reg.hp).toBe(25);
    expect(s.turn).toBeNull();
  });

  it('is not offered when it could do nothing (undamaged), and the turn still closes', () => {
    const s = battleWith(
      [{ card: 'Test Regenerator' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [2, 2],
        [9, 9],
      ],
    );
    const reg = byLabel(s, 'Test Regenerator');
    startTurn(s, reg);
    const r = drive(s, [step('turn-end', { creature: reg.id })]);
    expect(r.asks).toEqual([]);
    expect(s.turn).toBeNull();
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
    const s = battleWith(
      [{ card: 'Test Troll' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [2, 2],
        [9, 9],
      ],
    );
    const troll = byLabel(s, 'Test Troll');
    troll.hp = 10;
    stun(troll);
    startTurn(s, troll);
    const r = drive(s, [step('turn-end', { creature: troll.id })]);
    expect(r.asks).toEqual([]);
    expect(troll.hp).toBe(20);
    expect(r.events.find((e) => e.type === 'power')?.data).toMatchObject({ power: 'Troll Blood' });
  });

  it('grant no action to an inactive creature: the start-of-turn move happens only while it is active', () => {
    const s = battleWith(
      [{ card: 'Test Troll' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [2, 2],
        [9, 9],
      ],
    );
    const troll = byLabel(s, 'Test Troll');
    stun(troll);
    const stunned = drive(s, [step('turn-start', { creature: troll.id })]);
    expect(stunned.asks.filter((a) => a.kind === 'choose-destination')).toEqual([]);
    troll.conds = [];
    const active = drive(s, [step('turn-start', { creature: troll.id })], [], (a) => (a.kind === 'choose-destination' ? '2,5' : null));
    expect(active.asks.filter((a) => a.kind === 'use-power')).toEqual([]);
    expect(troll.pos).toEqual({ x: 2, y: 5 });
  });
});
