// Tests for dice-masters-battle-for-faerun — "ENERGY AND COSTS", "PURCHASING A DIE", "FIELD CHARACTERS",
// "COSTS": hand-worked payments and a property test that the offered payments are exactly the legal
// ones up to equivalence.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canAfford, enumeratePayments, isLegalPayment, paymentSignature, type CostSpec, type Payment, type Source } from './energy.js';
import { purchaseCost } from './main-step.js';
import { cardDef } from '../cards/catalogue.js';
import type { EnergyType } from '../types.js';

let n = 0;
function sym(type: EnergyType, value: 1 | 2 = 1, cls = `${type}${value}`): Source {
  return { ref: `die:${n++}`, dieId: n, cls, type, wild: false, symbol: true, value };
}
const wild = (): Source => ({ ref: `die:${n++}`, dieId: n, cls: 'wild', type: null, wild: true, symbol: true, value: 1 });
const gen = (): Source => ({ ref: `die:${n++}`, dieId: n, cls: 'gen2', type: null, wild: false, symbol: false, value: 2 });
const token = (i: number): Source => ({ ref: `token:${i}`, dieId: -1, cls: 'token', type: null, wild: false, symbol: false, value: 1 });

const sigs = (src: Source[], cost: CostSpec): string[] =>
  enumeratePayments(src, cost)
    .map((p) => paymentSignature(src, p))
    .sort();

describe('energy payments, hand-worked', () => {
  it('a wildcard matches any type: Halfling Thief (2, mask) from fist, wild, bolt', () => {
    const src = [sym('fist'), wild(), sym('bolt')];
    expect(sigs(src, { amount: 2, type: 'mask' })).toEqual(['bolt1x1,wildx1', 'fist1x1,wildx1']);
  });
  it('the type requirement: one unit of the card type, the rest any energy (Vampire: 2 fists + mask)', () => {
    const src = [sym('fist'), sym('fist'), sym('mask')];
    expect(sigs(src, { amount: 3, type: 'mask' })).toEqual(['fist1x1,fist1x1,mask1x1']);
    expect(sigs([sym('fist'), sym('fist'), sym('fist')], { amount: 3, type: 'mask' })).toEqual([]);
    expect(canAfford([sym('fist'), sym('fist'), sym('fist')], { amount: 3, type: 'mask' })).toBe(false);
  });
  it('generic "2" matches no type, and a wildcard is worth one, never two', () => {
    expect(sigs([gen()], { amount: 2, type: 'fist' })).toEqual([]);
    expect(sigs([gen(), sym('fist')], { amount: 2, type: 'fist' })).toEqual(['fist1x1,gen2x2']); // 1 of the 2 is lost
    expect(sigs([wild()], { amount: 2, type: null })).toEqual([]);
  });
  it('partial spending: a two-symbol die may pay one and keep one (spun down)', () => {
    const src = [sym('fist', 2), sym('fist', 1)];
    expect(sigs(src, { amount: 1, type: 'fist' })).toEqual(['fist1x1', 'fist2x1']);
    expect(sigs(src, { amount: 2, type: 'fist' })).toEqual(['fist1x1,fist2x1', 'fist2x2']);
    // Never the whole double die for a 1-cost plus waste.
    const full: Payment = [{ ref: src[0]?.ref ?? '', amount: 2 }];
    expect(isLegalPayment(src, full, { amount: 1, type: null })).toBe(false);
  });
  it('generic energy is spent whole; the leftover is what several costs paid at once can use', () => {
    const g = gen();
    expect(isLegalPayment([g], [{ ref: g.ref, amount: 1 }], { amount: 1, type: null })).toBe(false);
    expect(isLegalPayment([g], [{ ref: g.ref, amount: 2 }], { amount: 1, type: null })).toBe(true);
    const float: Source = { ref: 'float', dieId: -1, cls: 'float', type: null, wild: false, symbol: false, value: 1 };
    expect(sigs([float, sym('bolt')], { amount: 1, type: null, mustUseFloat: true })).toEqual(['floatx1']);
  });
  it('no source the payment does not need', () => {
    const src = [sym('bolt'), sym('bolt'), sym('bolt')];
    const three: Payment = src.map((s) => ({ ref: s.ref, amount: 1 }));
    expect(isLegalPayment(src, three, { amount: 2, type: null })).toBe(false);
    expect(sigs(src, { amount: 2, type: null })).toEqual(['bolt1x1,bolt1x1']);
  });
  it('clear-and-draw generic energy counts one each', () => {
    expect(sigs([token(0), token(1), sym('mask')], { amount: 2, type: 'mask' })).toEqual(['mask1x1,tokenx1']);
  });
  it('a zero cost is paid with nothing (fielding an NPC)', () => {
    expect(enumeratePayments([sym('fist')], { amount: 0, type: null })).toEqual([[]]);
  });
  it('COSTS: a purchase cost never drops below 1', () => {
    expect(purchaseCost({ ...cardDef('stinking-cloud'), cost: 0 }).amount).toBe(1);
    expect(purchaseCost(cardDef('vampire/minion-undead'))).toEqual({ amount: 3, type: 'mask' });
  });
});

/** Brute force: every assignment of amounts to sources, kept when legal, by signature. */
function bruteForce(src: Source[], cost: CostSpec): string[] {
  const out = new Set<string>();
  const cur: { ref: string; amount: number }[] = [];
  const rec = (i: number): void => {
    if (i === src.length) {
      if (isLegalPayment(src, cur, cost)) out.add(paymentSignature(src, cur));
      return;
    }
    const s = src[i] as Source;
    rec(i + 1);
    const amounts = s.symbol ? Array.from({ length: s.value }, (_, k) => k + 1) : [s.value];
    for (const a of amounts) {
      cur.push({ ref: s.ref, amount: a });
      rec(i + 1);
      cur.pop();
    }
  };
  rec(0);
  return [...out].sort();
}

const arbSource = fc.oneof(
  fc.constantFrom<EnergyType>('fist', 'bolt', 'mask', 'shield').chain((t) => fc.constantFrom<1 | 2>(1, 2).map((v) => () => sym(t, v))),
  fc.constant(wild),
  fc.constant(gen),
);

describe('energy payments, property', () => {
  it('every offered payment is legal and every legal payment is offered (up to equivalence)', () => {
    fc.assert(
      fc.property(
        fc.array(arbSource, { maxLength: 7 }),
        fc.nat(2),
        fc.integer({ min: 0, max: 7 }),
        fc.option(fc.constantFrom<EnergyType>('fist', 'bolt', 'mask', 'shield'), { nil: null }),
        (makers, tokens, amount, type) => {
          const src = [...makers.map((m) => m()), ...Array.from({ length: tokens }, (_, i) => token(i))];
          const cost: CostSpec = { amount, type };
          const offered = enumeratePayments(src, cost);
          for (const p of offered) expect(isLegalPayment(src, p, cost)).toBe(true);
          const offeredSigs = offered.map((p) => paymentSignature(src, p)).sort();
          expect(new Set(offeredSigs).size).toBe(offeredSigs.length); // one per equivalence class
          expect(offeredSigs).toEqual(bruteForce(src, cost));
          expect(canAfford(src, cost)).toBe(offered.length > 0);
        },
      ),
      { numRuns: 400 },
    );
  });
});
