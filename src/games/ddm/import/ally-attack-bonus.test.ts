// Bonuses a creature gives its allies of a keyword (import/ally-attack-bonus.ts; abilities/continuous/
// ally-attack-bonus.ts): "<Keyword> allies have +N {m} Attack" (every such ally on the map, melee only) and
// "(Aura N) <Keyword> allies in aura have +A {m} attack and +D {m} damage" (only within N squares, off while
// the giver is inactive) — ddm-battle-rules-2011, "Continuous Powers" (Aura), "Bonuses and Penalties",
// "Duplicate Effects". Invented creatures in the file's wording shapes, through the engine with forced
// dice against an ox of AC 14: a ghoul's sword (+5, 10 damage) rolling 6 misses alone and hits with the
// standing bonus; the giver itself, an ally without the keyword and the ghoul's bow get nothing (controls);
// the aura adds +2 and +5 within 2 squares, nothing at 3 squares or while its giver is stunned, and two
// givers of the same power count once.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import type { DdmState } from '../state.js';
import { act, byLabel, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Sword: +5 vs. AC; 10 Damage' };
const bow = { type: 'ATTACK' as const, text: 'Bow: (range 8) +5 vs. AC; 10 Damage' };
const rows = [
  entry({ name: 'Ghoul', keywords: ['Ghoul'], powers: [sword, bow] }),
  entry({ name: 'Warchief', keywords: ['Ghoul'], powers: [sword, { type: 'SPECIAL', text: 'Grim Call: Ghoul allies have +3 {m} Attack.' }] }),
  entry({
    name: 'Barrow Lord',
    keywords: ['Undead'],
    powers: [sword, { type: 'SPECIAL', text: 'Dead Rally: (Aura 2) Ghoul allies in aura have +2 {m} att ack and +5 {m} damage.' }],
  }),
  entry({ name: 'Hound', keywords: ['Beast'], powers: [sword] }),
  entry({ name: 'Ox', hp: 60, ac: 14, powers: [sword] }),
];
const cards = importedCards(rows, 'ally-attack-bonus.json');
afterAll(addTestCards(cards));

/**
 * `attacker` (its side: `side`, placed at (2,2)) attacks the ox at `ox` with attack `index` rolling `roll`;
 * the ox's HP after. `prepare` runs before the turn (conditions).
 */
function oxHpAfter(
  attacker: string,
  others: readonly string[],
  at: readonly [number, number][],
  roll: number,
  opts: { readonly index?: number; readonly ox?: [number, number]; readonly prepare?: (s: DdmState) => void } = {},
): number {
  const s = turnOf([attacker, ...others], ['Ox'], [[2, 2], ...at, opts.ox ?? [3, 2]], attacker, opts.prepare ? { prepare: opts.prepare } : {});
  act(s, `attack:${opts.index ?? 0}`, [roll], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return byLabel(s, 'Ox').hp;
}

describe('a standing bonus to allies of a keyword', () => {
  it('reads ally-attack-bonus (keyword, melee) and its aura form, the spelling slip "att ack" as Attack', () => {
    expect(cards[1]?.powers[0]).toMatchObject({
      kind: 'continuous',
      name: 'Grim Call',
      effect: { kind: 'ally-attack-bonus', attack: 3, damage: 0, keyword: 'Ghoul', melee: true },
    });
    expect(cards[2]?.powers[0]).toMatchObject({
      kind: 'continuous',
      name: 'Dead Rally',
      effect: { kind: 'aura-ally-attack-bonus', attack: 2, damage: 5, keyword: 'Ghoul', melee: true, radius: 2 },
    });
  });

  it('a ghoul rolling 6 misses alone (control) and hits with the warchief anywhere on the map', () => {
    expect(oxHpAfter('Ghoul', [], [], 6)).toBe(60);
    expect(oxHpAfter('Ghoul', ['Warchief'], [[10, 10]], 6)).toBe(50);
  });

  it('controls: not the warchief itself, not an ally without the keyword, not a ranged attack', () => {
    expect(oxHpAfter('Warchief', [], [], 6)).toBe(60);
    expect(oxHpAfter('Hound', ['Warchief'], [[10, 10]], 6)).toBe(60);
    expect(oxHpAfter('Ghoul', ['Warchief'], [[10, 10]], 8, { index: 1, ox: [2, 8] })).toBe(60);
    expect(oxHpAfter('Ghoul', ['Warchief'], [[10, 10]], 9, { index: 1, ox: [2, 8] })).toBe(50);
  });
});

describe('the aura form', () => {
  it('within 2 squares: +2 Attack (a 7 hits) and +5 Damage; at 3 squares nothing (control)', () => {
    expect(oxHpAfter('Ghoul', ['Barrow Lord'], [[2, 4]], 7)).toBe(45);
    expect(oxHpAfter('Ghoul', ['Barrow Lord'], [[2, 5]], 7)).toBe(60);
    expect(oxHpAfter('Ghoul', ['Barrow Lord'], [[2, 5]], 9)).toBe(50);
  });

  it('off while its giver is stunned (inactive)', () => {
    const stun = (s: DdmState): void => void addCond(s, byLabel(s, 'Barrow Lord'), testCondition('Stunned'));
    expect(oxHpAfter('Ghoul', ['Barrow Lord'], [[2, 4]], 7, { prepare: stun })).toBe(60);
    expect(oxHpAfter('Ghoul', ['Barrow Lord'], [[2, 4]], 9, { prepare: stun })).toBe(50);
  });

  it('two givers of the same power count once: a 5 still misses, a 7 deals 15', () => {
    const two: [number, number][] = [
      [2, 4],
      [0, 2],
    ];
    expect(oxHpAfter('Ghoul', ['Barrow Lord', 'Barrow Lord'], two, 5)).toBe(60);
    expect(oxHpAfter('Ghoul', ['Barrow Lord', 'Barrow Lord'], two, 7)).toBe(45);
  });
});
