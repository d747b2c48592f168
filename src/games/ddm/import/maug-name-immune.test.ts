// Maug's "Name: Immune Poison" (content/ddmwi-side-table.ts ONE_OFF_POWERS): the file puts the card's
// Immune Poison under a placeholder name; it is read as the rulebook's Immune Poison
// (ddm-battle-rules-2011, IMMUNE DAMAGE: "takes no damage whenever it would take damage of that type"), played through the engine with forced dice. The
// snake's 15 poison damage leaves Maug whole; the same hit on a construct without the power
// (control) takes 15. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const slam = { type: 'ATTACK' as const, text: 'Slam: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Maug', keywords: ['Construct'], hp: 85, powers: [slam, { type: 'SPECIAL', text: 'Name: Immune Poison' }] }),
  entry({ name: 'Plain Construct', keywords: ['Construct'], hp: 85, powers: [slam] }),
  entry({ name: 'Venom Snake', powers: [{ type: 'ATTACK', text: 'Venom: +10 vs. AC; 15 poison damage.' }] }),
];
const cards = importedCards(rows, 'maug-name-immune.json');
afterAll(addTestCards(cards));

describe('"Name: Immune Poison" (Maug): Immune Poison', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'immune', type: 'poison' });
  });
  it("the snake's poison hit leaves Maug whole; the plain construct takes 15", () => {
    for (const [who, hp] of [
      ['Maug', 85],
      ['Plain Construct', 70],
    ] as const) {
      const s = turnOf(
        ['Venom Snake'],
        [who],
        [
          [4, 2],
          [5, 2],
        ],
        'Venom Snake',
      );
      act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, who).id) : null));
      expect(byLabel(s, who).hp).toBe(hp);
    }
  });
});
