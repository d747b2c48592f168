// Gnashing Horde ("Use whenever (when) an enemy ends its turn adjacent to this creature: That enemy
// takes 5 damage", "5 Damage to each enemy that ends its turn adjacent to this creature"), read from
// invented rows and played through the engine (ddm-battle-rules-2011, "End of Turn Phase";
// "Activated Powers", "Automatic Powers"): the enemy whose turn ends beside the kruthik is offered to
// it and, used, takes 5 (declined, none); the automatic printing deals it without a question; an
// enemy ending its turn 2 squares away, an ally ending beside it and the control (the same creature
// without the power) deal nothing. Fails if the trigger or effect is ignored or names the wrong creature.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Gnasher',
    powers: [claw, { type: 'SPECIAL', text: 'Gnashing Horde: Use whenever an enemy ends its turn adjacent to this creature: That enemy takes 5 damage.' }],
  }),
  entry({
    name: 'Hatchling',
    powers: [claw, { type: 'SPECIAL', text: 'Gnashing Horde: 5 Damage to each enemy that ends its turn adjacent to this creature.' }],
  }),
  entry({ name: 'Plain Kruthik', powers: [claw] }),
  entry({ name: 'Squire', hp: 40, powers: [claw] }),
];
const cards = importedCards(rows, 'gnashing-horde.json');
afterAll(addTestCards(cards));

/** The Squire (at `x`,2) ends its turn beside (or not) `horde` at (2,2), which is its enemy unless `allied`: its HP and the power questions. */
function endTurn(horde: string, x: number, use: boolean, allied = false): { hp: number; asked: Decision[] } {
  const at: [number, number][] = [
    [x, 2],
    [2, 2],
  ];
  const s = allied ? turnOf(['Squire', horde], ['Plain Kruthik'], [...at, [9, 9]], 'Squire') : turnOf(['Squire'], [horde], at, 'Squire');
  const { asked } = act(s, 'end', [], (d) => (d.kind === 'use-power' ? (use ? (d.options.find((o) => o.id !== 'no')?.id ?? 'no') : 'no') : null));
  return { hp: byLabel(s, 'Squire').hp, asked: asked.filter((d) => d.kind === 'use-power') };
}

describe('Gnashing Horde', () => {
  it('reads both wordings: activated "Use whenever …", automatic "… to each enemy that …"', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Gnashing Horde',
      trigger: 'enemy-ends-turn-adjacent',
      activated: true,
      action: 'none',
      effect: { kind: 'damage-other', amount: 5, type: 'untyped' },
    });
    expect(cards[1]?.powers[0]).toMatchObject({ trigger: 'enemy-ends-turn-adjacent', activated: false });
  });
  it('used, the enemy that ended its turn adjacent takes 5; declined, none', () => {
    const used = endTurn('Gnasher', 3, true);
    expect(used.asked).toHaveLength(1);
    expect(used.hp).toBe(35);
    expect(endTurn('Gnasher', 3, false).hp).toBe(40);
  });
  it('the automatic printing deals it without a question', () => {
    const r = endTurn('Hatchling', 3, false);
    expect(r.asked).toHaveLength(0);
    expect(r.hp).toBe(35);
  });
  it('2 squares away, an ally, and the control: nothing', () => {
    for (const h of ['Gnasher', 'Hatchling']) {
      const far = endTurn(h, 4, true);
      expect([far.asked.length, far.hp]).toEqual([0, 40]);
      const ally = endTurn(h, 3, true, true);
      expect([ally.asked.length, ally.hp]).toEqual([0, 40]);
    }
    expect(endTurn('Plain Kruthik', 3, true).hp).toBe(40);
  });
});
