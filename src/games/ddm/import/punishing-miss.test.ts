// Punishing Miss ("Immediate action, use when an adjacent Goblin, Kobold, or Orc enemy misses with an
// attack: Make a {b} attack against that enemy"), read from an invented row and played through the
// engine with forced dice (ddm-battle-rules-2011, "Activated Powers", "Immediate Actions", "Basic
// Attacks"). The adjacent Orc misses the squire: used, the dwarf's 15 hits the Orc for 10; declined,
// after a hit, from a Human raider, or from an Orc 3 squares away with a sling (controls), nothing.
// Fails if the power is ignored or its keyword, adjacency or miss condition is.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const fist = { type: 'ATTACK' as const, text: 'Fist: +10 vs. AC; 10 damage.' };
const sling = { type: 'ATTACK' as const, text: 'Sling: (range 6) +10 vs. AC; 10 damage.' };
const PUNISHING =
  'Punishing Miss: Immediate action, use when an adjacent Goblin, Kobold, or Orc enemy misses with an attack: Make a {b} attack against that enemy.';
const rows = [
  entry({ name: 'Dwarf', hp: 100, powers: [fist, { type: 'SPECIAL', text: PUNISHING }] }),
  entry({ name: 'Squire', hp: 100, powers: [fist] }),
  entry({ name: 'Orc Raider', hp: 100, keywords: ['Orc'], powers: [fist, sling] }),
  entry({ name: 'Human Raider', hp: 100, keywords: ['Human'], powers: [fist, sling] }),
];
const cards = importedCards(rows, 'punishing-miss.json');
afterAll(addTestCards(cards));

/** `raider` (at `at`) attacks the squire (2,3) with attack `k` rolling `roll`; the dwarf at (2,2); used when offered if `use` (its fist rolling 15). */
function raid(raider: string, at: [number, number], k: number, roll: number, use: boolean): { offered: boolean; hp: number } {
  const s = turnOf(['Dwarf', 'Squire'], [raider], [[2, 2], [2, 3], at], raider);
  let offered = false;
  act(s, `attack:${k}`, use ? [roll, 15] : [roll], (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, 'Squire').id);
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id.startsWith('power:Punishing Miss'))) return null;
    offered = true;
    return use ? 'power:Punishing Miss' : 'no';
  });
  return { offered, hp: byLabel(s, raider).hp };
}

describe('Punishing Miss: a basic attack against an adjacent enemy of the keywords that misses', () => {
  it('reads AfterAttack (an adjacent enemy with a keyword, a miss) × basic-attack-vs-other, an immediate action', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      trigger: {
        event: 'AfterAttack',
        conditions: expect.arrayContaining([{ kind: 'has-keyword', keyword: 'Goblin', or: ['Kobold', 'Orc'], of: 'actor' }, { kind: 'missed' }]),
      },
      activated: true,
      action: 'immediate',
      effect: { kind: 'basic-attack-vs-other', melee: false },
    });
  });

  it('the adjacent Orc misses the squire: used, the dwarf hits it for 10', () => {
    expect(raid('Orc Raider', [1, 3], 0, 2, true)).toEqual({ offered: true, hp: 90 });
  });

  it('controls: declined; a hit; a Human raider; an Orc 3 squares away', () => {
    expect(raid('Orc Raider', [1, 3], 0, 2, false)).toEqual({ offered: true, hp: 100 });
    expect(raid('Orc Raider', [1, 3], 0, 15, false)).toEqual({ offered: false, hp: 100 });
    expect(raid('Human Raider', [1, 3], 0, 2, false)).toEqual({ offered: false, hp: 100 });
    expect(raid('Orc Raider', [5, 3], 1, 2, false)).toEqual({ offered: false, hp: 100 });
  });
});
