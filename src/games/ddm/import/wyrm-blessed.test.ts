// Wyrm Blessed ("Whenever this creature is hit by a Dragon's Ranged, Burst, or Blast attack: This
// creature has Resist 20 All vs. that attack.", Kobold Guard) — its one wording, encoded for that creature
// (content/ddmwi-side-table.ts ONE_OFF_POWERS) as the custom power cards/custom/wyrm-blessed.ts, which
// answers the new query attackResist (ctx.ts; rules/attack.ts adds it to the target's Resist for each
// hit): ddm-battle-rules-2011, "Applying Damage" (Resist), "Keywords". Through the engine with forced
// dice, every hit 25 damage: the dragon's spit (ranged) and tail sweep (close burst 1) deal the kobold 5;
// its bite (melee, control) 25; a non-Dragon archer's arrow (control) 25; a kobold without the power
// (control) takes 25 from the spit.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Kobold Guard',
    keywords: ['Kobold'],
    hp: 60,
    powers: [
      { type: 'ATTACK', text: 'Spear: +6 vs. AC; 5 damage.' },
      {
        type: 'SPECIAL',
        text: 'Wyrm Blessed: Whenever this creature is hit by a Dragon’s Ranged, Burst, or Blast attack: This creature has Resist 20 All vs. that attack.',
      },
    ],
  }),
  entry({ name: 'Plain Kobold', keywords: ['Kobold'], hp: 60, powers: [{ type: 'ATTACK', text: 'Spear: +6 vs. AC; 5 damage.' }] }),
  entry({
    name: 'Wyrmling',
    keywords: ['Dragon'],
    powers: [
      { type: 'ATTACK', text: 'Bite: +10 vs. AC; 25 damage.' },
      { type: 'ATTACK', text: 'Spit: (range 5) +10 vs. AC; 25 damage.' },
      { type: 'ATTACK', text: 'Tail Sweep: (burst 1) +10 vs. AC; 25 damage.' },
    ],
  }),
  entry({ name: 'Archer', keywords: ['Human'], powers: [{ type: 'ATTACK', text: 'Arrow: (range 5) +10 vs. AC; 25 damage.' }] }),
];
const cards = importedCards(rows, 'wyrm-blessed.json');
afterAll(addTestCards(cards));

/** `attacker` (2,2) hits `kobold` (3,2) with its attack `k` (a forced 15); the damage the kobold took. */
function taken(attacker: string, k: number, kobold = 'Kobold Guard'): number {
  const s = turnOf(
    [kobold],
    [attacker],
    [
      [3, 2],
      [2, 2],
    ],
    attacker,
  );
  act(s, `attack:${k}`, [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, kobold).id) : null));
  return 60 - byLabel(s, kobold).hp;
}

describe("Wyrm Blessed: Resist 20 All against a Dragon's ranged, burst or blast attack", () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Wyrm Blessed', custom: 'wyrm-blessed' });
  });

  it("the Dragon's ranged spit and close burst deal 5; its melee bite 25", () => {
    expect(taken('Wyrmling', 1)).toBe(5);
    expect(taken('Wyrmling', 2)).toBe(5);
    expect(taken('Wyrmling', 0)).toBe(25);
  });

  it("a non-Dragon's arrow deals 25; a kobold without the power takes 25 from the spit", () => {
    expect(taken('Archer', 0)).toBe(25);
    expect(taken('Wyrmling', 1, 'Plain Kobold')).toBe(25);
  });
});
