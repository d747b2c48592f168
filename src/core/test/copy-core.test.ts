// Effect instances are values (game.ts `addEffect` freezes each one), so a game's own clone may share
// them through `copyCore`; everything else of the core's part is copied.
import { describe, expect, it } from 'vitest';
import { copyCore, unwrap } from '../index.js';
import { duelGame } from './fixture-duel.js';

const start = () => unwrap(duelGame.setup({ effects: [{ handler: 'might', owner: 0, n: 2 }] }, 1)).state;

describe('effect instances in play are values', () => {
  it('an instance and its parameters are frozen: changing one throws', () => {
    const s = start();
    const e = s.core.effects[0];
    expect(e?.handler).toBe('might');
    expect(Object.isFrozen(e)).toBe(true);
    expect(() => {
      (e?.params as { n: number }).n = 5;
    }).toThrow(TypeError);
  });

  it('copyCore shares the instances and the open question, and copies the rest', () => {
    const s = start();
    const copy = copyCore(s.core);
    expect(copy.effects).not.toBe(s.core.effects);
    expect(copy.effects[0]).toBe(s.core.effects[0]);
    expect(copy.pending).toBe(s.core.pending);
    expect(copy.stack).not.toBe(s.core.stack);
    expect(copy.counters).not.toBe(s.core.counters);
    expect(copy).toEqual(s.core);
    copy.effects.length = 0;
    copy.seq += 1;
    copy.counters.spent['power'] = 1;
    copy.counters.turnUsed['power'] = 1;
    copy.stack.length = 0;
    expect(s.core.effects).toHaveLength(1);
    expect(s.core.seq).toBe(copy.seq - 1);
    expect(s.core.counters.spent).toEqual({});
    expect(s.core.counters.turnUsed).toEqual({});
    expect(s.core.stack.length).toBeGreaterThan(0);
  });
});

describe('copyCore and forced chance', () => {
  it("copies the forced outcomes: a copy taking one leaves the original's queue as it was", () => {
    const s = start();
    s.core.forced = [3, 4];
    const copy = copyCore(s.core);
    copy.forced?.shift();
    expect(s.core.forced).toEqual([3, 4]);
    expect(Object.keys(copyCore({ ...s.core, forced: undefined }))).not.toContain('forced');
  });
});
