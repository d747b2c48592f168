// Solid Footing ("Not affected by enemies' push, pull, or slide effects" and its kin; "Ignores Push,
// Pull and Slide effects"), read from invented rows and played through the engine
// (ddm-battle-rules-2011, "Forced-Movement Effects"). The ogre's shove hits the footed dwarf for its
// damage and leaves it where it stands — no destination is asked —; the plain dwarf (control) is pushed.
// Fails if the power is ignored, or if it also stops the damage.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const shove = { type: 'ATTACK' as const, text: 'Shove: +10 vs. AC; 10 damage AND push target up to 2 squares.' };
const rows = [
  entry({ name: 'Shoving Ogre', powers: [blade, shove] }),
  entry({ name: 'Footed Dwarf', hp: 60, powers: [blade, { type: 'SPECIAL', text: "Solid Footing: Not affected by enemies' push, pull, or slide effects." }] }),
  entry({ name: 'Rooted Dwarf', hp: 60, powers: [blade, { type: 'SPECIAL', text: 'Solid Footing: Not affected by forced-movement effects of enemies.' }] }),
  entry({ name: 'Stubborn Dwarf', hp: 60, powers: [blade, { type: 'SPECIAL', text: 'Solid Footing: Ignores Push, Pull and Slide effects.' }] }),
  entry({ name: 'Plain Dwarf', hp: 60, powers: [blade] }),
];
const cards = importedCards(rows, 'solid-footing.json');
afterAll(addTestCards(cards));

/** The ogre at (5,4) shoves the dwarf at (5,5) with a 15 (a hit): where is the dwarf, what was asked? */
function shoved(dwarf: string): { pos: unknown; hp: number; asked: string[] } {
  const s = turnOf(
    ['Shoving Ogre'],
    [dwarf],
    [
      [5, 4],
      [5, 5],
    ],
    'Shoving Ogre',
  );
  const r = act(s, 'attack:1', [15], (d) => (d.kind === 'choose-destination' ? (d.options.find((o) => o.id === '5,7')?.id ?? null) : null));
  return { pos: byLabel(s, dwarf).pos, hp: byLabel(s, dwarf).hp, asked: r.asked.map((d) => d.kind) };
}

describe("Solid Footing: not affected by (enemies') push, pull or slide effects", () => {
  it('reads the continuous immune-forced-movement, of enemies or of anyone', () => {
    expect(cards[1]?.powers).toEqual([{ kind: 'continuous', name: 'Solid Footing', effect: { kind: 'immune-forced-movement', enemies: true } }]);
    expect(cards[2]?.powers).toEqual([{ kind: 'continuous', name: 'Solid Footing', effect: { kind: 'immune-forced-movement', enemies: true } }]);
    expect(cards[3]?.powers).toEqual([{ kind: 'continuous', name: 'Solid Footing', effect: { kind: 'immune-forced-movement' } }]);
  });

  it("the ogre's shove deals its 10 damage and does not move the footed dwarves; the plain dwarf (control) is pushed to (5,7)", () => {
    for (const d of ['Footed Dwarf', 'Rooted Dwarf', 'Stubborn Dwarf']) {
      const r = shoved(d);
      expect(r.hp).toBe(50);
      expect(r.pos).toEqual({ x: 5, y: 5 });
      expect(r.asked).not.toContain('choose-destination');
    }
    const c = shoved('Plain Dwarf');
    expect(c.hp).toBe(50);
    expect(c.asked).toContain('choose-destination');
    expect(c.pos).toEqual({ x: 5, y: 7 });
  });
});
