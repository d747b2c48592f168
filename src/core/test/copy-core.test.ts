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
    expect(copy.rng).not.toBe(s.core.rng);
    expect(copy).toEqual(s.core);
    copy.effects.length = 0;
    copy.seq += 1;
    expect(s.core.effects).toHaveLength(1);
    expect(s.core.seq).toBe(copy.seq - 1);
  });
});
