// ", N TYPE only on miss" after the hit damage (Hellfire: "10 + 10 fire Damage, 5 fire only on miss";
// Lightning Breath, Fiery Breath, Frost Blast, Cold Breath, Trumpet's Peal …):
// read as ", N TYPE on miss" — the attack's miss damage (ddm-battle-rules-2011, "HOW TO READ A CREATURE
// STAT CARD": an attack's miss line; "Applying Damage"). Played through the engine with forced dice: a
// hit deals 10 + 10 fire, a miss 5 fire, the same as the printing without "only" (the control). Fails
// if the wording stays a gap (no such attack on the card) or the miss deals nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({ name: 'Fire Fiend', powers: [{ type: 'ATTACK', text: 'Hellfire: (range 10) +8 vs. DEF(Ref); 10 + 10 fire Damage, 5 fire only on miss' }] }),
  entry({ name: 'Plain Fiend', powers: [{ type: 'ATTACK', text: 'Hellfire: (range 10) +8 vs. DEF(Ref); 10 + 10 fire Damage, 5 fire on miss' }] }),
  entry({ name: 'Target Ox', hp: 60, ref: 15, powers: [{ type: 'ATTACK', text: 'Poke: +1 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'miss-damage-tail.json');
afterAll(addTestCards(cards));

/** `who` at (2,5) shoots the ox at (6,5) with a forced d20 (+8 vs. Ref 15: 7 hits); the ox's HP after. */
function oxAfter(who: string, d20: number): number {
  const s = turnOf(
    [who],
    ['Target Ox'],
    [
      [2, 5],
      [6, 5],
    ],
    who,
  );
  act(s, 'attack:0', [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Target Ox').id) : null));
  return byLabel(s, 'Target Ox').hp;
}

describe('attack miss damage: ", N TYPE only on miss"', () => {
  it('reads it as the miss damage, as without "only"', () => {
    expect(cards[0]?.attacks[0]).toEqual(cards[1]?.attacks[0]);
    expect(cards[0]?.attacks[0]?.miss?.damage).toEqual([{ amount: 5, type: 'fire' }]);
  });

  it('a hit deals 10 + 10 fire, a miss 5 fire; the control without "only" the same', () => {
    expect([oxAfter('Fire Fiend', 12), oxAfter('Fire Fiend', 3)]).toEqual([40, 55]);
    expect([oxAfter('Plain Fiend', 12), oxAfter('Plain Fiend', 3)]).toEqual([40, 55]);
  });
});
