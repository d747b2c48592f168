// Tests for ddm-battle-rules-2011 "Set-Up" (Delayed Appearance: off the battle map and not in play —
// no turns — but not destroyed, until a power puts it on the map) and "PLACE" (a legal destination),
// with the Xill's start-of-round Planar Hunter as its way in.
import { describe, expect, it } from 'vitest';
import { STARTER_MAPS } from '../content/maps.js';
import { game } from '../game.js';
import type { DdmMap } from '../geometry/index.js';
import { ready } from '../rules/round.js';
import type { DdmState } from '../state.js';
import { battle, byLabel, drive } from '../testkit.js';
import { windowsFor } from './windows.js';

const roundPhase = (s: DdmState, player: number) => {
  s.turn = {
    creature: -1,
    controller: player,
    attack: false,
    move: false,
    minor: false,
    single: false,
    noActions: true,
    charged: false,
    start: null,
    immediate: [],
    oa: [],
    champion: [],
  };
};

describe('Delayed Appearance', () => {
  it('the Xill is not set up: it stays off the map, not destroyed, and is never chosen to take a turn', () => {
    const started = game.setup(
      {
        warbands: [
          { name: 'A', faction: 'Underdark', points: 200, format: 'sealed', creatures: [{ card: 'Xill' }, { card: 'Merchant Guard' }] },
          { name: 'B', faction: 'Wild', points: 200, format: 'sealed', creatures: [{ card: 'Dire Wolf' }] },
        ],
        maps: [STARTER_MAPS[2] as DdmMap],
      },
      3,
    );
    if (!started.ok) throw new Error(started.error.message);
    const s = started.value.state;
    const events: string[] = [];
    for (let i = 0; i < 200; i++) {
      const p = game.pending(s);
      if (p.terminal || p.kind === 'choose-action') break;
      const r = game.apply(s, p.rqid, (p.options[0] as { id: string }).id);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.value) events.push(e.type);
    }
    const xill = byLabel(s, 'Xill');
    expect(events).toContain('delayed');
    expect(xill.pos).toBeNull();
    expect(xill.destroyed).toBe(false);
    expect(ready(s, 0).map((c) => c.label)).not.toContain('Xill');
  });

  it('Planar Hunter at the start of a round puts it next to a bloodied enemy (once), and then it takes turns', () => {
    const s = battle(
      ['Xill'],
      ['Gnoll Marauder'],
      [
        [0, 0],
        [5, 5],
      ],
    );
    const xill = byLabel(s, 'Xill');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    xill.pos = null; // off the map, as set-up leaves it
    roundPhase(s, 0);
    // No bloodied enemy: nothing to declare.
    expect(drive(s, windowsFor(s, ['start-of-round'], -1, -1)).asks).toEqual([]);
    gnoll.hp = 25;
    const r = drive(s, windowsFor(s, ['start-of-round'], -1, -1), [], (a) =>
      a.kind === 'use-power' ? 'power:Planar Hunter' : a.kind === 'place' ? '4,4' : null,
    );
    expect(r.asks.find((a) => a.kind === 'place')?.options.length).toBe(8);
    expect(xill.pos).toEqual({ x: 4, y: 4 });
    expect(r.events.find((e) => e.type === 'placed')?.data['how']).toBe('enters play');
    expect(ready(s, 0).map((c) => c.label)).toContain('Xill');
    // A limited use: not offered again.
    gnoll.pos = { x: 8, y: 8 };
    expect(drive(s, windowsFor(s, ['start-of-round'], -1, -1)).asks).toEqual([]);
  });
});
