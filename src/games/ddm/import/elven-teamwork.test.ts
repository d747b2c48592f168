// Elven Teamwork as the Elf Warrior prints it ("+2 Attack and +4 DEF(Will) while adjacent to an Elf Martial
// ally.") — encoded for that creature (content/ddmwi-side-table.ts ONE_OFF_POWERS) as the custom power
// cards/custom/elven-teamwork.ts (attackBonus +2, Will +4 while an ally with both keywords is adjacent)
// — ddm-battle-rules-2011, "Bonuses and Penalties", APPENDIX A (DEF(Will)). Through the engine with
// forced dice: beside an Elf Martial ally its longsword (+6) rolling 6 hits the ox's AC 14 (12 would
// miss), and the ox's mind blast (+5 vs. Will 16) rolling 12 misses it (17 would hit); beside an ally
// that is only an Elf (control), or a plain elf beside the Elf Martial ally (control), the sword misses
// and the blast hits.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Longsword: +6 vs. AC; 5 Damage' };
const rows = [
  entry({
    name: 'Elf Warrior',
    hp: 40,
    will: 16,
    keywords: ['Elf', 'Martial'],
    powers: [sword, { type: 'SPECIAL', text: 'Elven Teamwork: +2 Attack and +4 DEF(Will) while adjacent to an Elf Martial ally.' }],
  }),
  entry({ name: 'Plain Elf', hp: 40, will: 16, keywords: ['Elf', 'Martial'], powers: [sword] }),
  entry({ name: 'Elf Soldier', hp: 40, keywords: ['Elf', 'Martial'], powers: [sword] }),
  entry({ name: 'Elf Poet', hp: 40, keywords: ['Elf'], powers: [sword] }),
  entry({
    name: 'Ox',
    hp: 60,
    ac: 14,
    powers: [
      { type: 'ATTACK', text: 'Horns: +5 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Mind Blast: (range 6) +5 vs. Will; 10 psychic damage.' },
    ],
  }),
];
const cards = importedCards(rows, 'elven-teamwork.json');
afterAll(addTestCards(cards));

/** `elf` (4,4) beside `ally` (3,4) and the ox (5,4): on `whose` turn the one swings or blasts with `d20`. Returns the ox's and the elf's HP. */
function exchange(elf: string, ally: string, whose: 'elf' | 'ox', d20: number): [number, number] {
  const s = turnOf(
    [elf, ally],
    ['Ox'],
    [
      [4, 4],
      [3, 4],
      [5, 4],
    ],
    whose === 'elf' ? elf : 'Ox',
  );
  act(s, whose === 'elf' ? 'attack:0' : 'attack:1', [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, whose === 'elf' ? 'Ox' : elf).id) : null));
  return [byLabel(s, 'Ox').hp, byLabel(s, elf).hp];
}

describe('Elven Teamwork: +2 Attack and +4 Will while adjacent to an Elf Martial ally', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Elven Teamwork', custom: 'elven-teamwork' });
  });

  it('beside an Elf Martial ally: its sword rolling 6 hits AC 14, the blast rolling 12 misses Will 20', () => {
    expect(exchange('Elf Warrior', 'Elf Soldier', 'elf', 6)).toEqual([55, 40]);
    expect(exchange('Elf Warrior', 'Elf Soldier', 'ox', 12)).toEqual([60, 40]);
  });

  it('beside an ally that is only an Elf (control), or a plain elf (control): the sword misses, the blast hits', () => {
    expect(exchange('Elf Warrior', 'Elf Poet', 'elf', 6)).toEqual([60, 40]);
    expect(exchange('Elf Warrior', 'Elf Poet', 'ox', 12)).toEqual([60, 30]);
    expect(exchange('Plain Elf', 'Elf Soldier', 'elf', 6)).toEqual([60, 40]);
    expect(exchange('Plain Elf', 'Elf Soldier', 'ox', 12)).toEqual([60, 30]);
  });
});
