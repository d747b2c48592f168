// Venom N ("Use when this creature hits with a {b} attack: Target has 15 ongoing poison damage (save
// ends)"), read from an invented row and played through the engine with forced dice
// (ddm-battle-rules-2011, "Activated Powers", "Basic Attacks", "Ongoing Damage"). The imp's basic sting
// hits the ox: used, the ox has ongoing 15 poison (save ends); declined (control), none; its limited
// non-basic attack and a miss offer nothing. Fails if the power is ignored or widened.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const VENOM = 'Venom 15: Use when this creature hits with a {b} attack: Target has 15 ongoing poison damage (save ends).';
const rows = [
  entry({
    name: 'Imp',
    powers: [
      { type: 'ATTACK', text: 'Sting: +10 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Bite: +10 vs. AC; 10 damage.', limit: 1 },
      { type: 'SPECIAL', text: VENOM, limit: 1 },
    ],
  }),
  entry({ name: 'Ox', hp: 100, powers: [{ type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'venom.json');
afterAll(addTestCards(cards));

/** The imp attacks the ox with attack `k` rolling `roll`, Venom used when offered if `use`: offered, and the ox's ongoing damage. */
function sting(k: number, roll: number, use: boolean): { offered: boolean; ongoing: string | null } {
  const s = turnOf(
    ['Imp'],
    ['Ox'],
    [
      [2, 2],
      [3, 2],
    ],
    'Imp',
  );
  let offered = false;
  act(s, `attack:${k}`, [roll], (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, 'Ox').id);
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id.startsWith('power:Venom'))) return null;
    offered = true;
    return use ? 'power:Venom 15' : 'no';
  });
  const c = byLabel(s, 'Ox').conds.find((x) => x.kind === 'ongoing');
  return { offered, ongoing: c ? `${c.amount} ${c.dtype} ${c.duration}` : null };
}

describe('Venom N: after a basic attack hits, ongoing damage on the target', () => {
  it('reads AfterAttack (its basic attack, a hit) × attack-effects-on-target ongoing 15 poison', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      trigger: {
        event: 'AfterAttack',
        conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'basic-attack' }, { kind: 'hit' }],
      },
      activated: true,
      uses: 1,
      effect: { kind: 'attack-effects-on-target', effects: [{ kind: 'ongoing', amount: 15, type: 'poison' }] },
    });
  });

  it('used after the basic sting hits: ongoing 15 poison, save ends; declined (control): none', () => {
    expect(sting(0, 15, true)).toEqual({ offered: true, ongoing: '15 poison save-ends' });
    expect(sting(0, 15, false)).toEqual({ offered: true, ongoing: null });
  });

  it('not offered after a miss, nor after the non-basic bite', () => {
    expect(sting(0, 2, true)).toEqual({ offered: false, ongoing: null });
    expect(sting(1, 15, true)).toEqual({ offered: false, ongoing: null });
  });
});
