// Plodding in its four printings ("Cannot charge and can only take 1 move action on its turn", "Cannot
// charge; May take only 1 move action each round", …), read from invented rows and played through the
// engine (ddm-battle-rules-2011, "Take Actions Phase" — a move action in place of the attack action —,
// "CHARGE"): the plodder's menu offers a move but no double move and no charge, and after its one move
// no second move or shift; a creature without the power (the control) is offered all of them. Fails if
// the power is ignored (double move, charge or a second move offered) or stops the plodder's first move.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const WORDINGS = [
  'Plodding: Cannot charge and can only take 1 move action on its turn.',
  'Plodding: Cannot charge; May take only 1 move action each round.',
  'Plodding: Cannot charge and cannot use more than 1 move action each round.',
  'Plodding: Cannot charge; cannot use more than 1 move action each round.',
];
const claws = { type: 'ATTACK' as const, text: 'Claws: +5 vs. AC; 5 damage.' };
const rows = [
  ...WORDINGS.map((text, i) => entry({ name: `Zombie ${i}`, hp: 40, speed: 6, powers: [claws, { type: 'SPECIAL' as const, text }] })),
  entry({ name: 'Walker', hp: 40, speed: 6, powers: [claws] }),
  entry({ name: 'Target Dummy', hp: 60, powers: [claws] }),
];
const cards = importedCards(rows, 'plodding.json');
afterAll(addTestCards(cards));

/** `who` at (2,2) on its turn, the dummy 4 squares away at (6,2) (in charge range). */
function start(who: string): DdmState {
  return turnOf(
    [who],
    ['Target Dummy'],
    [
      [2, 2],
      [6, 2],
    ],
    who,
  );
}

const menu = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

/** The menu after one move action, to (5,2) beside the dummy. */
function afterMove(s: DdmState): string[] {
  act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? '5,2' : null));
  expect(s.creatures[s.turn?.creature ?? -1]?.pos).toEqual({ x: 5, y: 2 });
  return menu(s);
}

describe('Plodding: cannot charge, only 1 move action each turn', () => {
  it('reads the four wordings as the continuous plodding', () => {
    for (let i = 0; i < WORDINGS.length; i++) expect(cards[i]?.powers).toEqual([{ kind: 'continuous', name: 'Plodding', effect: { kind: 'plodding' } }]);
  });

  it('the plodder is offered a move and a shift, but neither a double move nor a charge; the control all four', () => {
    for (let i = 0; i < WORDINGS.length; i++) {
      const m = menu(start(`Zombie ${i}`));
      expect(m).toEqual(expect.arrayContaining(['move', 'shift']));
      expect(m).not.toContain('double');
      expect(m).not.toContain('charge');
    }
    expect(menu(start('Walker'))).toEqual(expect.arrayContaining(['move', 'double', 'shift', 'charge']));
  });

  it('after its one move the plodder may not move or shift again (its attack action kept); the control may', () => {
    for (let i = 0; i < WORDINGS.length; i++) {
      const s = start(`Zombie ${i}`);
      const m = afterMove(s);
      expect(m).toEqual(['attack:0', 'end']);
    }
    expect(afterMove(start('Walker'))).toEqual(expect.arrayContaining(['move', 'shift', 'attack:0', 'end']));
  });
});
