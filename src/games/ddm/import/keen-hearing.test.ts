// Keen Hearing 6 (Tabaxi Hunter; ONE_OFF_POWERS in content/ddmwi-side-table.ts): ignores Conceal and
// Invisible against enemies within 6 squares — Blindsight 6 under the card's own name
// (ddm-rules-guidelines-2008, Blindsight; ddm-battle-rules-2011, "Line of Sight", "Counting Distance").
// Through the engine: the hunter sees an invisible enemy 6 squares away and not one 7 squares away; a
// plain cat (control) sees neither; the hunter's hit on an adjacent Conceal 11 enemy rolls no Conceal die
// (the forced dice must all be used), the plain cat's rolls one and loses the hit to a 1.
import { afterAll, describe, expect, it } from 'vitest';
import { geo, sees } from '../geo.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claws = { type: 'ATTACK' as const, text: 'Claws: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Tabaxi Hunter',
    powers: [claws, { type: 'SPECIAL', text: 'Keen Hearing 6: Ignores Conceal and Invisible vs. enemies within 6 squares.)' }],
  }),
  entry({ name: 'Plain Cat', powers: [claws] }),
  entry({ name: 'Veiled Walker', hp: 60, powers: [claws, { type: 'ABILITY', text: 'Invisible' }] }),
  entry({ name: 'Misty Walker', hp: 60, powers: [claws, { type: 'ABILITY', text: 'Conceal 11' }] }),
];
const cards = importedCards(rows, 'keen-hearing.json');
afterAll(addTestCards(cards));

/** Whether `who` at (2,2) sees the invisible walker `squares` squares away in a straight line. */
function seesWalkerAt(who: string, squares: number): boolean {
  const s = turnOf(
    [who],
    ['Veiled Walker'],
    [
      [2, 2],
      [2, 2 + squares],
    ],
    who,
  );
  return sees(geo(s), byLabel(s, who), byLabel(s, 'Veiled Walker'));
}

/** `who` hits (15) the adjacent Conceal 11 walker with `dice` after the attack die; the walker's HP after. */
function hpAfterHit(who: string, conceal: readonly number[]): number {
  const s = turnOf(
    [who],
    ['Misty Walker'],
    [
      [2, 2],
      [2, 3],
    ],
    who,
  );
  act(s, 'attack:0', [15, ...conceal], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Misty Walker').id) : null));
  return byLabel(s, 'Misty Walker').hp;
}

describe('Keen Hearing 6: Blindsight 6 under its own name', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers).toEqual([{ kind: 'blindsight', range: 6 }]);
  });

  it('sees an invisible enemy 6 squares away, not 7; the plain cat (control) sees neither', () => {
    expect(seesWalkerAt('Tabaxi Hunter', 6)).toBe(true);
    expect(seesWalkerAt('Tabaxi Hunter', 7)).toBe(false);
    expect(seesWalkerAt('Plain Cat', 6)).toBe(false);
  });

  it('its hit on an adjacent Conceal 11 enemy rolls no Conceal die; the plain cat loses its hit to a 1 (control)', () => {
    expect(hpAfterHit('Tabaxi Hunter', [])).toBe(50);
    expect(hpAfterHit('Plain Cat', [1])).toBe(60);
  });
});
