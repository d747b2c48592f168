// Implements: dice-masters-battle-for-faerun — "ENERGY AND COSTS", "PURCHASING A DIE" (paying energy,
// partial spending by spinning down, generic leftovers), "FIELD CHARACTERS" (any energy pays) and
// "USING A GLOBAL ABILITY" (same payment rules).
//
// A payment is enumerable: energy sources are grouped into classes of interchangeable dice (same card,
// same face), and the module offers one representative of every distinct legal payment. `isLegalPayment`
// is the specification the enumerator and the property test both check against.
import type { DieState, DmState, EnergyType, Face } from '../types.js';
import { cardOf, faceOf } from './dice.js';

/** One energy source in a reserve pool: a die, the clear-and-draw generic energy, or a batch leftover. */
export interface Source {
  /** 'die:<id>' | 'token:<n>' | 'float' */
  readonly ref: string;
  readonly dieId: number;
  /** Equivalence class: sources with the same class are interchangeable. */
  readonly cls: string;
  /** Symbol type (null for wildcard/generic). */
  readonly type: EnergyType | null;
  readonly wild: boolean;
  /** Symbol dice may be partially spent; generic energy cannot. */
  readonly symbol: boolean;
  /** Energy it is worth. */
  readonly value: number;
}

export interface PaymentPart {
  readonly ref: string;
  readonly amount: number;
}
export type Payment = readonly PaymentPart[];

export function energyOfFace(f: Face): { type: EnergyType | null; wild: boolean; symbol: boolean; value: number } | null {
  if (f.t === 'energy') return { type: f.type, wild: false, symbol: true, value: f.n };
  if (f.t === 'wild') return { type: null, wild: true, symbol: true, value: 1 };
  if (f.t === 'generic') return { type: null, wild: false, symbol: false, value: f.n };
  return null;
}

/** Every energy source `player` has in the reserve pool right now. */
export function sources(s: DmState, player: number): Source[] {
  const out: Source[] = [];
  for (const d of s.dice) {
    if (d.owner !== player || d.zone !== 'reserve') continue;
    const e = energyOfFace(faceOf(s, d));
    if (!e) continue;
    out.push({ ref: `die:${d.id}`, dieId: d.id, cls: `${d.card}:${d.face}`, ...e });
  }
  const tokens = s.players[player]?.tokenEnergy ?? 0;
  for (let i = 0; i < tokens; i++) out.push({ ref: `token:${i}`, dieId: -1, cls: 'token', type: null, wild: false, symbol: false, value: 1 });
  if (s.float > 0 && s.floatOwner === player) out.push({ ref: 'float', dieId: -1, cls: 'float', type: null, wild: false, symbol: false, value: s.float });
  return out;
}

export interface CostSpec {
  readonly amount: number;
  /** One unit must come from this type (or a wildcard). */
  readonly type: EnergyType | null;
  /** Batch continuation: the leftover must be part of the payment. */
  readonly mustUseFloat?: boolean;
}

/**
 * The rules for one payment, as the rulebook states them:
 *  - each source at most once; symbol dice spend 1..value (partial spend spins the die down),
 *    generic energy is spent whole;
 *  - the total covers the cost; a typed cost takes at least one unit of its type or a wildcard;
 *  - nothing is spent that the payment does not need: no source could be dropped, and a symbol die is
 *    spent past the cost only never (its unused part stays on the die by spinning down). Only generic
 *    energy can overshoot, and that unused part is lost (or kept for a batch).
 */
export function isLegalPayment(src: readonly Source[], pay: Payment, cost: CostSpec): boolean {
  const byRef = new Map(src.map((x) => [x.ref, x]));
  const seen = new Set<string>();
  const parts: Part[] = [];
  for (const p of pay) {
    const s = byRef.get(p.ref);
    if (!s || seen.has(p.ref)) return false;
    seen.add(p.ref);
    if (!Number.isInteger(p.amount) || p.amount < 1) return false;
    if (s.symbol ? p.amount > s.value : p.amount !== s.value) return false;
    parts.push({ s, amount: p.amount });
  }
  return legalParts(parts, cost);
}

interface Part {
  readonly s: Source;
  readonly amount: number;
}

/** The payment rules over resolved parts (each source once, amounts already in range). */
function legalParts(parts: readonly Part[], cost: CostSpec): boolean {
  let sum = 0;
  let typed = cost.type === null;
  let usesFloat = false;
  for (const { s, amount } of parts) {
    if (s.ref === 'float') usesFloat = true;
    if (!typed && (s.wild || s.type === cost.type)) typed = true;
    sum += amount;
  }
  if (cost.mustUseFloat && !usesFloat) return false;
  if (cost.amount === 0) return parts.length === 0;
  if (sum < cost.amount || !typed) return false;
  for (const { s, amount } of parts) {
    // A symbol die spent for more than one unit past the cost could have been spun down instead.
    if (s.symbol && amount > 1 && sum > cost.amount) return false;
    // Minimal: dropping this source must break the payment (too little, or no typed unit left).
    if (sum - amount >= cost.amount) {
      if (cost.type === null) return false;
      let stillTyped = false;
      for (const o of parts) if (o.s !== s && (o.s.wild || o.s.type === cost.type)) stillTyped = true;
      if (stillTyped) return false;
    }
  }
  return true;
}

/** A payment's signature up to equivalence: which classes, how many, for what amount. */
export function paymentSignature(src: readonly Source[], pay: Payment): string {
  const byRef = new Map(src.map((x) => [x.ref, x]));
  return pay
    .map((p) => `${byRef.get(p.ref)?.cls ?? '?'}x${p.amount}`)
    .sort()
    .join(',');
}

/** Every distinct legal payment of `cost` from `src`, one representative per signature. */
export function enumeratePayments(src: readonly Source[], cost: CostSpec): Payment[] {
  if (cost.amount === 0) return cost.mustUseFloat ? [] : [[]];
  // Group into classes, keeping their members in a stable order.
  const classes: Source[][] = [];
  const index = new Map<string, number>();
  for (const s of src) {
    let i = index.get(s.cls);
    if (i === undefined) {
      i = classes.length;
      index.set(s.cls, i);
      classes.push([]);
    }
    classes[i]?.push(s);
  }
  const out: Payment[] = [];
  const current: Part[] = [];
  const typeOk = (s: Source): boolean => cost.type === null || s.wild || s.type === cost.type;

  const rec = (ci: number, sum: number, typed: boolean): void => {
    if (sum >= cost.amount && typed) {
      // Each (class, full count, partial count) choice is visited once, so every payment found is a
      // different equivalence class already: no de-duplication needed.
      if (legalParts(current, cost)) out.push(current.map((p) => ({ ref: p.s.ref, amount: p.amount })));
      return;
    }
    if (ci >= classes.length) return;
    const members = classes[ci] as Source[];
    const first = members[0] as Source;
    const maxUse = Math.min(members.length, cost.amount + 1);
    // Choose how many members are used fully (k) and how many partially (j, symbol dice worth 2+).
    for (let k = 0; k <= maxUse; k++) {
      const canPartial = first.symbol && first.value > 1;
      for (let j = 0; j <= (canPartial ? maxUse - k : 0); j++) {
        const used = k + j;
        if (used > members.length) continue;
        let add = 0;
        for (let m = 0; m < k; m++) {
          const s = members[m] as Source;
          current.push({ s, amount: s.value });
          add += s.value;
        }
        for (let m = k; m < used; m++) {
          const s = members[m] as Source;
          current.push({ s, amount: 1 });
          add += 1;
        }
        rec(ci + 1, sum + add, typed || (used > 0 && typeOk(first)));
        current.length -= used;
      }
    }
  };
  rec(0, 0, cost.type === null);
  return out;
}

/** True when at least one legal payment exists (cheap pre-check before enumerating). */
export function canAfford(src: readonly Source[], cost: CostSpec): boolean {
  if (cost.amount === 0) return !cost.mustUseFloat;
  let total = 0;
  let typed = cost.type === null;
  let float = false;
  for (const s of src) {
    total += s.value;
    if (!typed && (s.wild || s.type === cost.type)) typed = true;
    if (s.ref === 'float') float = true;
  }
  return total >= cost.amount && typed && (!cost.mustUseFloat || float);
}

/** Spends a payment: whole dice to the used pile, partial dice spun down; returns the leftover generic. */
export function spend(s: DmState, player: number, pay: Payment, cost: CostSpec): number {
  let sum = 0;
  let tokens = 0;
  for (const p of pay) {
    sum += p.amount;
    if (p.ref === 'float') {
      s.float = 0;
      continue;
    }
    if (p.ref.startsWith('token:')) {
      tokens++;
      continue;
    }
    const d = s.dice[Number(p.ref.slice(4))] as DieState;
    const f = faceOf(s, d);
    const e = energyOfFace(f);
    if (e && e.symbol && p.amount < e.value && f.t === 'energy') {
      // Partial spend: spin down to the face showing what is left (July 2014: no reroll afterwards).
      const left = e.value - p.amount;
      const faces = cardOf(s, d).faces;
      const to = faces.findIndex((g) => g.t === 'energy' && g.type === f.type && g.n === left);
      if (to >= 0) d.face = to;
      d.partial = true;
    } else {
      d.zone = 'used';
      d.usedThisTurn = true;
    }
  }
  const p = s.players[player];
  if (p) p.tokenEnergy -= tokens;
  return Math.max(0, sum - cost.amount);
}

export function describePayment(s: DmState, pay: Payment): string {
  if (pay.length === 0) return 'no energy';
  return pay
    .map((p) => {
      if (p.ref === 'float') return `${p.amount} left over`;
      if (p.ref.startsWith('token:')) return '1 generic';
      const d = s.dice[Number(p.ref.slice(4))] as DieState;
      const e = energyOfFace(faceOf(s, d));
      if (!e) return '?';
      const name = e.wild ? 'wild' : e.type ?? 'generic';
      return e.symbol && p.amount < e.value ? `${p.amount} of ${e.value} ${name}` : e.symbol ? `${p.amount} ${name}` : `${e.value} generic`;
    })
    .join(' + ');
}
