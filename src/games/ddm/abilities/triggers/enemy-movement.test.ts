// The movement triggers (enemy-movement.ts) played through the game API with test-only creatures and
// forced d20s: "an enemy leaves a square adjacent to this creature" (LeaveSquare) and "an enemy ends its
// move adjacent to this creature" (Moved), each paired with an immediate basic melee attack against
// that enemy, and an automatic one. Each test fails if the trigger never fires (a plain soldier in the
// same place is the control). ddm-battle-rules-2011, "MOVE", "SHIFT", "Activated Powers",
// "Automatic Powers", "Immediate Action".
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../core/index.js';
import { creatureText } from '../../cards/render.js';
import { creatureCardSchema, type CreatureCardInput, type Trigger } from '../../cards/schema.js';
import { answered, hears } from '../occurs.js';
import { addTestCards, PLAIN, PLAIN_SOLDIER } from '../../powers/test-cards.js';
import { act, byLabel, turnOf } from '../../testkit.js';

const watcher = (name: string, trigger: Trigger, activated: boolean): CreatureCardInput => ({
  ...PLAIN,
  name,
  powers: [
    activated
      ? { kind: 'triggered', name: 'Watchful Strike', trigger, activated: true, action: 'immediate', effect: { kind: 'basic-melee-vs-attacker' } }
      : { kind: 'triggered', name: 'Grasping Hold', trigger, activated: false, effect: { kind: 'push-other', squares: 1 } },
  ],
});
const LEAVE = watcher('Test Parting Watcher', 'enemy-leaves-adjacent', true);
const ARRIVE = watcher('Test Arrival Watcher', 'enemy-ends-move-adjacent', true);
const SHOVER = watcher('Test Arrival Shover', 'enemy-ends-move-adjacent', false);
afterAll(addTestCards([LEAVE, ARRIVE, SHOVER, PLAIN_SOLDIER]));

const GNOLL = 'Gnoll Marauder';
const swords = (events: GameEvent[]) => events.filter((e) => e.type === 'damage' && e.data['label'] === GNOLL).map((e) => Number(e.data['amount']));
const usePower = (d: { kind: string; options: readonly { id: string }[] }) => (d.kind === 'use-power' ? 'power:Watchful Strike' : null);

/** The Gnoll's turn at (5,5), the watcher at `at`; the Gnoll takes `action` to `to`, the watcher answers with its power. */
function gnollGoes(watcherName: string, at: readonly [number, number], action: 'move' | 'shift', to: string, d20s: number[]) {
  const s = turnOf([watcherName], [GNOLL], [at, [5, 5]], GNOLL);
  const r = act(s, action, d20s, (d) =>
    d.kind === 'choose-destination'
      ? d.options.some((o) => o.id === to)
        ? to
        : (d.options[0]?.id ?? null)
      : d.kind === 'opportunity-attack'
        ? (d.options.at(-1)?.id ?? null)
        : usePower(d),
  );
  return { s, r, powers: r.asked.filter((d) => d.kind === 'use-power') };
}

describe('enemy-leaves-adjacent ("an enemy leaves a square adjacent to this creature", LeaveSquare)', () => {
  it('the Gnoll shifts away (no opportunity attack): the watcher may strike it before it leaves — one question, 10 damage', () => {
    const { r, powers } = gnollGoes(LEAVE.name, [5, 4], 'shift', '5,6', [15]);
    expect(powers.map((d) => d.options.map((o) => o.id))).toEqual([['power:Watchful Strike', 'no']]);
    expect(swords(r.events)).toEqual([10]);
  });
  it('control: a plain soldier in the same place is asked nothing and the shift costs the Gnoll nothing', () => {
    const { r, powers } = gnollGoes(PLAIN_SOLDIER.name, [5, 4], 'shift', '5,6', []);
    expect(powers).toEqual([]);
    expect(swords(r.events)).toEqual([]);
  });
  it('a square not adjacent to the watcher is left without a question', () => {
    const { powers } = gnollGoes(LEAVE.name, [5, 2], 'shift', '5,6', []);
    expect(powers).toEqual([]);
  });
  it('announced only while some creature has a power for it (an activated one answers in the window, no automatic power hears it); the stat card words it', () => {
    const s = turnOf(
      [LEAVE.name],
      [GNOLL],
      [
        [5, 4],
        [5, 5],
      ],
      GNOLL,
    );
    expect([answered(s, 'LeaveSquare'), hears(s, 'LeaveSquare')]).toEqual([true, false]);
    expect(
      answered(
        turnOf(
          [PLAIN_SOLDIER.name],
          [GNOLL],
          [
            [5, 4],
            [5, 5],
          ],
          GNOLL,
        ),
        'LeaveSquare',
      ),
    ).toBe(false);
    expect(creatureText(creatureCardSchema.parse(LEAVE))).toContain('an enemy leaves a square adjacent to this creature');
  });
});

describe('enemy-ends-move-adjacent ("an enemy ends its move adjacent to this creature", Moved)', () => {
  it('the Gnoll moves next to the watcher: once the move ends, the watcher may strike — 10 damage', () => {
    const { s, r, powers } = gnollGoes(ARRIVE.name, [9, 5], 'move', '8,5', [15]);
    expect(powers).toHaveLength(1);
    expect(swords(r.events)).toEqual([10]);
    expect(byLabel(s, GNOLL).pos).toEqual({ x: 8, y: 5 });
  });
  it('a move that ends away from the watcher asks nothing; a plain soldier is never asked', () => {
    expect(gnollGoes(ARRIVE.name, [9, 5], 'move', '5,8', []).powers).toEqual([]);
    expect(gnollGoes(PLAIN_SOLDIER.name, [9, 5], 'move', '8,5', []).powers).toEqual([]);
  });
  it('an automatic power hears Moved without a question: the arriving Gnoll is pushed 1 square away', () => {
    const { s, powers } = gnollGoes(SHOVER.name, [9, 5], 'move', '8,5', []);
    expect(powers).toEqual([]);
    expect(byLabel(s, GNOLL).pos).not.toEqual({ x: 8, y: 5 });
    expect(Math.max(Math.abs((byLabel(s, GNOLL).pos?.x ?? 0) - 9), Math.abs((byLabel(s, GNOLL).pos?.y ?? 0) - 5))).toBe(2);
  });
});
