// Damage to "that enemy" on an event about this creature (import/retort-damage.ts), read from invented
// rows and played through the engine with forced dice (ddm-battle-rules-2011, "Activated Powers",
// "Automatic Powers", "Damage", "Start of Turn Phase"): Fiery Riposte ("Use when an enemy misses this
// creature with a {m} attack: That enemy takes 15 fire damage"), Ice Spikes ("Whenever an adjacent enemy
// misses this creature with a {m} attack, that enemy takes 15 cold damage"), Grasping Beard ("Whenever an
// enemy moves out of a square adjacent to this creature, that enemy takes 5 Damage") and Aura of
// Crushing Despair ("While this creature is not Bloodied, whenever an enemy starts its turn adjacent to
// this creature, that enemy takes 5 psychic Damage"). Controls: a hit, a ranged miss, a move that does
// not leave its side, the creature bloodied. Fails if a power is ignored or widened.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const special = (text: string, limit?: number) => ({ type: 'SPECIAL' as const, text, ...(limit !== undefined ? { limit } : {}) });
const rows = [
  entry({
    name: 'Burning Bones',
    hp: 60,
    powers: [bite, special('Fiery Riposte: Use when an enemy misses this creature with a {m} attack: That enemy takes 15 fire damage.', 2)],
  }),
  entry({
    name: 'Frost Hound',
    hp: 60,
    powers: [bite, special('Ice Spikes: Whenever an adjacent enemy misses this creature with a {m} attack, that enemy takes 15 cold damage.')],
  }),
  entry({
    name: 'Beard Devil',
    hp: 60,
    powers: [bite, special('Grasping Beard: Whenever an enemy moves out of a square adjacent to this creature, that enemy takes 5 Damage.')],
  }),
  entry({
    name: 'Bane Priest',
    hp: 60,
    powers: [
      bite,
      special(
        'Aura of Crushing Despair: While this creature is not Bloodied, whenever an enemy starts its turn adjacent to this creature, that enemy takes 5 psychic Damage.',
      ),
    ],
  }),
  entry({ name: 'Brute', hp: 80, powers: [bite, { type: 'ATTACK', text: 'Sling: (range 6) +10 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'retort-damage.json');
afterAll(addTestCards(cards));

/** The brute at (4,2) attacks `me` at (5,2) with attack `k` (0 bite, 1 sling) rolling `roll`, the power used if offered; the brute's HP lost and whether it was asked. */
function attacked(me: string, k: number, roll: number) {
  const s = turnOf(
    ['Brute'],
    [me],
    [
      [4, 2],
      [5, 2],
    ],
    'Brute',
  );
  const brute = byLabel(s, 'Brute');
  let asked = false;
  act(s, `attack:${k}`, [roll], (d) => {
    if (d.kind !== 'use-power') return d.kind === 'choose-target' ? String(byLabel(s, me).id) : null;
    asked = true;
    return d.options.find((o) => o.id !== 'no')?.id ?? 'no';
  });
  return { lost: 80 - brute.hp, asked };
}

describe('damage to that enemy on a miss, a move out of reach, a start of turn', () => {
  it('reads the printings', () => {
    expect(cards.slice(0, 4).map((c) => c.powers[0])).toMatchObject([
      { trigger: { event: 'AfterAttack' }, activated: true, uses: 2, effect: { kind: 'damage-other', amount: 15, type: 'fire' } },
      { trigger: { conditions: [{}, {}, {}, {}, { kind: 'adjacent-to-self' }, { kind: 'missed' }] }, activated: false, effect: { amount: 15, type: 'cold' } },
      { trigger: 'enemy-leaves-adjacent', activated: false, effect: { amount: 5, type: 'untyped' } },
      { trigger: { event: 'StartOfTurn', conditions: [{}, {}, {}, {}, { kind: 'bloodied', of: 'self', not: true }] }, effect: { amount: 5, type: 'psychic' } },
    ]);
  });

  it('Fiery Riposte: the brute that misses with its bite takes 15 fire; a hit or a missed sling offers nothing', () => {
    expect(attacked('Burning Bones', 0, 2)).toEqual({ lost: 15, asked: true });
    expect(attacked('Burning Bones', 0, 15)).toEqual({ lost: 0, asked: false });
    expect(attacked('Burning Bones', 1, 2)).toEqual({ lost: 0, asked: false });
  });

  it('Ice Spikes: automatic 15 cold on the adjacent brute that misses; none on a hit', () => {
    expect(attacked('Frost Hound', 0, 2)).toEqual({ lost: 15, asked: false });
    expect(attacked('Frost Hound', 0, 15)).toEqual({ lost: 0, asked: false });
  });

  it('Grasping Beard: the brute moving away from the devil takes 5; moving from 2 squares off, none', () => {
    for (const [from, lost] of [
      [4, 5],
      [3, 0],
    ] as const) {
      const s = turnOf(
        ['Brute'],
        ['Beard Devil'],
        [
          [from, 2],
          [5, 2],
        ],
        'Brute',
      );
      act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? '0,2' : null));
      expect(byLabel(s, 'Brute').pos).toEqual({ x: 0, y: 2 });
      expect(80 - byLabel(s, 'Brute').hp).toBe(lost);
    }
  });

  it('Aura of Crushing Despair: the brute starting its turn beside the priest takes 5 psychic; beside the bloodied priest, none', () => {
    for (const [hp, lost] of [
      [60, 5],
      [20, 0],
    ] as const) {
      const s = turnOf(
        ['Brute'],
        ['Bane Priest'],
        [
          [4, 2],
          [5, 2],
        ],
        'Brute',
        { prepare: (x) => void (byLabel(x, 'Bane Priest').hp = hp) },
      );
      expect(80 - byLabel(s, 'Brute').hp).toBe(lost);
    }
  });
});
