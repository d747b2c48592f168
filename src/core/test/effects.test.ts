import { describe, expect, it } from 'vitest';
import { Counters, emptyCounters, Rng, runQuery, seedRng, suppressDuplicates, Tier, listenersFor, type EffectInstance, type EffectTable } from '../index.js';

type Q = { attackBonus: { value: number; args: { target: string } }; canShift: { value: boolean; args: Record<string, never> } };
const fx = (id: number, name: string, handler: string, owner = 0, params = {}): EffectInstance => ({ id, name, handler, owner, params });

const table: EffectTable<null, Q, unknown> = {
  plus2: { queries: { attackBonus: { tier: Tier.BASE, modify: (v) => v + 2 } } },
  plusParam: { queries: { attackBonus: { tier: Tier.BASE, modify: (v, _a, _s, e) => v + Number(e.params.n) } } },
  double: { queries: { attackBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v) => v * 2 } } },
  mayShift: { queries: { canShift: { tier: Tier.PERMISSIVE_CARD, modify: () => true } } },
  noShiftCard: { queries: { canShift: { tier: Tier.RESTRICTIVE_CARD, modify: () => false } } },
  breaksRule: { queries: { canShift: { tier: Tier.CARD_BREAKS_RULE, modify: () => true } } },
  onHit: { on: { hit: { run: () => {} } } },
};

describe('queries', () => {
  it('fold modifiers in precedence order (tier first, then age), whatever order effects were added in', () => {
    const a = runQuery<null, Q, 'attackBonus', unknown>(null, 'attackBonus', 1, { target: 'x' }, [fx(2, 'Double', 'double'), fx(1, 'Aura', 'plus2')], table);
    expect(a).toBe((1 + 2) * 2);
  });

  it('the same effect twice applies once: two Battlemaster auras do not stack (ddm-battle-rules-2011, Bonuses and Penalties)', () => {
    const effects = [fx(1, 'Battlemaster', 'plus2', 0), fx(2, 'Battlemaster', 'plus2', 0), fx(3, 'Other', 'plus2')];
    expect(runQuery<null, Q, 'attackBonus', unknown>(null, 'attackBonus', 0, { target: 'x' }, effects, table)).toBe(4);
    expect(suppressDuplicates(effects).map((e) => e.id)).toEqual([1, 3]);
  });

  it('a game can pick which duplicate survives (e.g. the highest)', () => {
    const effects = [fx(1, 'Ongoing fire', 'plusParam', 0, { n: 5 }), fx(2, 'Ongoing fire', 'plusParam', 0, { n: 10 })];
    const best = (a: EffectInstance, b: EffectInstance) => (Number(a.params.n) >= Number(b.params.n) ? a : b);
    expect(runQuery<null, Q, 'attackBonus', unknown>(null, 'attackBonus', 0, { target: 'x' }, effects, table, [], best)).toBe(10);
  });

  it('DDM exceptions order: permissive card < restrictive rule < card breaking a rule < restrictive card', () => {
    const rule = [{ name: 'No shifting while immobilized', tier: Tier.RESTRICTIVE_RULE, modify: () => false }];
    const q = (effects: EffectInstance[]) => runQuery<null, Q, 'canShift', unknown>(null, 'canShift', true, {}, effects, table, rule);
    expect(q([fx(1, 'May shift', 'mayShift')])).toBe(false); // the rule beats a permissive card
    expect(q([fx(1, 'Breaks', 'breaksRule')])).toBe(true); // a card that explicitly breaks the rule beats it
    expect(q([fx(1, 'Breaks', 'breaksRule'), fx(2, 'Held', 'noShiftCard')])).toBe(false); // a restrictive card beats all
  });
});

describe('triggers', () => {
  it('resolve the named player’s effects first (timing conflicts: active player first), de-duplicated by name', () => {
    const effects = [fx(1, 'A', 'onHit', 1), fx(2, 'B', 'onHit', 0), fx(3, 'B', 'onHit', 0), fx(4, 'C', 'plus2', 0)];
    expect(listenersFor('hit', effects, table, 0).map((t) => t.effect.id)).toEqual([2, 1]);
    expect(listenersFor('hit', effects, table, 1).map((t) => t.effect.id)).toEqual([1, 2]);
    expect(listenersFor('miss', effects, table)).toEqual([]);
  });
});

describe('counters', () => {
  it('once per turn, limited use and recharge', () => {
    const c = new Counters(emptyCounters());
    expect(c.canUseThisTurn('champion:1')).toBe(true);
    c.markUsedThisTurn('champion:1');
    expect(c.canUseThisTurn('champion:1')).toBe(false);
    c.newTurn();
    expect(c.canUseThisTurn('champion:1')).toBe(true);
    expect(c.available('breath', 1)).toBe(true);
    c.spend('breath');
    expect(c.available('breath', 1)).toBe(false);
    expect(c.available('breath', 2)).toBe(true);
    const rng = new Rng(seedRng(3));
    expect(c.rollRecharge('unspent', 16, rng)).toBeNull();
    let roll = 0;
    for (let i = 0; i < 50 && !c.available('breath'); i++) {
      roll = c.rollRecharge('breath', 16, rng) ?? 0;
      expect(c.available('breath')).toBe(roll >= 16);
    }
    expect(roll).toBeGreaterThanOrEqual(16);
  });
});
