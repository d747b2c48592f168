// "N damage; reroll once on miss" / "N damage, reroll once on miss" — the re-roll written after the damage
// (import/attack-grammar.ts rerollTail; Talenta Halfling's and Scorpion Clan Drow Fighter's Boomerang,
// Goliath Barbarian's and Skeletal Tomb Guardian's melee attacks, Angel of Retribution's Shard Sword):
// the attack field rerollOnMiss, as the sentence "On miss, re-roll once" (import/reroll-on-miss.test.ts).
// ddm-battle-rules-2011, "Attack Roll" (a missed roll stands unless a card says otherwise, "CORE RULES
// AND EXCEPTIONS"). Invented rows through the engine with forced dice: a miss is rolled once more and the
// second roll stands; the control (the same line without the clause) misses on its one roll — an unused
// forced die fails the test, so a missing or extra re-roll shows.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claws = { type: 'ATTACK' as const, text: 'Claws: +5 vs. AC; 5 damage.' };
const rows = [
  entry({ name: 'Dune Thrower', powers: [claws, { type: 'ATTACK', text: 'Boomerang: (range 10) +9 vs. AC; 10 Damage; reroll once on miss' }] }),
  entry({ name: 'Plain Thrower', powers: [claws, { type: 'ATTACK', text: 'Boomerang: (range 10) +9 vs. AC; 10 Damage' }] }),
  entry({ name: 'Axe Brute', powers: [{ type: 'ATTACK', text: 'Greataxe: +9 vs. AC; 15 Damage, reroll once on miss.' }] }),
  entry({ name: 'Target Dummy', hp: 60, ac: 18, powers: [claws] }),
];
const cards = importedCards(rows, 'reroll-once-on-miss.json');
afterAll(addTestCards(cards));

/** `who` makes its attack `option` against the dummy (5 squares away for a ranged one) with the forced d20s: the dummy's HP after. */
function attack(who: string, option: string, d20s: number[], far: boolean): number {
  const s = turnOf([who], ['Target Dummy'], [[2, 2], far ? [2, 7] : [2, 3]], who);
  act(s, option, d20s);
  return byLabel(s, 'Target Dummy').hp;
}

describe('N damage; reroll once on miss', () => {
  it('reads the tail as rerollOnMiss, the damage without it; the basic attack stays basic', () => {
    expect(cards[0]?.attacks[1]).toMatchObject({ name: 'Boomerang', rerollOnMiss: true, damage: [{ amount: 10, type: 'untyped' }] });
    expect(cards[1]?.attacks[1]?.rerollOnMiss).toBeUndefined();
    expect(cards[2]?.attacks[0]).toMatchObject({ name: 'Greataxe', basic: true, rerollOnMiss: true, damage: [{ amount: 15, type: 'untyped' }] });
  });
  it('a miss (3 + 9 < 18) is rolled again and the second roll (15) hits; the control misses on its one roll', () => {
    expect(attack('Dune Thrower', 'attack:1', [3, 15], true)).toBe(50);
    expect(attack('Plain Thrower', 'attack:1', [3], true)).toBe(60);
    expect(attack('Axe Brute', 'attack:0', [2, 16], false)).toBe(45);
  });
  it('only once: two misses stand', () => {
    expect(attack('Axe Brute', 'attack:0', [3, 4], false)).toBe(60);
  });
});
