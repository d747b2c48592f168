// Burst of Speed and Hustle ("Minor action; +4 Speed until end of turn"), read from invented rows and
// played through the engine (ddm-battle-rules-2011, "USE A POWER"; "Bonuses and Penalties";
// "Conditions", Duration: until end of its turn): the minor action is offered once (a limited use),
// the move that follows reaches speed + N squares, and the bonus is over when that turn ends (the
// creature's next turn moves its printed speed). The control, the same creature not using it, moves
// its printed speed. Fails if the power is ignored (no farther move) or outlasts its turn.
import { afterAll, describe, expect, it } from 'vitest';
import { powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, decision, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claws = { type: 'ATTACK' as const, text: 'Claws: +5 vs. AC; 5 damage.' };
const rows = [
  entry({ name: 'Bone Hound', speed: 5, powers: [claws, { type: 'SPECIAL', text: 'Burst of Speed: Minor action; +4 Speed until end of turn.', limit: 1 }] }),
  entry({ name: 'Quick Orc', speed: 6, powers: [claws, { type: 'SPECIAL', text: 'Hustle: Minor action: +2 speed until end of turn.', limit: 1 }] }),
  entry({ name: 'Target Dummy', hp: 60, powers: [claws] }),
];
const cards = importedCards(rows, 'self-bonus-action.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);
/** What the speed query adds to `who`'s printed speed now. */
const speedBonus = (s: DdmState, who: string): number => ctxFor(s).query('speed', 0, { creature: byLabel(s, who).id });
/** How far east along row 2 a move now reaches from (2,2) (it then moves 1 square). */
function reachEast(s: DdmState): number {
  let far = 0;
  act(s, 'move', [], (d) => {
    if (d.kind !== 'choose-destination') return null;
    for (const o of d.options) {
      const m = /^(\d+),2$/.exec(o.id);
      if (m) far = Math.max(far, Number(m[1]) - 2);
    }
    return d.options.some((o) => o.id === '3,2') ? '3,2' : null;
  });
  return far;
}

function start(who: string): DdmState {
  return turnOf(
    [who],
    ['Target Dummy', 'Target Dummy'],
    [
      [2, 2],
      [2, 12],
      [4, 12],
    ],
    who,
  );
}

describe('Burst of Speed / Hustle: minor action, +N Speed until end of turn', () => {
  it('reads both printings as a limited minor-action speed bonus until end of turn', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'action',
      name: 'Burst of Speed',
      action: 'minor',
      uses: 1,
      effect: { kind: 'stat-bonus', bonuses: [{ stat: 'speed', amount: 4, melee: false }] },
      duration: 'end-of-turn',
    });
    expect(cards[1]?.powers[0]).toMatchObject({ kind: 'action', name: 'Hustle', action: 'minor', effect: { bonuses: [{ stat: 'speed', amount: 2 }] } });
    expect(powerText(cards[0]?.powers[0] as NonNullable<(typeof cards)[0]>['powers'][0])).toMatch(/\+4 Speed until end of turn/);
  });

  it('used: the move reaches speed + 4; not used (control): its printed speed', () => {
    const s = start('Bone Hound');
    expect(ids(s)).toContain('power:Burst of Speed');
    act(s, 'power:Burst of Speed');
    expect(speedBonus(s, 'Bone Hound')).toBe(4);
    expect(reachEast(s)).toBe(9);
    const c = start('Bone Hound');
    expect(reachEast(c)).toBe(5);
    const o = start('Quick Orc');
    act(o, 'power:Hustle');
    expect(reachEast(o)).toBe(8);
  });

  it('once only (limited use), and the bonus ends with the turn it was used in', () => {
    const s = start('Bone Hound');
    act(s, 'power:Burst of Speed');
    expect(ids(s)).not.toContain('power:Burst of Speed');
    const round = s.round;
    act(s, 'end');
    // The dummies' player chooses who acts next, same round: the bonus is over (an end-of-round bonus would still count).
    expect(s.round).toBe(round);
    expect(speedBonus(s, 'Bone Hound')).toBe(0);
    nextTurnOf(s, 'Bone Hound');
    expect(speedBonus(s, 'Bone Hound')).toBe(0);
    expect(ids(s)).not.toContain('power:Burst of Speed');
  });
});
