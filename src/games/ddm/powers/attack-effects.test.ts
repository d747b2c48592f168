// Tests for ddm-battle-rules-2011 "Attack Roll" (Repeated Attacks: resolved serially after the
// original attack, part of the same attack action) and "'AS IF' DOMINATED" (Dominated for the
// duration of one free action; a basic attack when it is not its turn), with "DOMINATED" (the
// controller of the creature that caused it decides; it counts as that warband for the action).
import { describe, expect, it } from 'vitest';
import { attackSchema, creatureCardSchema } from '../cards/schema.js';
import { game } from '../game.js';
import { narrate } from '../narrate.js';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { act, byLabel, play, turnOf, untilTurnOf, type TestEntry, withCard } from '../testkit.js';

/** `label`'s turn started through the game API, player 1's creatures first in `at`. */
const turn = (p1: readonly TestEntry[], p2: readonly TestEntry[], at: readonly (readonly [number, number])[], label: string, prepare?: (s: DdmState) => void) =>
  turnOf(p1, p2, at, label, prepare ? { prepare } : {});
/** A target question about `label`'s attack. */
const targetOf = (label: string) => (d: Decision) => d.kind === 'choose-target' && d.prompt.startsWith(`${label}:`);

/**
 * The Shardmind's Overwhelming Mind (attack 1) from its menu, every later question answered by
 * `answer` (null: the last option) until its menu is back or the battle is over. (`act` stops when
 * another creature holds the turn, which the 'as if' dominated target does for its free attack.)
 */
function overwhelmingMind(s: DdmState, d20s: number[], answer: (d: Decision) => string | null = () => null) {
  const first = play(s, ['attack:1'], d20s, false);
  const events = [...first.events];
  const asked = [...first.asked];
  for (let guard = 0; guard < 50; guard++) {
    const p = game.pending(s);
    if (p.terminal || (p.kind === 'choose-action' && p.prompt.startsWith('Shardmind Dominator:'))) break;
    const r = play(s, [answer(p) ?? (p.options[p.options.length - 1] as { id: string }).id], [], false);
    events.push(...r.events);
    asked.push(...r.asked);
  }
  expect(s.core.forced ?? []).toEqual([]);
  return { events, asked };
}

describe('repeated attacks (Shadar-Kai Warrior: Katar, repeat against the same target, at most 2 per turn)', () => {
  it('each hit repeats the attack against the same target, at most twice in one turn, with no new declaration', () => {
    // Two attacks in one turn: a test Twin Strike ("make 2 basic attacks") and a second basic attack,
    // so the game asks which basic attack comes next between the two attacks.
    const s = turn(
      ['Shadar-Kai Warrior'],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [5, 6],
      ],
      'Shadar-Kai Warrior',
      (st) => {
        const card = st.cards['Shadar-Kai Warrior']!;
        withCard(
          st,
          'Shadar-Kai Warrior',
          creatureCardSchema.parse({
            ...card,
            attacks: [...card.attacks, { name: 'Kick', basic: true, range: { kind: 'melee' }, bonus: 1, vs: 'AC', damage: [{ amount: 5, type: 'untyped' }] }],
            powers: [{ kind: 'action', name: 'Twin Strike', action: 'attack', uses: 1, effect: { kind: 'basic-attacks', count: 2 } }],
          }),
        );
      },
    );
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const r = play(s, ['power:Twin Strike', 'attack:0'], [15, 15, 15], false);
    expect(r.events.filter((e) => e.type === 'attack-roll').map((e) => e.data['hit'])).toEqual([true, true, true]);
    expect(r.events.filter((e) => e.type === 'repeat')).toHaveLength(2);
    // One declared attack (no new declaration: no opportunity attacks, no use checked off again).
    expect(r.events.filter((e) => e.type === 'attack')).toHaveLength(1);
    expect(gnoll.hp).toBe(60 - 30);
    // The limit is per turn: a second attack this turn may not repeat at all.
    const again = play(s, ['attack:0'], [15]);
    expect(again.events.filter((e) => e.type === 'attack-roll')).toHaveLength(1);
    // Next turn the repeats are available again.
    untilTurnOf(s, 'Shadar-Kai Warrior');
    expect(act(s, 'attack:0', [15, 2]).events.filter((e) => e.type === 'attack-roll')).toHaveLength(2);
  });

  it('a miss does not repeat (the repeat is an effect of a hit)', () => {
    const s = turn(
      ['Shadar-Kai Warrior'],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [5, 6],
      ],
      'Shadar-Kai Warrior',
    );
    const r = act(s, 'attack:0', [2]);
    expect(r.events.filter((e) => e.type === 'attack-roll')).toHaveLength(1);
    expect(r.events.some((e) => e.type === 'repeat')).toBe(false);
  });

  it("the original attack resolves completely first: the target's take-damage power comes before the repeat", () => {
    const s = turn(
      ['Shadar-Kai Warrior'],
      ['Feral Troll'],
      [
        [5, 5],
        [5, 6],
      ],
      'Shadar-Kai Warrior',
    );
    const troll = byLabel(s, 'Feral Troll');
    // The troll regenerates; the Shadar-Kai's own Shadow Strike (after its hit) is declined.
    const regenerate = (a: Decision) =>
      a.kind === 'use-power' ? (a.options.some((o) => o.id === 'power:Feral Regeneration 20') ? 'power:Feral Regeneration 20' : 'no') : null;
    const r = act(s, 'attack:0', [15, 2], regenerate);
    const order = r.events.filter((e) => ['attack-roll', 'damage', 'heal'].includes(e.type)).map((e) => e.type);
    expect(order).toEqual(['attack-roll', 'damage', 'heal', 'attack-roll']);
    expect(troll.hp).toBe(65);
  });

  it('"against a different target": not the creature just attacked; it still happens when that target was destroyed', () => {
    const s = turn(
      ['Gnoll Marauder'],
      ['Black Dragon Hatchling', 'Dire Wolf', 'Merchant Guard'],
      [
        [5, 5],
        [5, 6],
        [6, 5],
        [4, 4],
      ],
      'Gnoll Marauder',
      (st) => {
        // A test card: the gnoll's Spear repeats once per turn against a different target.
        const card = st.cards['Gnoll Marauder']!;
        withCard(
          st,
          'Gnoll Marauder',
          creatureCardSchema.parse({
            ...card,
            attacks: [{ ...card.attacks[0]!, effects: [{ kind: 'repeat', target: 'different', perTurn: 1 }] }],
          }),
        );
      },
    );
    const hatchling = byLabel(s, 'Black Dragon Hatchling');
    // The first question names the hatchling; the repeat's names the Merchant Guard.
    let asked = 0;
    const r = act(s, 'attack:0', [15, 15], (a) =>
      a.kind === 'choose-target' ? (asked++ === 0 ? String(hatchling.id) : String(byLabel(s, 'Merchant Guard').id)) : null,
    );
    expect(hatchling.destroyed).toBe(true);
    const choice = r.asked.filter((a) => a.kind === 'choose-target')[1];
    expect(choice?.options.map((o) => o.id).sort()).toEqual([String(byLabel(s, 'Dire Wolf').id), String(byLabel(s, 'Merchant Guard').id)].sort());
    expect(byLabel(s, 'Merchant Guard').hp).toBe(10);
    // Once per turn: the second hit did not repeat again.
    expect(r.events.filter((e) => e.type === 'repeat')).toHaveLength(1);
  });
});

describe('repeat in the card schema', () => {
  it('only a melee or ranged attack (single targets) can carry a repeat', () => {
    const a = {
      name: 'Burst',
      range: { kind: 'close', shape: 'burst', size: 1 },
      bonus: 5,
      vs: 'Ref',
      damage: [{ amount: 5, type: 'untyped' }],
      effects: [{ kind: 'repeat', target: 'any' }],
    };
    const r = attackSchema.safeParse(a);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]?.message).toBe('only a melee or ranged attack can repeat');
    expect(attackSchema.safeParse({ ...a, range: { kind: 'ranged', range: 5 } }).success).toBe(true);
  });
});

describe("'as if' dominated (Shardmind Dominator: Overwhelming Mind)", () => {
  it("the target makes a melee basic attack decided by the Shardmind's player, against its own ally", () => {
    const s = turn(
      ['Shardmind Dominator'],
      ['Gnoll Marauder', 'Dire Wolf', 'Merchant Guard'],
      [
        [5, 2],
        [5, 6],
        [5, 7],
        [6, 6],
      ],
      'Shardmind Dominator',
    );
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const wolf = byLabel(s, 'Dire Wolf');
    const guard = byLabel(s, 'Merchant Guard');
    // The turn as it will be after the attack action: only that action spent.
    const before = JSON.stringify({ ...s.turn, attack: false });
    // Overwhelming Mind (attack 1) at the gnoll; the gnoll's free attack at the wolf.
    const r = overwhelmingMind(s, [15, 15], (a) =>
      targetOf('Shardmind Dominator')(a) ? String(gnoll.id) : a.kind === 'choose-target' ? String(wolf.id) : null,
    );
    const pick = r.asked.find(targetOf('Gnoll Marauder'));
    // Player 1 (index 0) decides; the gnoll's own allies are its enemies for this attack.
    expect(pick?.player).toBe(0);
    expect(pick?.options.map((o) => o.id).sort()).toEqual([String(wolf.id), String(guard.id)].sort());
    expect(r.events.filter((e) => e.type === 'attack').map((e) => e.data['label'])).toEqual(['Shardmind Dominator', 'Gnoll Marauder']);
    expect(wolf.hp).toBe(40 - 20);
    // The action is over: no Dominated condition is left and the Shardmind's turn resumes unchanged.
    expect(gnoll.conds).toEqual([]);
    expect(JSON.stringify(s.turn)).toBe(before);
  });

  it("for that action it is part of the Shardmind's warband: the Rake next to it is no longer its enemy", () => {
    const s = turn(
      ['Shardmind Dominator', 'Defiant Rake'],
      ['Gnoll Marauder', 'Dire Wolf'],
      [
        [5, 2],
        [4, 6],
        [5, 6],
        [5, 7],
      ],
      'Shardmind Dominator',
    );
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const wolf = byLabel(s, 'Dire Wolf');
    // The wolf is (momentarily) the gnoll's only enemy in reach; the adjacent Rake is now its ally,
    // so no target question is asked for the gnoll's attack at all.
    const r = overwhelmingMind(s, [15, 15], (a) => (targetOf('Shardmind Dominator')(a) ? String(gnoll.id) : null));
    expect(r.asked.filter(targetOf('Gnoll Marauder'))).toHaveLength(0);
    const rolls = r.events.filter((e) => e.type === 'attack-roll');
    expect(rolls.map((e) => e.data['targetLabel'])).toEqual(['Gnoll Marauder', 'Dire Wolf']);
    expect(wolf.hp).toBe(20);
  });

  it('a miss does nothing; with no legal target the free attack is lost', () => {
    // Overwhelming Mind at the lone gnoll, a fresh battle for each roll.
    const mind = (d20: number) => {
      const s = turn(
        ['Shardmind Dominator'],
        ['Gnoll Marauder'],
        [
          [5, 2],
          [5, 6],
        ],
        'Shardmind Dominator',
      );
      return { s, r: overwhelmingMind(s, [d20]) };
    };
    expect(mind(1).r.events.some((e) => e.type === 'as-if-dominated')).toBe(false);
    const { s, r } = mind(15);
    const gnoll = byLabel(s, 'Gnoll Marauder');
    expect(r.events.find((e) => e.type === 'attacks-lost')?.data['label']).toBe('Gnoll Marauder');
    expect(gnoll.conds).toEqual([]);
  });
});

describe('narration of the new events', () => {
  it('repeats and as-if-dominated read as sentences', () => {
    const s = turn(
      ['Shardmind Dominator', 'Shadar-Kai Warrior'],
      ['Gnoll Marauder', 'Dire Wolf'],
      [
        [5, 2],
        [9, 9],
        [5, 6],
        [5, 7],
      ],
      'Shardmind Dominator',
    );
    const r = overwhelmingMind(s, [15, 15], (a) => (targetOf('Shardmind Dominator')(a) ? String(byLabel(s, 'Gnoll Marauder').id) : null));
    const text = r.events.map((e) => narrate({ type: e.type, visibility: { to: 'all' }, data: e.data as never }));
    expect(text).toContain('Gnoll Marauder acts as if dominated: Player 1 makes a basic attack with it.');
  });
});
