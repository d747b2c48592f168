// "Roll Nd20 and use the highest result: +N vs. D; …" (6 Blades, Tentacles, Paralyzing Tentacles) —
// ddm-battle-rules-2011, "Attack Roll": the die read for the hit, the natural 20 and the natural 1 is
// the highest of the N rolled (the card stating otherwise). Read from invented rows and played through
// the engine with forced dice: 3, 9, 5 against AC 18 with +10 hits (the 9) for 20; with +20, three 1s
// are an automatic miss and 1, 1, 2 a hit. Control: the same attack printed without the sentence
// rolls once and a 3 misses. Fails if the sentence is ignored (one die read, the others unused) or left a gap.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Blade Demon',
    hp: 60,
    powers: [bite, { type: 'ATTACK', text: 'Six Blades: Roll 3d20 and use the highest result: (reach 2) +10 vs. AC; 20 damage.' }],
  }),
  entry({
    name: 'Sure Demon',
    hp: 60,
    powers: [bite, { type: 'ATTACK', text: 'Tentacles: Roll 3d20 and use the highest result: +20 vs. AC; 20 damage AND Slowed.' }],
  }),
  entry({ name: 'Plain Demon', hp: 60, powers: [bite, { type: 'ATTACK', text: 'Six Blades: (reach 2) +10 vs. AC; 20 damage.' }] }),
  entry({ name: 'Brute', hp: 60, powers: [bite] }),
];
const cards = importedCards(rows, 'best-of-dice.json');
afterAll(addTestCards(cards));

const battle = (who: string): DdmState =>
  turnOf(
    [who],
    ['Brute'],
    [
      [5, 5],
      [5, 6],
    ],
    who,
  );

describe('attacks: roll Nd20 and use the highest result', () => {
  it('reads the sentence as bestOf 3 (the reach kept); prints it', () => {
    expect(cards[0]?.attacks[1]).toMatchObject({ name: 'Six Blades', bestOf: 3, bonus: 10, range: { kind: 'melee' } });
    expect(cards[2]?.attacks[1]?.bestOf).toBeUndefined();
    const a = cards[0]?.attacks[1];
    if (!a) throw new Error('no Six Blades');
    expect(attackText(a)).toContain('roll 3d20, the highest');
  });

  it('3, 9, 5: the 9 is read (19 against AC 18), 20 damage', () => {
    const s = battle('Blade Demon');
    act(s, 'attack:1', [3, 9, 5]);
    expect(byLabel(s, 'Brute').hp).toBe(40);
  });

  it('+20: three 1s are an automatic miss, 1, 1, 2 a hit', () => {
    const s = battle('Sure Demon');
    act(s, 'attack:1', [1, 1, 1]);
    expect(byLabel(s, 'Brute').hp).toBe(60);
    const t = battle('Sure Demon');
    act(t, 'attack:1', [1, 1, 2]);
    expect(byLabel(t, 'Brute').hp).toBe(40);
  });

  it('control: without the sentence one die is rolled and a 3 misses', () => {
    const s = battle('Plain Demon');
    act(s, 'attack:1', [3]);
    expect(byLabel(s, 'Brute').hp).toBe(60);
  });
});
