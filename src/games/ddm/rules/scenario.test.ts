// Tests for ddm-battle-rules-2011 "Assault" (victory-area scoring, victory, ties; destruction VP in
// rules/scenarios.test.ts), "Set-Up" powers
// ("SCOUT", "WANDERING MONSTER"), "Multi-Activation", "Rechargeable Powers", "WEAKENED" in play and
// "ONGOING DAMAGE" at the start of a turn.
import { describe, expect, it } from 'vitest';
import type { CreatureCard } from '../cards/schema.js';
import { act, battle, byLabel, ctxFor, drive, openMap, step, turnOf } from '../testkit.js';
import { areaAward, checkVictory, scoreVictoryAreas } from './assault.js';
import { addCond } from './common.js';
import { activationsAllowed, ready } from './round.js';

/** The end-of-round scoring and victory check (without starting the next round). */
function endRound(s: Parameters<typeof ctxFor>[0]): void {
  const ctx = ctxFor(s);
  scoreVictoryAreas(ctx);
  checkVictory(ctx);
}

const withPowers = (card: CreatureCard, powers: CreatureCard['powers']): CreatureCard => ({ ...card, powers: [...card.powers, ...powers] });

describe('Assault scoring and victory', () => {
  it('awards 5/10/25 VP per round for 100/200/500 points (20 in a 400-point sealed game)', () => {
    expect([100, 200, 400, 500].map(areaAward)).toEqual([5, 10, 20, 25]);
  });
  it('a player occupying its victory area scores once per round, however many creatures are there', () => {
    // Test map: victory area A is square (0,10); side A is player 1.
    const s = battle(
      ['Merchant Guard', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [0, 10],
        [1, 10],
        [11, 1],
      ],
    );
    endRound(s);
    // Player 2 (side B) stands on (11,1), victory area B.
    expect(s.vp).toEqual([20, 20]);
  });
  it('the first player to reach the point limit wins; equal totals go to the next player to score', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [0, 10],
        [11, 1],
      ],
    );
    s.vp = [390, 390];
    endRound(s);
    expect(s.core.terminal).toBeNull();
    expect(s.tieBreak).toBe(true);
    byLabel(s, 'Dire Wolf').pos = { x: 6, y: 6 };
    endRound(s);
    expect(s.core.terminal?.returns).toEqual([1, -1]);
    const s2 = battle(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [0, 10],
        [5, 5],
      ],
    );
    s2.vp = [395, 300];
    endRound(s2);
    expect(s2.core.terminal?.returns).toEqual([1, -1]);
  });
});

describe('set-up powers', () => {
  it('Scout may set up in a victory area that has no creature in it', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [-1, -1],
        [5, 5],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    guard.pos = null;
    s.cards['Merchant Guard'] = withPowers(s.cards['Merchant Guard'] as CreatureCard, [{ kind: 'scout' }]);
    const r = drive(s, [step('place', { creature: guard.id })], [], (a) => a.options.find((o) => o.id.startsWith('scout:'))?.id ?? null);
    expect(r.asks[0]?.options.filter((o) => o.id.startsWith('scout:')).map((o) => o.id)).toEqual(['scout:0,10', 'scout:11,1']);
    expect(guard.pos).toEqual({ x: 0, y: 10 });
  });
  it('Wandering Monster sets up in a victory area chosen by a d20', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [-1, -1],
        [5, 5],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    guard.pos = null;
    s.cards['Merchant Guard'] = withPowers(s.cards['Merchant Guard'] as CreatureCard, [{ kind: 'wandering-monster' }]);
    drive(s, [step('place', { creature: guard.id })], [15]);
    // Two victory areas (A then B): 1-10 the first, 11-20 the second.
    expect(guard.pos).toEqual({ x: 11, y: 1 });
  });
});

describe('turns', () => {
  it('Multi-Activation 2 lets a creature take two turns in a round', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [1, 1],
        [5, 5],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    s.cards['Merchant Guard'] = withPowers(s.cards['Merchant Guard'] as CreatureCard, [{ kind: 'multi-activation', times: 2 }]);
    expect(activationsAllowed(s, guard)).toBe(2);
    guard.activations = 1;
    expect(ready(s, 0)).toHaveLength(1);
    guard.activations = 2;
    expect(ready(s, 0)).toHaveLength(0);
  });
  it('ongoing damage is taken at the start of the turn, the highest of each type', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [1, 1],
        [5, 5],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    const base = { name: 'x', dtype: 'fire' as const, defense: 'all' as const, duration: 'save-ends' as const, source: -1, sourcePlayer: 1 };
    addCond(s, guard, { ...base, kind: 'ongoing', amount: 5 });
    addCond(s, guard, { ...base, kind: 'ongoing', amount: 10 });
    addCond(s, guard, { ...base, kind: 'ongoing', amount: 5, dtype: 'poison' });
    drive(s, [step('turn-start', { creature: guard.id })]);
    expect(guard.hp).toBe(15);
  });
  it('Weakened: "20 damage AND ongoing 10" deals 10 and still gives ongoing 10', () => {
    const s = turnOf(
      ['Gnoll Marauder'],
      ['Eternal Blade'],
      [
        [4, 4],
        [4, 5],
      ],
      'Gnoll Marauder',
      {
        prepare: (s) => {
          const gnoll = byLabel(s, 'Gnoll Marauder');
          const card = s.cards['Gnoll Marauder'] as CreatureCard;
          s.cards['Gnoll Marauder'] = { ...card, attacks: [{ ...card.attacks[0]!, effects: [{ kind: 'ongoing', amount: 10, type: 'untyped' }] }] };
          addCond(s, gnoll, { kind: 'Weakened', name: 'x', amount: 0, dtype: 'untyped', defense: 'all', duration: 'save-ends', source: -1, sourcePlayer: 1 });
        },
      },
    );
    const r = act(s, 'attack:0', [19]);
    expect(r.events.filter((e) => e.type === 'damage').map((e) => e.data['amount'])).toEqual([10]);
    expect(byLabel(s, 'Eternal Blade').conds.map((c) => [c.kind, c.amount])).toEqual([['ongoing', 10]]);
  });
  it('a spent attack with a d20 recharge comes back on a roll at or above its number', () => {
    const s = battle(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [1, 1],
        [5, 5],
      ],
    );
    const guard = byLabel(s, 'Merchant Guard');
    const card = s.cards['Merchant Guard'] as CreatureCard;
    s.cards['Merchant Guard'] = {
      ...card,
      attacks: [...card.attacks, { ...card.attacks[0]!, name: 'Big Swing', basic: false, uses: 1, recharge: { kind: 'roll', min: 16 } }],
    };
    const ctx = ctxFor(s);
    ctx.counters.spend(`${guard.id}:Big Swing`);
    drive(s, [step('turn-start', { creature: guard.id }), step('turn-end', { creature: guard.id })], [10]);
    expect(ctx.counters.available(`${guard.id}:Big Swing`, 1)).toBe(false);
    drive(s, [step('turn-start', { creature: guard.id }), step('turn-end', { creature: guard.id })], [17]);
    expect(ctxFor(s).counters.available(`${guard.id}:Big Swing`, 1)).toBe(true);
  });
});

describe('start and end of round', () => {
  it('start-of-round powers are offered before the initiative champion test, and count as a turn for champion limits', () => {
    const s = battle(
      ['Eternal Blade', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [1, 1],
        [2, 1],
        [9, 9],
      ],
    );
    const blade = byLabel(s, 'Eternal Blade');
    const card = s.cards['Eternal Blade'] as CreatureCard;
    s.cards['Eternal Blade'] = { ...card, championPowers: [{ trigger: 'start-of-round', effect: { kind: 'defense-bonus-allies-keyword', amount: 2 } }] };
    const seen: string[] = [];
    expect(() =>
      drive(s, [step('round-start', {})], [12, 3, 7], (a) => {
        seen.push(a.kind);
        if (a.kind === 'use-power') return a.options.find((o) => o.id.endsWith('|Martial'))?.id ?? null;
        throw new Error('stop at initiative');
      }),
    ).toThrow('stop at initiative');
    expect(seen).toEqual(['use-power', 'initiative']);
    expect(blade.championUses).toBe(1);
    // Both Martial creatures (the Blade and the Merchant Guard) have +2 to all defenses until end of round.
    const q = (id: number) => ctxFor(s).query('defense', 19, { creature: id, defense: 'AC' });
    expect(q(byLabel(s, 'Merchant Guard').id)).toBe(21);
    expect(byLabel(s, 'Dire Wolf').conds).toEqual([]);
  });
});

describe('set-up overflow', () => {
  it('when the start area is full, creatures go to the nearest legal positions outside it', () => {
    const map = { ...openMap(), startAreas: { A: [[[0, 0]] as [number, number][]], B: [[[11, 11]] as [number, number][]] } };
    const s = battle(
      ['Merchant Guard', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [-1, -1],
        [-1, -1],
        [5, 5],
      ],
      map,
    );
    for (const c of s.creatures.slice(0, 2)) c.pos = null;
    const [a, b] = [byLabel(s, 'Merchant Guard #1'), byLabel(s, 'Merchant Guard #2')];
    const first = drive(s, [step('place', { creature: a.id })], [], () => null);
    expect(first.asks[0]?.options.map((o) => o.id)).toEqual(['0,0']);
    const second = drive(s, [step('place', { creature: b.id })], [], () => null);
    expect(second.asks[0]?.options.map((o) => o.id).sort()).toEqual(['0,1', '1,0', '1,1']);
  });
});
