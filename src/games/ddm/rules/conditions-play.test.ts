// Tests for ddm-battle-rules-2011 conditions in play ("BLINDED", "HELPLESS", "DOMINATED"), item
// bonuses ("HOW TO READ AN ITEM STAT CARD": only a creature that can use the item benefits), forced
// movement from an attack ("PUSH") and the Arena's half-size map.
import { describe, expect, it } from 'vitest';
import type { CreatureCard } from '../cards/schema.js';
import { STARTER_MAPS } from '../content/maps.js';
import { game } from '../game.js';
import { geo } from '../geo.js';
import { act, battle, byLabel, ctxFor, decision, play, turnOf, withCard } from '../testkit.js';
import { attackOptions, combatAdvantage } from './attack-options.js';
import { addCond, sideOf } from './common.js';
import type { Cond } from '../state.js';

const cond = (kind: Cond['kind'], sourcePlayer = 1) => ({
  kind,
  name: 't',
  amount: 0,
  dtype: 'untyped' as const,
  defense: 'all' as const,
  duration: 'save-ends' as const,
  source: -1,
  sourcePlayer,
});

describe('conditions in play', () => {
  it('a Helpless target: melee attacks hit automatically and are critical', () => {
    const s = turnOf(
      ['Merchant Guard'],
      ['Eternal Blade'],
      [
        [4, 4],
        [4, 5],
      ],
      'Merchant Guard',
      {
        prepare: (s) => {
          addCond(s, byLabel(s, 'Eternal Blade'), cond('Helpless', 0));
        },
      },
    );
    const r = act(s, 'attack:0', []);
    expect(r.events.find((e) => e.type === 'attack-roll')?.data).toMatchObject({ hit: true, crit: true });
    expect(r.events.filter((e) => e.type === 'damage').map((e) => e.data['amount'])).toEqual([20]);
  });
  it('a Blinded creature grants combat advantage and has none itself (it cannot see)', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Gnoll Marauder'],
      [
        [4, 4],
        [4, 5],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    addCond(s, gnoll, cond('Blinded', 0));
    expect(combatAdvantage(ctxFor(s), geo(s), guard, gnoll, true)).toBe(true);
    expect(combatAdvantage(ctxFor(s), geo(s), gnoll, guard, true)).toBe(false);
  });
  it('a Blinded attacker hitting in melee faces Conceal 11', () => {
    const s = turnOf(
      ['Merchant Guard'],
      ['Gnoll Marauder'],
      [
        [4, 4],
        [4, 5],
      ],
      'Merchant Guard',
      {
        prepare: (s) => {
          const guard = byLabel(s, 'Merchant Guard');
          addCond(s, guard, cond('Blinded', 1));
        },
      },
    );
    const r = act(s, 'attack:0', [15, 4]);
    expect(r.events.some((e) => e.type === 'conceal')).toBe(true);
    expect(r.events.find((e) => e.type === 'attack-roll')?.data['hit']).toBe(false);
  });
  it('a Dominated creature is decided by the dominating player, fights for that side and may only use basic attacks', () => {
    const s = turnOf(
      ['Golden Wyvern Initiate', 'Merchant Guard'],
      ['Gnoll Marauder'],
      [
        [4, 4],
        [5, 4],
        [4, 5],
      ],
      'Golden Wyvern Initiate',
      { prepare: (st) => addCond(st, byLabel(st, 'Golden Wyvern Initiate'), cond('Dominated', 1)) },
    );
    const gwi = byLabel(s, 'Golden Wyvern Initiate');
    expect(s.turn?.controller).toBe(1);
    expect(sideOf(s, gwi)).toBe(1);
    const opts = attackOptions(ctxFor(s), gwi, true).map((o) => o.id);
    expect(opts).toEqual(['attack:0']);
    // Its basic melee attack can now target its own warband's Merchant Guard, not the gnoll.
    const asked = act(s, 'attack:0', [5]);
    expect(asked.asked[0]?.player).toBe(1);
    expect(asked.events.find((e) => e.type === 'attack-roll')?.data['targetLabel']).toBe('Merchant Guard');
    // Dazed limits: one action only, so no menu comes back: the turn is over after the one question.
    expect(asked.asked.filter((a) => a.kind === 'choose-action')).toHaveLength(1);
    expect(s.turn?.creature).not.toBe(gwi.id);
  });
});

describe('items', () => {
  it('Keen Whetstone gives +1 Attack to a Martial creature that carries it', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Gnoll Marauder'],
      [
        [4, 4],
        [4, 5],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    expect(ctxFor(s).query('attackBonus', 10, { attacker: guard.id, target: 1, melee: true })).toBe(10);
    const started = game.setup(
      {
        warbands: [
          {
            name: 'A',
            faction: 'Civilization',
            points: 200,
            creatures: [
              { card: 'Merchant Guard', items: ['Keen Whetstone'] },
              { card: 'Dwarf Battlemaster', items: ['Keen Whetstone'] },
            ],
          },
          { name: 'B', faction: 'Wild', points: 200, creatures: [{ card: 'Dire Wolf', items: ['Keen Whetstone'] }] },
        ],
        maps: [STARTER_MAPS[0]!],
      },
      1,
    );
    if (!started.ok) throw new Error(started.error.message);
    const st = started.value.state;
    st.creatures.forEach((c, i) => (c.pos = { x: i * 2, y: 5 }));
    const q = (id: number) => ctxFor(st).query('attackBonus', 10, { attacker: id, target: 0, melee: true });
    // Merchant Guard (Martial, level 3): +1. Dire Wolf (not Martial): carried only.
    expect([q(0), q(2)]).toEqual([11, 10]);
    expect(st.creatures[2]?.usableItems).toEqual([]);
  });
});

describe('forced movement', () => {
  it('an attack that pushes lets the attacker choose where the target goes, each square farther away', () => {
    const s = turnOf(
      ['Merchant Guard'],
      ['Gnoll Marauder'],
      [
        [4, 4],
        [4, 5],
      ],
      'Merchant Guard',
      {
        prepare: (s) => {
          const card = s.cards['Merchant Guard'] as CreatureCard;
          withCard(s, 'Merchant Guard', { ...card, attacks: [{ ...card.attacks[0]!, effects: [{ kind: 'push', squares: 2 }] }] });
        },
      },
    );
    const r = act(s, 'attack:0', [15], (a) => (a.kind === 'choose-destination' ? (a.options.find((o) => o.id === '4,7')?.id ?? null) : null));
    const ask = r.asked.find((a) => a.kind === 'choose-destination');
    expect(ask?.options.map((o) => o.id)).toContain('4,7');
    expect(ask?.options.map((o) => o.id)).not.toContain('4,3');
    expect(byLabel(s, 'Gnoll Marauder').pos).toEqual({ x: 4, y: 7 });
  });
});

describe('Arena', () => {
  it('an Arena warband is refused on a full-size map', () => {
    const w = {
      name: 'Skirmishers',
      faction: 'Civilization' as const,
      points: 200 as const,
      format: 'arena' as const,
      creatures: [{ card: 'Merchant Guard' }],
    };
    const r = game.setup({ warbands: [w, { ...w, name: 'Others' }], maps: [STARTER_MAPS[0]!] }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule.section).toBe('Arena');
    expect(game.setup({ warbands: [w, { ...w, name: 'Others' }], maps: [STARTER_MAPS[2]!] }, 1).ok).toBe(true);
  });
});

describe('Confused at the start of the turn', () => {
  it('1-5: the confusing player controls it this turn; 6-10: no actions; 11-20: its owner acts normally', () => {
    // A Merchant Guard of its own warband next to it: something to attack once its side changes.
    // The wolf's turn ends, the Blade is chosen and its turn starts with the Confused roll forced.
    const confusedTurn = (roll: number) => {
      const s = turnOf(
        ['Eternal Blade', 'Merchant Guard'],
        ['Dire Wolf'],
        [
          [4, 4],
          [4, 5],
          [8, 8],
        ],
        'Dire Wolf',
        { prepare: (st) => addCond(st, byLabel(st, 'Eternal Blade'), cond('Confused', 1)) },
      );
      const blade = byLabel(s, 'Eternal Blade');
      const r = play(s, ['end', String(blade.id)], [roll]);
      return { s, blade, r };
    };
    const dominated = confusedTurn(3);
    expect(dominated.s.turn?.controller).toBe(1);
    expect(decision(dominated.s).player).toBe(1);
    // 6-10: no actions — the turn passes without a menu.
    const idle = confusedTurn(8);
    expect(idle.r.events.find((e) => e.type === 'confused')?.data['result']).toBe('no-actions');
    expect(idle.s.turn?.creature).not.toBe(idle.blade.id);
    const normal = confusedTurn(15);
    expect(normal.s.turn?.controller).toBe(0);
    // Still Confused: Dazed limits (one action, no double move).
    expect(decision(normal.s).options.map((o) => o.id)).not.toContain('double');
  });
});
