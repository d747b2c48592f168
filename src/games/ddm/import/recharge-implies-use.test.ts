// An attack the community file prints with a RECHARGE sentence but no use limit (Goblin Sneak's
// Crossbow, Green Dragon's Poison Breath, …): ddm-battle-rules-2011, "POWERS AND EFFECTS" —
// "Rechargeable Powers" regain "a use for that power marked off", which only a "Limited Use Power"
// has, so the printed card carries the checkbox the file leaves out and the attack is read as one use.
// Played through the engine from invented rows: the attack is spent after one shot and its recharge
// gives the use back. The control, the same attack without the sentence, stays usable turn after
// turn; without the reading the recharging attack would be refused as a gap.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Recharging Shooter',
    powers: [
      { type: 'ATTACK', text: 'Knife: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Crossbow: (range 10) +9 vs. AC; 10 damage. Recharge as a move action.' },
    ],
  }),
  entry({
    name: 'Plain Shooter',
    powers: [
      { type: 'ATTACK', text: 'Knife: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Crossbow: (range 10) +9 vs. AC; 10 damage.' },
    ],
  }),
  entry({ name: 'Straw Brute', hp: 200, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'recharge-implies-use.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState) => decision(s).options.map((o) => o.id);

function shotBy(shooter: string): DdmState {
  const s = turnOf(
    [shooter],
    ['Straw Brute'],
    [
      [2, 2],
      [2, 8],
    ],
    shooter,
  );
  act(s, 'attack:1', [15]);
  expect(byLabel(s, 'Straw Brute').hp).toBe(190);
  return s;
}

describe('a RECHARGE on an attack printed without uses', () => {
  it('is read as one use with its recharge; the same attack without the sentence has no limit', () => {
    const [recharging, plain] = cards;
    expect(recharging?.attacks[1]).toMatchObject({ name: 'Crossbow', uses: 1, basic: false });
    expect(recharging?.powers).toEqual([expect.objectContaining({ kind: 'action', name: 'Recharge Crossbow', action: 'move' })]);
    expect(plain?.attacks[1]).toMatchObject({ name: 'Crossbow', basic: false });
    expect(plain?.attacks[1]?.uses).toBeUndefined();
  });

  it('is spent after one shot until recharged; the unlimited control shoots every turn', () => {
    const s = shotBy('Recharging Shooter');
    act(s, 'end');
    nextTurnOf(s, 'Recharging Shooter');
    expect(ids(s)).not.toContain('attack:1');
    act(s, 'power:Recharge Crossbow');
    nextTurnOf(s, 'Recharging Shooter');
    expect(ids(s)).toContain('attack:1');

    const c = shotBy('Plain Shooter');
    act(c, 'end');
    nextTurnOf(c, 'Plain Shooter');
    expect(ids(c)).toContain('attack:1');
  });
});
