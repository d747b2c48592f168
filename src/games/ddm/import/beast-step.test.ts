// Beast Step ("This creature moves up to 2 squares when it shifts instead of 1"), read from an invented
// row into the continuous shift-squares and played through the engine (ddm-battle-rules-2011, "SHIFT":
// 1 square and no opportunity attacks — broken by the card, "CORE RULES AND EXCEPTIONS"): its shift from
// beside the brute offers squares 2 away, not 3, and draws no opportunity attack; a creature without the
// power (control) shifts 1 square only. Fails if the power is ignored or widened.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Blink Cat',
    hp: 40,
    powers: [claw, { type: 'ABILITY', text: 'Beast Step: This creature moves up to 2 squares when it shifts instead of 1.' }],
  }),
  entry({ name: 'House Cat', hp: 40, powers: [claw] }),
  entry({ name: 'Brute', hp: 40, powers: [claw] }),
];
const cards = importedCards(rows, 'beast-step.json');
afterAll(addTestCards(cards));

/** `me` at (5,5) beside the brute at (6,5) shifts to `to`; the destinations offered and the events. */
function shiftFrom(me: string, to: string) {
  const s: DdmState = turnOf(
    [me],
    ['Brute'],
    [
      [5, 5],
      [6, 5],
    ],
    me,
  );
  const r = act(s, 'shift', [], (d) => (d.kind === 'choose-destination' ? to : null));
  const ids = r.asked.find((d) => d.kind === 'choose-destination')?.options.map((o) => o.id) ?? [];
  return { ids, pos: byLabel(s, me).pos, attacked: r.events.some((e) => e.type === 'attack'), hp: byLabel(s, me).hp };
}

describe('Beast Step: a shift of up to 2 squares', () => {
  it('reads the ability as the continuous shift-squares 2', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Beast Step', effect: { kind: 'shift-squares', squares: 2 } });
  });
  it('shifts 2 squares away from the brute with no opportunity attack; 3 squares are not offered', () => {
    const r = shiftFrom('Blink Cat', '3,5');
    expect(r.ids).toContain('3,5');
    expect(r.ids).toContain('4,5');
    expect(r.ids).not.toContain('2,5');
    expect(r.pos).toEqual({ x: 3, y: 5 });
    expect(r.attacked).toBe(false);
    expect(r.hp).toBe(40);
  });
  it('control: without the power a shift goes 1 square', () => {
    const r = shiftFrom('House Cat', '4,5');
    expect(r.ids).toContain('4,5');
    expect(r.ids).not.toContain('3,5');
  });
});
