// Terrain Mastery ("Counts as occupying a victory area while adjacent to that victory area.", Dwarf
// Caver) — read by import/terrain-mastery.ts as the continuous occupies-adjacent-victory-area, asked by
// rules/victory-occupation.ts wherever the end-of-round scoring decides who occupies an area
// (ddm-battle-rules-2011, "Victory Areas", "Assault": Occupying victory areas; "Uncontested Victory").
// The test map's victory area A is the square (0,10), player 1's; B is (11,1), player 2's (nobody on it).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { battle, ctxFor } from '../testkit.js';
import { areaAward, scoreVictoryAreas } from '../rules/assault.js';
import { UNCONTESTED_VP, type Scenario } from '../rules/scenarios.js';
import { entry, importedCards } from './fixtures.test-data.js';

const axe = { type: 'ATTACK' as const, text: 'Axe: +8 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Caver',
    powers: [axe, { type: 'SPECIAL', text: 'Terrain Mastery: Counts as occupying a victory area while adjacent to that victory area.' }],
  }),
  entry({ name: 'Digger', powers: [axe] }),
];
const cards = importedCards(rows, 'terrain-mastery.json');
afterAll(addTestCards(cards));

/** Player 1's `p1` against player 2's `p2` at `at` (in that order); the VP each scores at the round's end. */
function scored(p1: string[], p2: string[], at: [number, number][], scenario?: Scenario): number[] {
  const s = battle(p1, p2, at);
  // The scenario as the set-up records it (a test sets it on the state, as rules/scenarios.test.ts does).
  if (scenario) (s as { scenario?: Scenario }).scenario = scenario;
  scoreVictoryAreas(ctxFor(s));
  return [...s.vp];
}

describe('Terrain Mastery: occupying a victory area from beside it', () => {
  it('reads the continuous occupies-adjacent-victory-area', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ name: 'Terrain Mastery', effect: { kind: 'occupies-adjacent-victory-area' } });
  });

  it('beside its victory area it scores the award; a plain dwarf there (control) and the caver two squares off do not', () => {
    const award = areaAward(
      battle(
        ['Caver'],
        ['Digger'],
        [
          [1, 10],
          [6, 6],
        ],
      ).points,
    );
    expect(
      scored(
        ['Caver'],
        ['Digger'],
        [
          [1, 10],
          [6, 6],
        ],
      ),
    ).toEqual([award, 0]);
    expect(
      scored(
        ['Digger'],
        ['Digger'],
        [
          [1, 10],
          [6, 6],
        ],
      ),
    ).toEqual([0, 0]);
    expect(
      scored(
        ['Caver'],
        ['Digger'],
        [
          [2, 10],
          [6, 6],
        ],
      ),
    ).toEqual([0, 0]);
  });

  it('Uncontested Victory: an enemy caver beside the area contests it; a plain enemy there (control) does not', () => {
    expect(
      scored(
        ['Digger'],
        ['Caver'],
        [
          [0, 10],
          [1, 9],
        ],
        'uncontested-victory',
      ),
    ).toEqual([0, 0]);
    expect(
      scored(
        ['Digger'],
        ['Digger'],
        [
          [0, 10],
          [1, 9],
        ],
        'uncontested-victory',
      ),
    ).toEqual([UNCONTESTED_VP, 0]);
  });
});
