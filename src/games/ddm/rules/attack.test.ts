// Tests for ddm-battle-rules-2011 "Bonuses and Penalties" (Battlemaster + Sneak Attack = +20; two
// Battlemasters don't stack), "Attack Roll", "Flanking", "Combat Advantage", and the guidelines'
// multi-roll example (Feral troll: 20 and 60).
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { geo } from '../geo.js';
import { act, battle, byLabel, ctxFor as driveCtx, testCondition, turnOf, withCard } from '../testkit.js';
import { addCond } from './common.js';
import { multiRollBase } from './attack.js';
import { combatAdvantage, flanking, singleTargets } from './attack-options.js';
import { STARTER_CREATURES } from '../content/creatures.js';

const damageOf = (events: { type: string; data: Record<string, unknown> }[], label: string) =>
  events.filter((e) => e.type === 'damage' && e.data['label'] === label).map((e) => e.data['amount']);

const useChampion = (a: { readonly kind: string; readonly options: readonly { readonly id: string }[] }) =>
  a.kind === 'use-power' ? (a.options.find((o) => o.id.startsWith('champion:'))?.id ?? 'no') : null;

describe('bonuses and penalties', () => {
  it('Defiant Rake with combat advantage plus the Dwarf Battlemaster champion power: +20 damage in all', () => {
    // Rake at (5,5) attacks a Dazed Gnoll at (5,6) (Dazed grants combat advantage); Battlemaster nearby.
    const s = turnOf(
      ['Defiant Rake', 'Dwarf Battlemaster'],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [8, 8],
        [5, 6],
      ],
      'Defiant Rake',
      {
        prepare: (st) => addCond(st, byLabel(st, 'Gnoll Marauder'), testCondition('Dazed', 0)),
      },
    );
    const r = act(s, 'attack:0', [12], useChampion);
    // 10 base + 10 Sneak Attack + 10 champion power.
    expect(damageOf(r.events, 'Gnoll Marauder')).toEqual([30]);
  });

  it('two Dwarf Battlemasters using the same champion power on one attack give +10, not +20', () => {
    const s = turnOf(
      ['Defiant Rake', 'Dwarf Battlemaster', 'Dwarf Battlemaster'],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [8, 8],
        [9, 9],
        [5, 6],
      ],
      'Defiant Rake',
    );
    const r = act(s, 'attack:0', [15], useChampion);
    expect(r.events.filter((e) => e.type === 'power').length).toBe(2);
    expect(damageOf(r.events, 'Gnoll Marauder')).toEqual([20]);
  });
});

describe('multi-roll single attacks (guidelines: Feral troll)', () => {
  const claws = STARTER_CREATURES.find((c) => c.name === 'Feral Troll')?.attacks[1];
  it('one critical hit and one miss: 10 doubled = 20', () => {
    const s = turnOf(
      ['Feral Troll'],
      ['Eternal Blade'],
      [
        [4, 4],
        [6, 4],
      ],
      'Feral Troll',
    );
    const r = act(s, 'attack:1', [20, 1]);
    expect(damageOf(r.events, 'Eternal Blade')).toEqual([20]);
    expect(claws && multiRollBase(claws, 1)).toEqual([{ amount: 10, type: 'untyped' }]);
  });
  it('two hits with a critical: 30 doubled = 60, still a single attack', () => {
    const s = turnOf(
      ['Feral Troll'],
      ['Eternal Blade'],
      [
        [4, 4],
        [6, 4],
      ],
      'Feral Troll',
    );
    const r = act(s, 'attack:1', [20, 16]);
    expect(damageOf(r.events, 'Eternal Blade')).toEqual([60]);
    expect(r.events.filter((e) => e.type === 'attack-roll')).toHaveLength(1);
  });
});

describe('attack roll', () => {
  it('a natural 1 misses whatever the bonus; a natural 20 hits and is critical', () => {
    // The Blade's sword against the adjacent hatchling, in a fresh battle for each roll.
    const swing = (d20: number) =>
      act(
        turnOf(
          ['Eternal Blade'],
          ['Black Dragon Hatchling'],
          [
            [4, 4],
            [4, 5],
          ],
          'Eternal Blade',
        ),
        'attack:0',
        [d20],
      );
    const miss = swing(1);
    expect(miss.events.find((e) => e.type === 'attack-roll')?.data['hit']).toBe(false);
    const crit = swing(20);
    expect(crit.events.find((e) => e.type === 'attack-roll')?.data['crit']).toBe(true);
  });
  it('a flanked target grants combat advantage (+2); a Dazed ally cannot flank', () => {
    const s = turnOf(
      ['Merchant Guard', 'Merchant Guard'],
      ['Gnoll Marauder'],
      [
        [4, 5],
        [6, 5],
        [5, 5],
      ],
      'Merchant Guard #1',
    );
    const [a, b] = [byLabel(s, 'Merchant Guard #1'), byLabel(s, 'Merchant Guard #2')];
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const g = geo(s);
    expect(flanking(driveCtx(s), g, a, gnoll)).toBe(true);
    expect(combatAdvantage(driveCtx(s), g, a, gnoll, true)).toBe(true);
    addCond(s, b, testCondition('Dazed', 1));
    expect(flanking(driveCtx(s), geo(s), a, gnoll)).toBe(false);
    // Not opposite: the ally moved to a side square next to the attacker.
    b.conds = [];
    b.pos = { x: 5, y: 4 };
    expect(flanking(driveCtx(s), geo(s), a, gnoll)).toBe(false);
  });
});

describe('target choices show the attack roll before choosing', () => {
  it('each target option carries the modified bonus, the defense, combat advantage and cover', () => {
    // Guard #1 at (4,5) flanks the gnoll at (5,5) with Guard #2 at (6,5); the gnoll at (3,5) is not flanked.
    const s = turnOf(
      ['Merchant Guard', 'Merchant Guard'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [4, 5],
        [6, 5],
        [5, 5],
        [3, 5],
      ],
      'Merchant Guard #1',
    );
    let asked: Decision | null = null;
    act(s, 'attack:0', [10], (q) => {
      if (q.kind !== 'choose-target') return null;
      asked = q;
      return q.options[0]?.id ?? null;
    });
    const q = asked as Decision | null;
    expect(q).not.toBeNull();
    const byPos = (x: number) => q?.options.find((o) => o.id === String(s.creatures.find((c) => c.pos?.x === x && c.pos?.y === 5)?.id));
    const flanked = byPos(5)?.payload as { bonus: number; vs: string; defense: number; combatAdvantage: boolean; cover: boolean };
    const alone = byPos(3)?.payload as typeof flanked;
    expect(flanked.combatAdvantage).toBe(true);
    expect(alone.combatAdvantage).toBe(false);
    expect(flanked.bonus - alone.bonus).toBe(2);
    expect(flanked.cover).toBe(false);
    expect(byPos(5)?.label).toContain(`+${flanked.bonus} vs ${flanked.vs} ${flanked.defense}, combat advantage`);
  });
});

describe('close and area attacks', () => {
  it('an area attack rolls against every creature in the area first, then applies the damage; Golden Wyvern leaves its ally out', () => {
    // Fireblast (radius 1 within 10) at two adjacent gnolls with an allied guard beside them.
    const s = turnOf(
      ['Golden Wyvern Initiate', 'Merchant Guard'],
      ['Gnoll Marauder', 'Gnoll Marauder'],
      [
        [2, 2],
        [6, 7],
        [6, 8],
        [7, 8],
      ],
      'Golden Wyvern Initiate',
    );
    const r = act(s, 'attack:2', [15, 15], (a) => {
      if (a.kind !== 'choose-area') return null;
      // An area holding both gnolls (and the guard, whom Golden Wyvern leaves out).
      const covers = (id: string) => {
        const [x, y] = id.slice(5).split(',').map(Number);
        return Math.abs((x ?? 0) - 6) <= 1 && Math.abs((y ?? 0) - 7) <= 1;
      };
      const pick = a.options.find((o) => covers(o.id) && (o.payload as { targets: number[] }).targets.length === 2);
      if (!pick) throw new Error('no area covering the guard and both gnolls');
      return pick.id;
    });
    const kinds = r.events
      .filter((e) => e.type === 'attack-roll' || e.type === 'damage')
      .map((e) => `${e.type}:${String(e.data['targetLabel'] ?? e.data['label'])}`);
    expect(kinds).toEqual(['attack-roll:Gnoll Marauder #1', 'attack-roll:Gnoll Marauder #2', 'damage:Gnoll Marauder #1', 'damage:Gnoll Marauder #2']);
    expect(byLabel(s, 'Merchant Guard').hp).toBe(30);
  });
  it('an area attack provokes opportunity attacks from adjacent enemies first; if they destroy the attacker the attack is lost', () => {
    const s = turnOf(
      ['Golden Wyvern Initiate'],
      ['Eternal Blade', 'Gnoll Marauder'],
      [
        [2, 2],
        [2, 3],
        [8, 8],
      ],
      'Golden Wyvern Initiate',
      { prepare: (st) => void (byLabel(st, 'Golden Wyvern Initiate').hp = 10) },
    );
    const gwi = byLabel(s, 'Golden Wyvern Initiate');
    const r = act(s, 'attack:2', [15], (a) => (a.kind === 'opportunity-attack' ? 'attack:0' : null));
    expect(gwi.destroyed).toBe(true);
    expect(r.events.some((e) => e.type === 'attack-lost')).toBe(true);
  });
});

describe('ranged attacks and followups', () => {
  it('a ranged attack reaches enemies within its range that it sees; "nearest" only the nearest', () => {
    const s = battle(
      ['Defiant Rake'],
      ['Dire Wolf', 'Dire Wolf'],
      [
        [0, 0],
        [0, 5],
        [0, 11],
      ],
    );
    const rake = byLabel(s, 'Defiant Rake');
    const card = s.cards['Defiant Rake'];
    if (!card) throw new Error('no card');
    const crossbow = card.attacks[1];
    if (!crossbow) throw new Error('no crossbow');
    const g = geo(s);
    expect(singleTargets(driveCtx(s), g, rake, crossbow).map((t) => t.label)).toEqual(['Dire Wolf #1']);
    expect(singleTargets(driveCtx(s), g, rake, { ...crossbow, range: { kind: 'ranged', range: 'sight' } }).map((t) => t.label)).toEqual([
      'Dire Wolf #1',
      'Dire Wolf #2',
    ]);
    byLabel(s, 'Dire Wolf #1').pos = { x: 11, y: 11 };
    byLabel(s, 'Dire Wolf #2').pos = { x: 0, y: 8 };
    expect(singleTargets(driveCtx(s), geo(s), rake, { ...crossbow, range: { kind: 'ranged', range: 'nearest' } }).map((t) => t.label)).toEqual([
      'Dire Wolf #2',
    ]);
  });
  it('a ranged attack that is not basic provokes opportunity attacks; a basic ranged attack does not', () => {
    // The Rake's crossbow (attack 1) with the wolf adjacent; `basic` makes it a basic attack (a test card).
    const crossbow = (basic: boolean, d20s: number[]) =>
      act(
        turnOf(
          ['Defiant Rake'],
          ['Dire Wolf'],
          [
            [4, 4],
            [4, 5],
          ],
          'Defiant Rake',
          {
            prepare: (st) => {
              const card = st.cards['Defiant Rake'];
              if (!card) throw new Error('no card');
              if (basic) withCard(st, 'Defiant Rake', { ...card, attacks: [card.attacks[0]!, { ...card.attacks[1]!, basic: true }] });
            },
          },
        ),
        'attack:1',
        d20s,
      );
    const r = crossbow(false, [3]);
    expect(r.asked.map((a) => a.kind)).toContain('opportunity-attack');
    const r2 = crossbow(true, [3]);
    expect(r2.asked.map((a) => a.kind)).not.toContain('opportunity-attack');
  });
  it('a followup rolls again against the same target after the first hit is resolved', () => {
    // The Guard's sword with a followup (a test card) against the adjacent Treant, a fresh battle per attack.
    const swing = (d20s: number[]) =>
      act(
        turnOf(
          ['Merchant Guard'],
          ['Treant'],
          [
            [4, 4],
            [4, 5],
          ],
          'Merchant Guard',
          {
            prepare: (st) => {
              const card = st.cards['Merchant Guard'];
              if (!card) throw new Error('no card');
              withCard(st, 'Merchant Guard', {
                ...card,
                attacks: [{ ...card.attacks[0]!, followup: { bonus: 5, vs: 'Fort', damage: [{ amount: 5, type: 'fire' }], effects: [] } }],
              });
            },
          },
        ),
        'attack:0',
        d20s,
      );
    const r = swing([16, 19]);
    // 10 damage, then the followup: +5 vs Fort 23 with 19 → hit for 5 fire, +10 from Vulnerable 10 fire.
    expect(r.events.filter((e) => e.type === 'damage').map((e) => e.data['amount'])).toEqual([10, 15]);
    const miss = swing([2]);
    expect(miss.events.filter((e) => e.type === 'attack-roll')).toHaveLength(1);
  });
});
