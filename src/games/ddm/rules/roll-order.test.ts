// Tests for ddm-battle-rules-2011 "Resolving Effects" (Simultaneous Effects: "when a creature resolves
// an area attack, its controller decides the order in which to roll attack rolls for the targets"),
// "Area Attacks" / "Close Attacks" (Multiple Targets: a roll against each target, then damage and
// effects simultaneously) and guidelines T1 ("The attack rolls may be resolved in any order"). The
// order is asked only when it can change something (rules/roll-order.ts).
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { attackSchema } from '../cards/schema.js';
import { act, byLabel, ctxFor, turnOf, withCard } from '../testkit.js';
import type { DdmState } from '../state.js';
import { rollOrderMatters } from './roll-order.js';

type Ev = { type: string; data: Record<string, unknown> };
const rolled = (events: Ev[]) => events.filter((e) => e.type === 'attack-roll').map((e) => String(e.data['targetLabel']));
const damaged = (events: Ev[]) => events.filter((e) => e.type === 'damage').map((e) => String(e.data['label']));
const isOrder = (a: Decision) => a.kind === 'order-effects';

/** Picks the Fireblast area holding exactly `labels`. */
function areaWith(s: DdmState, labels: string[]) {
  return (a: Decision): string | null => {
    if (a.kind !== 'choose-area') return null;
    const want = labels.map((l) => byLabel(s, l).id).sort((x, y) => x - y);
    const o = a.options.find((x) => JSON.stringify([...(x.payload as { targets: number[] }).targets].sort((p, q) => p - q)) === JSON.stringify(want));
    if (!o) throw new Error(`no area holding exactly ${labels.join(', ')}`);
    return o.id;
  };
}

/** Gives the Golden Wyvern Initiate a pushing area attack as its attack 2. */
function withGust(s: DdmState): void {
  const card = s.cards['Golden Wyvern Initiate'];
  if (!card) throw new Error('no card');
  const pushing = attackSchema.parse({
    name: 'Test Gust',
    range: { kind: 'area', radius: 1, within: 10 },
    bonus: 12,
    vs: 'Ref',
    damage: [{ amount: 5, type: 'untyped' }],
    effects: [{ kind: 'push', squares: 1 }],
  });
  withCard(s, 'Golden Wyvern Initiate', { ...card, attacks: [...card.attacks.slice(0, 2), pushing] });
}

describe("the order of a close/area attack's rolls", () => {
  it('no question when nothing can react to the single rolls: creature order', () => {
    const s = turnOf(
      ['Golden Wyvern Initiate'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [2, 2],
        [6, 7],
        [6, 8],
      ],
      'Golden Wyvern Initiate',
    );
    const r = act(s, 'attack:2', [15, 15], areaWith(s, ['Gnoll Marauder #1', 'Gnoll Marauder #2']));
    expect(r.asked.filter(isOrder)).toHaveLength(0);
    expect(rolled(r.events)).toEqual(['Gnoll Marauder #1', 'Gnoll Marauder #2']);
  });

  it("a Bodyguard next to two of the targets (one use): the attacker's controller picks which roll comes first", () => {
    // The enemy guard at (5,7) is adjacent to both gnolls at (6,7) and (6,8), outside the radius around (7,8).
    const s = turnOf(
      ['Golden Wyvern Initiate'],
      ['Gnoll Marauder', 'Gnoll Marauder', 'Merchant Guard'],
      [
        [2, 2],
        [6, 7],
        [6, 8],
        [5, 7],
      ],
      'Golden Wyvern Initiate',
    );
    const gwi = byLabel(s, 'Golden Wyvern Initiate');
    const pickArea = areaWith(s, ['Gnoll Marauder #1', 'Gnoll Marauder #2']);
    const r = act(s, 'attack:2', [15, 15], (a) => {
      if (a.kind === 'choose-area') return pickArea(a);
      if (isOrder(a)) return String(byLabel(s, 'Gnoll Marauder #2').id);
      return null; // the guard declines Bodyguard
    });
    const order = r.asked.filter(isOrder);
    expect(order).toHaveLength(1);
    expect(order[0]?.player).toBe(gwi.owner);
    expect(order[0]?.options.map((o) => o.label.split(' (')[0])).toEqual(['Gnoll Marauder #1', 'Gnoll Marauder #2']);
    expect(rolled(r.events)).toEqual(['Gnoll Marauder #2', 'Gnoll Marauder #1']);
    // Still rolls first, damage after: applied in the order the rolls were made.
    expect(r.events.filter((e) => e.type === 'attack-roll' || e.type === 'damage').map((e) => e.type)).toEqual([
      'attack-roll',
      'attack-roll',
      'damage',
      'damage',
    ]);
    expect(damaged(r.events)).toEqual(['Gnoll Marauder #2', 'Gnoll Marauder #1']);
  });

  it('once the Bodyguard is spent the order no longer matters: no further question', () => {
    // Three gnolls all next to the guard at (5,8); the guard redirects the first roll to itself.
    const s = turnOf(
      ['Golden Wyvern Initiate'],
      ['Gnoll Marauder', 'Gnoll Marauder', 'Gnoll Marauder', 'Merchant Guard'],
      [
        [2, 2],
        [6, 7],
        [6, 8],
        [6, 9],
        [5, 8],
      ],
      'Golden Wyvern Initiate',
    );
    const pickArea = areaWith(s, ['Gnoll Marauder #1', 'Gnoll Marauder #2', 'Gnoll Marauder #3']);
    const r = act(s, 'attack:2', [15, 15, 15], (a) => {
      if (a.kind === 'choose-area') return pickArea(a);
      if (isOrder(a)) return String(byLabel(s, 'Gnoll Marauder #3').id);
      if (a.kind === 'use-power') return a.options.find((o) => o.id === 'power:Bodyguard')?.id ?? null;
      return null;
    });
    expect(r.asked.filter(isOrder)).toHaveLength(1);
    expect(r.asked.filter(isOrder)[0]?.options).toHaveLength(3);
    expect(rolled(r.events)).toEqual(['Merchant Guard', 'Gnoll Marauder #1', 'Gnoll Marauder #2']);
  });

  it("an enemy champion's once-per-turn critical-hit power makes the order matter; used up this turn, it doesn't", () => {
    const s = turnOf(
      ['Golden Wyvern Initiate'],
      ['Gnoll Marauder', 'Gnoll Marauder', 'Dwarf Battlemaster'],
      [
        [2, 2],
        [6, 7],
        [6, 8],
        [10, 10],
      ],
      'Golden Wyvern Initiate',
    );
    const gwi = byLabel(s, 'Golden Wyvern Initiate');
    const bm = byLabel(s, 'Dwarf Battlemaster');
    const targets = [byLabel(s, 'Gnoll Marauder #1').id, byLabel(s, 'Gnoll Marauder #2').id];
    expect(rollOrderMatters(ctxFor(s), gwi, targets)).toBe(true);
    expect(rollOrderMatters(ctxFor(s), gwi, targets.slice(0, 1))).toBe(false);
    // Its critical-hit power is its second champion power (index 1).
    s.turn!.champion.push(`${bm.id}:1`);
    expect(rollOrderMatters(ctxFor(s), gwi, targets)).toBe(false);
  });
});

describe('the order of applying the damage and effects', () => {
  it('two hits that push: the controller orders them (each push changes the squares the next can use)', () => {
    const s = turnOf(
      ['Golden Wyvern Initiate'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [2, 2],
        [6, 7],
        [6, 8],
      ],
      'Golden Wyvern Initiate',
      { prepare: withGust },
    );
    const pickArea = areaWith(s, ['Gnoll Marauder #1', 'Gnoll Marauder #2']);
    const r = act(s, 'attack:2', [15, 15], (a) => {
      if (a.kind === 'choose-area') return pickArea(a);
      if (isOrder(a)) return a.options[1]!.id;
      return a.options[0]!.id;
    });
    const order = r.asked.filter(isOrder);
    // No roll-order question (nothing reacts to the rolls); one damage-order question.
    expect(order).toHaveLength(1);
    expect(order[0]?.prompt).toContain('damage and effects');
    expect(damaged(r.events)).toEqual(['Gnoll Marauder #2', 'Gnoll Marauder #1']);
    // Each target's push is resolved with its damage, before the next target's damage.
    const seq = r.events.filter((e) => e.type === 'damage' || e.type === 'forced').map((e) => `${e.type}:${String(e.data['label'])}`);
    expect(seq).toEqual(['damage:Gnoll Marauder #2', 'forced:Gnoll Marauder #2', 'damage:Gnoll Marauder #1', 'forced:Gnoll Marauder #1']);
  });

  it('a miss on one of them leaves a single push: no question', () => {
    const s = turnOf(
      ['Golden Wyvern Initiate'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [2, 2],
        [6, 7],
        [6, 8],
      ],
      'Golden Wyvern Initiate',
      { prepare: withGust },
    );
    const pickArea = areaWith(s, ['Gnoll Marauder #1', 'Gnoll Marauder #2']);
    const r = act(s, 'attack:2', [15, 1], (a) => (a.kind === 'choose-area' ? pickArea(a) : a.options[0]!.id));
    expect(r.asked.filter(isOrder)).toHaveLength(0);
  });
});
