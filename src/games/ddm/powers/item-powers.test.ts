// Tests for ddm-battle-rules-2011, "HOW TO READ AN ITEM STAT CARD", Actions: "A creature that has an
// item assigned to it is treated as though having all powers listed here on its stat card, if it can
// use that item" — triggered, action and resist/immune item powers, not only bonuses.
import { afterAll, describe, expect, it } from 'vitest';
import { defencesOf } from '../rules/common.js';
import { actionMenu } from '../rules/turn.js';
import { byLabel, ctxFor, drive, startTurn, step } from '../testkit.js';
import { addTestCards, battleWith, PLAIN } from './test-cards.js';

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

describe('Cloak of Resistance (a real item, in our words): a triggered item power', () => {
  it('after an attack damages the bearer it may take +1 to all defenses for the rest of the battle', () => {
    const s = battleWith(
      [{ card: 'Merchant Guard', items: ['Cloak of Resistance'] }],
      [{ card: 'Gnoll Marauder' }],
      [
        [4, 4],
        [4, 5],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const ac = () => ctxFor(s).query('defense', 19, { creature: guard.id, defense: 'AC' });
    expect(ac()).toBe(19);
    startTurn(s, gnoll);
    const r = drive(s, [step('attack', { attacker: gnoll.id, attackIndex: 0, target: guard.id, mode: 'action' })], [19], useResistance);
    expect(guard.hp).toBeLessThan(guard.maxHp);
    expect(r.asks.some((a) => a.kind === 'use-power' && a.options.some((o) => o.id === 'power:Resistance'))).toBe(true);
    expect(ac()).toBe(20);
    expect(ctxFor(s).query('defense', 15, { creature: guard.id, defense: 'Will' })).toBe(16);
    // After a second hit it is not offered again: the same power's bonus would count once ("Duplicate
    // Effects"), so using it again could add nothing.
    const again = drive(s, [step('attack', { attacker: gnoll.id, attackIndex: 0, target: guard.id, mode: 'action' })], [19], useResistance);
    expect(guard.hp).toBeLessThan(guard.maxHp - 5);
    expect(again.asks.filter((a) => a.kind === 'use-power')).toEqual([]);
    expect(ac()).toBe(20);
    // It lasts: the end of the bearer's turn and of the round do not end it.
    startTurn(s, guard);
    drive(s, [step('turn-end', { creature: guard.id })]);
    expect(ac()).toBe(20);
  });

  it('damage that is not from an attack (ongoing) does not offer it', () => {
    const s = battleWith(
      [{ card: 'Merchant Guard', items: ['Cloak of Resistance'] }],
      [{ card: 'Gnoll Marauder' }],
      [
        [4, 4],
        [8, 8],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    guard.conds.push({
      id: 99,
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
    const r = drive(s, [step('turn-start', { creature: guard.id })]);
    expect(guard.hp).toBe(25);
    expect(r.asks.filter((a) => a.kind === 'use-power')).toEqual([]);
  });

  it('a creature that cannot use the item (level above its range) does not get the power', () => {
    const s = battleWith(
      [{ card: 'Test Veteran', items: ['Cloak of Resistance'] }],
      [{ card: 'Gnoll Marauder' }],
      [
        [4, 4],
        [4, 5],
      ],
    );
    const vet = byLabel(s, 'Test Veteran');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    expect(vet.usableItems).toEqual([]);
    startTurn(s, gnoll);
    const r = drive(s, [step('attack', { attacker: gnoll.id, attackIndex: 0, target: vet.id, mode: 'action' })], [19], useResistance);
    expect(vet.hp).toBeLessThan(vet.maxHp);
    expect(r.asks.filter((a) => a.kind === 'use-power')).toEqual([]);
  });
});

describe('item resist and action powers', () => {
  it('an item Resist 5 fire reduces ongoing fire damage like a printed Resist', () => {
    const s = battleWith(
      [{ card: 'Merchant Guard', items: ['Test Ring of Fire Warding'] }, { card: 'Defiant Rake' }],
      [{ card: 'Gnoll Marauder' }],
      [
        [4, 4],
        [6, 4],
        [8, 8],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    const rake = byLabel(s, 'Defiant Rake');
    expect(defencesOf(s, guard).resist).toEqual([{ amount: 5, type: 'fire' }]);
    for (const c of [guard, rake])
      c.conds.push({
        id: 90 + c.id,
        kind: 'ongoing',
        name: 'test',
        amount: 10,
        dtype: 'fire',
        defense: 'all',
        duration: 'save-ends',
        source: -1,
        sourcePlayer: 1,
        ownTurn: false,
      });
    drive(s, [step('turn-start', { creature: guard.id })]);
    drive(s, [step('turn-start', { creature: rake.id })]);
    expect([guard.maxHp - guard.hp, rake.maxHp - rake.hp]).toEqual([5, 10]);
  });

  it("an item's action power is in the bearer's menu and spends its use", () => {
    const s = battleWith(
      [{ card: 'Merchant Guard', items: ['Test Boots of Striding'] }],
      [{ card: 'Gnoll Marauder' }],
      [
        [4, 4],
        [8, 8],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    startTurn(s, guard);
    const ids = () => actionMenu(ctxFor(s), guard).map((o) => o.id);
    expect(ids()).toContain('power:Striding Step');
    drive(s, [step('turn-actions', { creature: guard.id })], [], (a) =>
      a.kind === 'choose-action' && a.options.some((o) => o.id === 'power:Striding Step')
        ? 'power:Striding Step'
        : a.kind === 'choose-destination'
          ? '5,4'
          : null,
    );
    expect(guard.pos).toEqual({ x: 5, y: 4 });
    startTurn(s, guard);
    expect(ids()).not.toContain('power:Striding Step');
  });
});
