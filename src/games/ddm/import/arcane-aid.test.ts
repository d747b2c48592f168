// Arcane Aid, its one wording (Wind Drake; ONE_OFF_POWERS in content/ddmwi-side-table.ts: at the start of
// its turn, with an Arcane or Izzet ally within 10 squares, +2 Speed and +5 Damage until end of turn — a
// composed trigger on StartOfTurn with the new condition ally-within × stat-bonus until end of turn;
// ddm-battle-rules-2011, "Start of Turn Phase", "Bonuses and Penalties", "Counting Squares"). Through the
// engine with forced dice: the enemy's turn ends, the drake's turn starts — with an Arcane ally 8 squares
// away the power is offered; used, the drake has +2 Speed and its claws hit the ox for 10 + 5; controls:
// the ally 11 squares away, a non-Arcane ally, or a drake without the power — nothing is offered and the
// claws deal 10. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, decision, play, playOn, turnOf } from '../testkit.js';
import type { Decision } from '../../../core/index.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claws = { type: 'ATTACK' as const, text: 'Claws: +8 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Wind Drake',
    keywords: ['Dragon'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [
      claws,
      { type: 'SPECIAL', text: 'Arcane Aid: At the start of its turn, near an Arcane or Izzet ally (10 squares): +2 Speed, +5 Damage this turn.' },
    ],
  }),
  entry({ name: 'Plain Drake', keywords: ['Dragon'], powers: [claws] }),
  entry({ name: 'Storm Mage', keywords: ['Human', 'Arcane'], powers: [claws] }),
  entry({ name: 'Hired Blade', keywords: ['Human'], powers: [claws] }),
  entry({ name: 'Target Ox', hp: 60, powers: [claws] }),
];
const cards = importedCards(rows, 'arcane-aid.json');
afterAll(addTestCards(cards));

/**
 * `drake` at (2,2) beside the ox (3,2), `ally` at `allyAt`: the ox's turn ends, the drake's starts; the
 * power questions asked then (answered `use`), the drake's speed bonus, and the ox's HP after a claw
 * hitting on a forced 15.
 */
function drakeTurn(drake: string, ally: string, allyAt: [number, number], use: boolean): { asked: Decision[]; speed: number; ox: number } {
  const s: DdmState = turnOf([drake, ally], ['Target Ox'], [[2, 2], allyAt, [3, 2]], 'Target Ox');
  const mine = (): boolean => s.turn?.creature === byLabel(s, drake).id;
  playOn(s, (d) => d.kind === 'use-power' || (mine() && d.options.some((o) => o.id === 'attack:0')), drake);
  const asked: Decision[] = [];
  while (decision(s).kind === 'use-power') {
    const d = decision(s);
    asked.push(d);
    play(s, [use ? (d.options.find((o) => o.id !== 'no')?.id ?? 'no') : 'no']);
  }
  expect(mine()).toBe(true);
  const speed = ctxFor(s).query('speed', 0, { creature: byLabel(s, drake).id });
  act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Target Ox').id) : null));
  return { asked, speed, ox: byLabel(s, 'Target Ox').hp };
}

describe('Arcane Aid: +2 Speed and +5 Damage this turn near an Arcane or Izzet ally', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      trigger: {
        event: 'StartOfTurn',
        conditions: [
          { kind: 'actor-is', who: 'self' },
          { kind: 'ally-within', keywords: ['Arcane', 'Izzet'], squares: 10 },
        ],
      },
      duration: 'end-of-turn',
    });
  });

  it('an Arcane ally 8 squares away: offered; used, +2 Speed and the claws deal 15', () => {
    const r = drakeTurn('Wind Drake', 'Storm Mage', [10, 2], true);
    expect(r.asked).toHaveLength(1);
    expect(r.speed).toBe(2);
    expect(r.ox).toBe(45);
  });

  it('controls: declined; the ally 11 squares away; a non-Arcane ally; a drake without the power — 10 damage', () => {
    const declined = drakeTurn('Wind Drake', 'Storm Mage', [10, 2], false);
    expect([declined.asked.length, declined.speed, declined.ox]).toEqual([1, 0, 50]);
    for (const [drake, ally, at] of [
      ['Wind Drake', 'Storm Mage', [13, 2]],
      ['Wind Drake', 'Hired Blade', [10, 2]],
      ['Plain Drake', 'Storm Mage', [10, 2]],
    ] as const) {
      const r = drakeTurn(drake, ally, [at[0], at[1]], true);
      expect([r.asked.length, r.speed, r.ox]).toEqual([0, 0, 50]);
    }
  });
});
