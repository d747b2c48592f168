// Scion of the Zulkir ("This creature and adjacent Arcane allies have +4 DEF against {c} and {a}
// attacks.", Thayan Knight) — its one wording, encoded for that creature (content/ddmwi-side-table.ts
// ONE_OFF_POWERS) as the custom power cards/custom/scion-of-the-zulkir.ts: ddm-battle-rules-2011,
// "Bonuses and Penalties", APPENDIX A (DEF: Fortitude, Reflex and Will). Through the engine with forced
// dice, every Reflex 15, the flamecaller's +8 rolling 9 (17): its close burst misses the knight and the
// Arcane wizard beside it (19), hits the non-Arcane squire beside it; a knight without the power
// (control) and its wizard are both hit; the ranged bolt (control) hits the knight.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Longsword: +16 vs. AC; 15 Damage' };
const rows = [
  entry({
    name: 'Thayan Knight',
    keywords: ['Human', 'Martial'],
    hp: 60,
    powers: [sword, { type: 'SPECIAL', text: 'Scion of the Zulkir: This creature and adjacent Arcane allies have +4 DEF against {c} and {a} attacks.' }],
  }),
  entry({ name: 'Plain Knight', keywords: ['Human', 'Martial'], hp: 60, powers: [sword] }),
  entry({ name: 'Red Wizard', keywords: ['Human', 'Arcane'], hp: 60, powers: [sword] }),
  entry({ name: 'Squire', keywords: ['Human'], hp: 60, powers: [sword] }),
  entry({
    name: 'Flamecaller',
    keywords: ['Human', 'Arcane'],
    powers: [
      { type: 'ATTACK', text: 'Staff: +8 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Fire Bolt: (range 6) +8 vs. Reflex; 10 fire damage.' },
      { type: 'ATTACK', text: 'Fire Burst: (burst 2) +8 vs. Reflex; 10 fire damage.' },
    ],
  }),
];
const cards = importedCards(rows, 'scion-of-the-zulkir.json');
afterAll(addTestCards(cards));

/** The flamecaller (4,5) uses attack `k` (every roll a 9) on `knight` (4,3) with `others` beside it (3,3), (5,3); the damage each took. */
function burned(knight: string, others: readonly string[], k: number, d20s: number[]): number[] {
  const who = [knight, ...others];
  const beside: [number, number][] = [
    [3, 3],
    [5, 3],
  ];
  const s = turnOf(who, ['Flamecaller'], [[4, 3], ...beside.slice(0, others.length), [4, 5]], 'Flamecaller');
  act(s, `attack:${k}`, d20s, (d) => (d.kind === 'choose-target' ? String(byLabel(s, knight).id) : null));
  return who.map((w) => 60 - byLabel(s, w).hp);
}

describe('Scion of the Zulkir: +4 DEF against close and area attacks, for it and adjacent Arcane allies', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Scion of the Zulkir', custom: 'scion-of-the-zulkir' });
  });

  it('the burst misses the knight and the Arcane wizard, hits the squire; without the power all are hit', () => {
    expect(burned('Thayan Knight', ['Red Wizard', 'Squire'], 2, [9, 9, 9])).toEqual([0, 0, 10]);
    expect(burned('Plain Knight', ['Red Wizard', 'Squire'], 2, [9, 9, 9])).toEqual([10, 10, 10]);
  });

  it('the ranged bolt hits the knight', () => {
    expect(burned('Thayan Knight', [], 1, [9])).toEqual([10]);
  });
});
