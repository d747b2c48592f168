// Tests for ddm-battle-rules-2011 "Set-Up" (Delayed Appearance: off the battle map and not in play —
// no turns — but not destroyed, until a power puts it on the map) and "PLACE" (a legal destination),
// with the Xill's start-of-round Planar Hunter as its way in.
import { describe, expect, it } from 'vitest';
import { STARTER_MAPS } from '../content/maps.js';
import { game } from '../game.js';
import type { DdmMap } from '../geometry/index.js';
import { ready } from '../rules/round.js';
import type { DdmState } from '../state.js';
import { byLabel, decision, play, turnOf } from '../testkit.js';

/** Ends every turn left in the round (initiative: go first); stops at the next round's first question. */
const finishRound = (s: DdmState): void => {
  const round = s.round;
  while (s.round === round) {
    const d = decision(s);
    play(s, [d.kind === 'choose-action' ? 'end' : d.kind === 'initiative' ? 'first' : (d.options[0] as { id: string }).id]);
  }
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
    // The Xill starts off the map, as set-up leaves it; the Gnoll takes the first turn.
    const s = turnOf(
      ['Xill'],
      ['Gnoll Marauder'],
      [
        [0, 0],
        [5, 5],
      ],
      'Gnoll Marauder',
      {
        prepare: (st) => {
          const x = byLabel(st, 'Xill');
          x.pos = null;
          x.lastLegal = null;
        },
      },
    );
    const xill = byLabel(s, 'Xill');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    // No bloodied enemy: nothing to declare at the start of round 2, which goes straight to initiative.
    finishRound(s);
    expect(s.round).toBe(2);
    expect(decision(s).kind).toBe('initiative');
    // The Gnoll is bloodied during its round 2 turn: round 3 starts by offering Planar Hunter.
    play(s, ['first']);
    gnoll.hp = 25;
    finishRound(s);
    expect(s.round).toBe(3);
    const r = play(s, ['power:Planar Hunter', '4,4']);
    expect(r.asked.find((a) => a.kind === 'place')?.options.length).toBe(8);
    expect(xill.pos).toEqual({ x: 4, y: 4 });
    expect(r.events.find((e) => e.type === 'placed')?.data['how']).toBe('enters play');
    expect(ready(s, 0).map((c) => c.label)).toContain('Xill');
    // A limited use: not offered again.
    gnoll.pos = { x: 8, y: 8 };
    finishRound(s);
    expect(s.round).toBe(4);
    expect(decision(s).kind).toBe('initiative');
  });
});
