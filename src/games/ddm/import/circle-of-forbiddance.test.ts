// Circle of Forbiddance (both printings of Aramil, Adventurer; ONE_OFF_POWERS in
// content/ddmwi-side-table.ts, the custom power cards/custom/circle-of-forbiddance.ts; ddm-battle-rules-
// 2011, "USE A POWER", "Movement", "Damage", "Counting Squares"). Through the engine: Aramil uses it as
// his attack action; on its turn the enemy walker moves from 5 squares away to 2 squares away, entering
// squares 4, 3 and 2 squares from him — it takes 15 once (the first square within 3; at most once per turn
// for that enemy). Controls: Aramil not using it, or a wizard without the power, and the walker takes
// nothing; the walker's move in the next round (the circle over at the round's end) costs nothing.
// Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const staff = { type: 'ATTACK' as const, text: 'Staff: +5 vs. AC; 5 damage.' };
const circle = { type: 'SPECIAL' as const, text: 'Circle of Forbiddance: Our paraphrase — a warding circle until end of round.' };
const rows = [
  entry({ name: 'Aramil, Adventurer', keywords: ['Elf', 'Arcane'], powers: [staff, circle] }),
  entry({ name: 'Aramil, Adventurer (Players Handbook Heroes 1)', keywords: ['Elf', 'Arcane'], powers: [staff, circle] }),
  entry({ name: 'Plain Wizard', keywords: ['Elf', 'Arcane'], powers: [staff] }),
  entry({ name: 'Walker', hp: 60, speed: 6, powers: [staff] }),
];
const cards = importedCards(rows, 'circle-of-forbiddance.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

/** `who` at (5,5) (using the power when `use`), then the walker moves from (10,5) to `to`; the walker's HP. */
function walk(who: string, use: boolean, to = '7,5'): { s: DdmState; hp: number } {
  const s = turnOf(
    [who],
    ['Walker'],
    [
      [5, 5],
      [10, 5],
    ],
    who,
  );
  if (use) {
    expect(ids(s)).toContain('power:Circle of Forbiddance');
    act(s, 'power:Circle of Forbiddance');
  }
  nextTurnOf(s, 'Walker');
  act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? to : null));
  return { s, hp: byLabel(s, 'Walker').hp };
}

describe('Circle of Forbiddance: enemies entering within 3 squares take 15, once per turn each, until end of round', () => {
  it('is the per-creature custom power, both printings', () => {
    for (const i of [0, 1]) expect(cards[i]?.powers[0]).toEqual({ kind: 'custom', name: 'Circle of Forbiddance', custom: 'circle-of-forbiddance' });
  });

  it('used: the walker entering squares 3 and 2 squares away takes 15 once', () => {
    expect(walk('Aramil, Adventurer', true).hp).toBe(45);
    expect(walk('Aramil, Adventurer (Players Handbook Heroes 1)', true).hp).toBe(45);
  });

  it('controls: not used, or a wizard without it — no damage; a move staying 4 squares away — none', () => {
    expect(walk('Aramil, Adventurer', false).hp).toBe(60);
    expect(walk('Plain Wizard', false).hp).toBe(60);
    expect(walk('Aramil, Adventurer', true, '9,5').hp).toBe(60);
  });

  it('the round over, the circle is gone: the walker moving back in later costs nothing', () => {
    const { s } = walk('Aramil, Adventurer', true, '9,5');
    nextTurnOf(s, 'Walker');
    act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? '7,5' : null));
    expect(byLabel(s, 'Walker').hp).toBe(60);
  });
});
