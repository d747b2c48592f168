// Implements: dice-masters-battle-for-faerun — "ENERGY AND COSTS", "PURCHASING A DIE" (paying energy,
// partial spending by spinning down, generic leftovers), "FIELD CHARACTERS" (any energy pays) and
// "USING A GLOBAL ABILITY" (same payment rules).
//
// A payment is enumerable: energy sources are grouped into classes of interchangeable dice (same card,
// same face), and the module offers one representative of every distinct legal payment. `isLegalPayment`
// is the specification the enumerator and the property test both check against.
import type { DieState, DmState, EnergyType, Face } from '../types.js';
import type { CardDef } from '../cards/types.js';
import { cardDefs, cardOf, faceOf } from './dice.js';

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

import type { Payment, PaymentPart } from '../steps.js';
import { AREA, idsIn, moveDie } from './zones.js';
export type { Payment, PaymentPart };

export function energyOfFace(f: Face): { type: EnergyType | null; wild: boolean; symbol: boolean; value: number } | null {
  if (f.t === 'energy') return { type: f.type, wild: false, symbol: true, value: f.n };
  if (f.t === 'wild') return { type: null, wild: true, symbol: true, value: 1 };
  if (f.t === 'generic') return { type: null, wild: false, symbol: false, value: f.n };
  return null;
}

/** Every energy source `player` has in the reserve pool right now. */
export function sources(s: DmState, player: number): Source[] {
  const out: Source[] = [];
  const defs = cardDefs(s);
  // Hot path (every main-step decision): the reserve's dice only (the zone index, rules/zones.ts),
  // object literals of one shape, no helper objects.
  for (const id of idsIn(s, player, AREA.reserve)) {
    const d = s.dice[id] as DieState;
    const f = (defs[d.card] as CardDef).faces[d.face] as Face;
    if (f.t === 'energy') out.push({ ref: dieRef(d.id), dieId: d.id, cls: classRef(d.card, d.face), type: f.type, wild: false, symbol: true, value: f.n });
    else if (f.t === 'wild') out.push({ ref: dieRef(d.id), dieId: d.id, cls: classRef(d.card, d.face), type: null, wild: true, symbol: true, value: 1 });
    else if (f.t === 'generic') out.push({ ref: dieRef(d.id), dieId: d.id, cls: classRef(d.card, d.face), type: null, wild: false, symbol: false, value: f.n });
  }
  const tokens = s.players[player]?.tokenEnergy ?? 0;
  for (let i = 0; i < tokens; i++) out.push({ ref: TOKEN_REFS[i] ?? 'token:' + i, dieId: -1, cls: 'token', type: null, wild: false, symbol: false, value: 1 });
  if (s.float > 0 && s.floatOwner === player) out.push({ ref: 'float', dieId: -1, cls: 'float', type: null, wild: false, symbol: false, value: s.float });
  return out;
}

const TOKEN_REFS = Array.from({ length: 16 }, (_, i) => `token:${i}`);

// 'die:<id>' and '<card>:<face>' are the same strings game after game: built once each.
const DIE_REFS: string[] = [];
const dieRef = (id: number): string => (DIE_REFS[id] ??= `die:${id}`);
const CLASS_REFS: string[][] = [];
const classRef = (card: number, face: number): string => ((CLASS_REFS[card] ??= [])[face] ??= `${card}:${face}`);

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

/** Sources grouped into classes of interchangeable ones, in order of first appearance. */
function classify(src: readonly Source[]): Source[][] {
  const classes: Source[][] = [];
  for (const s of src) {
    let c: Source[] | undefined;
    for (const x of classes) {
      if ((x[0] as Source).cls === s.cls) {
        c = x;
        break;
      }
    }
    if (c) c.push(s);
    else classes.push([s]);
  }
  return classes;
}

/**
 * The payments of one cost from one shape of reserve, as templates: per payment, a flat list of
 * (class index, members spent whole, members spent partially). A payment never depends on which
 * member of a class is used (they are interchangeable), only on the classes' energy and sizes, so the
 * plan is shared by every reserve of the same shape — a bounded set in practice — and cached with
 * its labels: `labels[i]` is what the i-th payment spends, worded as `describePayment` words it.
 */
export interface Plan {
  readonly templates: readonly (readonly number[])[];
  readonly labels: readonly string[];
}
// Keyed by shape, then by cost code. A shape is the classes' codes in canonical order, looked up one
// code a level (numbers as Map keys: nothing to build or hash per decision but a few small integers).
interface ShapeNode {
  readonly next: Map<number, ShapeNode>;
  plans: Map<number, Plan> | null;
}
let SHAPES: ShapeNode = { next: new Map(), plans: null };
const MAX_PLANS = 20_000;
let planCount = 0;

/** A class's code: energy kind and symbol-ness, value, size — ordered as the tuple is; exact while value and size stay under 8192. */
function classCode(c: readonly Source[]): number {
  const s = c[0] as Source;
  const kind = s.ref === 'float' ? 7 : s.wild ? 5 : s.type === null ? 6 : TYPE_CODE[s.type];
  if (s.value >= 8192 || c.length >= 8192) return -1;
  return ((kind * 2 + (s.symbol ? 1 : 0)) * 8192 + s.value) * 8192 + c.length;
}

/**
 * Puts the classes in a canonical order (by energy and size; ties keep their order) and returns the
 * plans by cost of that shape: reserves that differ only in the order their dice were rolled share
 * one plan.
 */
function canonicalPlans(classes: Source[][]): Map<number, Plan> {
  const codes: number[] = [];
  for (const c of classes) codes.push(classCode(c));
  // Insertion sort (a reserve has a handful of classes); stable, so ties keep their order.
  for (let i = 1; i < codes.length; i++) {
    const code = codes[i] as number;
    const cls = classes[i] as Source[];
    let j = i - 1;
    while (j >= 0 && (codes[j] as number) > code) {
      codes[j + 1] = codes[j] as number;
      classes[j + 1] = classes[j] as Source[];
      j--;
    }
    codes[j + 1] = code;
    classes[j + 1] = cls;
  }
  // A class past the codes' range (never in a real game) gets plans of its own, uncached.
  if (codes.includes(-1)) return new Map();
  let node = SHAPES;
  for (const code of codes) {
    let child = node.next.get(code);
    if (!child) {
      child = { next: new Map(), plans: null };
      node.next.set(code, child);
    }
    node = child;
  }
  if (!node.plans) {
    if (planCount >= MAX_PLANS) {
      // Start afresh (a bounded cache): the new root's path is walked again.
      SHAPES = { next: new Map(), plans: null };
      planCount = 0;
      return canonicalPlans(classes);
    }
    node.plans = new Map();
  }
  return node.plans;
}

const TYPE_CODE = { fist: 1, bolt: 2, mask: 3, shield: 4 } as const;

/** A number naming a cost (amount, type, must-use-leftover). */
function costCode(cost: CostSpec): number {
  return (cost.amount * 8 + (cost.type === null ? 0 : TYPE_CODE[cost.type])) * 2 + (cost.mustUseFloat ? 1 : 0);
}

function partLabel(s: Source, amount: number): string {
  if (s.ref === 'float') return `${amount} left over`;
  if (s.cls === 'token') return '1 generic';
  if (s.wild) return `${amount} wild`;
  if (!s.symbol) return `${s.value} generic`;
  return amount < s.value ? `${amount} of ${s.value} ${s.type ?? ''}` : `${amount} ${s.type ?? ''}`;
}

function planFor(classes: readonly Source[][], cost: CostSpec, plans: Map<number, Plan>): Plan {
  const key = costCode(cost);
  const hit = plans.get(key);
  if (hit) return hit;
  const templates: number[][] = [];
  const labels: string[] = [];
  const current: Part[] = [];
  const choice: number[] = [];
  const typeOk = (s: Source): boolean => cost.type === null || s.wild || s.type === cost.type;
  const rec = (ci: number, sum: number, typed: boolean): void => {
    if (sum >= cost.amount && typed) {
      // Each (class, full count, partial count) choice is visited once, so every payment found is a
      // different equivalence class already: no de-duplication needed.
      if (legalParts(current, cost)) {
        templates.push(choice.slice());
        labels.push(current.length === 0 ? 'no energy' : current.map((p) => partLabel(p.s, p.amount)).join(' + '));
      }
      return;
    }
    if (ci >= classes.length) return;
    const members = classes[ci] as Source[];
    const first = members[0] as Source;
    const maxUse = Math.min(members.length, cost.amount + 1);
    const canPartial = first.symbol && first.value > 1;
    // Choose how many members are used fully (k) and how many partially (j, symbol dice worth 2+).
    for (let k = 0; k <= maxUse; k++) {
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
          current.push({ s: members[m] as Source, amount: 1 });
          add += 1;
        }
        if (used > 0) choice.push(ci, k, j);
        rec(ci + 1, sum + add, typed || (used > 0 && typeOk(first)));
        if (used > 0) choice.length -= 3;
        current.length -= used;
      }
    }
  };
  rec(0, 0, cost.type === null);
  const plan = { templates, labels };
  plans.set(key, plan);
  planCount++;
  return plan;
}

function materialize(classes: readonly Source[][], t: readonly number[]): Payment {
  const pay: PaymentPart[] = [];
  for (let i = 0; i < t.length; i += 3) {
    const members = classes[t[i] as number] as Source[];
    const k = t[i + 1] as number;
    const used = k + (t[i + 2] as number);
    for (let m = 0; m < used; m++) {
      const s = members[m] as Source;
      pay.push({ ref: s.ref, amount: m < k ? s.value : 1 });
    }
  }
  return pay;
}

/** Every distinct legal payment of `cost` from `src`, one representative per signature. */
export function enumeratePayments(src: readonly Source[], cost: CostSpec): Payment[] {
  return paymentsWithLabels(src, cost).pays;
}

/** The payments of `enumeratePayments` with what each spends, as `describePayment` words it. */
export function paymentsWithLabels(src: readonly Source[], cost: CostSpec): { pays: Payment[]; labels: readonly string[] } {
  if (cost.amount === 0) return cost.mustUseFloat ? { pays: [], labels: [] } : { pays: [[]], labels: ['no energy'] };
  const classes = classify(src);
  const plan = planFor(classes, cost, canonicalPlans(classes));
  return { pays: plan.templates.map((t) => materialize(classes, t)), labels: plan.labels };
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
      moveDie(s, d, 'used');
      d.usedThisTurn = true;
    }
  }
  const p = s.players[player];
  if (p) p.tokenEnergy -= tokens;
  return Math.max(0, sum - cost.amount);
}

export function describePayment(s: DmState, pay: Payment): string {
  if (pay.length === 0) return 'no energy';
  let out = '';
  for (const p of pay) {
    if (out) out += ' + ';
    out += describePart(s, p);
  }
  return out;
}

function describePart(s: DmState, p: PaymentPart): string {
  if (p.ref === 'float') return `${p.amount} left over`;
  if (p.ref.startsWith('token:')) return '1 generic';
  const d = s.dice[Number(p.ref.slice(4))] as DieState;
  const f = faceOf(s, d);
  if (f.t === 'energy') return p.amount < f.n ? `${p.amount} of ${f.n} ${f.type}` : `${p.amount} ${f.type}`;
  if (f.t === 'wild') return `${p.amount} wild`;
  if (f.t === 'generic') return `${f.n} generic`;
  return '?';
}

/**
 * The payments of a reserve, by cost, for one decision: an option list needs only how many payments a
 * cost has and what each spends in words (the plan, cached by reserve shape), so no payment is built
 * while options are listed; `payment` builds the one a chosen option names (its index in the plan).
 * The same reserve gives the same plan and the same payments, so an index names one payment for as
 * long as the state does not change (between an ask and its answer).
 */
export class PaymentMemo {
  private classes: Source[][] | null = null;
  private plans: Map<number, Plan> | null = null;
  constructor(readonly src: readonly Source[]) {}

  /** The payments of `cost` from this reserve as templates with their words (none when it cannot be paid). */
  plan(cost: CostSpec): Plan {
    if (!canAfford(this.src, cost)) return NO_PLAN;
    if (cost.amount === 0) return FREE_PLAN;
    if (!this.classes || !this.plans) {
      this.classes = classify(this.src);
      this.plans = canonicalPlans(this.classes);
    }
    return planFor(this.classes, cost, this.plans);
  }

  /** The `k`-th payment of `plan(cost)` (what option `k` of that cost spends), or undefined when there is none. */
  payment(cost: CostSpec, k: number): Payment | undefined {
    const t = this.plan(cost).templates[k];
    return t === undefined ? undefined : materialize(this.classes ?? [], t);
  }
}

// A cost that cannot be paid, and a cost of 0 (paid with no energy: one empty payment).
const NO_PLAN: Plan = { templates: [], labels: [] };
const FREE_PLAN: Plan = { templates: [[]], labels: ['no energy'] };
