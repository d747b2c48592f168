// Fire Shield N in its three wordings ("Whenever this creature is hit by a {m} attack, the attacker
// takes 5 fire Damage", "Attacker takes 10 fire damage whenever this creature is hit with a {m}
// attack", "Any creature that hits this creature with a {m} attack takes 5 fire Damage"), read from
// invented rows and played through the engine with forced dice (ddm-battle-rules-2011, "Automatic
// Powers", "Damage"): the knight's sword hitting the burning creature costs the knight 5 (10) HP; a
// miss, a hit with its sling (ranged), and the same sword hit on a creature without the power (the
// control) cost it none, and Resist 5 fire halves nothing but takes the 5 away. Fails if the power is
// ignored or widened to ranged attacks or misses.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS = [
  'Fire Shield 5: Whenever this creature is hit by a {m} attack, the attacker takes 5 fire Damage.',
  'Fire Shield 10: Attacker takes 10 fire damage whenever this creature is hit with a {m} attack.',
  'Fire Shield 5: Any creature that hits this creature with a {m} attack takes 5 fire Damage.',
];
const slam = { type: 'ATTACK' as const, text: 'Slam: +5 vs. AC; 5 damage.' };
const knightAttacks = [
  { type: 'ATTACK' as const, text: 'Sword: +10 vs. AC; 10 damage.' },
  { type: 'ATTACK' as const, text: 'Sling: (range 6) +10 vs. AC; 10 damage.' },
];
const rows = [
  ...WORDINGS.map((text, i) => entry({ name: `Burning ${i}`, hp: 60, powers: [slam, { type: 'SPECIAL' as const, text }] })),
  entry({ name: 'Cold Stone', hp: 60, powers: [slam] }),
  entry({ name: 'Knight', hp: 60, powers: knightAttacks }),
  entry({ name: 'Salamander Knight', hp: 60, powers: [...knightAttacks, { type: 'SPECIAL', text: 'Resist 5 fire' }] }),
];
const cards = importedCards(rows, 'type-shield.json');
afterAll(addTestCards(cards));

/** `knight` (at (4,4)) attacks `who` (at (5,4)) with attack `k` rolling `d20`. Returns [knight's HP, `who`'s HP]. */
function strike(who: string, k: number, d20: number, knight = 'Knight'): [number, number] {
  const s = turnOf(
    [knight],
    [who],
    [
      [4, 4],
      [5, 4],
    ],
    knight,
  );
  act(s, `attack:${k}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, who).id) : null));
  return [byLabel(s, knight).hp, byLabel(s, who).hp];
}

describe('Fire Shield N: a melee attacker that hits takes N fire damage', () => {
  it('reads the three wordings as an automatic Hit trigger × damage-other', () => {
    WORDINGS.forEach((_, i) =>
      expect(cards[i]?.powers[0]).toEqual({
        kind: 'triggered',
        name: i === 1 ? 'Fire Shield 10' : 'Fire Shield 5',
        trigger: {
          event: 'Hit',
          conditions: [
            { kind: 'target-is', who: 'self' },
            { kind: 'attack-kind', kinds: ['melee'] },
            { kind: 'on-map', of: 'actor' },
          ],
        },
        activated: false,
        action: 'none',
        effect: { kind: 'damage-other', amount: i === 1 ? 10 : 5, type: 'fire' },
      }),
    );
  });

  it('a sword hit costs the knight 5 (10) HP; the target takes the sword as usual', () => {
    expect(strike('Burning 0', 0, 15)).toEqual([55, 50]);
    expect(strike('Burning 1', 0, 15)).toEqual([50, 50]);
    expect(strike('Burning 2', 0, 15)).toEqual([55, 50]);
  });

  it('control: the same hit on a creature without the power costs the knight nothing', () => {
    expect(strike('Cold Stone', 0, 15)).toEqual([60, 50]);
  });

  it('a miss and a ranged hit cost the knight nothing', () => {
    expect(strike('Burning 0', 0, 2)).toEqual([60, 60]);
    expect(strike('Burning 0', 1, 15)).toEqual([60, 50]);
  });

  it('it is fire damage: Resist 5 fire takes the 5 away ("Damage")', () => {
    expect(strike('Burning 0', 0, 15, 'Salamander Knight')).toEqual([60, 50]);
    expect(strike('Burning 1', 0, 15, 'Salamander Knight')).toEqual([55, 50]);
  });
});
