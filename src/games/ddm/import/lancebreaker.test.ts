// Lancebreaker ("This creature has +2 AC whenever a Mounted enemy attacks it. This creature has +2
// Attack whenever it makes a {m} attack against a Mounted target.", Bugbear Lancebreaker) — its one
// wording, encoded for that creature (content/ddmwi-side-table.ts ONE_OFF_POWERS) as the custom power
// cards/custom/lancebreaker.ts: ddm-battle-rules-2011, "Bonuses and Penalties", "Mounts and Riders"
// (the Mounted keyword). Through the engine with forced dice, every creature at AC 18 and +10: a
// Mounted knight's 9 (19) misses the bugbear's AC 20, a plain knight's 9 hits (control); the bugbear's
// 7 (17, +2 = 19) hits the Mounted knight, misses the plain one (control); a bugbear without the power
// (control) misses the Mounted knight with the same 7 and is hit by its 9. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const axe = { type: 'ATTACK' as const, text: 'Axe: +10 vs. AC; 10 damage.' };
const LANCEBREAKER =
  'Lancebreaker: This creature has +2 AC whenever a Mounted enemy attacks it. This creature has +2 Attack whenever it makes a {m} attack against a Mounted target.';
const rows = [
  entry({ name: 'Bugbear Lancebreaker', keywords: ['Goblin'], hp: 60, powers: [axe, { type: 'SPECIAL', text: LANCEBREAKER }] }),
  entry({ name: 'Plain Bugbear', keywords: ['Goblin'], hp: 60, powers: [axe] }),
  entry({ name: 'Mounted Knight', keywords: ['Human', 'Mounted'], hp: 60, powers: [axe] }),
  entry({ name: 'Foot Knight', keywords: ['Human'], hp: 60, powers: [axe] }),
];
const cards = importedCards(rows, 'lancebreaker.json');
afterAll(addTestCards(cards));

/** `attacker` (2,2) attacks `target` (3,2) with the natural roll `d20`; whether it hit (the target lost HP). */
function hits(attacker: string, target: string, d20: number): boolean {
  const bugbear = attacker.includes('Bugbear') ? attacker : target;
  const knight = bugbear === attacker ? target : attacker;
  const at: [number, number][] =
    bugbear === attacker
      ? [
          [2, 2],
          [3, 2],
        ]
      : [
          [3, 2],
          [2, 2],
        ];
  const s = turnOf([bugbear], [knight], at, attacker);
  act(s, 'attack:0', [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, target).id) : null));
  return byLabel(s, target).hp < 60;
}

describe('Lancebreaker: +2 AC against Mounted attackers, +2 melee Attack against Mounted targets', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Lancebreaker', custom: 'lancebreaker' });
  });

  it("a Mounted enemy's 19 misses its AC 20; a plain enemy's hits AC 18", () => {
    expect(hits('Mounted Knight', 'Bugbear Lancebreaker', 9)).toBe(false);
    expect(hits('Foot Knight', 'Bugbear Lancebreaker', 9)).toBe(true);
    expect(hits('Mounted Knight', 'Plain Bugbear', 9)).toBe(true);
  });

  it('its 17 (+2) hits a Mounted target; misses a plain one, as the plain bugbear misses the Mounted one', () => {
    expect(hits('Bugbear Lancebreaker', 'Mounted Knight', 7)).toBe(true);
    expect(hits('Bugbear Lancebreaker', 'Foot Knight', 7)).toBe(false);
    expect(hits('Plain Bugbear', 'Mounted Knight', 7)).toBe(false);
  });
});
