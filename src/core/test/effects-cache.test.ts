// runQuery keeps the de-duplicated, sorted modifier list per (effect table, query name) and reuses
// it while the same effect objects are in play (src/core/effects.ts): the answers must be exactly
// those of building the list afresh, whether the effects array is changed in place, replaced, or
// rebuilt with the same effects.
import { describe, expect, it } from 'vitest';
import { runQuery, Tier, type EffectInstance, type EffectTable, type RuleModifier } from '../index.js';

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
});
