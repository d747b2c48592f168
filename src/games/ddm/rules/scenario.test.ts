// Tests for ddm-battle-rules-2011 "Assault" (victory-area scoring, victory, ties; destruction VP in
// rules/scenarios.test.ts), "Set-Up" powers
// ("SCOUT", "WANDERING MONSTER"), "Multi-Activation", "Rechargeable Powers", "WEAKENED" in play and
// "ONGOING DAMAGE" at the start of a turn.
import { afterAll, describe, expect, it } from 'vitest';
import type { CreatureCard } from '../cards/schema.js';
import { STARTER_CREATURES } from '../content/creatures.js';
import { game } from '../game.js';
import type { DdmMap } from '../geometry/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, battle, byLabel, ctxFor, decision, openMap, play, turnOf, withCard } from '../testkit.js';
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

// Merchant Guards with a set-up power, in the catalogue so that the set-up offers it.
const guardCard = STARTER_CREATURES.find((c) => c.name === 'Merchant Guard') as CreatureCard;
const cleanup = addTestCards([
  { ...withPowers(guardCard, [{ kind: 'scout' }]), name: 'Test Scout' },
  { ...withPowers(guardCard, [{ kind: 'wandering-monster' }]), name: 'Test Wanderer' },
]);
afterAll(cleanup);

/**
 * `game.setup` for player 1's `p1` against a Dire Wolf, through the game API up to the choice of
 * side (player 1 sets up first).
 */
function setUpTo(p1: readonly string[], map: DdmMap = openMap()): DdmState {
  const r = game.setup(
    {
      warbands: [
        { name: 'One', faction: 'Civilization', points: 400, format: 'sealed', creatures: p1.map((card) => ({ card })) },
        { name: 'Two', faction: 'Wild', points: 400, format: 'sealed', creatures: [{ card: 'Dire Wolf' }] },
      ],
      maps: [map],
    },
    1,
  );
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  play(s, ['me']);
  expect(decision(s).kind).toBe('choose-side');
  return s;
}

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
    const s = setUpTo(['Test Scout']);
    const guard = byLabel(s, 'Test Scout');
    // Side A; the scout is asked where to set up.
    play(s, ['A']);
    const r = play(s, [(a) => a.options.find((o) => o.id.startsWith('scout:'))?.id ?? '']);
    expect(r.asked[0]?.options.filter((o) => o.id.startsWith('scout:')).map((o) => o.id)).toEqual(['scout:0,10', 'scout:11,1']);
    expect(guard.pos).toEqual({ x: 0, y: 10 });
  });
  it('Wandering Monster sets up in a victory area chosen by a d20', () => {
    const s = setUpTo(['Test Wanderer']);
    const guard = byLabel(s, 'Test Wanderer');
    play(s, ['A'], [15]);
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
    withCard(s, 'Merchant Guard', withPowers(s.cards['Merchant Guard'] as CreatureCard, [{ kind: 'multi-activation', times: 2 }]));
    expect(activationsAllowed(s, guard)).toBe(2);
    guard.activations = 1;
    expect(ready(s, 0)).toHaveLength(1);
    guard.activations = 2;
    expect(ready(s, 0)).toHaveLength(0);
  });
  it('ongoing damage is taken at the start of the turn, the highest of each type', () => {
    const base = { name: 'x', dtype: 'fire' as const, defense: 'all' as const, duration: 'save-ends' as const, source: -1, sourcePlayer: 1 };
    const s = turnOf(
      ['Merchant Guard'],
      ['Dire Wolf'],
      [
        [1, 1],
        [5, 5],
      ],
      'Dire Wolf',
      {
        prepare: (x) => {
          const g = byLabel(x, 'Merchant Guard');
          addCond(x, g, { ...base, kind: 'ongoing', amount: 5 });
          addCond(x, g, { ...base, kind: 'ongoing', amount: 10 });
          addCond(x, g, { ...base, kind: 'ongoing', amount: 5, dtype: 'poison' });
        },
      },
    );
    const guard = byLabel(s, 'Merchant Guard');
    // The wolf's turn ends; the guard's starts.
    play(s, ['end']);
    expect(s.turn?.creature).toBe(guard.id);
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
          withCard(s, 'Gnoll Marauder', { ...card, attacks: [{ ...card.attacks[0]!, effects: [{ kind: 'ongoing', amount: 10, type: 'untyped' }] }] });
          addCond(s, gnoll, { kind: 'Weakened', name: 'x', amount: 0, dtype: 'untyped', defense: 'all', duration: 'save-ends', source: -1, sourcePlayer: 1 });
        },
      },
    );
    const r = act(s, 'attack:0', [19]);
    expect(r.events.filter((e) => e.type === 'damage').map((e) => e.data['amount'])).toEqual([10]);
    expect(byLabel(s, 'Eternal Blade').conds.map((c) => [c.kind, c.amount])).toEqual([['ongoing', 10]]);
  });
  it('a spent attack with a d20 recharge comes back on a roll at or above its number', () => {
    // The guard's Big Swing (a test attack) spent before its turn; the wolf's turn ends and the guard's
    // starts with the recharge roll `d20`. Returns whether Big Swing is available again.
    const rechargeWith = (d20: number): boolean => {
      const s = turnOf(
        ['Merchant Guard'],
        ['Dire Wolf'],
        [
          [1, 1],
          [5, 5],
        ],
        'Dire Wolf',
        {
          prepare: (x) => {
            const card = x.cards['Merchant Guard'] as CreatureCard;
            withCard(x, 'Merchant Guard', {
              ...card,
              attacks: [...card.attacks, { ...card.attacks[0]!, name: 'Big Swing', basic: false, uses: 1, recharge: { kind: 'roll', min: 16 } }],
            });
            ctxFor(x).counters.spend(`${byLabel(x, 'Merchant Guard').id}:Big Swing`);
          },
        },
      );
      const guard = byLabel(s, 'Merchant Guard');
      play(s, ['end'], [d20]);
      expect(s.turn?.creature).toBe(guard.id);
      return ctxFor(s).counters.available(`${guard.id}:Big Swing`, 1);
    };
    expect(rechargeWith(10)).toBe(false);
    expect(rechargeWith(17)).toBe(true);
  });
});

describe('start and end of round', () => {
  it('start-of-round powers are offered before the initiative champion test, and count as a turn for champion limits', () => {
    // The Blade's champion power works at the start of the round (a test card, from round 2 on).
    const s = turnOf(
      ['Eternal Blade', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [1, 1],
        [2, 1],
        [9, 9],
      ],
      'Dire Wolf',
      {
        prepare: (x) => {
          const card = x.cards['Eternal Blade'] as CreatureCard;
          withCard(x, 'Eternal Blade', {
            ...card,
            championPowers: [{ trigger: 'start-of-round', effect: { kind: 'defense-bonus-allies-keyword', amount: 2 } }],
          });
        },
      },
    );
    const blade = byLabel(s, 'Eternal Blade');
    // Round 1's three turns end (player 1 picks the Blade first); round 2 starts.
    play(s, ['end', String(blade.id), 'end', 'end']);
    expect(s.round).toBe(2);
    const seen: string[] = [decision(s).kind];
    play(s, [(d) => d.options.find((o) => o.id.endsWith('|Martial'))?.id ?? 'no']);
    seen.push(decision(s).kind);
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
    const s = setUpTo(['Merchant Guard', 'Merchant Guard'], map);
    const first = play(s, ['A', '0,0']);
    expect(first.asked[1]?.options.map((o) => o.id)).toEqual(['0,0']);
    const second = play(s, [(a) => (a.options[0] as { id: string }).id]);
    expect(second.asked[0]?.options.map((o) => o.id).sort()).toEqual(['0,1', '1,0', '1,1']);
  });
});
