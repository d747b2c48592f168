// Champion powers "Use at start of round: <who> have +N Attack / +N Damage against <targets> until end
// of round" — a start-of-round stat bonus that counts only in a situation of the target (Bloodied,
// an alignment, a condition, …), read by import/champion-bonus.ts into the stat-bonus effect's
// `against` and played through the engine with invented rows and forced dice —
// ddm-battle-rules-2011, "Champion Powers", "Bonuses and Penalties" ("Stacking": "+2 Attack (or +4
// Attack against Evil creatures)" is +2 and +2 more), "Hit Points" (Bloodied), "Conditions". Each
// bonus is used at the start of round 2; the same roll against a target outside the situation, and
// with the power declined, is the control.
import { afterAll, describe, expect, it } from 'vitest';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, nextTurnOf, play, playOn, testCondition, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { readChampionBonus } from './champion-bonus.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const BLOODIED = 'Use at start of round. Until end of round, allies have +4 Attack against Bloodied targets.';
const OR_EVIL = 'Use at start of round. Until end of round, creatures in your warband have +2 Attack (or +4 Attack against Evil creatures).';
const SELF_CONDITIONS =
  'Use at start of round: This creature has +2 attack and +10 damage vs. Dazed, Stunned, Immobilized, and Confused enemies until end of round.';
const rows = [
  entry({ name: 'Blood Marshal', championRating: 1, powers: [bite, { type: 'CHAMPION', text: BLOODIED }] }),
  entry({ name: 'Oath Marshal', championRating: 1, powers: [bite, { type: 'CHAMPION', text: OR_EVIL }] }),
  entry({ name: 'Mind Tyrant', championRating: 1, powers: [bite, { type: 'CHAMPION', text: SELF_CONDITIONS }] }),
  entry({ name: 'Pike Ally', hp: 60, powers: [bite] }),
  entry({ name: 'Hurt Brute', hp: 80, powers: [bite] }),
  entry({ name: 'Whole Brute', hp: 80, powers: [bite] }),
  entry({ name: 'Evil Brute', hp: 80, alignment: 'EVIL', powers: [bite] }),
];
const cards = importedCards(rows, 'champion-situation.json');
afterAll(addTestCards(cards));

// The attacker (second, or the champion alone) at (5,4), adjacent to both brutes at (5,5) and (6,3).
const AT: [number, number][] = [
  [1, 1],
  [5, 4],
  [5, 5],
  [6, 3],
];
const AT_ALONE: [number, number][] = [
  [5, 4],
  [5, 5],
  [6, 3],
];

/** Round 1 played with the power declined; the champion uses it at the start of round 2 (or not); then `attacker`'s turn. */
function roundTwo(side: string[], foes: string[], attacker: string, use: boolean, prepare?: (s: DdmState) => void): DdmState {
  const s = turnOf(side, foes, side.length === 1 ? AT_ALONE : AT, attacker, prepare ? { prepare } : {});
  expect(playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'champion:0'))).not.toBeNull();
  expect(s.round).toBe(2);
  play(s, [use ? 'champion:0' : 'no']);
  nextTurnOf(s, attacker);
  return s;
}

/** The creature whose turn it is bites `target` with the d20 `roll`. */
function bite1(s: DdmState, target: string, roll: number): void {
  act(s, 'attack:0', [roll], (d: Decision) => (d.kind === 'choose-target' ? String(byLabel(s, target).id) : null));
}

describe('champion: allies have +4 Attack against Bloodied targets until end of round', () => {
  const hurt = (s: DdmState): void => void (byLabel(s, 'Hurt Brute').hp = 30);
  const game = (use: boolean): DdmState => roundTwo(['Blood Marshal', 'Pike Ally'], ['Hurt Brute', 'Whole Brute'], 'Pike Ally', use, hurt);

  it('reads the printing into a stat-bonus against bloodied targets', () => {
    expect(readChampionBonus(BLOODIED)).toEqual({
      trigger: 'start-of-round',
      effect: { kind: 'stat-bonus', bonuses: [{ stat: 'attack', amount: 4, melee: false, against: { when: 'target-bloodied' } }] },
      duration: 'end-of-round',
      target: { kind: 'warband', keywords: [], self: 'no' },
    });
    const marshal = cards.find((c) => c.name === 'Blood Marshal');
    expect(marshal && championPowerText(marshal.championPowers[0]!)).toContain('+4 Attack against bloodied targets');
  });

  it('used: the ally bites the bloodied brute with a 4 (4 + 10 + 4 = AC 18) for 10', () => {
    const s = game(true);
    bite1(s, 'Hurt Brute', 4);
    expect(byLabel(s, 'Hurt Brute').hp).toBe(30 - 10);
  });

  it('used: the same 4 against the unhurt brute misses', () => {
    const s = game(true);
    bite1(s, 'Whole Brute', 4);
    expect(byLabel(s, 'Whole Brute').hp).toBe(80);
  });

  it('control, declined: the 4 against the bloodied brute misses', () => {
    const s = game(false);
    bite1(s, 'Hurt Brute', 4);
    expect(byLabel(s, 'Hurt Brute').hp).toBe(30);
  });
});

describe('champion: creatures in your warband have +2 Attack (or +4 Attack against Evil creatures) until end of round', () => {
  const game = (use: boolean): DdmState => roundTwo(['Oath Marshal', 'Pike Ally'], ['Evil Brute', 'Whole Brute'], 'Pike Ally', use);

  it('reads "(or +4 Attack against …)" as +2, and +2 more against Evil targets', () => {
    expect(readChampionBonus(OR_EVIL)?.effect).toEqual({
      kind: 'stat-bonus',
      bonuses: [
        { stat: 'attack', amount: 2, melee: false },
        { stat: 'attack', amount: 2, melee: false, against: { when: 'target-alignment', keyword: 'Evil' } },
      ],
    });
  });

  it('used: a 4 hits the Evil brute (+4), misses the other brute (+2); a 6 hits the other brute', () => {
    const s = game(true);
    bite1(s, 'Evil Brute', 4);
    expect(byLabel(s, 'Evil Brute').hp).toBe(80 - 10);
    const t = game(true);
    bite1(t, 'Whole Brute', 4);
    expect(byLabel(t, 'Whole Brute').hp).toBe(80);
    const u = game(true);
    bite1(u, 'Whole Brute', 6);
    expect(byLabel(u, 'Whole Brute').hp).toBe(80 - 10);
  });

  it('control, declined: a 6 misses the other brute and the Evil brute', () => {
    const s = game(false);
    bite1(s, 'Whole Brute', 6);
    expect(byLabel(s, 'Whole Brute').hp).toBe(80);
    const t = game(false);
    bite1(t, 'Evil Brute', 6);
    expect(byLabel(t, 'Evil Brute').hp).toBe(80);
  });
});

describe('champion: this creature has +2 Attack and +10 Damage vs. Dazed, Stunned, Immobilized, and Confused enemies until end of round', () => {
  /** Round 2, the Tyrant's turn; the Hurt Brute (here only a name) is Immobilized now. */
  function game(use: boolean): DdmState {
    const s = roundTwo(['Mind Tyrant'], ['Hurt Brute', 'Whole Brute'], 'Mind Tyrant', use);
    const c = byLabel(s, 'Hurt Brute');
    c.conds.push({ id: 90 + c.conds.length, ...testCondition('Immobilized', 0), ownTurn: false });
    return s;
  }

  it('reads the printing into a bonus for this creature against a target with any one of the conditions', () => {
    expect(readChampionBonus(SELF_CONDITIONS)).toMatchObject({
      effect: {
        bonuses: [
          { stat: 'attack', amount: 2, against: { when: 'target-condition', keyword: 'Dazed', or: ['Stunned', 'Immobilized', 'Confused'] } },
          { stat: 'damage', amount: 10 },
        ],
      },
      target: { kind: 'self' },
    });
  });

  it('used: a 6 hits the Immobilized brute (6 + 10 + 2 = 18) for 20', () => {
    const s = game(true);
    bite1(s, 'Hurt Brute', 6);
    expect(byLabel(s, 'Hurt Brute').hp).toBe(80 - 20);
  });

  it('used: the same 6 misses the brute with no condition, and a 15 deals it 10', () => {
    const s = game(true);
    bite1(s, 'Whole Brute', 6);
    expect(byLabel(s, 'Whole Brute').hp).toBe(80);
    const t = game(true);
    bite1(t, 'Whole Brute', 15);
    expect(byLabel(t, 'Whole Brute').hp).toBe(80 - 10);
  });

  it('control, declined: the 6 misses the Immobilized brute and a 15 deals it 10', () => {
    const s = game(false);
    bite1(s, 'Hurt Brute', 6);
    expect(byLabel(s, 'Hurt Brute').hp).toBe(80);
    const t = game(false);
    bite1(t, 'Hurt Brute', 15);
    expect(byLabel(t, 'Hurt Brute').hp).toBe(80 - 10);
  });
});

describe('the other printed situations and who', () => {
  it('reads faction, size, level, activation and all-creatures printings; a {b} damage bonus and a mixed list stay gaps', () => {
    const read = (t: string) => readChampionBonus(`Use at start of round: ${t}`);
    expect(read('Civilization creatures in your warband have +10 damage vs. Slowed or Dazed enemies until end of round.')).toMatchObject({
      effect: { bonuses: [{ stat: 'damage', amount: 10, against: { when: 'target-condition', keyword: 'Slowed', or: ['Dazed'] } }] },
      target: { kind: 'warband', factions: ['Civilization'], self: 'if-keyword' },
    });
    expect(read('Until end of battle, Martial allies have +5 damage vs. Underdark enemies.')).toMatchObject({
      effect: { bonuses: [{ against: { when: 'target-faction', keyword: 'Underdark' } }] },
      duration: 'end-of-battle',
    });
    expect(read('Until end of round, each ally has +2 Attack and +5 {m} Damage against Medium or larger enemies.')?.effect).toMatchObject({
      bonuses: [{ against: { when: 'target-medium-or-larger' } }, { melee: true, against: { when: 'target-medium-or-larger' } }],
    });
    expect(
      read('Until end of round, creatures in your warband have +2 Attack and +5 Damage against creatures that have already activated this round.')?.effect,
    ).toMatchObject({
      bonuses: [{ against: { when: 'target-acted' } }, { against: { when: 'target-acted' } }],
    });
    expect(read('This round, all creatures have +5 {m} Damage against Bloodied targets.')?.target).toEqual({
      kind: 'warband',
      keywords: [],
      self: 'yes',
      enemies: true,
    });
    expect(read('Until end of round, whenever any creature makes an attack against a bloodied target, it has +4 Attack on that attack.')).toMatchObject({
      effect: { bonuses: [{ stat: 'attack', amount: 4, against: { when: 'target-bloodied' } }] },
      target: { kind: 'warband', self: 'yes', enemies: true },
    });
    expect(read('Creatures in your warband have +10 {b} damage vs. Humans until end of round.')).toBeNull();
    expect(read('Until end of round, creatures in your warband have +2 Attack (+4 Attack against Undead, Shapeshifter, or Evil targets).')).toBeNull();
    // A speed is no bonus "against" a target.
    expect(read('Allies have +2 Speed against Bloodied targets until end of round.')).toBeNull();
  });
});
