// "On miss, re-roll once" printed on an attack (Sword and Bite, Talenta Boomerang), read from invented
// rows and played through the engine (ddm-battle-rules-2011, "Attack Roll"; the card's text breaks the
// rule that a missed roll stands, "CORE RULES AND EXCEPTIONS"): a missed attack roll is made once more
// against the same target, and that second roll stands. The control, the same attack without the
// clause, misses on the first roll. Forced dice show how many rolls were made: an unused forced die
// fails the test, so a second re-roll, or none, shows. Fails if the clause is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const claws = { type: 'ATTACK' as const, text: 'Claws: +5 vs. AC; 5 damage.' };
const rows = [
  entry({ name: 'Rat Rogue', powers: [claws, { type: 'ATTACK', text: 'Sword and Bite: +9 vs. AC; 10 damage. On miss, re-roll once.', limit: 1 }] }),
  entry({ name: 'Plain Rat', powers: [claws, { type: 'ATTACK', text: 'Sword and Bite: +9 vs. AC; 10 damage.', limit: 1 }] }),
  entry({ name: 'Nomad', powers: [claws, { type: 'ATTACK', text: 'Boomerang: (range 10) +8 vs. AC; 10 damage. On miss, re-roll once.' }] }),
  entry({ name: 'Target Dummy', hp: 60, ac: 18, powers: [claws] }),
];
const cards = importedCards(rows, 'reroll-on-miss.json');
afterAll(addTestCards(cards));

/** `who` makes attack 1 against the dummy (adjacent, or 5 squares away when `far`) with the forced d20s: the dummy's HP after. */
function attack(who: string, d20s: number[], far = false): number {
  const s = turnOf([who], ['Target Dummy'], [[2, 2], far ? [2, 7] : [2, 3]], who);
  act(s, 'attack:1', d20s);
  return byLabel(s, 'Target Dummy').hp;
}

describe('On miss, re-roll once', () => {
  it('reads the clause as the attack field rerollOnMiss (and says so in the rendered text); an area attack with it is a gap', () => {
    expect(cards[0]?.attacks[1]).toMatchObject({ name: 'Sword and Bite', rerollOnMiss: true, damage: [{ amount: 10, type: 'untyped' }] });
    expect(cards[1]?.attacks[1]?.rerollOnMiss).toBeUndefined();
    expect(attackText(cards[0]?.attacks[1] as NonNullable<(typeof cards)[0]>['attacks'][1])).toMatch(/made once more/);
    const area = parseDdmwi(
      JSON.stringify([entry({ name: 'Howler', powers: [claws, { type: 'ATTACK', text: 'Howl: (burst 2) +8 vs. Will; 10 damage. On miss, re-roll once.' }] })]),
      'area.json',
    );
    if (!area.ok) throw new Error(area.error);
    expect(area.value.creatures[0]?.enforced).toBe(false);
  });
  it('a miss (3 + 9 < 18) is rolled again and the second roll hits (15): 10 damage; the control misses', () => {
    expect(attack('Rat Rogue', [3, 15])).toBe(50);
    expect(attack('Plain Rat', [3])).toBe(60);
    expect(attack('Nomad', [2, 16], true)).toBe(50);
  });
  it('only once: two misses stand (no third roll); a hit is not rolled again', () => {
    expect(attack('Rat Rogue', [3, 4])).toBe(60);
    expect(attack('Rat Rogue', [15])).toBe(50);
  });
});
