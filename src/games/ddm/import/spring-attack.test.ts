// Spring Attack: a limited move with a basic attack at any square of it, whose spent use comes back at
// the start of the creature's turn when no enemy is adjacent to it (ddm-battle-rules-2011, "USE A POWER",
// "MOVE", "Rechargeable Powers", "Start of Turn Phase"). Read by import/move-attack-during.ts as the
// action power `move-attack-during` with uses 1 and the start-of-turn recharge (abilities/recharge-start-of-turn.ts),
// both printings ("a {b} attack", "1 {b} or 1 {r} attack"). Played through the engine with forced dice:
// the skirmisher walks beside the brute, hits it and walks off; at its next turn, no enemy beside it, the
// power is offered again. Controls: ending beside the brute, the power is not offered at the next turn
// (the condition is read); a card printing the power without the recharge (Mounted Attack wording) stays spent.
import { afterAll, describe, expect, it } from 'vitest';
import { powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const knife = { type: 'ATTACK' as const, text: 'Knife: +5 vs. AC; 10 damage.' };
const recharge = "RECHARGE at start of this creature's turn if no enemy is adjacent to it.";
const rows = [
  entry({
    name: 'Hopping Sprite',
    powers: [
      knife,
      { type: 'ATTACK', text: `Spring Attack: Move up to its current speed and make a {b} attack at any time during the move. ${recharge}`, limit: 1 },
    ],
  }),
  entry({
    name: 'Hopping Brute',
    powers: [
      knife,
      {
        type: 'ATTACK',
        text: `Spring Attack: Move up to its current speed and make 1 {b} or 1 {r} attack at any time during that move. ${recharge}`,
        limit: 1,
      },
    ],
  }),
  entry({
    name: 'Plain Hopper',
    powers: [knife, { type: 'ATTACK', text: 'Spring Attack: Move up to its current speed and make a {b} attack at any time during the move.', limit: 1 }],
  }),
  entry({ name: 'Straw Brute', hp: 200, ac: 18, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'spring-attack.json');
afterAll(addTestCards(cards));

/**
 * `who` at (1,1), the brute at (1,4): Spring Attack walks to (1,3), hits the brute (a forced 15) and walks
 * on to `end`. Returns the brute's HP after it and whether the power is offered at `who`'s next turn.
 */
function springAndWait(who: string, end: string): { hp: number; offeredNextTurn: boolean } {
  const s = turnOf(
    [who],
    ['Straw Brute'],
    [
      [1, 1],
      [1, 4],
    ],
    who,
  );
  let stops = 0;
  act(s, 'power:Spring Attack', [15], (d) => {
    if (d.kind === 'choose-destination') return stops++ === 0 ? '1,3' : end;
    if (d.kind === 'opportunity-attack') return 'no';
    return null;
  });
  const hp = byLabel(s, 'Straw Brute').hp;
  // The brute's turn is ended at once (it does not attack), so only the positions decide.
  nextTurnOf(s, who);
  return { hp, offeredNextTurn: decision(s).options.some((o) => o.id === 'power:Spring Attack') };
}

describe('Spring Attack: move with a basic attack, RECHARGE at start of its turn if no enemy is adjacent to it', () => {
  it('reads both printings as the limited move-attack-during power with the start-of-turn recharge', () => {
    for (const c of cards.slice(0, 2))
      expect(c.powers).toEqual([
        {
          kind: 'action',
          name: 'Spring Attack',
          action: 'attack',
          uses: 1,
          recharge: { kind: 'start-of-turn', if: 'no-adjacent-enemy' },
          effect: { kind: 'move-attack-during', squares: 'speed', melee: false },
        },
      ]);
    const p = cards[0]?.powers[0];
    if (!p) throw new Error('no Spring Attack');
    expect(powerText(p)).toContain('recharges at the start of its turn when no enemy is adjacent to it');
  });

  it('walked off from the brute, the spent power is offered again at its next turn; ended beside it, not', () => {
    for (const who of ['Hopping Sprite', 'Hopping Brute']) {
      const away = springAndWait(who, '4,1');
      expect(away.hp).toBe(190);
      expect(away.offeredNextTurn).toBe(true);
      const beside = springAndWait(who, '1,3');
      expect(beside.hp).toBe(190);
      expect(beside.offeredNextTurn).toBe(false);
    }
  });

  it('control: the same power without the recharge stays spent', () => {
    const plain = springAndWait('Plain Hopper', '4,1');
    expect(plain.hp).toBe(190);
    expect(plain.offeredNextTurn).toBe(false);
  });
});
