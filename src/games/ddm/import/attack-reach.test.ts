// "(reach N)" printed on some melee attacks only (ddm-battle-rules-2011, "Melee Attacks", Range: "A
// creature with Reach can target an adjacent enemy or an enemy no more than that number of squares
// away"), read from invented rows and played through the engine with forced dice: the whip-armed
// creature's "(reach 2)" whip hits an enemy 2 squares away while its adjacent-only talons are not
// offered against it; next to the enemy both are. Fails if the printed reach is ignored (no whip at 2
// squares) or given to the whole creature (talons offered at 2 squares).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS = ['Tentacle Whip: (Reach 2) +7 vs. DEF(Fort); 15 Damage', 'Tentacle Whip: (reach 2) +7 vs. Fortitude; 15 damage.'];
const rows = [
  ...WORDINGS.map((whip, i) =>
    entry({
      name: `Whip Monk ${i}`,
      hp: 40,
      powers: [
        { type: 'ATTACK', text: 'Talons: +9 vs. AC; 10 Damage' },
        { type: 'ATTACK', text: whip },
      ],
    }),
  ),
  entry({
    name: 'Reach Ogre',
    hp: 40,
    powers: [
      { type: 'ATTACK', text: 'Club: +9 vs. AC; 10 Damage' },
      { type: 'SPECIAL', text: 'Reach 3' },
    ],
  }),
  entry({
    name: 'Long Whip Ogre',
    hp: 40,
    powers: [
      { type: 'ATTACK', text: 'Club: +9 vs. AC; 10 Damage' },
      { type: 'ATTACK', text: 'Long Whip: (reach 4) +9 vs. AC; 10 Damage' },
      { type: 'SPECIAL', text: 'Reach 2' },
    ],
  }),
  entry({ name: 'Hay Post', hp: 60, fort: 10, ac: 10, powers: [{ type: 'ATTACK', text: 'Poke: +1 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'attack-reach.json');
afterAll(addTestCards(cards));

/** The attack options of `who`'s menu with the post at `post` (who stands at (4,4)). */
function menu(who: string, post: [number, number]): { s: ReturnType<typeof turnOf>; attacks: string[] } {
  const s = turnOf([who], ['Hay Post'], [[4, 4], post], who);
  return {
    s,
    attacks: decision(s)
      .options.map((o) => o.id)
      .filter((id) => id.startsWith('attack:')),
  };
}

describe('attack range: reach on some melee attacks only', () => {
  it('keeps the reach on the attack that prints it, and gives the creature no Reach power', () => {
    for (let i = 0; i < WORDINGS.length; i++) {
      const card = cards[i];
      expect(card?.attacks.map((a) => a.range)).toEqual([{ kind: 'melee' }, { kind: 'melee', reach: 2 }]);
      expect(card?.powers.some((p) => p.kind === 'reach')).toBe(false);
    }
  });

  it('2 squares away only the whip is offered, and it hits for 15; adjacent both are', () => {
    for (let i = 0; i < WORDINGS.length; i++) {
      const far = menu(`Whip Monk ${i}`, [6, 4]);
      expect(far.attacks).toEqual(['attack:1']);
      act(far.s, 'attack:1', [10], (d) => (d.kind === 'choose-target' ? String(byLabel(far.s, 'Hay Post').id) : null));
      expect(byLabel(far.s, 'Hay Post').hp).toBe(45);
      expect(menu(`Whip Monk ${i}`, [5, 4]).attacks).toEqual(['attack:0', 'attack:1']);
      // 3 squares: beyond the whip's reach too.
      expect(menu(`Whip Monk ${i}`, [7, 4]).attacks).toEqual([]);
    }
  });

  it("the creature's Reach power still holds for every melee attack; a longer printed reach adds to it", () => {
    expect(menu('Reach Ogre', [7, 4]).attacks).toEqual(['attack:0']);
    expect(cards[3]?.attacks.map((a) => a.range)).toEqual([{ kind: 'melee' }, { kind: 'melee', reach: 4 }]);
    expect(menu('Long Whip Ogre', [6, 4]).attacks).toEqual(['attack:0', 'attack:1']);
    expect(menu('Long Whip Ogre', [8, 4]).attacks).toEqual(['attack:1']);
  });
});
