// Tests for ddm-battle-rules-2011 "MOVE" (the mover enters the squares it chooses, up to its speed)
// with "FIRE (OR CORROSIVE)" and "SPIKE STONES": an end whose cheapest path enters hurtful terrain is
// also offered along a costlier path that avoids it, when one is within the creature's speed.
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import type { DdmMap } from '../geometry/index.js';
import type { DdmState } from '../state.js';
import { act, byLabel, openMap, play, turnOf } from '../testkit.js';

/** A 12×12 field with a column of `type` at x=4 from y=3 to y=7. */
function column(type: 'fire' | 'spikeStones'): DdmMap {
  return { ...openMap(12, 12), terrain: [{ type, squares: [3, 4, 5, 6, 7].map((y) => [4, y] as [number, number]) }] };
}

const destinationAsk = (asked: Decision[]) => asked.find((a) => a.kind === 'choose-destination');

/** The turn's Move action through the game API, ending at `to` (a destination option id). */
const moveTo = (s: DdmState, to: string) => act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? to : null));

describe('a terrain-avoiding path that is not the cheapest', () => {
  it('the end behind a fire column is offered twice: straight through the fire, or around it', () => {
    // Dire Wolf (speed 8) at (2,5); straight to (6,5) is 4 squares through fire, around the column 6.
    const s = turnOf(
      ['Dire Wolf'],
      ['Gnoll Marauder'],
      [
        [2, 5],
        [11, 11],
      ],
      'Dire Wolf',
      { map: column('fire') },
    );
    const wolf = byLabel(s, 'Dire Wolf');
    const r = moveTo(s, '6,5|safe');
    const ids = destinationAsk(r.asked)?.options.map((o) => o.id) ?? [];
    expect(ids).toContain('6,5');
    expect(ids).toContain('6,5|safe');
    const safe = destinationAsk(r.asked)?.options.find((o) => o.id === '6,5|safe');
    expect(safe?.label).toBe('to (6,5) avoiding hurtful terrain');
    expect((safe?.payload as { cost: number }).cost).toBe(6);
    expect(wolf.pos).toEqual({ x: 6, y: 5 });
    expect(wolf.hp).toBe(wolf.maxHp);
    expect(r.events.filter((e) => e.type === 'damage')).toHaveLength(0);
    // Every square walked avoids the column.
    expect(r.events.find((e) => e.type === 'move')?.data['squares']).toBe(6);
  });

  it('the plain option still takes the cheapest path, through the fire (5 fire damage)', () => {
    const s = turnOf(
      ['Dire Wolf'],
      ['Gnoll Marauder'],
      [
        [2, 5],
        [11, 11],
      ],
      'Dire Wolf',
      { map: column('fire') },
    );
    const wolf = byLabel(s, 'Dire Wolf');
    const r = moveTo(s, '6,5');
    expect(wolf.pos).toEqual({ x: 6, y: 5 });
    expect(r.events.filter((e) => e.type === 'damage').map((e) => e.data['amount'])).toEqual([5]);
  });

  it('no variant where the cheapest path is already clear, or where the detour is beyond the speed', () => {
    const s = turnOf(
      ['Merchant Guard'],
      ['Gnoll Marauder'],
      [
        [2, 5],
        [11, 11],
      ],
      'Merchant Guard',
      { map: column('fire') },
    );
    const r = moveTo(s, '2,8');
    const ids = destinationAsk(r.asked)?.options.map((o) => o.id) ?? [];
    expect(ids).not.toContain('2,8|safe');
    // Speed 5: (6,5) around the column would take 6 squares — only the path through the fire.
    expect(ids).toContain('6,5');
    expect(ids).not.toContain('6,5|safe');
  });

  it('spike stones hurt a walker but not a flyer: only the walker gets the variant', () => {
    const s = turnOf(
      ['Dire Wolf', 'Black Dragon Hatchling'],
      ['Gnoll Marauder'],
      [
        [2, 5],
        [2, 8],
        [11, 11],
      ],
      'Dire Wolf',
      { map: column('spikeStones') },
    );
    const dragon = byLabel(s, 'Black Dragon Hatchling');
    // Spike stones are difficult: straight to (6,5) costs 5 (one extra), around 6 — both within speed 8.
    const r = moveTo(s, '6,5|safe');
    expect(destinationAsk(r.asked)?.options.map((o) => o.id)).toContain('6,5|safe');
    expect(r.events.filter((e) => e.type === 'damage')).toHaveLength(0);
    // The wolf's turn ends, the Gnoll's turn passes, and the dragon takes the next turn.
    play(s, ['end', 'end']);
    expect(s.turn?.creature).toBe(dragon.id);
    const f = moveTo(s, '6,8');
    expect(destinationAsk(f.asked)?.options.some((o) => o.id.endsWith('|safe'))).toBe(false);
  });

  it('when an equally cheap path avoids the fire, the plain option walks it and no variant is offered', () => {
    // One fire square at (4,5): straight to (6,5) or around it through (4,4) costs 4 squares either way.
    const map: DdmMap = { ...openMap(12, 12), terrain: [{ type: 'fire', squares: [[4, 5]] }] };
    const s = turnOf(
      ['Dire Wolf'],
      ['Gnoll Marauder'],
      [
        [2, 5],
        [11, 11],
      ],
      'Dire Wolf',
      { map: map },
    );
    const wolf = byLabel(s, 'Dire Wolf');
    const r = moveTo(s, '6,5');
    expect(destinationAsk(r.asked)?.options.map((o) => o.id)).not.toContain('6,5|safe');
    expect(wolf.pos).toEqual({ x: 6, y: 5 });
    expect(r.events.filter((e) => e.type === 'damage')).toHaveLength(0);
    expect(r.events.find((e) => e.type === 'move')?.data['squares']).toBe(4);
  });
});
