// The file's other printings of the rulebook's damage traits and immunities (ddm-battle-rules-2011,
// "RESIST X DAMAGE", "VULNERABLE X DAMAGE", "IMMUNE DAMAGE", "Conditions"), read from invented rows
// and played through the engine: "Resist 10 Necrotic, Radiant" (the number repeated for a bare type),
// "Resist Cold 30" and "Vulnerable Fire 5" (type before number), "Immune Dominated, Immune Fear", and
// an always-on named power the file gives a use limit ("Immune Fire" with limit 1: a named power has no
// uses, so it holds on every hit). Fails if a trait is ignored (full damage), if the repeated number is
// not carried to the bare type, or if the limit were played as uses (the second fire hit would hurt).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf, untilTurnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const slam = { type: 'ATTACK' as const, text: 'Slam: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Prism Adept',
    hp: 80,
    powers: [
      { type: 'ATTACK', text: 'Sun Lance: +10 vs. AC; 20 radiant damage.' },
      { type: 'ATTACK', text: 'Ice Lance: +10 vs. AC; 40 cold damage.' },
      { type: 'ATTACK', text: 'Fire Lance: +10 vs. AC; 10 fire damage.' },
      { type: 'ATTACK', text: 'Plain Lance: +10 vs. AC; 10 damage.' },
    ],
  }),
  entry({ name: 'Grave Warden', hp: 60, powers: [slam, { type: 'SPECIAL', text: 'Resist 10 Necrotic, Radiant' }] }),
  entry({ name: 'Tundra Strider', hp: 60, powers: [slam, { type: 'SPECIAL', text: 'Resist Cold 30' }] }),
  entry({ name: 'Wrapped Guard', hp: 60, powers: [slam, { type: 'SPECIAL', text: 'Vulnerable Fire 5' }] }),
  entry({ name: 'Bright Archon', hp: 60, powers: [slam, { type: 'SPECIAL', text: 'Immune Dominated, Immune Fear' }] }),
  entry({ name: 'Forge Giant', hp: 60, powers: [slam, { type: 'SPECIAL', text: 'Immune Fire', limit: 1 }] }),
  entry({ name: 'Plain Dummy', hp: 60, powers: [slam] }),
];
const cards = importedCards(rows, 'named-trait-lists.json');
afterAll(addTestCards(cards));

/** The adept (first player) starts its turn 1 square from `target`. */
const facing = (target: string): DdmState =>
  turnOf(
    ['Prism Adept'],
    [target],
    [
      [2, 2],
      [3, 2],
    ],
    'Prism Adept',
  );
/** `target`'s HP after the adept hits it with attack `k` (d20 15). */
function hpAfter(target: string, k: number): number {
  const s = facing(target);
  act(s, `attack:${k}`, [15]);
  return byLabel(s, target).hp;
}
const powersOf = (name: string) => cards.find((c) => c.name === name)?.powers;

describe("damage traits and immunities in the file's other printings", () => {
  it("reads each printing as the rulebook's traits; the limited one is reported with its limit not read", () => {
    expect(powersOf('Grave Warden')).toEqual([
      { kind: 'resist', amount: 10, type: 'necrotic' },
      { kind: 'resist', amount: 10, type: 'radiant' },
    ]);
    expect(powersOf('Tundra Strider')).toEqual([{ kind: 'resist', amount: 30, type: 'cold' }]);
    expect(powersOf('Wrapped Guard')).toEqual([{ kind: 'vulnerable', amount: 5, type: 'fire' }]);
    expect(powersOf('Bright Archon')).toEqual([
      { kind: 'continuous', name: 'Immune Dominated', effect: { kind: 'immune-condition', condition: 'Dominated' } },
      { kind: 'continuous', name: 'Immune Fear', effect: { kind: 'immune-fear' } },
    ]);
    expect(powersOf('Forge Giant')).toEqual([{ kind: 'immune', type: 'fire' }]);
    const parsed = parseDdmwi(JSON.stringify(rows), 'named-trait-lists.json');
    if (!parsed.ok) throw new Error(parsed.error);
    const giant = parsed.value.creatures.find((c) => c.name === 'Forge Giant');
    expect(giant?.powers.find((p) => p.name === 'Immune Fire')?.translated?.join(' ')).toMatch(/use limit \(1\)/);
    // A list with an item that is neither stays a gap.
    const odd = parseDdmwi(JSON.stringify([entry({ name: 'Odd One', powers: [slam, { type: 'SPECIAL', text: 'Resist 10 Fire, Gravity' }] })]), 'odd.json');
    if (!odd.ok) throw new Error(odd.error);
    expect(odd.value.creatures[0]?.enforced).toBe(false);
  });
  it('"Resist 10 Necrotic, Radiant": a 20 radiant hit deals 10; the control takes 20', () => {
    expect(hpAfter('Grave Warden', 0)).toBe(60 - 10);
    expect(hpAfter('Plain Dummy', 0)).toBe(60 - 20);
  });
  it('"Resist Cold 30": a 40 cold hit deals 10; "Vulnerable Fire 5": a 10 fire hit deals 15', () => {
    expect(hpAfter('Tundra Strider', 1)).toBe(60 - 10);
    expect(hpAfter('Plain Dummy', 1)).toBe(60 - 40);
    expect(hpAfter('Wrapped Guard', 2)).toBe(60 - 15);
    expect(hpAfter('Plain Dummy', 2)).toBe(60 - 10);
  });
  it('"Immune Fire" with a use limit of 1: no fire damage on the first hit nor on the next round\'s; other damage still hurts', () => {
    const s = facing('Forge Giant');
    act(s, 'attack:2', [15]);
    expect(byLabel(s, 'Forge Giant').hp).toBe(60);
    untilTurnOf(s, 'Prism Adept');
    act(s, 'attack:2', [15]);
    expect(byLabel(s, 'Forge Giant').hp).toBe(60);
    expect(hpAfter('Forge Giant', 3)).toBe(60 - 10);
  });
});
