// Guided ("Immobilized whenever an Arcane ally does not have line of sight to it"), read from an
// invented row into the continuous cannot-move with unseenByAlly Arcane and played through the engine
// (ddm-battle-rules-2011, "IMMOBILIZED", "Line of Sight"): with its Arcane ally in sight the blade may
// move and shift; with the ally behind a wall, or only a non-Arcane ally in sight (control), it may do
// neither; a creature without the power (control) moves either way. Fails if the power is ignored or
// read as any ally.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { decision, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Flying Blade', powers: [blade, { type: 'SPECIAL', text: 'Guided: Immobilized whenever an Arcane ally does not have line of sight to it.' }] }),
  entry({ name: 'Wizard', keywords: ['Arcane'], powers: [blade] }),
  entry({ name: 'Squire', powers: [blade] }),
  entry({ name: 'Plain Blade', powers: [blade] }),
  entry({ name: 'Brute', hp: 40, powers: [blade] }),
];
const cards = importedCards(rows, 'guided.json');
afterAll(addTestCards(cards));

/** A wall from (4,0) to (4,6): the blade at (2,3) and an ally at (6,3) cannot see each other. */
const WALL: [number, number][] = [0, 1, 2, 3, 4, 5, 6].map((y) => [4, y]);
/** The options of `me` (at (2,3), the brute beside it at (2,4), so it has an attack to make) on its turn, its ally at `at`, the map walled or not. */
function options(me: string, ally: string, at: [number, number], walled: boolean): string[] {
  const s = turnOf([me, ally], ['Brute'], [[2, 3], at, [2, 4]], me, { map: openMap(12, 12, walled ? WALL : []) });
  return decision(s).options.map((o) => o.id);
}

describe('Guided: immobilized while no Arcane ally has line of sight to it', () => {
  it('reads the continuous cannot-move with unseenByAlly Arcane', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'continuous',
      name: 'Guided',
      effect: { kind: 'cannot-move', bloodied: false, enemyAdjacent: false, unseenByAlly: 'Arcane' },
    });
  });
  it('seen by the wizard it moves and shifts; the wizard behind the wall, it may not', () => {
    const seen = options('Flying Blade', 'Wizard', [6, 3], false);
    expect(seen).toEqual(expect.arrayContaining(['move', 'shift']));
    const unseen = options('Flying Blade', 'Wizard', [6, 3], true);
    expect(unseen).not.toContain('move');
    expect(unseen).not.toContain('shift');
  });
  it('control: a non-Arcane ally in sight does not free it; the plain blade moves behind the wall too', () => {
    expect(options('Flying Blade', 'Squire', [6, 3], false)).not.toContain('move');
    expect(options('Plain Blade', 'Wizard', [6, 3], true)).toContain('move');
  });
});
