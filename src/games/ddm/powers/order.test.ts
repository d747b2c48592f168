// Tests for ddm-battle-rules-2011 "Resolving Effects" (Simultaneous Effects: the acting player
// decides the order; Cancellation Effects: a trigger made invalid stops the other effects),
// "Start of Turn Phase" 3 / "Making an Attack" 1 (the acting player declares first, then the
// other player) and guidelines Glossary "Simultaneous Effects" (R5, F2).
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { creatureCardSchema } from '../cards/schema.js';
import { act, byLabel, ctxFor, decision, play, turnOf, withCard } from '../testkit.js';
import type { DdmState } from '../state.js';

const useRockSolidHeal = (a: Decision): string | null => {
  if (a.kind !== 'use-power') return null;
  return a.options.find((o) => o.id === 'power:Rock Solid|heal')?.id ?? 'no';
};

/** The Merchant Guard's turn: two Dwarf Battlemasters far off, the Guard next to a Treant. */
const battlemasters = (prepare: (s: DdmState) => void) =>
  turnOf(
    ['Dwarf Battlemaster', 'Dwarf Battlemaster', 'Merchant Guard'],
    ['Treant'],
    [
      [9, 9],
      [0, 9],
      [4, 4],
      [4, 5],
    ],
    'Merchant Guard',
    { prepare },
  );

describe('simultaneous effects are ordered by the acting player', () => {
  it('two Battlemasters both use Rock Solid on one critical hit: the acting player picks which resolves first', () => {
    const s = battlemasters((st) => {
      byLabel(st, 'Dwarf Battlemaster #1').hp = 30;
      byLabel(st, 'Dwarf Battlemaster #2').hp = 30;
    });
    const [bm1, bm2] = [byLabel(s, 'Dwarf Battlemaster #1'), byLabel(s, 'Dwarf Battlemaster #2')];
    const r = act(s, 'attack:0', [20], (a) => (a.kind === 'order-effects' ? '1' : useRockSolidHeal(a)));
    const order = r.asked.filter((a) => a.kind === 'order-effects');
    expect(order).toHaveLength(1);
    expect(order[0]?.player).toBe(0);
    expect(order[0]?.options.map((o) => o.label)).toEqual(['Dwarf Battlemaster #1: Rock Solid (heal)', 'Dwarf Battlemaster #2: Rock Solid (heal)']);
    expect(r.events.filter((e) => e.type === 'heal').map((e) => e.data['label'])).toEqual(['Dwarf Battlemaster #2', 'Dwarf Battlemaster #1']);
    expect([bm1.hp, bm2.hp]).toEqual([50, 50]);
  });

  it('no order question when only one power is declared', () => {
    // The other is unhurt with Crushing Blow unspent: nothing to use.
    const s = battlemasters((st) => {
      byLabel(st, 'Dwarf Battlemaster #1').hp = 30;
    });
    const r = act(s, 'attack:0', [20], useRockSolidHeal);
    expect(r.asked.some((a) => a.kind === 'order-effects')).toBe(false);
    expect(r.events.filter((e) => e.type === 'heal').map((e) => e.data['label'])).toEqual(['Dwarf Battlemaster #1']);
  });

  it('the acting player declares first, then the other player; the acting player orders (start of round)', () => {
    const s = turnOf(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [2, 2],
        [8, 8],
      ],
      'Merchant Guard',
      {
        prepare: (st) => {
          // Test cards: each has a start-of-round self-heal.
          for (const name of ['Merchant Guard', 'Dire Wolf']) {
            const card = st.cards[name]!;
            withCard(
              st,
              name,
              creatureCardSchema.parse({
                ...card,
                powers: [{ kind: 'triggered', name: 'Mend', trigger: 'start-of-round', activated: true, effect: { kind: 'heal-self', amount: 10 } }],
              }),
            );
          }
          byLabel(st, 'Merchant Guard').hp = 10;
          byLabel(st, 'Dire Wolf').hp = 10;
        },
      },
    );
    // The start of round 2 is run by round 1's champion-test winner, here player 2 (index 1).
    expect(s.champion).toBe(1);
    // Both turns of round 1 end; round 2 opens with the start-of-round window.
    play(s, ['end', 'end']);
    const asked: Decision[] = [];
    const events: ReturnType<typeof play>['events'] = [];
    while (decision(s).kind !== 'initiative') {
      const a = decision(s);
      asked.push(a);
      events.push(...play(s, [a.kind === 'use-power' ? 'power:Mend' : (a.options[0] as { id: string }).id]).events);
    }
    expect(asked.map((a) => [a.kind, a.player])).toEqual([
      ['use-power', 1],
      ['use-power', 0],
      ['order-effects', 1],
    ]);
    expect(events.filter((e) => e.type === 'heal').map((e) => e.data['label'])).toEqual(['Dire Wolf', 'Merchant Guard']);
  });

  it('a declared effect whose trigger another one cancelled does nothing and spends nothing (two Bodyguards)', () => {
    const s = turnOf(
      ['Merchant Guard', 'Merchant Guard', 'Defiant Rake'],
      ['Gnoll Marauder'],
      [
        [4, 5],
        [6, 5],
        [5, 5],
        [5, 6],
      ],
      'Gnoll Marauder',
    );
    const [g1, g2] = [byLabel(s, 'Merchant Guard #1'), byLabel(s, 'Merchant Guard #2')];
    const rake = byLabel(s, 'Defiant Rake');
    const r = act(s, 'attack:0', [15], (a) => {
      if (a.kind === 'choose-target') return String(rake.id);
      if (a.kind === 'use-power') return a.options.find((o) => o.id === 'power:Bodyguard')?.id ?? 'no';
      if (a.kind === 'order-effects') return a.options.find((o) => o.label.startsWith('Merchant Guard #2'))?.id ?? null;
      return null;
    });
    // The gnoll's player is acting, so it chooses which guard's redirect happens.
    expect(r.asked.find((a) => a.kind === 'order-effects')?.player).toBe(1);
    expect(r.events.filter((e) => e.type === 'damage').map((e) => e.data['label'])).toEqual(['Merchant Guard #2']);
    const ctx = ctxFor(s);
    expect(ctx.counters.available(`${g2.id}:Bodyguard`, 1)).toBe(false);
    expect(ctx.counters.available(`${g1.id}:Bodyguard`, 1)).toBe(true);
  });
});

describe('windows ask only when something can be used', () => {
  it('a whole attack with no usable reaction asks nothing', () => {
    const s = turnOf(
      ['Defiant Rake'],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [5, 6],
      ],
      'Defiant Rake',
    );
    const r = act(s, 'attack:0', [20]);
    // Only the menu choice that started the attack.
    expect(r.asked.map((a) => a.kind)).toEqual(['choose-action']);
  });
});

describe('opportunity attacks provoked together ("Opportunity Attacks": resolved in simultaneous order)', () => {
  it("both enemies declare; the mover's player orders them; an attack that destroys the mover cancels the other", () => {
    const s = turnOf(
      ['Merchant Guard', 'Eternal Blade'],
      ['Black Dragon Hatchling'],
      [
        [5, 6],
        [4, 5],
        [5, 5],
      ],
      'Black Dragon Hatchling',
    );
    const [guard, blade] = [byLabel(s, 'Merchant Guard'), byLabel(s, 'Eternal Blade')];
    const hatchling = byLabel(s, 'Black Dragon Hatchling');
    const r = act(s, 'move', [15], (a) => {
      if (a.kind === 'choose-destination') return '8,5';
      if (a.kind === 'opportunity-attack') return a.options[0]!.id;
      if (a.kind === 'order-effects') return a.options.find((o) => o.label.startsWith('Eternal Blade'))?.id ?? null;
      return null;
    });
    // After the menu choice that started the move.
    expect(r.asked.slice(1).map((a) => [a.kind, a.player])).toEqual([
      ['choose-destination', 1],
      ['opportunity-attack', 0],
      ['opportunity-attack', 0],
      ['order-effects', 1],
    ]);
    expect(hatchling.destroyed).toBe(true);
    expect(r.events.filter((e) => e.type === 'attack').map((e) => e.data['label'])).toEqual(['Eternal Blade']);
    // The guard's opportunity attack never happened: the turn's only one is the Blade's (the battle is
    // over with the hatchling gone, so the turn is read from the attacks made).
    const oa = r.events.filter((e) => e.type === 'attack' && e.data['mode'] === 'opportunity').map((e) => e.data['creature']);
    expect(oa).toEqual([blade.id]);
    expect(oa).not.toContain(guard.id);
  });
});
