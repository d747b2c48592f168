// Quick Step N ("Can shift up to 2 squares", "Can shift 2 squares instead of 1", "Can shift up to 4
// squares"), read from invented rows into the continuous shift-squares and played through the engine
// (ddm-battle-rules-2011, "SHIFT": 1 square and no opportunity attacks, broken by the card): the
// skirmisher beside the brute shifts 2 squares away with no opportunity attack (not 3); the sprinter 4
// (not 5); the plain soldier (control) 1 only. Fails if the power is ignored or its number misread.
import { afterAll, describe, expect, it } from 'vitest';
import type { DdmState } from '../state.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Skirmisher', powers: [claw, { type: 'SPECIAL', text: 'Quick Step 2: Can shift up to 2 squares.' }] }),
  entry({ name: 'Dancer', powers: [claw, { type: 'ABILITY', text: 'Quick Step 2: Can shift 2 squares instead of 1.' }] }),
  entry({ name: 'Sprinter', powers: [claw, { type: 'SPECIAL', text: 'Quick Step 4: Can shift up to 4 squares.' }] }),
  entry({ name: 'Soldier', powers: [claw] }),
  entry({ name: 'Brute', hp: 40, powers: [claw] }),
];
const cards = importedCards(rows, 'quick-step.json');
afterAll(addTestCards(cards));

/** `me` at (6,5) beside the brute at (7,5) shifts to `to`; the destinations offered and whether it was attacked. */
function shiftFrom(me: string, to: string) {
  const s: DdmState = turnOf(
    [me],
    ['Brute'],
    [
      [6, 5],
      [7, 5],
    ],
    me,
  );
  const r = act(s, 'shift', [], (d) => (d.kind === 'choose-destination' ? to : null));
  const ids = r.asked.find((d) => d.kind === 'choose-destination')?.options.map((o) => o.id) ?? [];
  return { ids, pos: byLabel(s, me).pos, attacked: r.events.some((e) => e.type === 'attack') };
}

describe('Quick Step N: a shift of up to N squares', () => {
  it('reads the continuous shift-squares N', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Quick Step 2', effect: { kind: 'shift-squares', squares: 2 } });
    expect(cards[1]?.powers[0]).toEqual({ kind: 'continuous', name: 'Quick Step 2', effect: { kind: 'shift-squares', squares: 2 } });
    expect(cards[2]?.powers[0]).toEqual({ kind: 'continuous', name: 'Quick Step 4', effect: { kind: 'shift-squares', squares: 4 } });
  });
  it('shifts 2 squares (not 3) with no opportunity attack; Quick Step 4 shifts 4 (not 5)', () => {
    for (const me of ['Skirmisher', 'Dancer']) {
      const r = shiftFrom(me, '4,5');
      expect(r.ids).toContain('4,5');
      expect(r.ids).not.toContain('3,5');
      expect(r.pos).toEqual({ x: 4, y: 5 });
      expect(r.attacked).toBe(false);
    }
    const f = shiftFrom('Sprinter', '2,5');
    expect(f.ids).toContain('2,5');
    expect(f.ids).not.toContain('1,5');
    expect(f.pos).toEqual({ x: 2, y: 5 });
  });
  it('control: without the power a shift goes 1 square', () => {
    const r = shiftFrom('Soldier', '5,5');
    expect(r.ids).toContain('5,5');
    expect(r.ids).not.toContain('4,5');
  });
});
