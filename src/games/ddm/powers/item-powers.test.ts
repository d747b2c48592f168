// Tests for ddm-battle-rules-2011, "HOW TO READ AN ITEM STAT CARD", Actions: "A creature that has an
// item assigned to it is treated as though having all powers listed here on its stat card, if it can
// use that item" — triggered, action and resist/immune item powers, not only bonuses.
import { afterAll, describe, expect, it } from 'vitest';
import { defencesOf } from '../rules/common.js';
import type { Cond, DdmState } from '../state.js';
import { act, byLabel, ctxFor, decision, play, turnOf, untilTurnOf, type TestEntry } from '../testkit.js';
import { addTestCards, PLAIN } from './test-cards.js';

const cleanup = addTestCards(
  [{ ...PLAIN, name: 'Test Veteran', level: 10 }],
  [
    { name: 'Test Ring of Fire Warding', minLevel: 1, maxLevel: 8, cost: 3, powers: [{ kind: 'resist', amount: 5, type: 'fire' }] },
    {
      name: 'Test Boots of Striding',
      minLevel: 1,
      maxLevel: 8,
      cost: 3,
      powers: [{ kind: 'action', name: 'Striding Step', action: 'minor', uses: 1, effect: { kind: 'shift' } }],
    },
  ],
);
afterAll(cleanup);

const useResistance = (a: { kind: string; options: readonly { id: string }[] }) =>
  a.kind === 'use-power' && a.options.some((o) => o.id === 'power:Resistance') ? 'power:Resistance' : null;

/** Ongoing damage from no one's attack (save ends). */
const ongoing = (amount: number, dtype: Cond['dtype']): Omit<Cond, 'id' | 'ownTurn'> => ({
  kind: 'ongoing',
  name: 'test',
  amount,
  dtype,
  defense: 'all',
  duration: 'save-ends',
  source: -1,
  sourcePlayer: 1,
});

/** The first creature of player 1 (at `at`'s first square) and a Gnoll Marauder, `label`'s turn started through the game API. */
const turnWith = (p1: readonly TestEntry[], at: readonly (readonly [number, number])[], label: string, prepare?: (s: DdmState) => void) =>
  turnOf(p1, ['Gnoll Marauder'], at, label, prepare ? { prepare } : {});

describe('Cloak of Resistance (a real item, in our words): a triggered item power', () => {
  it('after an attack damages the bearer it may take +1 to all defenses for the rest of the battle', () => {
    const s = turnWith(
      [{ card: 'Merchant Guard', items: ['Cloak of Resistance'] }],
      [
        [4, 4],
        [4, 5],
      ],
      'Gnoll Marauder',
    );
    const guard = byLabel(s, 'Merchant Guard');
    const ac = () => ctxFor(s).query('defense', 19, { creature: guard.id, defense: 'AC' });
    expect(ac()).toBe(19);
    const r = act(s, 'attack:0', [19], useResistance);
    expect(guard.hp).toBeLessThan(guard.maxHp);
    expect(r.asked.some((a) => a.kind === 'use-power' && a.options.some((o) => o.id === 'power:Resistance'))).toBe(true);
    expect(ac()).toBe(20);
    expect(ctxFor(s).query('defense', 15, { creature: guard.id, defense: 'Will' })).toBe(16);
    // It lasts: the end of the bearer's turn and of the round do not end it.
    play(s, ['end']);
    expect(s.turn?.creature).toBe(guard.id);
    untilTurnOf(s, 'Gnoll Marauder');
    expect(ac()).toBe(20);
    // After a second hit (the gnoll's next turn) it is not offered again: the same power's bonus would
    // count once ("Duplicate Effects"), so using it again could add nothing.
    const again = act(s, 'attack:0', [19], useResistance);
    expect(guard.hp).toBeLessThan(guard.maxHp - 5);
    expect(again.asked.filter((a) => a.kind === 'use-power')).toEqual([]);
    expect(ac()).toBe(20);
  });

  it('damage that is not from an attack (ongoing) does not offer it', () => {
    const s = turnWith(
      [{ card: 'Merchant Guard', items: ['Cloak of Resistance'] }],
      [
        [4, 4],
        [8, 8],
      ],
      'Gnoll Marauder',
      (st) => void byLabel(st, 'Merchant Guard').conds.push({ ...ongoing(5, 'fire'), id: 99, ownTurn: false }),
    );
    const guard = byLabel(s, 'Merchant Guard');
    // The gnoll's turn ends; the guard's starts with the ongoing damage and goes straight to its menu.
    const r = play(s, ['end']);
    expect(r.events.some((e) => e.type === 'damage')).toBe(true);
    expect(guard.hp).toBe(25);
    expect(s.turn?.creature).toBe(guard.id);
    expect(decision(s).kind).toBe('choose-action');
  });

  it('a creature that cannot use the item (level above its range) does not get the power', () => {
    const s = turnWith(
      [{ card: 'Test Veteran', items: ['Cloak of Resistance'] }],
      [
        [4, 4],
        [4, 5],
      ],
      'Gnoll Marauder',
    );
    const vet = byLabel(s, 'Test Veteran');
    expect(vet.usableItems).toEqual([]);
    const r = act(s, 'attack:0', [19], useResistance);
    expect(vet.hp).toBeLessThan(vet.maxHp);
    expect(r.asked.filter((a) => a.kind === 'use-power')).toEqual([]);
  });
});

describe('item resist and action powers', () => {
  it('an item Resist 5 fire reduces ongoing fire damage like a printed Resist', () => {
    const s = turnWith(
      [{ card: 'Merchant Guard', items: ['Test Ring of Fire Warding'] }, { card: 'Defiant Rake' }],
      [
        [4, 4],
        [6, 4],
        [8, 8],
      ],
      'Gnoll Marauder',
      (st) => {
        for (const c of [byLabel(st, 'Merchant Guard'), byLabel(st, 'Defiant Rake')]) c.conds.push({ ...ongoing(10, 'fire'), id: 90 + c.id, ownTurn: false });
      },
    );
    const guard = byLabel(s, 'Merchant Guard');
    const rake = byLabel(s, 'Defiant Rake');
    expect(defencesOf(s, guard).resist).toEqual([{ amount: 5, type: 'fire' }]);
    // The gnoll's turn ends; the guard's turn starts (ongoing fire), ends, and the rake's starts.
    play(s, ['end', String(guard.id)]);
    expect(s.turn?.creature).toBe(guard.id);
    play(s, ['end']);
    expect(s.turn?.creature).toBe(rake.id);
    expect([guard.maxHp - guard.hp, rake.maxHp - rake.hp]).toEqual([5, 10]);
  });

  it("an item's action power is in the bearer's menu and spends its use", () => {
    const s = turnWith(
      [{ card: 'Merchant Guard', items: ['Test Boots of Striding'] }],
      [
        [4, 4],
        [8, 8],
      ],
      'Merchant Guard',
    );
    const guard = byLabel(s, 'Merchant Guard');
    const ids = () => decision(s).options.map((o) => o.id);
    expect(ids()).toContain('power:Striding Step');
    act(s, 'power:Striding Step', [], (a) => (a.kind === 'choose-destination' ? '5,4' : null));
    expect(guard.pos).toEqual({ x: 5, y: 4 });
    untilTurnOf(s, 'Merchant Guard');
    expect(ids()).not.toContain('power:Striding Step');
  });
});
