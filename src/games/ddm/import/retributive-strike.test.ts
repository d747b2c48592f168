// Retributive Strike ("Use after an adjacent enemy resolves an attack against this creature: Make 1
// {b} attack against that enemy as an immediate action"), read from an invented row and played through
// the engine with forced dice (ddm-battle-rules-2011, "Activated Powers", "Immediate Actions", "Basic
// Attacks"). The raider beside the soldier attacks it: after the attack (hit or miss) the soldier may
// make its basic attack against the raider; declined, when the attacker is not adjacent (its sling
// from 3 squares), when the raider attacks another creature, or for a card without the power, nothing.
// Fails if the power is ignored or its adjacency or target condition is.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const fist = { type: 'ATTACK' as const, text: 'Fist: +10 vs. AC; 10 damage.' };
const RETRIBUTIVE =
  'Retributive Strike: Use after an adjacent enemy resolves an attack against this creature: Make 1 {b} attack against that enemy as an immediate action.';
const rows = [
  entry({ name: 'Soldier', hp: 100, powers: [fist, { type: 'SPECIAL', text: RETRIBUTIVE }] }),
  entry({ name: 'Squire', hp: 100, powers: [fist] }),
  entry({ name: 'Raider', hp: 100, powers: [fist, { type: 'ATTACK', text: 'Sling: (range 6) +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'retributive-strike.json');
afterAll(addTestCards(cards));

/**
 * The raider (at `raiderAt`) attacks `victim` with attack `k` rolling `roll`; the soldier at (2,2), the
 * squire at (2,3); the power used when offered if `use` (its basic attack rolling 15).
 */
function raid(
  victim: string,
  k: number,
  roll: number,
  use: boolean,
  raiderAt: [number, number] = [1, 2],
  soldier = 'Soldier',
): { offered: boolean; raiderHp: number } {
  const s = turnOf([soldier, 'Squire'], ['Raider'], [[2, 2], [2, 3], raiderAt], 'Raider');
  let offered = false;
  act(s, `attack:${k}`, use ? [roll, 15] : [roll], (d) => {
    if (d.kind === 'choose-target') return String(byLabel(s, victim).id);
    if (d.kind !== 'use-power' || !d.options.some((o) => o.id.startsWith('power:Retributive Strike'))) return null;
    offered = true;
    return use ? 'power:Retributive Strike' : 'no';
  });
  return { offered, raiderHp: byLabel(s, 'Raider').hp };
}

describe('Retributive Strike: after an adjacent enemy attacks it, a basic attack against that enemy', () => {
  it('reads AfterAttack (an adjacent enemy against this creature) × a basic attack against it, an immediate action', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Retributive Strike',
      trigger: {
        event: 'AfterAttack',
        conditions: [
          { kind: 'actor-is', who: 'enemy' },
          { kind: 'on-map', of: 'actor' },
          { kind: 'target-is', who: 'self' },
          { kind: 'adjacent-to-self', of: 'actor' },
        ],
      },
      activated: true,
      action: 'immediate',
      effect: { kind: 'basic-attack-vs-other', melee: false },
    });
  });

  it('the adjacent raider hits or misses the soldier: offered, and used the soldier hits it for 10', () => {
    expect(raid('Soldier', 0, 15, true)).toEqual({ offered: true, raiderHp: 90 });
    expect(raid('Soldier', 0, 2, true)).toEqual({ offered: true, raiderHp: 90 });
  });

  it('controls: declined; a sling from 3 squares; the squire attacked; a soldier without the power — the raider untouched', () => {
    expect(raid('Soldier', 0, 15, false)).toEqual({ offered: true, raiderHp: 100 });
    expect(raid('Soldier', 1, 15, false, [5, 2])).toEqual({ offered: false, raiderHp: 100 });
    expect(raid('Squire', 0, 15, false, [1, 3])).toEqual({ offered: false, raiderHp: 100 });
  });
});
