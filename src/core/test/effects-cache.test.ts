// runQuery keeps the de-duplicated, sorted modifier list per (effect table, query name) and reuses
// it while the same effect objects are in play (src/core/effects.ts): the answers must be exactly
// those of building the list afresh, whether the effects array is changed in place, replaced, or
// rebuilt with the same effects.
import { describe, expect, it } from 'vitest';
import { hasModifiers, runQuery, Tier, type EffectInstance, type EffectTable, type RuleModifier } from '../index.js';

type Q = { attackBonus: { value: number; args: { target: string } } };

const table: EffectTable<null, Q, unknown> = {
  plus: { queries: { attackBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, _a, _s, e) => v + (e.params['n'] as number) } } },
  double: { queries: { attackBonus: { tier: Tier.RESTRICTIVE_CARD, modify: (v) => v * 2 } } },
};
const fx = (id: number, name: string, handler: string, n = 0): EffectInstance => ({ id, name, handler, owner: 0, params: { n } });
const q = (effects: readonly EffectInstance[], rules?: readonly RuleModifier<null, number, { target: string }>[]) =>
  runQuery<null, Q, 'attackBonus', unknown>(null, 'attackBonus', 1, { target: 'x' }, effects, table, rules);

describe('the cached modifier list', () => {
  it('follows effects added and removed in place, replaced arrays and duplicate names', () => {
    const effects: EffectInstance[] = [fx(1, 'A', 'plus', 2)];
    expect(q(effects)).toBe(3);
    expect(q(effects)).toBe(3);
    effects.push(fx(2, 'D', 'double'));
    expect(q(effects)).toBe(6);
    effects.push(fx(3, 'A', 'plus', 5)); // same name as effect 1: applies once (the older one)
    expect(q(effects)).toBe(6);
    effects.splice(0, 1);
    expect(q(effects)).toBe(12);
    expect(q([...effects])).toBe(12); // a fresh array with the same effects
    expect(q([])).toBe(1);
    expect(q(effects.slice().reverse())).toBe(12);
  });

  it('reads effect parameters when the query runs, and follows changed rules', () => {
    const e = fx(1, 'A', 'plus', 2);
    const effects = [e];
    expect(q(effects)).toBe(3);
    (e.params as { n: number }).n = 4;
    expect(q(effects)).toBe(5);
    const minus: RuleModifier<null, number, { target: string }> = { name: 'minus', tier: Tier.RESTRICTIVE_RULE, modify: (v) => v - 10 };
    expect(q(effects, [minus])).toBe(-5);
    expect(q(effects)).toBe(5);
  });

  it('keeps the lists of each effect table apart when two tables are asked in turn (the last table is remembered in front of the weak map)', () => {
    // Same handler and query names, different modifiers: a list served for the wrong table would show.
    const other: EffectTable<null, Q, unknown> = {
      plus: { queries: { attackBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v) => v - 100 } } },
      double: { queries: { attackBonus: { tier: Tier.RESTRICTIVE_CARD, modify: (v) => v * 3 } } },
    };
    const qOther = (effects: readonly EffectInstance[]) => runQuery<null, Q, 'attackBonus', unknown>(null, 'attackBonus', 1, { target: 'x' }, effects, other);
    const effects: EffectInstance[] = [fx(1, 'A', 'plus', 2), fx(2, 'D', 'double')];
    for (let k = 0; k < 3; k++) {
      expect(q(effects)).toBe(6); // (1 + 2) * 2
      expect(qOther(effects)).toBe(-297); // (1 - 100) * 3
    }
    effects.pop();
    expect(qOther(effects)).toBe(-99);
    expect(q(effects)).toBe(3);
  });

  it('hasModifiers says whether runQuery would run any modifier (rules or effects in play), and follows the effects', () => {
    const effects: EffectInstance[] = [fx(1, 'N', 'none')];
    const has = (rules?: readonly RuleModifier<null, number, { target: string }>[]) =>
      hasModifiers<null, Q, 'attackBonus', unknown>('attackBonus', effects, table, rules);
    expect(has()).toBe(false);
    expect(q(effects)).toBe(1);
    effects.push(fx(2, 'A', 'plus', 2));
    expect(has()).toBe(true);
    expect(q(effects)).toBe(3);
    effects.pop();
    expect(has()).toBe(false);
    const minus: RuleModifier<null, number, { target: string }> = { name: 'minus', tier: Tier.RESTRICTIVE_RULE, modify: (v) => v - 10 };
    expect(has([minus])).toBe(true);
    expect(has()).toBe(false);
  });

  it('with fixed (a game whose effect arrays never change once passed), the same array is trusted and another is still compared', () => {
    const qf = (effects: readonly EffectInstance[]) =>
      runQuery<null, Q, 'attackBonus', unknown>(null, 'attackBonus', 1, { target: 'x' }, effects, table, undefined, undefined, true);
    const one = Object.freeze([fx(1, 'A', 'plus', 2)]);
    const two = Object.freeze([fx(1, 'A', 'plus', 2), fx(2, 'D', 'double')]);
    expect(qf(one)).toBe(3);
    expect(qf(one)).toBe(3);
    expect(qf(two)).toBe(6);
    expect(qf(one)).toBe(3);
    expect(qf([...two])).toBe(6); // another array with the same effects
    expect(hasModifiers<null, Q, 'attackBonus', unknown>('attackBonus', [], table, undefined, undefined, true)).toBe(false);
  });
});
