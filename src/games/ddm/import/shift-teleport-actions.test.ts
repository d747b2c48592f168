// Move-action powers of a shift or teleport of more than 1 square, read from invented rows and played
// through the engine (ddm-battle-rules-2011, "SHIFT": no opportunity attacks; "TELEPORT": a legal
// position within range that the creature's position has line of sight to; "USE A POWER": a replaces
// move action power is the move action, its use checked off when declared): Astral Leap ("Replaces move
// action: Shift up to 10 squares"), Hasty Retreat ("Replaces move action: Shift 6 squares", the bare
// number read as "up to") and Dimension Step ("Minor action, once per turn; teleport 4 squares"). The
// tests fail if the distance, the shift's freedom from opportunity attacks, the use limit or the
// once-per-turn limit is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { menu } from '../rules/mount-testkit.js';
import type { DdmState } from '../state.js';
import { act, byLabel, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const special = (text: string, limit?: number) => ({ type: 'SPECIAL' as const, text, ...(limit !== undefined ? { limit } : {}) });
const rows = [
  entry({ name: 'Leaping Giant', hp: 40, powers: [blade, special('Astral Leap: Replaces move action: Shift up to 10 squares.', 2)] }),
  entry({ name: 'Fleeing Warlock', hp: 40, powers: [blade, special('Hasty Retreat: Replaces move action: Shift 6 squares.', 1)] }),
  entry({ name: 'Step Hound', hp: 40, powers: [blade, special('Dimension Step: Minor action, once per turn; teleport 4 squares.')] }),
  entry({ name: 'Brute', hp: 40, powers: [blade] }),
];
const cards = importedCards(rows, 'shift-teleport-actions.json');
afterAll(addTestCards(cards));

/** `me` at (2,2) beside the brute at (3,2) on an open 20×20 map, at the start of its turn. */
const start = (me: string): DdmState =>
  turnOf(
    [me],
    ['Brute'],
    [
      [2, 2],
      [3, 2],
    ],
    me,
    { map: openMap(20, 20, []) },
  );

/** Uses `option`, answering the destination with `to`; returns the destinations offered and the events. */
function use(s: DdmState, option: string, to: string) {
  const r = act(s, option, [], (d: Decision) => (d.kind === 'choose-destination' ? to : null));
  return { ids: r.asked.find((d) => d.kind === 'choose-destination')?.options.map((o) => o.id) ?? [], events: r.events, asked: r.asked };
}

describe('move-action powers: shift up to N squares, teleport N squares once per turn', () => {
  it('reads the printings', () => {
    expect(cards.slice(0, 3).map((c) => c.powers[0])).toEqual([
      { kind: 'action', name: 'Astral Leap', action: 'move', uses: 2, effect: { kind: 'shift', squares: 10 } },
      { kind: 'action', name: 'Hasty Retreat', action: 'move', uses: 1, effect: { kind: 'shift', squares: 6 } },
      { kind: 'action', name: 'Dimension Step', action: 'minor', perTurn: 1, effect: { kind: 'teleport-self', squares: 4 } },
    ]);
  });

  it('Astral Leap: shifts up to 10 squares away from the brute with no opportunity attack', () => {
    const s = start('Leaping Giant');
    const { ids, events } = use(s, 'power:Astral Leap', '12,2');
    expect(ids).toContain('12,2');
    expect(ids).toContain('2,2'); // it may stay
    expect(ids).not.toContain('13,2'); // 11 squares
    expect(byLabel(s, 'Leaping Giant').pos).toEqual({ x: 12, y: 2 });
    expect(events.some((e) => e.type === 'attack')).toBe(false);
    expect(byLabel(s, 'Leaping Giant').hp).toBe(40);
    // A second use is left, and the attack action may stand in for the move action spent.
    expect(menu(s, 'Leaping Giant')).toContain('power:Astral Leap');
  });

  it('control: a plain move away from the brute provokes its opportunity attack, a plain shift goes 1 square', () => {
    const s = start('Leaping Giant');
    const moved = act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? '6,2' : null));
    expect(moved.asked.some((d) => d.options.some((o) => /opportunity/i.test(o.label)))).toBe(true);
    const t = start('Leaping Giant');
    const shifted = use(t, 'shift', '1,2');
    expect(shifted.ids).not.toContain('0,2');
  });

  it('Hasty Retreat: up to 6 squares, once (its one use spent)', () => {
    const s = start('Fleeing Warlock');
    const { ids, events } = use(s, 'power:Hasty Retreat', '8,2');
    expect(ids).toContain('8,2');
    expect(ids).not.toContain('9,2');
    expect(byLabel(s, 'Fleeing Warlock').pos).toEqual({ x: 8, y: 2 });
    expect(events.some((e) => e.type === 'attack')).toBe(false);
    expect(menu(s, 'Fleeing Warlock')).not.toContain('power:Hasty Retreat');
  });

  it('Dimension Step: teleports up to 4 squares as the minor action, and not again that turn though the move action could stand in', () => {
    const s = start('Step Hound');
    const { ids } = use(s, 'power:Dimension Step', '6,2');
    expect(ids).toContain('6,2');
    expect(ids).not.toContain('7,2');
    expect(byLabel(s, 'Step Hound').pos).toEqual({ x: 6, y: 2 });
    const after = menu(s, 'Step Hound');
    expect(after).toContain('move');
    expect(after).not.toContain('power:Dimension Step');
  });
});
