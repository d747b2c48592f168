// Attacks printed "… Recharge as a move (minor, attack) action." (ddm-battle-rules-2011, "Limited
// Use" and "Recharge", "Take Actions Phase"), read from invented rows and played through the engine:
// once the attack's use is spent, the card's action power "Recharge <attack>" is offered for that
// action, spends it and gives the use back; it is not offered while the use is left. Each test fails
// if the sentence is ignored (the attack would stay spent).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, nextTurnOf, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Crossbow Scout',
    powers: [
      { type: 'ATTACK', text: 'Knife: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Crossbow: (range 10) +9 vs. AC; 10 damage. Recharge as a move action.', limit: 1 },
    ],
  }),
  entry({ name: 'Straw Brute', hp: 200, powers: [{ type: 'ATTACK', text: 'Bash: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'recharge-action.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState) => decision(s).options.map((o) => o.id);

function shot(): DdmState {
  const s = turnOf(
    ['Crossbow Scout'],
    ['Straw Brute'],
    [
      [2, 2],
      [2, 8],
    ],
    'Crossbow Scout',
  );
  expect(ids(s)).not.toContain('power:Recharge Crossbow');
  act(s, 'attack:1', [15]);
  expect(byLabel(s, 'Straw Brute').hp).toBe(190);
  return s;
}

describe('attacks: RECHARGE as a move action', () => {
  it('reads the sentence into the card action power "Recharge Crossbow" (move action)', () => {
    const scout = cards.find((c) => c.name === 'Crossbow Scout');
    expect(scout?.powers).toEqual([
      expect.objectContaining({ kind: 'action', name: 'Recharge Crossbow', action: 'move', effect: { kind: 'recharge-attack', attack: 'Crossbow' } }),
    ]);
  });

  it('once spent, the move action recharges it, and the crossbow shoots again next turn', () => {
    const s = shot();
    expect(ids(s)).toContain('power:Recharge Crossbow');
    const r = act(s, 'power:Recharge Crossbow');
    expect(r.events.filter((e) => e.type === 'recharge').map((e) => e.data['attack'])).toEqual(['Crossbow']);
    // The move action is spent: the scout's menu does not come back offering a move.
    expect(s.turn?.creature === byLabel(s, 'Crossbow Scout').id && ids(s).includes('move')).toBe(false);
    nextTurnOf(s, 'Crossbow Scout');
    expect(ids(s)).toContain('attack:1');
  });

  it('without the recharge the crossbow stays spent', () => {
    const s = shot();
    nextTurnOf(s, 'Crossbow Scout');
    expect(ids(s)).not.toContain('attack:1');
    expect(ids(s)).toContain('power:Recharge Crossbow');
  });
});
