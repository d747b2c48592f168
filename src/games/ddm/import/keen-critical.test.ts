// Keen Critical N and its kin ("Scores critical hits on attack rolls of natural 19-20", "… criticals
// on attack rolls of natural 18+", "Keen Critical 19 on {r} attacks", "… against bloodied targets"),
// read from invented rows and played through the engine with forced dice (ddm-battle-rules-2011,
// "Attack Roll": Critical Hit, Automatic Hit, Conceal; "Critical Hits": base damage doubled). A
// natural 19 that hits deals 20 instead of 10 and ignores Conceal; the control (the same card without
// the power) deals 10 and rolls for Conceal. A natural 19 that would miss still misses (only a natural
// 20 is an automatic hit: our reading). The limits hold: a melee roll for a ranged-only power, a
// non-bloodied target for Bloody Critical. Fails if the power is ignored or read as an automatic hit.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 damage.' };
const bow = { type: 'ATTACK' as const, text: 'Bow: (range 8) +10 vs. AC; 10 damage.' };
const special = (text: string) => ({ type: 'SPECIAL' as const, text });
const rows = [
  entry({ name: 'Keen Brute', powers: [club, special('Keen Critical 19: Scores critical hits on attack rolls of natural 19-20.')] }),
  entry({ name: 'Keen Axeman', powers: [club, special('Keen Axe: Scores criticals on rolls of natural 19 or 20.')] }),
  entry({ name: 'Plain Brute', powers: [club, bow] }),
  entry({ name: 'Keen Archer', powers: [club, bow, special('Precise Aim: Keen Critical 19 on {r} attacks.')] }),
  entry({
    name: 'Bloody Blade',
    powers: [club, special('Bloody Critical 18+: Scores critical hits on attack rolls of natural 18-20 against bloodied targets.')],
  }),
  entry({ name: 'Target Ox', hp: 60, ac: 18, powers: [club] }),
  entry({ name: 'Iron Ox', hp: 60, ac: 35, powers: [club] }),
  entry({ name: 'Misty Ox', hp: 60, ac: 18, powers: [club, { type: 'ABILITY', text: 'Conceal 11' }] }),
];
const cards = importedCards(rows, 'keen-critical.json');
afterAll(addTestCards(cards));

/** `attacker` at (2,2) attacks `target` (at `x`,2) with attack `k` and the d20s given: the target's HP after. */
function hpAfter(attacker: string, target: string, d20s: number[], k = 0, x = 3, hp?: number): number {
  const s = turnOf(
    [attacker],
    [target],
    [
      [2, 2],
      [x, 2],
    ],
    attacker,
    {
      prepare: (st) => {
        if (hp !== undefined) byLabel(st, target).hp = hp;
      },
    },
  );
  act(s, `attack:${k}`, d20s);
  return byLabel(s, target).hp;
}

describe('Keen Critical N and its kin', () => {
  it('reads the wordings; the limited printing with automatic hits and a name whose number differs are not read', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Keen Critical 19', effect: { kind: 'keen-critical', from: 19 } });
    expect(cards[1]?.powers[0]).toMatchObject({ effect: { kind: 'keen-critical', from: 19 } });
    expect(cards[3]?.powers[0]).toMatchObject({ effect: { kind: 'keen-critical', from: 19, ranges: ['ranged'] } });
    expect(cards[4]?.powers[0]).toMatchObject({ effect: { kind: 'keen-critical', from: 18, vsBloodied: true } });
    const other = parseDdmwi(
      JSON.stringify([
        entry({
          name: 'Auto Gnoll',
          powers: [club, { ...special('Keen Critical 18: Scores automatic hits and critical hits on natural rolls of 18, 19 or 20.'), limit: 1 }],
        }),
        entry({ name: 'Odd Gnoll', powers: [club, special('Keen Critical 18: Scores critical hits on attack rolls of natural 19-20.')] }),
        entry({ name: 'Melee Gnoll', powers: [club, special('Keen Critical 18: Scores critical hits on melee basic attack rolls of natural 18, 19 or 20.')] }),
      ]),
      'k.json',
    );
    if (!other.ok) throw new Error(other.error);
    expect(other.value.creatures.map((c) => c.enforced)).toEqual([false, false, true]);
    expect(other.value.creatures[2]?.card?.powers[0]).toMatchObject({ effect: { from: 18, ranges: ['melee'], basicOnly: true } });
  });
  it('a natural 19 that hits is a critical hit: 20 damage, 10 for the control', () => {
    expect(hpAfter('Keen Brute', 'Target Ox', [19])).toBe(40);
    expect(hpAfter('Keen Axeman', 'Target Ox', [19])).toBe(40);
    expect(hpAfter('Plain Brute', 'Target Ox', [19])).toBe(50);
    // Below the keen number: a plain hit.
    expect(hpAfter('Keen Brute', 'Target Ox', [18])).toBe(50);
  });
  it('a natural 19 that would miss misses; a natural 20 hits and is critical', () => {
    expect(hpAfter('Keen Brute', 'Iron Ox', [19])).toBe(60);
    expect(hpAfter('Keen Brute', 'Iron Ox', [20])).toBe(40);
  });
  it('the keen critical ignores Conceal (no conceal roll); the control rolls it and misses on 5', () => {
    expect(hpAfter('Keen Brute', 'Misty Ox', [19])).toBe(40);
    expect(hpAfter('Plain Brute', 'Misty Ox', [19, 5])).toBe(60);
  });
  it('"on {r} attacks": a ranged 19 is critical, a melee 19 is not', () => {
    expect(hpAfter('Keen Archer', 'Target Ox', [19], 1, 6)).toBe(40);
    expect(hpAfter('Plain Brute', 'Target Ox', [19], 1, 6)).toBe(50);
    expect(hpAfter('Keen Archer', 'Target Ox', [19], 0)).toBe(50);
  });
  it('"against bloodied targets": an 18 is critical against a bloodied target only', () => {
    expect(hpAfter('Bloody Blade', 'Target Ox', [18], 0, 3, 25)).toBe(5);
    expect(hpAfter('Bloody Blade', 'Target Ox', [18])).toBe(50);
    expect(hpAfter('Plain Brute', 'Target Ox', [18], 0, 3, 25)).toBe(15);
  });
});
