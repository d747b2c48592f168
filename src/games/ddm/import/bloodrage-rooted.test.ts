// Bloodrage in the Orc Barbarian's printing, "While bloodied, this creature may not move while an enemy
// is adjacent", read as the continuous `cannot-move` (bloodied, enemy adjacent) and played through the
// engine ("CORE RULES AND EXCEPTIONS": a restrictive card has the last word; folded as "IMMOBILIZED" is:
// no move, no shift, no charge). Bloodied beside an enemy its menu offers no movement; the controls —
// bloodied with the enemy 3 squares away, and unhurt beside it — are offered moves, shifts and the
// charge. Fails if the power is ignored (movement offered) or held outside its situation.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const axe = { type: 'ATTACK' as const, text: 'Greataxe: +8 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Raging Orc',
    hp: 40,
    powers: [axe, { type: 'SPECIAL' as const, text: 'Bloodrage: While bloodied, this creature may not move while an enemy is adjacent.' }],
  }),
  entry({ name: 'Target Dummy', hp: 60, powers: [axe] }),
];
const cards = importedCards(rows, 'bloodrage-rooted.json');
afterAll(addTestCards(cards));

/** The orc's menu on its turn at (2,2), the dummy at `dummyX`,2; `hp`: the orc's HP. */
function menu(hp: number, dummyX: number): string[] {
  const s: DdmState = turnOf(
    ['Raging Orc'],
    ['Target Dummy'],
    [
      [2, 2],
      [dummyX, 2],
    ],
    'Raging Orc',
    { prepare: (st) => void (byLabel(st, 'Raging Orc').hp = hp) },
  );
  return decision(s).options.map((o) => o.id);
}

describe('Bloodrage: while bloodied, may not move while an enemy is adjacent', () => {
  it('reads the printing as cannot-move while bloodied and beside an enemy', () => {
    expect(cards[0]?.powers).toEqual([{ kind: 'continuous', name: 'Bloodrage', effect: { kind: 'cannot-move', bloodied: true, enemyAdjacent: true } }]);
  });
  it('bloodied beside an enemy: no move, double move, shift or charge; it still attacks', () => {
    const m = menu(20, 3);
    for (const id of ['move', 'double', 'shift', 'charge']) expect(m).not.toContain(id);
    expect(m).toContain('attack:0');
  });
  it('controls: unhurt beside the enemy, or bloodied with it 3 squares away, it moves and shifts', () => {
    expect(menu(40, 3)).toEqual(expect.arrayContaining(['move', 'double', 'shift']));
    expect(menu(20, 5)).toEqual(expect.arrayContaining(['move', 'double', 'shift', 'charge']));
  });
});
