// Goblin Bolstered (Acheron Goblin; ONE_OFF_POWERS in content/ddmwi-side-table.ts, a list of two powers):
// +2 Attack and +5 Damage, and +2 to AC and to DEF (Fortitude, Reflex and Will: Appendix A), while adjacent
// to a Goblin ally — the situational bonus and the situational defense in the situation
// adjacent-ally-keyword (ddm-battle-rules-2011, "Bonuses and Penalties"). Through the engine with forced
// dice: its axe (+8) rolling 4 against an ox of AC 14 hits for 15 beside a Goblin ally and misses beside a
// Beast ally (control), where a 6 deals the plain 10; an archer's roll is made against AC 20 and Will 18
// beside the Goblin ally, AC 18 and Will 16 beside the Beast (control).
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const axe = { type: 'ATTACK' as const, text: 'Axe: +8 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Acheron Goblin',
    keywords: ['Goblin'],
    powers: [axe, { type: 'SPECIAL', text: 'Goblin Bolstered: +2 Attack, +2 AC, +2 DEF, and +5 Damage while adjacent to a Goblin ally.' }],
  }),
  entry({ name: 'Goblin Ally', keywords: ['Goblin'], powers: [axe] }),
  entry({ name: 'Hound', keywords: ['Beast'], powers: [axe] }),
  entry({ name: 'Archer', powers: [axe, { type: 'ATTACK', text: 'Mind Spike: (range 6) +10 vs. Will; 10 damage.' }] }),
  entry({ name: 'Ox', hp: 60, ac: 14, powers: [axe] }),
];
const cards = importedCards(rows, 'goblin-bolstered.json');
afterAll(addTestCards(cards));

/** The goblin at (2,2), `friend` at (1,2), attacks the ox at (3,2) rolling `roll`; the ox's HP after. */
function oxHpAfter(friend: string, roll: number): number {
  const s = turnOf(
    ['Acheron Goblin', friend],
    ['Ox'],
    [
      [2, 2],
      [1, 2],
      [3, 2],
    ],
    'Acheron Goblin',
  );
  act(s, 'attack:0', [roll], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null));
  return byLabel(s, 'Ox').hp;
}

/** The archer at (3,2) attacks the goblin (at (2,2), `friend` at (1,2)) with attack `index`; the defense its roll is made against. */
function defenseAgainst(friend: string, index: number): unknown {
  const s = turnOf(
    ['Acheron Goblin', friend],
    ['Archer'],
    [
      [2, 2],
      [1, 2],
      [3, 2],
    ],
    'Archer',
  );
  const r = act(s, `attack:${index}`, [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Acheron Goblin').id) : null));
  return r.events.find((e: GameEvent) => e.type === 'attack-roll')?.data['defense'];
}

describe('Goblin Bolstered: attack, damage and defenses while adjacent to a Goblin ally', () => {
  it('is the per-creature encoding: two powers, the second under its own name', () => {
    expect(cards[0]?.powers).toMatchObject([
      {
        kind: 'continuous',
        name: 'Goblin Bolstered',
        effect: { kind: 'situational-bonus', attack: 2, damage: 5, when: 'adjacent-ally-keyword', keyword: 'Goblin' },
      },
      { kind: 'continuous', name: 'Goblin Bolstered (defenses)', effect: { kind: 'situational-defense', amounts: { AC: 2, Fort: 2, Ref: 2, Will: 2 } } },
    ]);
  });

  it('a 4 hits for 15 beside a Goblin ally; beside a Beast (control) it misses and a 6 deals 10', () => {
    expect(oxHpAfter('Goblin Ally', 4)).toBe(45);
    expect(oxHpAfter('Hound', 4)).toBe(60);
    expect(oxHpAfter('Hound', 6)).toBe(50);
  });

  it('+2 AC and +2 Will beside a Goblin ally; none beside a Beast (control)', () => {
    expect(defenseAgainst('Goblin Ally', 0)).toBe(20);
    expect(defenseAgainst('Goblin Ally', 1)).toBe(18);
    expect(defenseAgainst('Hound', 0)).toBe(18);
    expect(defenseAgainst('Hound', 1)).toBe(16);
  });
});
