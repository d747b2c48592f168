// ddm-battle-rules-2011, "Immediate Action" (taken in response to a trigger, even on another
// creature's turn; no more than one per creature per turn) and "Resolving Effects" / "Serial Effects"
// (each resolved completely, with the immediate actions it triggers, before the next): in a power
// window, a resolved power may be answered by a power it made possible — here a Shoving Warden pushes
// the attacking gnoll next to a second Warden, whose own power then holds and is offered in the same
// window (abilities/windows-on.ts, the core declare window's `again`).
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { addTestCards, PLAIN_SOLDIER, SHOVING_WARDEN } from './test-cards.js';

const cleanup = addTestCards([SHOVING_WARDEN, PLAIN_SOLDIER]);
afterAll(cleanup);

const W = SHOVING_WARDEN.name;

describe('a response to a response', () => {
  it("the second Warden answers the first Warden's push, which brought the gnoll next to it; nobody uses a power twice", () => {
    // Soldier (5,5) attacked by the gnoll (5,6); Warden #1 (4,6) is next to the gnoll, Warden #2 (7,7) is not.
    const s = turnOf(
      [PLAIN_SOLDIER.name, W, W],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [4, 6],
        [7, 7],
      ],
      'Gnoll Marauder',
      { prepare: (st) => void (byLabel(st, 'Gnoll Marauder').pos = { x: 5, y: 6 }) },
    );
    const soldier = byLabel(s, PLAIN_SOLDIER.name);
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const pushes: string[] = [];
    const answer = (d: Decision): string | null => {
      if (d.kind === 'choose-target') return String(soldier.id);
      if (d.kind === 'use-power') return d.options.some((o) => o.id === 'power:Shove Back') ? 'power:Shove Back' : 'no';
      if (d.kind === 'choose-destination') {
        // The first push puts the gnoll at (6,6), next to Warden #2; the second anywhere.
        const id = pushes.length === 0 ? '6,6' : (d.options[0]?.id ?? '');
        pushes.push(id);
        return id;
      }
      return null;
    };
    const r = act(s, 'attack:0', [10], answer);
    const used = r.events.filter((e) => e.type === 'power' && e.data['power'] === 'Shove Back').map((e) => e.data['label']);
    expect(used).toEqual([`${W} #1`, `${W} #2`]);
    expect(pushes).toHaveLength(2);
    // Warden #2 was asked only after Warden #1's push had resolved.
    const asks = r.asked.filter((d) => d.kind === 'use-power').map((d) => d.prompt);
    expect(asks).toHaveLength(2);
    expect(gnoll.pos).not.toEqual({ x: 6, y: 6 });
  });
});
