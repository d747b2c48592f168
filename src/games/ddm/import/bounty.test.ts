// Bounty, its one wording (Bladebearer Hobgoblin; ONE_OFF_POWERS in content/ddmwi-side-table.ts: whenever
// it destroys an enemy champion, its player scores 10 VP — the automatic trigger self-destroys-enemy-
// champion × score-vp; ddm-battle-rules-2011, "'Destroyed by' Triggers", "Assault" (destroying an enemy
// scores its cost), "Champion Powers" (a champion has a champion rating)). Through the engine with forced
// dice: its sword destroys a 10 HP enemy champion (cost 20): its player scores 20 + 10; controls — the
// same blow on a 10 HP enemy that is no champion (cost 20), or a hobgoblin without the power destroying
// the champion — score the 20 alone. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Sword: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Bladebearer Hobgoblin',
    keywords: ['Hobgoblin'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [sword, { type: 'SPECIAL', text: 'Bounty: Its player scores 10 VP each time it destroys an enemy champion.' }],
  }),
  entry({ name: 'Plain Hobgoblin', keywords: ['Hobgoblin'], powers: [sword] }),
  entry({ name: 'Frail Captain', cost: 20, hp: 10, championRating: 1, powers: [sword] }),
  entry({ name: 'Frail Soldier', cost: 20, hp: 10, powers: [sword] }),
];
const cards = importedCards(rows, 'bounty.json');
afterAll(addTestCards(cards));

/** `who` (at (2,2)) destroys `victim` (at (3,2), 10 HP) with a forced 15; the VP its player scored. */
function vpFor(who: string, victim: string): number {
  const s = turnOf(
    [who],
    [victim],
    [
      [2, 2],
      [3, 2],
    ],
    who,
  );
  const before = s.vp[0] ?? 0;
  act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, victim).id) : null));
  expect(byLabel(s, victim).destroyed).toBe(true);
  return (s.vp[0] ?? 0) - before;
}

describe('Bounty: +10 VP whenever it destroys an enemy champion', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      trigger: 'self-destroys-enemy-champion',
      activated: false,
      effect: { kind: 'score-vp', amount: 10 },
    });
  });

  it('destroying the enemy champion scores its cost and 10 more', () => {
    expect(vpFor('Bladebearer Hobgoblin', 'Frail Captain')).toBe(30);
  });

  it('controls: a non-champion enemy, or a hobgoblin without the power — the cost alone', () => {
    expect(vpFor('Bladebearer Hobgoblin', 'Frail Soldier')).toBe(20);
    expect(vpFor('Plain Hobgoblin', 'Frail Captain')).toBe(20);
  });
});
