// Aquaphobe ("Whenever this creature enters river terrain, it takes 5 damage"), read from an invented
// row and played through the engine (ddm-battle-rules-2011, "RIVER" — otherwise only difficult
// terrain —, "Terrain and Damage"): the fire snake walks across a river column and takes 5 damage;
// the control walks the same path and takes none; the fire snake moving on dry ground takes none.
// Fails if the power is ignored (no damage), or applied to every move or every creature.
import { afterAll, describe, expect, it } from 'vitest';
import type { TerrainLayer } from '../geometry/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claws = { type: 'ATTACK' as const, text: 'Bite: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Ember Snake',
    hp: 40,
    powers: [claws, { type: 'SPECIAL', text: 'Aquaphobe: Whenever this creature enters river terrain, it takes 5 damage.' }],
  }),
  entry({ name: 'Marsh Walker', hp: 40, powers: [claws] }),
  entry({ name: 'Far Watcher', hp: 40, powers: [claws] }),
];
const cards = importedCards(rows, 'aquaphobe.json');
afterAll(addTestCards(cards));

/** River on column 4 (rows 0-11). */
const river: TerrainLayer = { type: 'river', squares: Array.from({ length: 12 }, (_, y): [number, number] => [4, y]) };

/** `who` at (2,2) moves to `to` on its turn (the watcher far away at (10,10)). Returns `who`'s HP after. */
function walk(who: string, to: string): number {
  const s: DdmState = turnOf(
    [who],
    ['Far Watcher'],
    [
      [2, 2],
      [10, 10],
    ],
    who,
    { map: { ...openMap(), terrain: [river] } },
  );
  act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? to : null));
  expect(byLabel(s, who).pos).toEqual({ x: Number(to.split(',')[0]), y: Number(to.split(',')[1]) });
  return byLabel(s, who).hp;
}

describe('Aquaphobe: takes N damage whenever it enters river terrain', () => {
  it('reads the printing as the continuous river-entry-damage', () => {
    expect(cards[0]?.powers.find((p) => 'name' in p && p.name === 'Aquaphobe')).toEqual({
      kind: 'continuous',
      name: 'Aquaphobe',
      effect: { kind: 'river-entry-damage', amount: 5 },
    });
  });

  it('crossing the river costs the aquaphobe 5 HP; the control none', () => {
    expect(walk('Ember Snake', '6,2')).toBe(35);
    expect(walk('Marsh Walker', '6,2')).toBe(40);
  });

  it('a move that enters no river square does it no damage', () => {
    expect(walk('Ember Snake', '2,6')).toBe(40);
  });
});
