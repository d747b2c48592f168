// clone.ts: the agents' copy shares each die's `engaged` and `control` values with the original
// (they are readonly, and the rules replace them). A block (ATTACKING AND BLOCKING: "assign
// blockers") is where `engaged` changes; played on a copy, it must leave the original untouched.
import { describe, expect, it } from 'vitest';
import { cloneState } from './clone.js';
import { firstGameConfig } from './setup.js';
import { game } from './test-helpers.js';
import type { DmState } from './types.js';

/** Random First Games (a fixed generator) until a block is offered; the position and the option. */
function firstBlock(seed: number): { s: DmState; rqid: number; option: string } | null {
  const r = game.setup(firstGameConfig(), seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  let x = seed;
  for (let i = 0; i < 2000; i++) {
    const p = game.pending(s);
    if (p.terminal) return null;
    const block = p.options.find((o) => o.id.startsWith('block:'));
    if (block) return { s, rqid: p.rqid, option: block.id };
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const o = p.options[x % p.options.length];
    if (!o || !game.apply(s, p.rqid, o.id).ok) throw new Error(`seed ${seed}: could not play on`);
  }
  return null;
}

describe('Dice Masters agents\' copy (clone.ts)', () => {
  it('a block played on a copy engages the copy\'s dice and leaves the original\'s as they were', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40 && checked < 5; seed++) {
      const found = firstBlock(seed);
      if (!found) continue;
      const { s, rqid, option } = found;
      const attacker = Number(option.slice('block:'.length));
      const engagedBefore = [...(s.dice[attacker]?.engaged ?? [])];
      const hashBefore = game.hash(s);
      const copy = cloneState(s);
      expect(game.hash(copy)).toBe(hashBefore);
      const r = game.apply(copy, rqid, option);
      if (!r.ok) throw new Error(r.error.message);
      // The block engaged the copy's dice (later steps of the same apply may already have resolved
      // the fight and cleared it), and the original's attacker is as it was.
      expect(r.value.some((e) => e.type === 'block' && (e.data as { attacker?: number }).attacker === attacker)).toBe(true);
      expect(game.hash(copy)).not.toBe(hashBefore);
      expect(s.dice[attacker]?.engaged).toEqual(engagedBefore);
      expect(s.dice[attacker]?.blocked).toBe(false);
      expect(game.hash(s)).toBe(hashBefore);
      // The original still plays the same block.
      expect(game.apply(s, rqid, option).ok).toBe(true);
      expect(game.hash(s)).toBe(game.hash(copy));
      checked++;
    }
    expect(checked).toBe(5);
  });
});
