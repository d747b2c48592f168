// Tests for ddm-battle-rules-2011, "CORE RULES AND EXCEPTIONS" (in increasing priority: 1. permissive
// card rules, 2. restrictive Battle Rules, 3. card text that explicitly breaks a restrictive rule,
// 4. restrictive card text) and "Continuous Powers", Aura ("The effects of an aura do not occur while
// a creature is inactive"), through the real engine: the speed and shift queries and the menu.
import { afterAll, describe, expect, it } from 'vitest';
import type { ConditionName } from '../cards/schema.js';
import { currentSpeed } from '../rules/movement.js';
import type { CreatureState, DdmState } from '../state.js';
import { byLabel, ctxFor, decision, play, testCondition, turnOf, type TestEntry } from '../testkit.js';
import { addTestCards, battleWith, PLAIN } from './test-cards.js';

const cleanup = addTestCards([
  // 1. "Can move 2 more squares" kind of text: +2 Speed.
  { ...PLAIN, name: 'Test Sprinter', powers: [{ kind: 'continuous', name: 'Fleet', effect: { kind: 'speed-bonus', amount: 2 } }] },
  // 3. The rulebook's own example: "Can move 2 squares while Immobilized."
  { ...PLAIN, name: 'Test Escapist', powers: [{ kind: 'continuous', name: 'Slippery', effect: { kind: 'move-while-immobilized', squares: 2 } }] },
  // 4. The rulebook's example "Adjacent enemies cannot shift", as an aura 1.
  { ...PLAIN, name: 'Test Vine Warden', powers: [{ kind: 'continuous', name: 'Grasping Vines', effect: { kind: 'aura-enemies-cannot-shift', radius: 1 } }] },
  { ...PLAIN, name: 'Test Ponderous', powers: [{ kind: 'continuous', name: 'Ponderous', effect: { kind: 'cannot-shift' } }] },
]);
afterAll(cleanup);

const afflict = (c: CreatureState, kind: ConditionName): void => {
  c.conds.push({ id: 70 + c.conds.length, ...testCondition(kind, 1), ownTurn: false });
};
type At = readonly (readonly [number, number])[];
/** The ids on `label`'s action menu, its turn started through the game API after `prepare` (conditions …) ran. */
const menu = (p1: readonly TestEntry[], p2: readonly TestEntry[], at: At, label: string, prepare: (s: DdmState) => void = () => undefined): string[] =>
  decision(turnOf(p1, p2, at, label, { prepare })).options.map((o) => o.id);

describe('CORE RULES AND EXCEPTIONS: the four levels as the query precedence', () => {
  it('1 < 2: a permissive card (+2 Speed) does not lift Slowed or Immobilized', () => {
    const at: At = [
      [4, 4],
      [10, 10],
    ];
    const s = battleWith([{ card: 'Test Sprinter' }], [{ card: 'Gnoll Marauder' }], at);
    const c = byLabel(s, 'Test Sprinter');
    expect(currentSpeed(ctxFor(s), c)).toBe(7);
    afflict(c, 'Slowed');
    expect(currentSpeed(ctxFor(s), c)).toBe(2);
    afflict(c, 'Immobilized');
    expect(currentSpeed(ctxFor(s), c)).toBe(0);
    const both = (x: DdmState) => (['Slowed', 'Immobilized'] as const).forEach((k) => afflict(byLabel(x, 'Test Sprinter'), k));
    // (The gnoll next to it, so the turn has an attack to offer and its menu is asked at all.)
    const beside: At = [
      [4, 4],
      [5, 4],
    ];
    expect(menu(['Test Sprinter'], ['Gnoll Marauder'], beside, 'Test Sprinter', both)).not.toContain('move');
  });

  it('2 < 3: "can move 2 squares while Immobilized" moves and shifts while Immobilized, no farther', () => {
    const at: At = [
      [4, 4],
      [8, 4],
      [10, 10],
    ];
    const s = battleWith([{ card: 'Test Escapist' }, { card: 'Merchant Guard' }], [{ card: 'Gnoll Marauder' }], at);
    const c = byLabel(s, 'Test Escapist');
    const plain = byLabel(s, 'Merchant Guard');
    afflict(c, 'Immobilized');
    afflict(plain, 'Immobilized');
    const immobilized = (x: DdmState) => ['Test Escapist', 'Merchant Guard'].forEach((l) => afflict(byLabel(x, l), 'Immobilized'));
    const p1 = ['Test Escapist', 'Merchant Guard'];
    // (The gnoll next to the guard, so the guard's turn has an attack to offer and its menu is asked at all.)
    const beside: At = [
      [4, 4],
      [8, 4],
      [9, 4],
    ];
    expect(menu(p1, ['Gnoll Marauder'], beside, 'Merchant Guard', immobilized)).not.toContain('move');
    expect(menu(p1, ['Gnoll Marauder'], beside, 'Merchant Guard', immobilized)).not.toContain('shift');
    expect(menu(p1, ['Gnoll Marauder'], beside, 'Test Escapist', immobilized)).toEqual(expect.arrayContaining(['move', 'shift']));
    expect(currentSpeed(ctxFor(s), c)).toBe(2);
    // The move really happens (movement does not stop it for being Immobilized) and reaches 2 squares, not 3.
    const s2 = turnOf(
      [{ card: 'Test Escapist' }, { card: 'Merchant Guard' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [4, 4],
        [8, 4],
        [10, 10],
      ],
      'Test Escapist',
      { prepare: (t) => afflict(byLabel(t, 'Test Escapist'), 'Immobilized') },
    );
    const r = play(s2, ['move', '4,6']);
    const offered = r.asked.find((a) => a.kind === 'choose-destination')?.options.map((o) => o.id) ?? [];
    expect(offered).not.toContain('4,7');
    expect(byLabel(s2, 'Test Escapist').pos).toEqual({ x: 4, y: 6 });
  });

  it('3 < 4: an enemy aura "cannot shift" beats the power that breaks Immobilized, for shifting only', () => {
    const at: At = [
      [4, 4],
      [4, 5],
    ];
    const ids = menu(['Test Escapist'], ['Test Vine Warden'], at, 'Test Escapist', (x) => afflict(byLabel(x, 'Test Escapist'), 'Immobilized'));
    expect(ids).toContain('move');
    expect(ids).not.toContain('shift');
  });

  it('4: a card\'s own "cannot shift" removes the shift even with nothing else in play', () => {
    const at: At = [
      [4, 4],
      [10, 10],
    ];
    const ids = menu(['Test Ponderous'], ['Gnoll Marauder'], at, 'Test Ponderous');
    expect(ids).toContain('move');
    expect(ids).not.toContain('shift');
  });
});

describe('Aura: no effect while its creature is inactive, and only within its radius', () => {
  it('an adjacent enemy cannot shift; once the aura creature is Stunned, or the enemy is 2 squares away, it can', () => {
    const at: At = [
      [4, 4],
      [6, 6],
      [4, 5],
      [5, 5],
    ];
    const p1 = ['Merchant Guard', 'Defiant Rake'];
    const p2 = ['Test Vine Warden', 'Gnoll Marauder'];
    expect(menu(p1, p2, at, 'Merchant Guard')).not.toContain('shift');
    expect(menu(p1, p2, at, 'Defiant Rake')).toContain('shift'); // (6,6) is 2 squares from (4,5): outside aura 1
    const stunned = (x: DdmState) => afflict(byLabel(x, 'Test Vine Warden'), 'Stunned');
    expect(menu(p1, p2, at, 'Merchant Guard', stunned)).toContain('shift');
    // Its Stun gone again (a battle where it never had it): the aura is back.
    expect(menu(p1, p2, at, 'Merchant Guard')).not.toContain('shift');
    // Its own allies are not affected: the adjacent Gnoll may shift.
    expect(menu(p1, p2, at, 'Gnoll Marauder')).toContain('shift');
  });
});
