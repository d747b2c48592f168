// Sharpshooter ("Enemies do not provide cover against this creature's {r} attacks.", Goblin
// Sharpshooter) — encoded for that creature (content/ddmwi-side-table.ts ONE_OFF_POWERS) as the
// continuous ignores-enemy-cover, read by rules/tactics.ts coverAgainst (ddm-battle-rules-2011, "Cover":
// -2 Attack against a target with cover; against a ranged attack the attacker's enemies give cover).
// Through the engine with forced dice against AC 18, a +5 crossbow rolling 13 (18): with an enemy
// standing between, the sharpshooter still hits; a plain goblin (control) has -2 and misses; behind a
// forest square (terrain, not a creature) the sharpshooter misses too. Fails if the power is ignored
// or widened to terrain.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const crossbow = { type: 'ATTACK' as const, text: 'Crossbow: (range 10) +5 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Goblin Sharpshooter',
    powers: [crossbow, { type: 'SPECIAL', text: "Sharpshooter: Enemies do not provide cover against this creature's {r} attacks." }],
  }),
  entry({ name: 'Plain Goblin', powers: [crossbow] }),
  entry({ name: 'Ox', hp: 100, powers: [crossbow] }),
  entry({ name: 'Guard', hp: 100, powers: [crossbow] }),
];
const cards = importedCards(rows, 'sharpshooter.json');
afterAll(addTestCards(cards));

/** `who` at (2,5) shoots the ox at (8,5) rolling 13; the guard (its enemy) at (5,5), or a forest square there instead. */
function shot(who: string, between: 'guard' | 'forest'): number {
  const map = between === 'forest' ? { ...openMap(), terrain: [{ type: 'forest' as const, squares: [[5, 5] as [number, number]] }] } : openMap();
  const s = turnOf([who], ['Ox', 'Guard'], [[2, 5], [8, 5], between === 'guard' ? [5, 5] : [11, 11]], who, { map });
  act(s, 'attack:0', [13], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return 100 - byLabel(s, 'Ox').hp;
}

describe("Sharpshooter: enemies do not provide cover against this creature's ranged attacks", () => {
  it('is the continuous ignores-enemy-cover', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Sharpshooter', effect: { kind: 'ignores-enemy-cover' } });
  });

  it('with an enemy between, its 13 (+5) hits AC 18; the plain goblin (control) has cover against it and misses', () => {
    expect(shot('Goblin Sharpshooter', 'guard')).toBe(10);
    expect(shot('Plain Goblin', 'guard')).toBe(0);
  });

  it('a forest square between still gives cover: it misses', () => {
    expect(shot('Goblin Sharpshooter', 'forest')).toBe(0);
  });
});
