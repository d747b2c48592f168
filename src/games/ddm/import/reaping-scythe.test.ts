// Reaping Scythe ("This creature's {m} attacks deal triple damage on criticals.", Human Commoner) — its
// one special-power wording, encoded for that creature (content/ddmwi-side-table.ts ONE_OFF_POWERS) as
// the custom power cards/custom/reaping-scythe.ts: ddm-battle-rules-2011, "Applying Damage", Critical
// Hits (double the base damage) broken by the card. Through the engine with forced dice: the
// commoner's natural 20 with its 5-damage scythe takes 15 from the ox, a 15 (a plain hit) takes 5; a
// commoner without the power (control) takes 10 with the same 20; its ranged sling's 20 takes 10 (melee
// only). Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const scythe = { type: 'ATTACK' as const, text: 'Scythe: +5 vs. AC; 5 Damage' };
const sling = { type: 'ATTACK' as const, text: 'Sling: (range 6) +5 vs. AC; 5 Damage' };
const rows = [
  entry({
    name: 'Human Commoner',
    keywords: ['Human'],
    powers: [scythe, sling, { type: 'SPECIAL', text: "Reaping Scythe: This creature's {m} attacks deal triple damage on criticals." }],
  }),
  entry({ name: 'Plain Commoner', keywords: ['Human'], powers: [scythe, sling] }),
  entry({ name: 'Ox', hp: 60, powers: [scythe] }),
];
const cards = importedCards(rows, 'reaping-scythe.json');
afterAll(addTestCards(cards));

/** `who` (2,2) makes its attack `attack` on the ox (3,2, or 5,2 for the sling) with the natural roll `d20`; the damage dealt. */
function dealt(who: string, attack: number, d20: number): number {
  const s = turnOf([who], ['Ox'], [[2, 2], attack === 0 ? [3, 2] : [5, 2]], who);
  act(s, `attack:${attack}`, [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return 60 - byLabel(s, 'Ox').hp;
}

describe("Reaping Scythe: this creature's melee attacks deal triple damage on critical hits", () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Reaping Scythe', custom: 'reaping-scythe' });
  });

  it("a melee critical hit deals 15 (5 × 3), a plain hit 5; the plain commoner's critical 10", () => {
    expect(dealt('Human Commoner', 0, 20)).toBe(15);
    expect(dealt('Human Commoner', 0, 15)).toBe(5);
    expect(dealt('Plain Commoner', 0, 20)).toBe(10);
  });

  it('a ranged critical hit is doubled only', () => {
    expect(dealt('Human Commoner', 1, 20)).toBe(10);
  });
});
