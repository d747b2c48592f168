// Attack-line wordings read from invented rows in the ddmwi format and played through the engine:
// "AND this creature heals N HP" — the attacker heals after the hit (ddm-battle-rules-2011, "Damage
// and Healing", Heal; "Applying Damage", Additional Effects) — and the radius forms "(range N,
// radius M)", "(sight, radius M)" and "(nearest, radius M)" ("Area Attacks", Radius X; guidelines:
// the nearest creature the attacker sees must be in the area). Each test fails if the wording is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { geo } from '../geo.js';
import { addTestCards } from '../powers/test-cards.js';
import { areaChoices } from '../rules/tactics.js';
import { act, byLabel, ctxFor, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({ name: 'Marsh Leech', hp: 60, powers: [{ type: 'ATTACK', text: 'Drain: +10 vs. AC; 10 damage AND this creature heals 10 HP.' }] }),
  entry({
    name: 'Hail Caller',
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Staff: +10 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Near Hail: (radius 1, nearest) +10 vs. Reflex; 10 cold damage.' },
      { type: 'ATTACK', text: 'Far Hail: (sight, radius 1) +10 vs. Reflex; 10 cold damage.' },
      { type: 'ATTACK', text: 'Short Hail: (range 4, radius 1) +10 vs. Reflex; 10 cold damage.' },
    ],
  }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 10 damage.' }] }),
  entry({ name: 'Straw Near', hp: 80, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 10 damage.' }] }),
  entry({ name: 'Straw Far', hp: 80, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 10 damage.' }] }),
  entry({ name: 'Straw Twig', hp: 10, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'attack-clauses.json');
afterAll(addTestCards(cards));

describe('AND this creature heals N HP', () => {
  const drain = (d20: number, dummy = 'Straw Dummy') => {
    const s = turnOf(
      ['Marsh Leech'],
      [dummy],
      [
        [5, 5],
        [5, 6],
      ],
      'Marsh Leech',
    );
    const leech = byLabel(s, 'Marsh Leech');
    leech.hp = 30;
    act(s, 'attack:0', [d20]);
    return { leech, target: byLabel(s, dummy) };
  };
  it('a hit damages the target, then the attacker heals', () => {
    const { leech, target } = drain(15);
    expect(target.hp).toBe(70);
    expect(leech.hp).toBe(40);
  });
  it('a miss heals nothing', () => {
    expect(drain(2).leech.hp).toBe(30);
  });
  it('the attacker heals even when the hit destroys its target', () => {
    const { leech, target } = drain(15, 'Straw Twig');
    expect(target.pos).toBeNull();
    expect(leech.hp).toBe(40);
  });
  it('is encoded as an AND effect of the attack', () => {
    expect(cards[0]?.attacks[0]?.effects).toEqual([{ kind: 'heal-attacker', amount: 10 }]);
  });
});

describe('radius attacks with a range, sight or nearest', () => {
  // The caller at (2,5); one enemy 3 squares away, the other 7 (too far apart for one radius 1).
  const setUp = () => {
    const s = turnOf(
      ['Hail Caller'],
      ['Straw Near', 'Straw Far'],
      [
        [2, 5],
        [5, 5],
        [9, 5],
      ],
      'Hail Caller',
    );
    const caller = byLabel(s, 'Hail Caller');
    const reached = (k: number) => {
      const a = s.cards['Hail Caller']?.attacks[k];
      if (!a) throw new Error(`the Hail Caller has no attack ${k}`);
      return areaChoices(ctxFor(s), geo(s), caller, a).map((ch) => ch.targets.map((id) => s.creatures[id]?.label).join(','));
    };
    return { s, reached };
  };
  it('are area attacks of the encoding', () => {
    expect(cards[1]?.attacks.map((a) => a.range)).toEqual([
      { kind: 'melee' },
      { kind: 'area', radius: 1, within: 'nearest' },
      { kind: 'area', radius: 1, within: 'sight' },
      { kind: 'area', radius: 1, within: 4 },
    ]);
  });
  it('nearest: every area includes the nearest enemy it sees; sight: the farther one alone too', () => {
    const { reached } = setUp();
    const near = reached(1);
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((t) => t.split(',').includes('Straw Near'))).toBe(true);
    expect(reached(2)).toContain('Straw Far');
  });
  it('range N: the origin within N squares, so the farther enemy is out of reach', () => {
    const { reached } = setUp();
    const short = reached(3);
    expect(short.length).toBeGreaterThan(0);
    expect(short.some((t) => t.split(',').includes('Straw Far'))).toBe(false);
  });
  it('plays through the engine: the nearest area hits the nearest enemy', () => {
    const { s } = setUp();
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Straw Near').hp).toBe(70);
    expect(byLabel(s, 'Straw Far').hp).toBe(80);
  });
});
