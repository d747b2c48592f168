// "+N {m} Attack for each …" (ddm-battle-rules-2011, "Bonuses and Penalties"): Skittering Mob ("+1 {M}
// Attack for each Kruthik ally adjacent to this creature (maximum +3 Attack)", Kruthik Hatchling) and
// Pack Fervor ("+1 {m} Attack for each other Ibixian creature within 5 squares of this creature.",
// Ibixian) — the continuous attack-bonus-per-creature. Through the engine with forced dice against an
// ox of AC 14: a roll of 11 (+2 printed) misses alone and hits with two Kruthik allies adjacent (+2);
// four adjacent give +3 only (9+2+3 = 14 hits; an 8 misses, which +4 would have made a hit);
// Pack Fervor counts an Ibixian 5 squares away, not one 6 away (controls: allies of other keywords).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +2 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Hatchling',
    keywords: ['Kruthik'],
    powers: [claw, { type: 'SPECIAL', text: 'Skittering Mob: +1 {M} Attack for each Kruthik ally adjacent to this creature (maximum +3 Attack).' }],
  }),
  entry({ name: 'Kin', keywords: ['Kruthik'], powers: [claw] }),
  entry({
    name: 'Ibixian',
    keywords: ['Ibixian'],
    powers: [claw, { type: 'SPECIAL', text: 'Pack Fervor: +1 {m} Attack for each other Ibixian creature within 5 squares of this creature.' }],
  }),
  entry({ name: 'Goat', keywords: ['Ibixian'], powers: [claw] }),
  entry({ name: 'Squire', powers: [claw] }),
  entry({ name: 'Ox', hp: 60, ac: 14, powers: [claw] }),
];
const cards = importedCards(rows, 'per-creature-bonus.json');
afterAll(addTestCards(cards));

/** `who` (2,2) attacks the ox (3,2) with `roll`, its allies at `at`; the ox's HP after. */
function oxHpAfter(who: string, allies: readonly string[], at: readonly [number, number][], roll: number): number {
  const s = turnOf([who, ...allies], ['Ox'], [[2, 2], ...at, [3, 2]], who);
  act(s, 'attack:0', [roll], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return byLabel(s, 'Ox').hp;
}

describe('+N melee Attack for each creature of a keyword near it', () => {
  it('reads attack-bonus-per-creature', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      effect: { kind: 'attack-bonus-per-creature', amount: 1, keyword: 'Kruthik', within: 1, allies: true, melee: true, max: 3 },
    });
    expect(cards[2]?.powers[0]).toMatchObject({
      effect: { kind: 'attack-bonus-per-creature', amount: 1, keyword: 'Ibixian', within: 5, allies: false, melee: true },
    });
  });

  it('Skittering Mob: an 11 misses alone or beside squires, hits beside two Kruthik allies', () => {
    expect(oxHpAfter('Hatchling', [], [], 11)).toBe(60);
    expect(
      oxHpAfter(
        'Hatchling',
        ['Squire', 'Squire'],
        [
          [1, 2],
          [2, 3],
        ],
        11,
      ),
    ).toBe(60);
    expect(
      oxHpAfter(
        'Hatchling',
        ['Kin', 'Kin'],
        [
          [1, 2],
          [2, 3],
        ],
        11,
      ),
    ).toBe(50);
  });

  it('Skittering Mob: at most +3 — with four Kruthik allies a 9 hits, an 8 misses', () => {
    const four: [number, number][] = [
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 3],
    ];
    expect(oxHpAfter('Hatchling', ['Kin', 'Kin', 'Kin', 'Kin'], four, 9)).toBe(50);
    expect(oxHpAfter('Hatchling', ['Kin', 'Kin', 'Kin', 'Kin'], four, 8)).toBe(60);
  });

  it('Pack Fervor: an Ibixian 5 squares away gives +1 (a 11 hits), 6 away none (misses)', () => {
    expect(oxHpAfter('Ibixian', ['Goat'], [[2, 7]], 11)).toBe(50);
    expect(oxHpAfter('Ibixian', ['Goat'], [[2, 8]], 11)).toBe(60);
  });
});
