// Leaf on the Wind ("Use when an attack misses this creature: Shift up to 3 squares"), read from an
// invented row and played through the engine with forced dice (ddm-battle-rules-2011, "Activated
// Powers", "SHIFT"). The brute's 2 misses the myrmidon: used, it shifts 3 squares away; declined
// (control) it stays; a hit, or a miss against the squire beside it, offers nothing. Fails if the power
// is ignored or widened to hits or to other targets.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const fist = { type: 'ATTACK' as const, text: 'Fist: +10 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Myrmidon',
    hp: 100,
    powers: [fist, { type: 'SPECIAL', text: 'Leaf on the Wind: Use when an attack misses this creature: Shift up to 3 squares.' }],
  }),
  entry({ name: 'Squire', hp: 100, powers: [fist] }),
  entry({ name: 'Brute', hp: 100, powers: [fist] }),
];
const cards = importedCards(rows, 'leaf-on-the-wind.json');
afterAll(addTestCards(cards));

/** The brute (3,3) attacks `victim` rolling `roll`; the myrmidon at (2,3), the squire at (3,2); used when offered if `use`, shifting to (2,6). */
function swing(victim: string, roll: number, use: boolean): { offered: boolean; at: string; dests: string[] } {
  const s = turnOf(
    ['Myrmidon', 'Squire'],
    ['Brute'],
    [
      [2, 3],
      [3, 2],
      [3, 3],
    ],
    'Brute',
  );
  let offered = false;
  let dests: string[] = [];
  act(s, 'attack:0', [roll], (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, victim).id);
    if (d.kind === 'choose-destination') {
      dests = d.options.map((o) => o.id);
      return '2,6';
    }
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id.startsWith('power:Leaf on the Wind'))) return null;
    offered = true;
    return use ? 'power:Leaf on the Wind' : 'no';
  });
  const p = byLabel(s, 'Myrmidon').pos;
  return { offered, at: `${p?.x},${p?.y}`, dests };
}

describe('Leaf on the Wind: when an attack misses this creature, a shift of up to N squares', () => {
  it('reads AfterAttack (this creature the target, a miss) × shift up to 3', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Leaf on the Wind',
      trigger: { event: 'AfterAttack', conditions: [{ kind: 'target-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'missed' }] },
      activated: true,
      action: 'none',
      effect: { kind: 'shift', squares: 3 },
    });
  });

  it('the miss: used, it shifts 3 squares (to (2,6), not 4 squares to (2,7)); declined (control), it stays', () => {
    const used = swing('Myrmidon', 2, true);
    expect(used).toMatchObject({ offered: true, at: '2,6' });
    expect(used.dests).not.toContain('2,7');
    expect(swing('Myrmidon', 2, false)).toMatchObject({ offered: true, at: '2,3' });
  });

  it('not offered after a hit, nor after a miss against the squire', () => {
    expect(swing('Myrmidon', 15, true)).toMatchObject({ offered: false, at: '2,3' });
    expect(swing('Squire', 2, true)).toMatchObject({ offered: false, at: '2,3' });
  });
});
