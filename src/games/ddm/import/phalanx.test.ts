// Phalanx Fighting ("+2 AC while adjacent to an ally"; "Whenever this creature is targeted by an attack,
// if it is adjacent to an ally: +2 AC against that attack"), read from invented rows and played through
// the engine with forced dice (ddm-battle-rules-2011, "Bonuses and Penalties", "Attack Roll"): the
// hunter's 19 (+10 on a 9) misses the hob's AC 20 while its ally stands beside it, and hits AC 18 when
// the ally is away. Fails if the power is ignored (the first spear hits too).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS = [
  'Phalanx Fighting: +2 AC while adjacent to an ally.',
  'Phalanx Fighting: Whenever this creature is targeted by an attack, if it is adjacent to an ally: +2 AC against that attack.',
];
const rows = [
  ...WORDINGS.map((text, i) =>
    entry({
      name: `Shield Hob ${i}`,
      hp: 40,
      ac: 18,
      powers: [
        { type: 'ATTACK', text: 'Stab: +5 vs. AC; 5 damage.' },
        { type: 'SPECIAL', text },
      ],
    }),
  ),
  entry({ name: 'Hay Post', hp: 40, powers: [{ type: 'ATTACK', text: 'Poke: +1 vs. AC; 5 damage.' }] }),
  entry({ name: 'Spear Hunter', hp: 60, powers: [{ type: 'ATTACK', text: 'Spear: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'phalanx.json');
afterAll(addTestCards(cards));

/** The hunter at (4,4) spears the hob at (5,4) with a 9; the hob's ally the post at `post`. Returns the hob's HP after. */
function spear(hob: string, post: [number, number]): number {
  const s = turnOf(['Spear Hunter'], [hob, 'Hay Post'], [[4, 4], [5, 4], post], 'Spear Hunter');
  act(s, 'attack:0', [9], (d) => (d.kind === 'choose-target' ? String(byLabel(s, hob).id) : null));
  return byLabel(s, hob).hp;
}

describe('Phalanx Fighting: +2 AC while adjacent to an ally', () => {
  it('reads both wordings as the continuous defense-bonus-adjacent-ally', () => {
    for (let i = 0; i < WORDINGS.length; i++)
      expect(cards[i]?.powers).toEqual([
        { kind: 'continuous', name: 'Phalanx Fighting', effect: { kind: 'defense-bonus-adjacent-ally', defense: 'AC', amount: 2 } },
      ]);
  });

  it('a 19 misses AC 20 beside the ally, and hits AC 18 with the ally away', () => {
    for (let i = 0; i < WORDINGS.length; i++) {
      expect(spear(`Shield Hob ${i}`, [6, 4])).toBe(40);
      expect(spear(`Shield Hob ${i}`, [10, 10])).toBe(30);
    }
  });
});
