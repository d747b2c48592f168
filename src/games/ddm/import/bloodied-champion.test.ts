// Champion power "Use when a creature of Level 7 or lower becomes Bloodied. That creature has +5
// Damage until end of battle" (ddm-battle-rules-2011, "Champion Powers", "Hit Points": Bloodied;
// "Bonuses and Penalties"), read from an invented row and played through the engine with forced
// dice: the raider bloodies the level-4 recruit, the sergeant's power is offered and, used, the
// recruit's later hit deals +5; a level-9 veteran bloodied offers nothing; declined, no bonus. Fails if
// the level condition or the effect is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Sword: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Drill Sergeant',
    championRating: 2,
    hp: 60,
    powers: [{ type: 'CHAMPION', text: 'Use when a creature of Level 7 or lower becomes Bloodied. That creature has +5 Damage until end of battle.' }, sword],
  }),
  entry({ name: 'Recruit', level: 4, hp: 40, powers: [sword] }),
  entry({ name: 'Veteran', level: 9, hp: 40, powers: [sword] }),
  entry({ name: 'Raider', hp: 100, level: 9, powers: [{ type: 'ATTACK', text: 'Maul: +10 vs. AC; 25 damage.' }] }),
];
const cards = importedCards(rows, 'bloodied-champion.json');
afterAll(addTestCards(cards));

/** The raider (3,2) mauls `victim` (2,2) rolling 15; the sergeant at (2,6). `use`: the power used when offered. */
function maul(victim: string, use: boolean): { s: DdmState; offered: boolean } {
  const s = turnOf(
    ['Drill Sergeant', victim],
    ['Raider'],
    [
      [2, 6],
      [2, 2],
      [3, 2],
    ],
    'Raider',
  );
  let offered = false;
  act(s, 'attack:0', [15], (d) => {
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id === 'champion:0')) return null;
    offered = true;
    return use ? 'champion:0' : 'no';
  });
  return { s, offered };
}

describe('"Use when a creature of Level 7 or lower becomes Bloodied: That creature has +5 Damage until end of battle"', () => {
  it('reads as a composed Bloodied trigger (any creature on the map, level 7 or lower) × stat-bonus for that creature until end of battle', () => {
    expect(cards[0]?.championPowers[0]).toEqual({
      trigger: {
        event: 'Bloodied',
        conditions: [
          { kind: 'actor-is', who: 'any' },
          { kind: 'on-map', of: 'actor' },
          { kind: 'level-at-most', max: 7, of: 'actor' },
        ],
      },
      effect: { kind: 'stat-bonus', bonuses: [{ stat: 'damage', amount: 5, melee: false }] },
      duration: 'end-of-battle',
      target: { kind: 'that-creature' },
    });
  });

  it('the level-4 recruit bloodied: offered; used, its next hit deals 15', () => {
    const { s, offered } = maul('Recruit', true);
    expect(offered).toBe(true);
    expect(byLabel(s, 'Recruit').hp).toBe(15);
    nextTurnOf(s, 'Recruit');
    act(s, 'attack:0', [15]);
    expect(byLabel(s, 'Raider').hp).toBe(100 - 15);
  });

  it('declined: its hit deals 10; the level-9 veteran bloodied: not offered', () => {
    const { s, offered } = maul('Recruit', false);
    expect(offered).toBe(true);
    nextTurnOf(s, 'Recruit');
    act(s, 'attack:0', [15]);
    expect(byLabel(s, 'Raider').hp).toBe(90);
    expect(maul('Veteran', true).offered).toBe(false);
  });
});
