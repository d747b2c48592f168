// The champion power "Use at start of round: Until end of round, each ally has +4 Attack and +10
// Damage with {m} attacks against targets flanked by that ally" (Large Green Dragon), read from an
// invented row in the ddmwi format and played through the engine with forced dice —
// ddm-battle-rules-2011, "Champion Powers", "Flanking", "Bonuses and Penalties". Used at the start of
// round 2, the ally's melee attack on the enemy it flanks hits with a roll 4 short and deals 10 more;
// against an enemy it does not flank, and without the power, the same roll misses.
import { afterAll, describe, expect, it } from 'vitest';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, nextTurnOf, play, playOn, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { readChampionBonus } from './champion-bonus.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const bolt = { type: 'ATTACK' as const, text: 'Bolt: (range 6) +10 vs. AC; 10 damage.' };
const POWER = 'Use at start of round: Until end of round, each ally has +4 Attack and +10 Damage with {m} attacks against targets flanked by that ally.';
const rows = [
  entry({ name: 'Flank Marshal', championRating: 1, powers: [bite, { type: 'CHAMPION', text: POWER }] }),
  entry({ name: 'Pike Ally', hp: 60, powers: [bite, bolt] }),
  entry({ name: 'Shield Ally', hp: 60, powers: [bite] }),
  entry({ name: 'Straw Brute', hp: 80, powers: [bite] }),
  entry({ name: 'Lone Brute', hp: 80, powers: [bite] }),
];
const cards = importedCards(rows, 'flanked-champion.json');
afterAll(addTestCards(cards));

// The Pike Ally (5,4) and the Shield Ally (5,6) flank the Straw Brute (5,5); the Lone Brute (6,3) is
// adjacent to the Pike Ally and flanked by nobody.
const AT: [number, number][] = [
  [1, 1],
  [5, 4],
  [5, 6],
  [5, 5],
  [6, 3],
];
const SIDE = ['Flank Marshal', 'Pike Ally', 'Shield Ally'];
const FOES = ['Straw Brute', 'Lone Brute'];

/** Round 1 played with the power declined; the Marshal uses it at the start of round 2 (or not). */
function roundTwo(use: boolean): DdmState {
  const s = turnOf(SIDE, FOES, AT, 'Pike Ally');
  expect(playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'champion:0'))).not.toBeNull();
  expect(s.round).toBe(2);
  play(s, [use ? 'champion:0' : 'no']);
  nextTurnOf(s, 'Pike Ally');
  return s;
}

/** The Pike Ally's attack `option` at `target` with the d20 `roll`. */
function attack(s: DdmState, option: string, target: string, roll: number): void {
  act(s, option, [roll], (d: Decision) => (d.kind === 'choose-target' ? String(byLabel(s, target).id) : null));
}

describe('champion: each ally has +4 Attack and +10 Damage with melee attacks against targets it flanks until end of round', () => {
  it('reads the printing into a stat-bonus against flanked targets, melee only', () => {
    expect(readChampionBonus(POWER)).toEqual({
      trigger: 'start-of-round',
      effect: {
        kind: 'stat-bonus',
        bonuses: [
          { stat: 'attack', amount: 4, melee: true, against: 'flanked-target' },
          { stat: 'damage', amount: 10, melee: true, against: 'flanked-target' },
        ],
      },
      duration: 'end-of-round',
      target: { kind: 'warband', keywords: [], self: 'no' },
    });
    // A speed or defense cannot be "against targets".
    expect(readChampionBonus('Use at start of round: Until end of round, each ally has +2 Speed against targets flanked by that ally.')).toBeNull();
    const marshal = cards.find((c) => c.name === 'Flank Marshal');
    expect(marshal && championPowerText(marshal.championPowers[0]!)).toContain(
      '+4 melee Attack against targets it flanks and +10 melee Damage against targets it flanks',
    );
  });

  it('used: the bite on the flanked Straw Brute hits with a 4 (4 + 10 + 4 = AC 18) and deals 20', () => {
    const s = roundTwo(true);
    attack(s, 'attack:0', 'Straw Brute', 4);
    expect(byLabel(s, 'Straw Brute').hp).toBe(80 - 20);
  });

  it('used: the same bite on the Lone Brute, which it does not flank, misses; a hit deals 10', () => {
    const s = roundTwo(true);
    attack(s, 'attack:0', 'Lone Brute', 4);
    expect(byLabel(s, 'Lone Brute').hp).toBe(80);
    const t = roundTwo(true);
    attack(t, 'attack:0', 'Lone Brute', 15);
    expect(byLabel(t, 'Lone Brute').hp).toBe(80 - 10);
  });

  it('used: a ranged attack on the flanked Straw Brute gets nothing (melee attacks only)', () => {
    const s = roundTwo(true);
    attack(s, 'attack:1', 'Straw Brute', 4);
    expect(byLabel(s, 'Straw Brute').hp).toBe(80);
  });

  it('control, declined: the bite on the flanked Straw Brute with a 4 misses, and a hit deals 10', () => {
    const s = roundTwo(false);
    attack(s, 'attack:0', 'Straw Brute', 4);
    expect(byLabel(s, 'Straw Brute').hp).toBe(80);
    const t = roundTwo(false);
    attack(t, 'attack:0', 'Straw Brute', 15);
    expect(byLabel(t, 'Straw Brute').hp).toBe(80 - 10);
  });
});
