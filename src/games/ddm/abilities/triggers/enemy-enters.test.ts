// "An enemy enters a square adjacent to this creature" (enemy-movement.ts, the announced EnterSquare,
// once per square entered: rules/movement.ts) played through the game API: a test-only sentry whose
// automatic power heals it 5 HP each time (ddm-battle-rules-2011, "MOVE", "SHIFT", COMMON TRIGGERED
// POWERS 'Movement' triggers, "Automatic Powers"). A plain soldier in the same place is the control.
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../core/index.js';
import { creatureText } from '../../cards/render.js';
import { creatureCardSchema, type CreatureCardInput } from '../../cards/schema.js';
import { addTestCards, PLAIN, PLAIN_SOLDIER } from '../../powers/test-cards.js';
import { act, byLabel, turnOf } from '../../testkit.js';
import { answered } from '../occurs.js';

const SENTRY: CreatureCardInput = {
  ...PLAIN,
  name: 'Test Mending Sentry',
  powers: [{ kind: 'triggered', name: 'Vigil', trigger: 'enemy-enters-adjacent', activated: false, effect: { kind: 'heal-self', amount: 5 } }],
};
afterAll(addTestCards([SENTRY, PLAIN_SOLDIER]));

const GNOLL = 'Gnoll Marauder';
const vigils = (events: GameEvent[]) => events.filter((e) => e.type === 'heal' && e.data['why'] === 'Vigil').length;

/** `mover`'s turn from (5,5), the sentry (at 10 of its 30 HP) at (7,5); the mover takes `action` to `to`, declining opportunity attacks. */
function goes(p1: readonly string[], p2: readonly string[], mover: string, action: 'move' | 'shift', to: string) {
  const s = turnOf(
    p1,
    p2,
    [
      [7, 5],
      [5, 5],
    ],
    mover,
    { prepare: (st) => void (byLabel(st, p1[0] ?? '').hp = 10) },
  );
  const r = act(s, action, [], (d) =>
    d.kind === 'choose-destination'
      ? d.options.some((o) => o.id === to)
        ? to
        : null
      : d.kind === 'opportunity-attack'
        ? (d.options.at(-1)?.id ?? null)
        : null,
  );
  expect(byLabel(s, mover).pos).toEqual({ x: Number(to.split(',')[0]), y: Number(to.split(',')[1]) });
  return vigils(r.events);
}

describe('enemy-enters-adjacent ("an enemy enters a square adjacent to this creature", EnterSquare)', () => {
  it('an enemy moving round the sentry fires it once per square entered next to it (three: every square of any shortest path to 8,5 is next to it)', () => {
    expect(goes([SENTRY.name], [GNOLL], GNOLL, 'move', '8,5')).toBe(3);
  });
  it('a shift into adjacency fires it once', () => {
    expect(goes([SENTRY.name], [GNOLL], GNOLL, 'shift', '6,5')).toBe(1);
  });
  it("an ally's move next to it does not fire it", () => {
    expect(goes([SENTRY.name, PLAIN_SOLDIER.name], [GNOLL], PLAIN_SOLDIER.name, 'shift', '6,6')).toBe(0);
  });
  it('control: a plain soldier in the same place heals nothing, and nothing announces EnterSquare', () => {
    expect(goes([PLAIN_SOLDIER.name], [GNOLL], GNOLL, 'move', '8,5')).toBe(0);
    const s = turnOf(
      [PLAIN_SOLDIER.name],
      [GNOLL],
      [
        [7, 5],
        [5, 5],
      ],
      GNOLL,
    );
    expect(answered(s, 'EnterSquare')).toBe(false);
  });
  it('the stat card words it', () => {
    expect(creatureText(creatureCardSchema.parse(SENTRY))).toContain(
      'Vigil: Whenever an enemy enters a square adjacent to this creature: this creature heals 5 HP.',
    );
  });
});
