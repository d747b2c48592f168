// ddm-battle-rules-2011, "Resolving Effects" / "Serial Effects" (each effect resolves completely
// before the next) and "Activated Powers" (a power is used when its trigger occurs): the windows one
// event opens are taken in turn, and whether a creature can answer a window is asked when that
// window's turn comes, not when the event occurred (abilities/windows-on.ts, powers/windows.ts
// `openPowerWindows`). Here a gnoll attacks a soldier; in the first window on its targets a Shoving
// Warden pushes the gnoll next to a Watcher whose power answers "an adjacent enemy attacks an ally"
// in a later window on the same event: it holds only after the push, and is offered then.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import type { CreatureCardInput } from '../cards/schema.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { addTestCards, PLAIN, PLAIN_SOLDIER, SHOVING_WARDEN } from './test-cards.js';

const WATCHER: CreatureCardInput = {
  ...PLAIN,
  name: 'Test Watcher',
  powers: [
    {
      kind: 'triggered',
      name: 'Watchful Guard',
      // The composed window on the declared targets, after the named ones (abilities/triggers/events.ts).
      trigger: {
        event: 'TargetsDeclared',
        conditions: [
          { kind: 'target-is', who: 'ally' },
          { kind: 'actor-is', who: 'enemy' },
          { kind: 'adjacent-to-self', of: 'actor' },
        ],
      },
      activated: true,
      target: { kind: 'attack-target' },
      effect: { kind: 'defense-bonus-self', amount: 2 },
      duration: 'end-of-turn',
    },
  ],
};

afterAll(addTestCards([SHOVING_WARDEN, PLAIN_SOLDIER, WATCHER]));

/** The gnoll (5,6) attacks the soldier (5,5); the Warden (4,6) may push it; the Watcher (7,8) is not next to it until pushed to (6,7). */
function gnollAttacks(shove: boolean) {
  const s = turnOf(
    [PLAIN_SOLDIER.name, SHOVING_WARDEN.name, WATCHER.name],
    ['Gnoll Marauder'],
    [
      [5, 5],
      [4, 6],
      [7, 8],
    ],
    'Gnoll Marauder',
    { prepare: (st) => void (byLabel(st, 'Gnoll Marauder').pos = { x: 5, y: 6 }) },
  );
  const soldier = byLabel(s, PLAIN_SOLDIER.name);
  const destinations: string[][] = [];
  const answer = (d: Decision): string | null => {
    if (d.kind === 'choose-target') return String(soldier.id);
    if (d.kind === 'choose-destination') {
      destinations.push(d.options.map((o) => o.id));
      return '6,7';
    }
    if (d.kind !== 'use-power') return null;
    if (d.options.some((o) => o.id === 'power:Watchful Guard')) return 'power:Watchful Guard';
    return shove && d.options.some((o) => o.id === 'power:Shove Back') ? 'power:Shove Back' : 'no';
  };
  const r = act(s, 'attack:0', [10], answer);
  const watcherAsked = r.asked.filter((d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'power:Watchful Guard'));
  const guarded = soldier.conds.filter((c) => c.kind === 'defense-bonus' && c.name === 'Watchful Guard').map((c) => c.amount);
  return { gnoll: byLabel(s, 'Gnoll Marauder').pos, destinations, watcherAsked: watcherAsked.length, guarded };
}

describe('the windows of one event are opened in turn', () => {
  it("a later window opens for a creature that can answer only after an earlier window's power resolved", () => {
    const r = gnollAttacks(true);
    expect(r.destinations).toHaveLength(1);
    expect(r.destinations[0]).toContain('6,7');
    expect(r.gnoll).toEqual({ x: 6, y: 7 });
    expect(r.watcherAsked).toBe(1);
    expect(r.guarded).toEqual([2]);
  });

  it('control: without the push the Watcher is never next to the attacker and is not asked', () => {
    const r = gnollAttacks(false);
    expect(r.destinations).toHaveLength(0);
    expect(r.gnoll).toEqual({ x: 5, y: 6 });
    expect(r.watcherAsked).toBe(0);
    expect(r.guarded).toEqual([]);
  });
});
