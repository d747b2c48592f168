/**
 * `figureById` (battle/state.ts) keeps where the last figure it found stood as a hint: the hint must
 * never answer for another figure, another state or a list whose order changed. Every rule that
 * names a figure reads it through this lookup (heroscape-master-game-guide — "Using a Pre-Set Army":
 * each figure of an Army Card is its own figure on the battlefield).
 */
import { describe, expect, it } from 'vitest';
import { testArmiesConfig } from '../module.js';
import { figureById, type HsState } from './state.js';
import { start } from './testkit.js';

describe('figureById', () => {
  it('finds each figure by its id, asked in any order, again and again', () => {
    const s = start(testArmiesConfig());
    const ids = s.figures.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const order of [ids, [...ids].reverse(), ids.flatMap((id) => [id, id])])
      for (const id of order) expect(figureById(s, id)).toBe(s.figures.find((f) => f.id === id));
  });

  it('answers for the state asked, not for the state of the last lookup, whose list may hold another figure at that place', () => {
    const a = start(testArmiesConfig());
    // The same battle with its figures in the reverse order (copies: the figures of `a` stay its own).
    const b: HsState = { ...a, figures: [...a.figures].reverse().map((f) => ({ ...f })) };
    const first = a.figures[0]!;
    const last = a.figures[a.figures.length - 1]!;
    // Found at the end of `b`'s list, then asked for in `a`, where that place holds another figure.
    expect(figureById(b, first.id)).toBe(b.figures[b.figures.length - 1]);
    expect(figureById(a, last.id)).toBe(last);
    expect(figureById(a, first.id)).toBe(first);
    expect(figureById(b, first.id)).not.toBe(first);
    // A figure gone from the list is not found from where it stood.
    const c: HsState = { ...a, figures: a.figures.filter((f) => f.id !== last.id) };
    expect(figureById(a, last.id)).toBe(last);
    expect(() => figureById(c, last.id)).toThrow(/no figure/);
  });
});
