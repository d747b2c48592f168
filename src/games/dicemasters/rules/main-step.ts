// Implements: dice-masters-battle-for-faerun — "MAIN STEP", "PURCHASING A DIE", "FIELD CHARACTERS",
// "PLAYING ACTIONS", "USING A GLOBAL ABILITY", "USING GLOBAL ABILITIES" and "TIMING CONFLICTS"
// (tournament procedure: the inactive player may act after each active-player action; two consecutive
// passes close the step). The inactive player is only asked when they have something legal to do.
import type { OfferedOption } from '../../../core/index.js';
import type { EffectStep } from '../steps.js';
import type { Ability, CardDef } from '../cards/types.js';
import type { CardSlot, DieState, DmState, Face } from '../types.js';
import { cardDefs, cardOf, dieName, faceLabel, faceOf, fieldingCost, opponent, bursts as burstsOf } from './dice.js';
import { describePayment, PaymentMemo, sources, spend, type CostSpec, type Payment } from './energy.js';
import { effectUsable, startEffect } from './effects-ops.js';
import type { DmCtx } from './context.js';
import { cardDef } from '../cards/catalogue.js';
import { announcedEffects } from './ability-use.js';
// COSTS, FIELD CHARACTERS: what card text changes in a purchase cost and forbids fielding, asked by name
// of the modules in play (abilities/queries.ts).
import { costQuery, mayFieldQuery } from '../abilities/queries.js';

// Whether a card has a global ability, cached per definition (cards registered at run time included).
const globalCache = new WeakMap<CardDef, boolean>();
function hasGlobal(c: CardDef): boolean {
  let g = globalCache.get(c);
  if (g === undefined) {
    g = c.abilities.some((a) => a.kind === 'global');
    globalCache.set(c, g);
  }
  return g;
}

export type ActPayload =
  | { readonly a: 'buy'; readonly slot: number; readonly pay: Payment }
  | { readonly a: 'field'; readonly die: number; readonly pay: Payment }
  | { readonly a: 'action'; readonly die: number }
  | { readonly a: 'global'; readonly slot: number; readonly ability: number; readonly pay: Payment }
  | { readonly a: 'pass' }
  | { readonly a: 'drop-float' };

/** Purchase cost: never below 1 (COSTS). */
export function purchaseCost(c: CardDef): CostSpec {
  return { amount: Math.max(1, c.cost), type: c.energy };
}

/** What `player` pays to purchase a die of card slot `slot`: the printed cost with the cost query's changes, never below 1 (COSTS). */
export function purchaseAmount(s: DmState, player: number, slot: number): number {
  const c = cardDefs(s)[slot] as CardDef;
  return Math.max(1, c.cost + costQuery(s, cardDefs(s), player, slot, 'purchase'));
}

function supplyDie(s: DmState, slot: number, player: number): DieState | undefined {
  const owner = s.cards[slot]?.owner;
  for (const d of s.dice) if (d.card === slot && d.zone === 'supply' && (owner === -1 || d.owner === player)) return d;
  return undefined;
}

function payOptions(memo: PaymentMemo, cost: CostSpec, make: (pay: Payment, k: number, paid: string) => OfferedOption, out: OfferedOption[]): void {
  const { pays, labels } = memo.get(cost);
  for (let k = 0; k < pays.length; k++) out.push(make(pays[k] as Payment, k, labels[k] as string));
}

// Option ids and label prefixes are the same strings decision after decision: build each once.
const BUY_IDS: string[][] = [];
const FIELD_IDS: string[][] = [];
function optionId(table: string[][], prefix: string, i: number, k: number): string {
  const row = (table[i] ??= []);
  return (row[k] ??= `${prefix}:${i}:${k}`);
}
const purchasePrefixes = new WeakMap<CardDef, string>();
function purchasePrefix(c: CardDef): string {
  let p = purchasePrefixes.get(c);
  if (p === undefined) {
    p = `Purchase ${c.title} (${c.subtitle}) paying `;
    purchasePrefixes.set(c, p);
  }
  return p;
}

let scratch = new Uint8Array(64);
function availableScratch(n: number): Uint8Array {
  if (scratch.length < n) scratch = new Uint8Array(n * 2);
  scratch.fill(0, 0, n);
  return scratch;
}

/**
 * Purchases (active player, main step): own cards and the community basic action cards. Like every
 * option list here, labelled only when `labels` is on: the game offers them unlabelled and words
 * them in `describeAct` when a UI asks (game.ts `describe`).
 */
export function purchaseOptions(s: DmState, player: number, mustUseFloat = false, memo = new PaymentMemo(sources(s, player)), labels = true): OfferedOption[] {
  const out: OfferedOption[] = [];
  if (memo.src.length === 0) return out;
  // One pass over the dice: which cards still have a die this player could buy (a scratch array
  // reused from call to call: this runs for every main-step decision).
  const available = availableScratch(s.cards.length);
  for (const d of s.dice) if (d.zone === 'supply' && (d.owner === -1 || d.owner === player)) available[d.card] = 1;
  const defs = cardDefs(s);
  for (let i = 0; i < s.cards.length; i++) {
    const slot = s.cards[i] as CardSlot;
    if ((slot.owner !== -1 && slot.owner !== player) || !available[i]) continue;
    const c = defs[i] as CardDef;
    const cost = { amount: purchaseAmount(s, player, i), type: c.energy, mustUseFloat };
    if (labels) {
      const what = purchasePrefix(c);
      payOptions(memo, cost, (pay, k, paid) => ({ id: optionId(BUY_IDS, 'buy', i, k), label: what + paid, payload: { a: 'buy', slot: i, pay } as never }), out);
    } else payOptions(memo, cost, (pay, k) => ({ id: optionId(BUY_IDS, 'buy', i, k), payload: { a: 'buy', slot: i, pay } as never }), out);
  }
  return out;
}

/** Fielding (active player, main step): character faces in the reserve, one per class of identical dice. */
export function fieldOptions(s: DmState, player: number, mustUseFloat = false, memo = new PaymentMemo(sources(s, player)), labels = true): OfferedOption[] {
  const out: OfferedOption[] = [];
  const defs = cardDefs(s);
  let seen: number[] | null = null;
  for (const d of s.dice) {
    if (d.zone !== 'reserve' || d.owner !== player) continue;
    // Gear dice showing their gear (action) face are fielded like characters; the data gives those
    // faces no fielding cost, so they field for 0 (docs/dicemasters.md).
    const c = defs[d.card] as CardDef;
    const f = c.faces[d.face] as Face;
    if (f.t !== 'char' && !(f.t === 'action' && c.kind === 'gear')) continue;
    if (!mayFieldQuery(s, defs, player, d)) continue;
    const key = d.card * 64 + d.face;
    if (seen?.includes(key)) continue;
    (seen ??= []).push(key);
    const cost = { amount: f.t === 'char' ? fieldingCost(s, d) : 0, type: null, mustUseFloat };
    if (labels) {
      const what = `Field ${dieName(s, d)} paying `;
      payOptions(
        memo,
        cost,
        (pay, k, paid) => ({ id: optionId(FIELD_IDS, 'field', d.id, k), label: what + paid, payload: { a: 'field', die: d.id, pay } as never }),
        out,
      );
    } else payOptions(memo, cost, (pay, k) => ({ id: optionId(FIELD_IDS, 'field', d.id, k), payload: { a: 'field', die: d.id, pay } as never }), out);
  }
  return out;
}

// The lines an action die's use resolves depend only on its card and bursts: worked out once each.
const actionLines = new WeakMap<CardDef, Ability[][]>();
function actionAbilities(c: CardDef, b: number): Ability[] {
  let byBursts = actionLines.get(c);
  if (!byBursts) {
    byBursts = [0, 1, 2].map((n) => actionAbilitiesOf(c, n));
    actionLines.set(c, byBursts);
  }
  return byBursts[b] ?? actionAbilitiesOf(c, b);
}

function actionAbilitiesOf(c: CardDef, b: number): Ability[] {
  const matches = (x: { burst?: 1 | 2 | 'any' }): boolean => x.burst === undefined || x.burst === b || (x.burst === 'any' && b > 0);
  const list = c.abilities.filter((a) => a.kind === 'action' && matches(a));
  // A burst line that says "instead" replaces the base line.
  const instead = list.filter((a) => a.kind === 'action' && a.burst !== undefined && a.mode === 'instead');
  if (instead.length === 0) return list;
  const last = instead[instead.length - 1] as Ability;
  const baseIndex = list.findIndex((a) => a.kind === 'action' && a.burst === undefined);
  return list.filter((a, i) => i !== baseIndex && (a.kind !== 'action' || a.mode !== 'instead' || a === last));
}

/** Action dice in the reserve (active player, main step or attack step after blockers). */
export function actionOptions(s: DmState, player: number, labels = true): OfferedOption[] {
  const out: OfferedOption[] = [];
  const defs = cardDefs(s);
  let seen: number[] | null = null;
  for (const d of s.dice) {
    if (d.zone !== 'reserve' || d.owner !== player) continue;
    const c = defs[d.card] as CardDef;
    const f = c.faces[d.face] as Face;
    if (f.t !== 'action') continue;
    const key = d.card * 64 + d.face;
    if (seen?.includes(key)) continue;
    (seen ??= []).push(key);
    const abil = actionAbilities(c, f.bursts);
    const first = abil[0];
    if (
      first &&
      first.kind === 'action' &&
      (first.needsCharacters === undefined || countChars(s) >= first.needsCharacters) &&
      effectUsable(s, player, first.effect, d.id)
    ) {
      const payload = { a: 'action', die: d.id } as never;
      out.push(labels ? { id: `action:${d.id}`, label: useLabel(c, f), payload } : { id: `action:${d.id}`, payload });
    }
  }
  return out;
}

const useLabel = (c: CardDef, f: Face): string => `Use ${c.title} (${faceLabel(f)})`;

function countChars(s: DmState): number {
  let n = 0;
  for (const d of s.dice) if ((d.zone === 'field' || d.zone === 'attack') && faceOf(s, d).t === 'char') n++;
  return n;
}

/** Global abilities on any card in the game, usable by either player (USING A GLOBAL ABILITY). */
export function globalOptions(s: DmState, player: number, ctx: DmCtx | null, given: PaymentMemo | null = null, labels = true): OfferedOption[] {
  const out: OfferedOption[] = [];
  let memo = given;
  const defs = cardDefs(s);
  for (let i = 0; i < defs.length; i++) {
    const c = defs[i] as CardDef;
    if (!hasGlobal(c)) continue;
    c.abilities.forEach((a, ai) => {
      if (a.kind !== 'global') return;
      if (a.ownTurnOnly && player !== s.active) return;
      if (a.oncePerTurn && ctx && !ctx.counters.canUseThisTurn(`global:${player}:${i}:${ai}`)) return;
      if (a.oncePerTurn && !ctx && (s.core.counters.turnUsed[`global:${player}:${i}:${ai}`] ?? 0) > 0) return;
      if (!effectUsable(s, player, a.effect, -1)) return;
      memo ??= new PaymentMemo(sources(s, player));
      payOptions(
        memo,
        { amount: 1, type: a.cost },
        labels
          ? (pay, k, paid) => ({
              id: `global:${i}:${ai}:${k}`,
              label: `${c.title} global: pay ${paid}`,
              payload: { a: 'global', slot: i, ability: ai, pay } as never,
            })
          : (pay, k) => ({ id: `global:${i}:${ai}:${k}`, payload: { a: 'global', slot: i, ability: ai, pay } as never }),
        out,
      );
    });
  }
  return out;
}

/**
 * Everything `player` may initiate now (labelled only with `labels`, see `purchaseOptions`), added
 * after whatever `out` already holds (the caller's pass option).
 */
export function actOptions(s: DmState, player: number, phase: 'main' | 'attack', ctx: DmCtx | null, labels = true, out: OfferedOption[] = []): OfferedOption[] {
  // The inactive player can only use globals: skip all work when no card in the game has one.
  if (player !== s.active && !hasGlobals(s)) return out;
  const memo = new PaymentMemo(sources(s, player));
  if (player === s.active) {
    if (phase === 'main') {
      out.push(...purchaseOptions(s, player, false, memo, labels));
      out.push(...fieldOptions(s, player, false, memo, labels));
    }
    out.push(...actionOptions(s, player, labels));
  }
  out.push(...globalOptions(s, player, ctx, memo, labels));
  return out;
}

/**
 * The label of a main-step, attack-step or batch option from its payload, as the option lists above
 * word it with `labels` on (`describePayment` words a payment as the cached plan labels do).
 */
export function describeAct(s: DmState, act: ActPayload): string {
  const defs = cardDefs(s);
  switch (act.a) {
    case 'buy':
      return purchasePrefix(defs[act.slot] as CardDef) + describePayment(s, act.pay);
    case 'field':
      return `Field ${dieName(s, s.dice[act.die] as DieState)} paying ${describePayment(s, act.pay)}`;
    case 'action': {
      const d = s.dice[act.die] as DieState;
      return useLabel(defs[d.card] as CardDef, faceOf(s, d));
    }
    case 'global':
      return `${(defs[act.slot] as CardDef).title} global: pay ${describePayment(s, act.pay)}`;
    case 'pass':
      return 'Pass';
    case 'drop-float':
      return dropFloatLabel(s);
  }
}

const dropFloatLabel = (s: DmState): string => `Let the ${s.float} leftover generic energy go unspent`;

// Whether any card of a state's set-up has a global ability (cached per card-definition array).
const globalsCache = new WeakMap<readonly CardDef[], boolean>();
function hasGlobals(s: DmState): boolean {
  const defs = cardDefs(s);
  let g = globalsCache.get(defs);
  if (g === undefined) {
    g = defs.some((c) => hasGlobal(c));
    globalsCache.set(defs, g);
  }
  return g;
}

/** Carries out a chosen main-step or attack-step act. */
export function performAct(ctx: DmCtx, player: number, act: ActPayload): void {
  const s = ctx.state;
  switch (act.a) {
    case 'buy': {
      const slot = s.cards[act.slot];
      const d = supplyDie(s, act.slot, player);
      if (!slot || !d) return;
      const c = cardDef(slot.key);
      const left = spend(s, player, act.pay, { amount: purchaseAmount(s, player, act.slot), type: c.energy });
      d.owner = player;
      d.zone = 'used';
      ctx.emit('purchased', { player, card: c.key, title: c.title, paid: describePayment(s, act.pay) });
      keepLeftover(ctx, player, left);
      return;
    }
    case 'field': {
      const d = s.dice[act.die] as DieState;
      const left = spend(s, player, act.pay, { amount: fieldingCost(s, d), type: null });
      d.zone = 'field';
      ctx.emit('fielded', { player, die: d.id, name: dieName(s, d) });
      // The batch decision (paying another cost with the leftover) comes first: it is one payment.
      whenFielded(ctx, d);
      keepLeftover(ctx, player, left);
      return;
    }
    case 'action': {
      const d = s.dice[act.die] as DieState;
      const c = cardOf(s, d);
      const b = burstsOf(s, d);
      // Apply the effect, then the die goes to the used pile (it can't return to the bag this turn).
      d.zone = 'used';
      d.usedThisTurn = true;
      ctx.emit('action-used', { player, card: c.key, title: c.title, bursts: b });
      const list = actionAbilities(c, b);
      const steps: EffectStep[] = [];
      for (const a of list) if (a.kind === 'action') steps.push({ kind: 'effect', player, effect: a.effect, bursts: b, source: d.id, picks: [] });
      // PREVENTING AND REDIRECTING: its lines are one ability, prevented as a whole (rules/prevent.ts).
      // What using an action die triggers (abilities/on-action-cant-block.ts) resolves after its lines.
      ctx.announce('ActionUsed', { player, die: d.id });
      ctx.push(...announcedEffects(s, player, 'action', c.title, steps));
      return;
    }
    case 'global': {
      const slot = s.cards[act.slot];
      if (!slot) return;
      const c = cardDef(slot.key);
      const a = c.abilities[act.ability];
      if (!a || a.kind !== 'global') return;
      spend(s, player, act.pay, { amount: 1, type: a.cost });
      if (a.oncePerTurn) ctx.counters.markUsedThisTurn(`global:${player}:${act.slot}:${act.ability}`);
      ctx.emit('global-used', { player, card: c.key, title: c.title });
      startEffect(ctx, player, a.effect, 0, -1);
      return;
    }
    default:
      return;
  }
}

/** Generic energy left over from a payment may pay another cost at once; otherwise it is lost. */
function keepLeftover(ctx: DmCtx, player: number, left: number): void {
  const s = ctx.state;
  s.float = left;
  s.floatOwner = left > 0 ? player : -1;
  if (left > 0) ctx.push({ kind: 'batch', player });
}

/** Options for spending a batch leftover: more purchases or fieldings that include it, or let it go. */
export function batchOptions(s: DmState, player: number, labels = true): OfferedOption[] {
  const memo = new PaymentMemo(sources(s, player));
  const opts = [...purchaseOptions(s, player, true, memo, labels), ...fieldOptions(s, player, true, memo, labels)];
  if (opts.length === 0) return [];
  return [{ id: 'drop-float', label: dropFloatLabel(s), payload: { a: 'drop-float' } as never }, ...opts];
}

/** The die just fielded (ACTIVE AND FIELDED): its "when fielded" abilities answer the `Fielded` event (abilities/). */
export function whenFielded(ctx: DmCtx, d: DieState): void {
  ctx.announce('Fielded', { player: d.owner, die: d.id, bursts: burstsOf(ctx.state, d) });
}

export { opponent };
