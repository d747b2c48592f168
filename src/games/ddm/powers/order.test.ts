// Tests for ddm-battle-rules-2011 "Resolving Effects" (Simultaneous Effects: the acting player
// decides the order; Cancellation Effects: a trigger made invalid stops the other effects),
// "Start of Turn Phase" 3 / "Making an Attack" 1 (the acting player declares first, then the
// other player) and guidelines Glossary "Simultaneous Effects" (R5, F2).
import { describe, expect, it } from 'vitest';
import type { Ask } from '../../../core/index.js';
import { creatureCardSchema } from '../cards/schema.js';
import { battle, byLabel, ctxFor, drive, startTurn, step } from '../testkit.js';
import type { DdmState } from '../state.js';
import { windowsFor } from './windows.js';

const useRockSolidHeal = (a: Ask): string | null => {
  if (a.kind !== 'use-power') return null;
  return a.options.find((o) => o.id === 'power:Rock Solid|heal')?.id ?? 'no';
};

describe('simultaneous effects are ordered by the acting player', () => {
  it('two Battlemasters both use Rock Solid on one critical hit: the acting player picks which resolves first', () => {
    const s = battle(
      ['Dwarf Battlemaster', 'Dwarf Battlemaster', 'Merchant Guard'],
      ['Treant'],
      [
        [9, 9],
        [0, 9],
        [4, 4],
        [4, 5],
      ],
    );
    const [bm1, bm2] = [byLabel(s, 'Dwarf Battlemaster #1'), byLabel(s, 'Dwarf Battlemaster #2')];
    bm1.hp = 30;
    bm2.hp = 30;
    const guard = byLabel(s, 'Merchant Guard');
    startTurn(s, guard);
    const r = drive(s, [step('attack', { attacker: guard.id, attackIndex: 0, target: -1, mode: 'action' })], [20], (a) =>
      a.kind === 'order-effects' ? '1' : useRockSolidHeal(a),
    );
    const order = r.asks.filter((a) => a.kind === 'order-effects');
    expect(order).toHaveLength(1);
    expect(order[0]?.player).toBe(0);
    expect(order[0]?.options.map((o) => o.label)).toEqual(['Dwarf Battlemaster #1: Rock Solid (heal)', 'Dwarf Battlemaster #2: Rock Solid (heal)']);
    expect(r.events.filter((e) => e.type === 'heal').map((e) => e.data['label'])).toEqual(['Dwarf Battlemaster #2', 'Dwarf Battlemaster #1']);
    expect([bm1.hp, bm2.hp]).toEqual([50, 50]);
  });

  it('no order question when only one power is declared', () => {
    const s = battle(
      ['Dwarf Battlemaster', 'Dwarf Battlemaster', 'Merchant Guard'],
      ['Treant'],
      [
        [9, 9],
        [0, 9],
        [4, 4],
        [4, 5],
      ],
    );
    byLabel(s, 'Dwarf Battlemaster #1').hp = 30; // the other is unhurt with Crushing Blow unspent: nothing to use
    const guard = byLabel(s, 'Merchant Guard');
    startTurn(s, guard);
    const r = drive(s, [step('attack', { attacker: guard.id, attackIndex: 0, target: -1, mode: 'action' })], [20], useRockSolidHeal);
    expect(r.asks.some((a) => a.kind === 'order-effects')).toBe(false);
    expect(r.events.filter((e) => e.type === 'heal').map((e) => e.data['label'])).toEqual(['Dwarf Battlemaster #1']);
  });

  it('the acting player declares first, then the other player; the acting player orders (start of round)', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [2, 2],
        [8, 8],
      ],
    );
    // Test cards: each has a start-of-round self-heal.
    for (const name of ['Merchant Guard', 'Dire Wolf']) {
      const card = s.cards[name]!;
      s.cards[name] = creatureCardSchema.parse({
        ...card,
        powers: [{ kind: 'triggered', name: 'Mend', trigger: 'start-of-round', activated: true, effect: { kind: 'heal-self', amount: 10 } }],
      });
    }
    const [guard, wolf] = [byLabel(s, 'Merchant Guard'), byLabel(s, 'Dire Wolf')];
    guard.hp = 10;
    wolf.hp = 10;
    // The start of round is run by the last champion-test winner, here player 2 (index 1).
    s.turn = {
      creature: -1,
      controller: 1,
      attack: false,
      move: false,
      minor: false,
      single: false,
      noActions: true,
      charged: false,
      start: null,
      immediate: [],
      oa: [],
      champion: [],
    };
    const r = drive(s, windowsFor(s, ['start-of-round'], -1, -1), [], (a) =>
      a.kind === 'use-power' ? 'power:Mend' : a.kind === 'order-effects' ? (a.options[0]?.id ?? null) : null,
    );
    expect(r.asks.map((a) => [a.kind, a.player])).toEqual([
      ['use-power', 1],
      ['use-power', 0],
      ['order-effects', 1],
    ]);
    expect(r.events.filter((e) => e.type === 'heal').map((e) => e.data['label'])).toEqual(['Dire Wolf', 'Merchant Guard']);
  });

  it('a declared effect whose trigger another one cancelled does nothing and spends nothing (two Bodyguards)', () => {
    const s = battle(
      ['Merchant Guard', 'Merchant Guard', 'Defiant Rake'],
      ['Gnoll Marauder'],
      [
        [4, 5],
        [6, 5],
        [5, 5],
        [5, 6],
      ],
    );
    const [g1, g2] = [byLabel(s, 'Merchant Guard #1'), byLabel(s, 'Merchant Guard #2')];
    const gnoll = byLabel(s, 'Gnoll Marauder');
    startTurn(s, gnoll);
    const r = drive(s, [step('attack', { attacker: gnoll.id, attackIndex: 0, target: byLabel(s, 'Defiant Rake').id, mode: 'action' })], [15], (a) => {
      if (a.kind === 'use-power') return a.options.find((o) => o.id === 'power:Bodyguard')?.id ?? 'no';
      if (a.kind === 'order-effects') return a.options.find((o) => o.label.startsWith('Merchant Guard #2'))?.id ?? null;
      return null;
    });
    // The gnoll's player is acting, so it chooses which guard's redirect happens.
    expect(r.asks.find((a) => a.kind === 'order-effects')?.player).toBe(1);
    expect(r.events.filter((e) => e.type === 'damage').map((e) => e.data['label'])).toEqual(['Merchant Guard #2']);
    const ctx = ctxFor(s);
    expect(ctx.counters.available(`${g2.id}:Bodyguard`, 1)).toBe(false);
    expect(ctx.counters.available(`${g1.id}:Bodyguard`, 1)).toBe(true);
  });
});

describe('windows ask only when something can be used', () => {
  it('a whole attack with no usable reaction asks nothing', () => {
    const s: DdmState = battle(
      ['Defiant Rake'],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [5, 6],
      ],
    );
    const rake = byLabel(s, 'Defiant Rake');
    startTurn(s, rake);
    const r = drive(s, [step('attack', { attacker: rake.id, attackIndex: 0, target: -1, mode: 'action' })], [20]);
    expect(r.asks).toEqual([]);
  });
});

describe('opportunity attacks provoked together ("Opportunity Attacks": resolved in simultaneous order)', () => {
  it("both enemies declare; the mover's player orders them; an attack that destroys the mover cancels the other", () => {
    const s = battle(
      ['Merchant Guard', 'Eternal Blade'],
      ['Black Dragon Hatchling'],
      [
        [5, 6],
        [4, 5],
        [5, 5],
      ],
    );
    const [guard, blade] = [byLabel(s, 'Merchant Guard'), byLabel(s, 'Eternal Blade')];
    const hatchling = byLabel(s, 'Black Dragon Hatchling');
    startTurn(s, hatchling);
    const r = drive(s, [step('move', { creature: hatchling.id, mode: 'move', factor: 1 })], [15], (a) => {
      if (a.kind === 'choose-destination') return '8,5';
      if (a.kind === 'opportunity-attack') return a.options[0]!.id;
      if (a.kind === 'order-effects') return a.options.find((o) => o.label.startsWith('Eternal Blade'))?.id ?? null;
      return null;
    });
    expect(r.asks.map((a) => [a.kind, a.player])).toEqual([
      ['choose-destination', 1],
      ['opportunity-attack', 0],
      ['opportunity-attack', 0],
      ['order-effects', 1],
    ]);
    expect(hatchling.destroyed).toBe(true);
    expect(r.events.filter((e) => e.type === 'attack').map((e) => e.data['label'])).toEqual(['Eternal Blade']);
    // The guard's opportunity attack never happened: it is still unused this turn.
    expect(s.turn?.oa).toEqual([blade.id]);
    expect(s.turn?.oa).not.toContain(guard.id);
  });
});
