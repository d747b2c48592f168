// Dodge Giants and its kin ("+4 AC against Giants", "… against Giant creatures", "… against attacks by
// Giant creatures", "+2 DEF against Arcane creatures"), read from invented rows and played through the
// engine (ddm-battle-rules-2011, "Bonuses and Penalties"; Appendix A: DEF is Fortitude, Reflex and
// Will): a Giant's attack roll of 9 + 10 = 19 misses the dwarf whose AC 18 is 22 against Giants, and
// hits the control (the same dwarf without the power); a non-Giant's roll hits it. Lower-case
// "against {r} attacks" is not read as a keyword. Fails if the power is ignored or given against any
// attacker.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 damage.' };
const mind = { type: 'ATTACK' as const, text: 'Mind Spike: (range 6) +10 vs. Will; 10 damage.' };
const rows = [
  entry({ name: 'Hill Dwarf', hp: 60, ac: 18, powers: [club, { type: 'SPECIAL', text: 'Dodge Giants: +4 AC against Giant creatures.' }] }),
  entry({ name: 'Deep Dwarf', hp: 60, ac: 18, powers: [club, { type: 'SPECIAL', text: 'Dodge Giants: +4 AC against Giants.' }] }),
  entry({ name: 'Old Dwarf', hp: 60, ac: 18, powers: [club, { type: 'SPECIAL', text: 'Dodge Giants: +4 AC against attacks by Giant creatures.' }] }),
  entry({ name: 'Iron Warden', hp: 60, will: 18, powers: [club, { type: 'SPECIAL', text: 'Arcane Defense: +2 DEF against Arcane creatures.' }] }),
  entry({ name: 'Plain Dwarf', hp: 60, ac: 18, will: 18, powers: [club] }),
  entry({ name: 'Hill Giant', keywords: ['Giant'], powers: [club] }),
  entry({ name: 'Orc Brute', keywords: ['Orc'], powers: [club] }),
  entry({ name: 'Mind Mage', keywords: ['Arcane'], powers: [mind] }),
];
const cards = importedCards(rows, 'defense-vs-keyword.json');
afterAll(addTestCards(cards));

/** `attacker` at (2,2) attacks `target` at (3,2) with the d20 given: the target's HP after. */
function hpAfter(attacker: string, target: string, roll: number): number {
  const s = turnOf(
    [attacker],
    [target],
    [
      [2, 2],
      [3, 2],
    ],
    attacker,
  );
  act(s, 'attack:0', [roll]);
  return byLabel(s, target).hp;
}

describe('+N defenses against attacks by creatures of a keyword', () => {
  it('reads the wordings (AC; DEF as Fortitude, Reflex and Will); a lower-case "against {r} attacks" is not this power', () => {
    for (const k of [0, 1, 2])
      expect(cards[k]?.powers[0]).toEqual({
        kind: 'continuous',
        name: 'Dodge Giants',
        effect: { kind: 'defense-bonus-vs-keyword', defenses: ['AC'], amount: 4, keyword: 'Giant' },
      });
    expect(cards[3]?.powers[0]).toMatchObject({ effect: { defenses: ['Fort', 'Ref', 'Will'], amount: 2, keyword: 'Arcane' } });
    const ranged = parseDdmwi(
      JSON.stringify([entry({ name: 'Shield Elf', powers: [club, { type: 'SPECIAL', text: 'Deflect: +2 AC against ranged attacks.' }] })]),
      'r.json',
    );
    if (!ranged.ok) throw new Error(ranged.error);
    // Not a keyword: the situational defense bonus against ranged attacks (import/situational-defense.test.ts).
    expect(ranged.value.creatures[0]?.card?.powers[0]).toMatchObject({ effect: { kind: 'situational-defense', against: ['ranged'] } });
  });
  it("a Giant's 9 (+10 = 19) misses the dwarves (AC 22 against it) and hits the control", () => {
    for (const d of ['Hill Dwarf', 'Deep Dwarf', 'Old Dwarf']) expect(hpAfter('Hill Giant', d, 9)).toBe(60);
    expect(hpAfter('Hill Giant', 'Plain Dwarf', 9)).toBe(50);
  });
  it("a non-Giant's 9 hits the dwarf; an Arcane attacker's 9 against Will misses the warden (20), hits the control", () => {
    expect(hpAfter('Orc Brute', 'Hill Dwarf', 9)).toBe(50);
    expect(hpAfter('Mind Mage', 'Iron Warden', 9)).toBe(60);
    expect(hpAfter('Mind Mage', 'Plain Dwarf', 9)).toBe(50);
  });
});
