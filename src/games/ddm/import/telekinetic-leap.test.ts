// Telekinetic Leap ("Replaces move action: Move up to its current speed as with (as though with)
// Flight"), read from invented rows and played through the engine (ddm-battle-rules-2011, "USE A
// POWER", "MOVE", "Modes (Movement)": Flight moves through non-flying enemies' squares). In a
// one-square corridor shut by a non-flying enemy, the leap flies past it to the far side; the
// creature's own move (the control) does not reach it, and after the leap the mode is gone. Fails if
// the power is ignored or its move is not made with Flight.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Sword: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Leaping Knight',
    speed: 6,
    powers: [sword, { type: 'SPECIAL', text: 'Telekinetic Leap: Replaces move action: Move up to its current speed as with Flight.' }],
  }),
  entry({
    name: 'Leaping Pirate',
    speed: 6,
    powers: [sword, { type: 'SPECIAL', text: 'Telekinetic Leap: Replaces move action: Move up to its current speed as though with Flight.', limit: 1 }],
  }),
  entry({ name: 'Plain Knight', speed: 6, powers: [sword] }),
  entry({ name: 'Gate Guard', powers: [sword] }),
];
const cards = importedCards(rows, 'telekinetic-leap.json');
afterAll(addTestCards(cards));

/** Row 2 is a corridor (walls on rows 1 and 3); the knight at (1,2), the guard shutting it at (3,2). */
const corridor = (label: string): DdmState =>
  turnOf(
    [label],
    ['Gate Guard'],
    [
      [1, 2],
      [3, 2],
    ],
    label,
    {
      map: openMap(12, 12, [
        ...Array.from({ length: 12 }, (_, x) => [x, 1] as [number, number]),
        ...Array.from({ length: 12 }, (_, x) => [x, 3] as [number, number]),
      ]),
    },
  );

const destinations = (asked: readonly Decision[]): string[] => asked.filter((d) => d.kind === 'choose-destination').flatMap((d) => d.options.map((o) => o.id));

describe('Telekinetic Leap', () => {
  it('reads the wordings: the move action power, a move up to its speed with Flight (its use limit kept)', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'action', name: 'Telekinetic Leap', action: 'move', effect: { kind: 'move-up-to-speed', mode: 'flight' } });
    expect(cards[1]?.powers[0]).toMatchObject({ uses: 1, effect: { mode: 'flight' } });
  });
  it('flies past the non-flying enemy shutting the corridor; the mode is gone after', () => {
    for (const label of ['Leaping Knight', 'Leaping Pirate']) {
      const s = corridor(label);
      expect(decision(s).options.map((o) => o.id)).toContain('power:Telekinetic Leap');
      const r = act(s, 'power:Telekinetic Leap', [], (d) => (d.kind === 'choose-destination' ? '5,2' : null));
      expect(destinations(r.asked)).toContain('5,2');
      expect(byLabel(s, label).pos).toEqual({ x: 5, y: 2 });
      expect(byLabel(s, label).moveMode).toBeUndefined();
    }
  });
  it("the control's own move does not get past the enemy", () => {
    const s = corridor('Plain Knight');
    const r = act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? (d.options[0]?.id ?? null) : null));
    expect(destinations(r.asked)).not.toContain('5,2');
  });
});
