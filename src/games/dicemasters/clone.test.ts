// clone.ts: the agents' copy shares each die's `engaged` and `control` values with the original
// (they are readonly, and the rules replace them). A block (ATTACKING AND BLOCKING: "assign
// blockers") is where `engaged` changes; played on a copy, it must leave the original untouched.
import { describe, expect, it } from 'vitest';
import { cloneDie, cloneState } from './clone.js';
import { firstGameConfig } from './setup.js';
import { game, playCheckedRandom } from './test-helpers.js';
import type { DmState } from './types.js';

/** A random First Game (invariants checked) up to its first offered block: the position and the option. */
function firstBlock(seed: number): { s: DmState; rqid: number; option: string } | null {
  const s = playCheckedRandom(firstGameConfig(), seed, seed, undefined, (p) => p.options.some((o) => o.id.startsWith('block:')));
  const p = game.pending(s);
  if (p.terminal) return null;
  const block = p.options.find((o) => o.id.startsWith('block:'));
  return block ? { s, rqid: p.rqid, option: block.id } : null;
}

describe("Dice Masters agents' copy (clone.ts)", () => {
  it("a block played on a copy engages the copy's dice and leaves the original's as they were", () => {
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

describe('a copied die (clone.ts cloneDie)', () => {
  it('has every field of the dice the game makes, in the same order, with the same values', () => {
    // Dice fresh from the set-up and dice of a game in progress (some captured, controlled, attached or engaged).
    const fresh = game.setup(firstGameConfig(), 1);
    if (!fresh.ok) throw new Error(fresh.error.message);
    let asked = 0;
    const played = playCheckedRandom(firstGameConfig(), 3, 3, undefined, () => ++asked > 60);
    for (const d of [...fresh.value.state.dice, ...played.dice]) {
      const copy = cloneDie(d);
      expect(Object.keys(copy)).toEqual(Object.keys(d));
      expect(copy).toEqual(d);
      expect(copy).not.toBe(d);
    }
  });
});
