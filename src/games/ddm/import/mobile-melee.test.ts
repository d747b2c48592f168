// Mobile Melee Attack ("Use after this creature makes a {m} attack: This creature shifts as a free
// action", "Immediate, after resolving this creature's {m} attack; shift 1 square"), read from
// invented rows and played through the engine with forced dice (ddm-battle-rules-2011, "SHIFT": 1
// square, no opportunity attacks; "Activated Powers"): after its melee attack, hit or miss, its player
// may shift it 1 square; after its ranged attack nothing is offered, nor to the control (the same
// creature without the power). Fails if the power is ignored (no question, it stays).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sting = { type: 'ATTACK' as const, text: 'Sting: +10 vs. AC; 10 damage.' };
const spit = { type: 'ATTACK' as const, text: 'Spit: (range 6) +10 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Wing Drake',
    powers: [sting, spit, { type: 'SPECIAL', text: 'Mobile Melee Attack: Use after this creature makes a {m} attack: This creature shifts as a free action.' }],
  }),
  entry({
    name: 'Gith Monk',
    powers: [sting, spit, { type: 'SPECIAL', text: "Mobile Melee Attack: Immediate, after resolving this creature's {m} attack; shift 1 square." }],
  }),
  entry({ name: 'Plain Drake', powers: [sting, spit] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [sting] }),
];
const cards = importedCards(rows, 'mobile-melee.json');
afterAll(addTestCards(cards));

/** `who` at (4,4) attacks the dummy at (5,4) with `attack` and the roll given; its power is used when offered, shifting to (3,4). */
function strike(who: string, roll: number, attack = 'attack:0') {
  const s = turnOf(
    [who],
    ['Straw Dummy'],
    [
      [4, 4],
      [5, 4],
    ],
    who,
  );
  const r = act(s, attack, [roll], (d) =>
    d.kind === 'use-power' ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : d.kind === 'choose-destination' ? '3,4' : null,
  );
  return { s, asked: r.asked.map((d) => d.kind), where: r.asked.find((d) => d.kind === 'choose-destination'), pos: byLabel(s, who).pos };
}

describe('Mobile Melee Attack: after its melee attack, it shifts 1 square', () => {
  it('reads both wordings as AfterAttack (its melee attack) × shift, the second an immediate action', () => {
    for (const k of [0, 1])
      expect(cards[k]?.powers[0]).toMatchObject({
        kind: 'triggered',
        activated: true,
        trigger: {
          event: 'AfterAttack',
          conditions: [
            { kind: 'actor-is', who: 'self' },
            { kind: 'on-map', of: 'self' },
            { kind: 'attack-kind', kinds: ['melee'] },
          ],
        },
        effect: { kind: 'shift' },
      });
    expect(cards[1]?.powers[0]).toMatchObject({ action: 'immediate' });
  });
  it('after a hit (15) or a miss (2) with its melee attack: offered, it shifts 1 square (no farther)', () => {
    for (const who of ['Wing Drake', 'Gith Monk'])
      for (const roll of [15, 2]) {
        const r = strike(who, roll);
        expect(r.asked).toContain('use-power');
        expect(r.where?.options.map((o) => o.id)).not.toContain('2,4');
        expect(r.pos).toEqual({ x: 3, y: 4 });
      }
  });
  it('not after its ranged attack, nor for the control', () => {
    const ranged = strike('Wing Drake', 15, 'attack:1');
    expect(ranged.asked).not.toContain('use-power');
    expect(ranged.pos).toEqual({ x: 4, y: 4 });
    const control = strike('Plain Drake', 15);
    expect(control.asked).not.toContain('use-power');
    expect(control.pos).toEqual({ x: 4, y: 4 });
  });
});
