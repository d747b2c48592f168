// Implements: dice-masters-battle-for-faerun — "MAIN STEP", "PURCHASING A DIE", "FIELD CHARACTERS",
// "PLAYING ACTIONS", "USING A GLOBAL ABILITY", "USING GLOBAL ABILITIES" and "TIMING CONFLICTS"
// (tournament procedure: the inactive player may act after each active-player action; two consecutive
// passes close the step). The inactive player is only asked when they have something legal to do.
import type { OfferedOption } from '../../../core/index.js';
import type { EffectStep } from '../steps.js';
import type { Ability, CardDef } from '../cards/types.js';
import type { CardSlot, DieState, DmState, EnergyType, Face } from '../types.js';
import { cardDefs, cardOf, dieName, faceLabel, faceOf, fieldingCost, opponent, bursts as burstsOf } from './dice.js';
import { PaymentMemo, sources, spend, type CostSpec, type Payment, type Plan } from './energy.js';
import { effectUsable, startEffect } from './effects-ops.js';
import type { DmCtx } from './context.js';
import { cardDef } from '../cards/catalogue.js';
import { announcedEffects, pushTriggered } from './ability-use.js';
// MAIN STEP, CARD TEXT DETAILS: the costs a character's main-step ability may be paid with (not only energy).
import { costParts, paidSources, partLabel, payPart } from '../abilities/paid-ability.js';
// COSTS, FIELD CHARACTERS: what card text changes in a purchase cost and forbids fielding, asked by name
// of the modules in play (abilities/queries.ts).
import { mayFieldQuery } from '../abilities/queries.js';
import { keepLeftover, purchaseAmount, purchaseDie, supplyDie } from './purchase.js';
import { AREA, idsIn, idsInEither, moveDie } from './zones.js';

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

// Whether a card has a main-step ability paid by a cost, cached per definition.
const paidCache = new WeakMap<CardDef, boolean>();
function hasPaid(c: CardDef): boolean {
  let g = paidCache.get(c);
  if (g === undefined) {
    g = c.abilities.some((a) => a.kind === 'paid-ability');
    paidCache.set(c, g);
  }
  return g;
}

/**
 * What a main-step, attack-step or batch option does. `payment` is the index of its payment among the
 * payments of its cost from the player's reserve (energy.ts `PaymentMemo`): the payment itself is
 * built only for the chosen option (`paymentOf`), and shown to a UI beside it (`withPayment`).
 */
export type ActPayload =
  | { readonly a: 'buy'; readonly slot: number; readonly payment: number }
  | { readonly a: 'field'; readonly die: number; readonly payment: number }
  | { readonly a: 'action'; readonly die: number }
  | { readonly a: 'global'; readonly slot: number; readonly ability: number; readonly payment: number }
  /** A character's main-step ability paid by a cost (abilities/paid-ability.ts): from die `die`; `payment` is the index of an energy payment, or the way a cost that is not energy is paid (`costParts`). */
  | { readonly a: 'paid'; readonly slot: number; readonly ability: number; readonly die: number; readonly payment: number }
  | { readonly a: 'pass' }
  | { readonly a: 'drop-float' };

/** A global's cost: one energy of its type, or of any type (ENERGY AND COSTS: a cost with no type takes any energy). */
const GLOBAL_COSTS = new Map<EnergyType | 'any', CostSpec>();
function globalCost(t: EnergyType | 'any'): CostSpec {
  let c = GLOBAL_COSTS.get(t);
  if (!c) {
    c = { amount: 1, type: t === 'any' ? null : t };
    GLOBAL_COSTS.set(t, c);
  }
  return c;
}

/** Purchase cost: never below 1 (COSTS). */
export function purchaseCost(c: CardDef): CostSpec {
  return { amount: Math.max(1, c.cost), type: c.energy };
}

/** The cost of purchasing a die of card slot `slot` (`mustUseFloat`: paid in a batch, with the leftover). */
function purchaseCostOf(s: DmState, player: number, slot: number, mustUseFloat: boolean): CostSpec {
  return { amount: purchaseAmount(s, player, slot), type: (cardDefs(s)[slot] as CardDef).energy, mustUseFloat };
}

/** The cost of fielding `d` showing `f`: gear showing its gear (action) face fields for 0 (docs/dicemasters.md). */
function fieldCostOf(s: DmState, d: DieState, f: Face, mustUseFloat: boolean): CostSpec {
  return { amount: f.t === 'char' ? fieldingCost(s, d) : 0, type: null, mustUseFloat };
}

/** The cost an act pays (`batch`: it was offered in the batch decision, so it must use the leftover); null for an act without one. */
function actCost(s: DmState, player: number, act: ActPayload, batch: boolean): CostSpec | null {
  switch (act.a) {
    case 'buy':
      return purchaseCostOf(s, player, act.slot, batch);
    case 'field': {
      const d = s.dice[act.die] as DieState;
      return fieldCostOf(s, d, faceOf(s, d), batch);
    }
    case 'global': {
      const a = (cardDefs(s)[act.slot] as CardDef).abilities[act.ability];
      return a?.kind === 'global' ? globalCost(a.cost) : null;
    }
    case 'paid': {
      const a = (cardDefs(s)[act.slot] as CardDef).abilities[act.ability];
      return a?.kind === 'paid-ability' && 'energy' in a.cost ? globalCost(a.cost.energy) : null;
    }
    default:
      return null;
  }
}

/**
 * The payment an act names, built from the reserve as it is (the one the option list counted), or
 * undefined for an act without one (or an index past its cost's payments).
 */
export function paymentOf(s: DmState, player: number, act: ActPayload, batch: boolean, offered: readonly OfferedOption[] | null = null): Payment | undefined {
  const cost = actCost(s, player, act, batch);
  if (!cost || !('payment' in act)) return undefined;
  const memo = offered !== null && offered === listed ? (listedMemo as PaymentMemo) : new PaymentMemo(sources(s, player));
  return memo.payment(cost, act.payment);
}

// The last option list built for a decision, and the reserve's payments it counted: the answer to
// that decision builds its payment from them instead of reading the reserve again (a state at that
// decision has the reserve the list was built from: nothing changes between an ask and its answer).
let listed: readonly OfferedOption[] | null = null;
let listedMemo: PaymentMemo | null = null;
function remember(options: readonly OfferedOption[], memo: PaymentMemo): readonly OfferedOption[] {
  listed = options;
  listedMemo = memo;
  return options;
}

/** The act's payload as a UI sees it: with the payment it spends (`pay`, the dice a UI highlights) beside its index. */
export function withPayment(s: DmState, player: number, act: ActPayload, batch: boolean): ActPayload & { readonly pay?: Payment } {
  const pay = paymentOf(s, player, act, batch);
  return pay ? { ...act, pay } : act;
}

// An option names its card slot or die and its payment's index, so the same option object serves
// decision after decision (game after game): listing the options of a cost allocates nothing.
const BUY_OPTIONS: OfferedOption[][] = [];
const FIELD_OPTIONS: OfferedOption[][] = [];
const GLOBAL_OPTIONS: OfferedOption[][][] = [];
const buyOption = (slot: number, k: number): OfferedOption =>
  ((BUY_OPTIONS[slot] ??= [])[k] ??= { id: `buy:${slot}:${k}`, payload: { a: 'buy', slot, payment: k } });
const fieldOption = (die: number, k: number): OfferedOption =>
  ((FIELD_OPTIONS[die] ??= [])[k] ??= { id: `field:${die}:${k}`, payload: { a: 'field', die, payment: k } });
const globalOption = (slot: number, ability: number, k: number): OfferedOption =>
  (((GLOBAL_OPTIONS[slot] ??= [])[ability] ??= [])[k] ??= { id: `global:${slot}:${ability}:${k}`, payload: { a: 'global', slot, ability, payment: k } });

/** The options of one cost's payments (`option(k)` for each), worded `what` + what it spends when `what` is given. */
function payOptions(plan: Plan, what: string | null, out: OfferedOption[], option: (k: number) => OfferedOption): void {
  const n = plan.templates.length;
  for (let k = 0; k < n; k++) {
    const o = option(k);
    out.push(what === null ? o : { id: o.id, label: what + (plan.labels[k] as string), payload: o.payload });
  }
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
export function purchaseOptions(
  s: DmState,
  player: number,
  mustUseFloat = false,
  memo = new PaymentMemo(sources(s, player)),
  labels = true,
  out: OfferedOption[] = [],
): OfferedOption[] {
  if (memo.src.length === 0) return out;
  // One pass over the dice: which cards still have a die this player could buy (a scratch array
  // reused from call to call: this runs for every main-step decision).
  const available = availableScratch(s.cards.length);
  for (const id of idsIn(s, -1, AREA.supply)) available[(s.dice[id] as DieState).card] = 1;
  for (const id of idsIn(s, player, AREA.supply)) available[(s.dice[id] as DieState).card] = 1;
  const defs = cardDefs(s);
  for (let i = 0; i < s.cards.length; i++) {
    const slot = s.cards[i] as CardSlot;
    if ((slot.owner !== -1 && slot.owner !== player) || !available[i]) continue;
    const c = defs[i] as CardDef;
    const plan = memo.plan(purchaseCostOf(s, player, i, mustUseFloat));
    payOptions(plan, labels ? purchasePrefix(c) : null, out, (k) => buyOption(i, k));
  }
  return out;
}

/** Fielding (active player, main step): character faces in the reserve, one per class of identical dice. */
export function fieldOptions(
  s: DmState,
  player: number,
  mustUseFloat = false,
  memo = new PaymentMemo(sources(s, player)),
  labels = true,
  out: OfferedOption[] = [],
): OfferedOption[] {
  const defs = cardDefs(s);
  let seen: number[] | null = null;
  for (const n of idsIn(s, player, AREA.reserve)) {
    const d = s.dice[n] as DieState;
    // Gear dice showing their gear (action) face are fielded like characters; the data gives those
    // faces no fielding cost, so they field for 0 (docs/dicemasters.md).
    const c = defs[d.card] as CardDef;
    const f = c.faces[d.face] as Face;
    if (f.t !== 'char' && !(f.t === 'action' && c.kind === 'gear')) continue;
    if (!mayFieldQuery(s, defs, player, d)) continue;
    const key = d.card * 64 + d.face;
    if (seen?.includes(key)) continue;
    (seen ??= []).push(key);
    const plan = memo.plan(fieldCostOf(s, d, f, mustUseFloat));
    const id = d.id;
    payOptions(plan, labels ? `Field ${dieName(s, d)} paying ` : null, out, (k) => fieldOption(id, k));
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
export function actionOptions(s: DmState, player: number, labels = true, out: OfferedOption[] = []): OfferedOption[] {
  const defs = cardDefs(s);
  let seen: number[] | null = null;
  for (const n of idsIn(s, player, AREA.reserve)) {
    const d = s.dice[n] as DieState;
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
  for (let owner = -1; owner <= 1; owner++)
    for (const id of idsInEither(s, owner, AREA.field, AREA.attack)) if (faceOf(s, s.dice[id] as DieState).t === 'char') n++;
  return n;
}

/** Global abilities on any card in the game, usable by either player (USING A GLOBAL ABILITY). */
export function globalOptions(
  s: DmState,
  player: number,
  ctx: DmCtx | null,
  given: PaymentMemo | null = null,
  labels = true,
  out: OfferedOption[] = [],
): OfferedOption[] {
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
      payOptions(memo.plan(globalCost(a.cost)), labels ? `${c.title} global: pay ` : null, out, (k) => globalOption(i, ai, k));
    });
  }
  return out;
}

const paidKey = (player: number, slot: number, ability: number): string => `paid:${player}:${slot}:${ability}`;
const paidPrefix = (s: DmState, act: { readonly slot: number; readonly die: number }): string =>
  `Use ${(cardDefs(s)[act.slot] as CardDef).title}'s ability (die #${act.die}): `;

/**
 * The active player's main-step abilities of their characters paid by a cost (MAIN STEP; CARD TEXT
 * DETAILS): one option per die of the card in their field and way to pay (abilities/paid-ability.ts).
 */
export function paidOptions(
  s: DmState,
  player: number,
  ctx: DmCtx | null,
  memo = new PaymentMemo(sources(s, player)),
  labels = true,
  out: OfferedOption[] = [],
): OfferedOption[] {
  const defs = cardDefs(s);
  for (let i = 0; i < defs.length; i++) {
    const c = defs[i] as CardDef;
    if (!hasPaid(c) || s.cards[i]?.owner !== player) continue;
    c.abilities.forEach((a, ai) => {
      if (a.kind !== 'paid-ability') return;
      const key = paidKey(player, i, ai);
      if (a.oncePerTurn && (ctx ? !ctx.counters.canUseThisTurn(key) : (s.core.counters.turnUsed[key] ?? 0) > 0)) return;
      for (const d of paidSources(s, player, i)) {
        if (!effectUsable(s, player, a.effect, d.id)) continue;
        const option = (k: number): OfferedOption => ({
          id: `paid:${i}:${ai}:${d.id}:${k}`,
          payload: { a: 'paid', slot: i, ability: ai, die: d.id, payment: k },
        });
        const prefix = labels ? paidPrefix(s, { slot: i, die: d.id }) : null;
        if ('energy' in a.cost) payOptions(memo.plan(globalCost(a.cost.energy)), prefix === null ? null : prefix + 'pay ', out, option);
        else
          for (const part of costParts(s, player, a.cost, i)) {
            const o = option(part);
            out.push(prefix === null ? o : { ...o, label: prefix + partLabel(s, a.cost, d.id, part) });
          }
      }
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
      purchaseOptions(s, player, false, memo, labels, out);
      fieldOptions(s, player, false, memo, labels, out);
      paidOptions(s, player, ctx, memo, labels, out);
    }
    actionOptions(s, player, labels, out);
  }
  globalOptions(s, player, ctx, memo, labels, out);
  remember(out, memo);
  return out;
}

/**
 * The label of a main-step, attack-step or batch option from its payload, as the option lists above
 * word it with `labels` on (`describePayment` words a payment as the cached plan labels do).
 */
export function describeAct(s: DmState, player: number, act: ActPayload, batch: boolean): string {
  const defs = cardDefs(s);
  switch (act.a) {
    case 'buy':
      return purchasePrefix(defs[act.slot] as CardDef) + paidWords(s, player, act, batch);
    case 'field':
      return `Field ${dieName(s, s.dice[act.die] as DieState)} paying ${paidWords(s, player, act, batch)}`;
    case 'action': {
      const d = s.dice[act.die] as DieState;
      return useLabel(defs[d.card] as CardDef, faceOf(s, d));
    }
    case 'global':
      return `${(defs[act.slot] as CardDef).title} global: pay ${paidWords(s, player, act, batch)}`;
    case 'paid': {
      const a = (defs[act.slot] as CardDef).abilities[act.ability];
      if (a?.kind !== 'paid-ability') return '?';
      return paidPrefix(s, act) + ('energy' in a.cost ? `pay ${paidWords(s, player, act, batch)}` : partLabel(s, a.cost, act.die, act.payment));
    }
    case 'pass':
      return 'Pass';
    case 'drop-float':
      return dropFloatLabel(s);
  }
}

/** What an act's payment spends, in the words of its cost's plan (those the labelled option lists use). */
function paidWords(s: DmState, player: number, act: ActPayload, batch: boolean): string {
  const cost = actCost(s, player, act, batch);
  return cost && 'payment' in act ? (new PaymentMemo(sources(s, player)).plan(cost).labels[act.payment] ?? '?') : '?';
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

/** Carries out a chosen main-step, attack-step or batch (`batch`) act, chosen among `offered` when the caller knows it. */
export function performAct(ctx: DmCtx, player: number, act: ActPayload, batch = false, offered: readonly OfferedOption[] | null = null): void {
  const s = ctx.state;
  switch (act.a) {
    case 'buy': {
      const slot = s.cards[act.slot];
      const d = supplyDie(s, act.slot, player);
      const pay = paymentOf(s, player, act, batch, offered);
      if (!slot || !d || !pay) return;
      purchaseDie(ctx, player, act.slot, pay, { amount: purchaseAmount(s, player, act.slot), type: cardDef(slot.key).energy });
      return;
    }
    case 'field': {
      const d = s.dice[act.die] as DieState;
      const pay = paymentOf(s, player, act, batch, offered);
      if (!pay) return;
      const left = spend(s, player, pay, { amount: fieldingCost(s, d), type: null });
      moveDie(s, d, 'field');
      if (ctx.eventsWanted) ctx.emit('fielded', { player, die: d.id, name: dieName(s, d) });
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
      moveDie(s, d, 'used');
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
      const pay = paymentOf(s, player, act, batch, offered);
      if (!a || a.kind !== 'global' || !pay) return;
      spend(s, player, pay, globalCost(a.cost));
      if (a.oncePerTurn) ctx.counters.markUsedThisTurn(`global:${player}:${act.slot}:${act.ability}`);
      ctx.emit('global-used', { player, card: c.key, title: c.title });
      startEffect(ctx, player, a.effect, 0, -1);
      return;
    }
    case 'paid': {
      const c = cardDefs(s)[act.slot] as CardDef;
      const a = c.abilities[act.ability];
      if (a?.kind !== 'paid-ability') return;
      if ('energy' in a.cost) {
        const pay = paymentOf(s, player, act, batch, offered);
        if (!pay) return;
        spend(s, player, pay, globalCost(a.cost.energy));
      } else payPart(ctx, player, a.cost, act.slot, act.die, act.payment);
      if (a.oncePerTurn) ctx.counters.markUsedThisTurn(paidKey(player, act.slot, act.ability));
      ctx.emit('status', { die: act.die, status: `: ${c.title} uses its ability (cost paid)` });
      // PREVENTING AND REDIRECTING: its cost is paid; the use may still be prevented (rules/ability-use.ts).
      pushTriggered(ctx, player, c.title, a.effect, act.die);
      return;
    }
    default:
      return;
  }
}

/** Options for spending a batch leftover: more purchases or fieldings that include it, or let it go. */
export function batchOptions(s: DmState, player: number, labels = true): OfferedOption[] {
  const memo = new PaymentMemo(sources(s, player));
  const opts: OfferedOption[] = [{ id: 'drop-float', label: dropFloatLabel(s), payload: { a: 'drop-float' } }];
  purchaseOptions(s, player, true, memo, labels, opts);
  fieldOptions(s, player, true, memo, labels, opts);
  if (opts.length === 1) return [];
  remember(opts, memo);
  return opts;
}

/** The die just fielded (ACTIVE AND FIELDED): its "when fielded" abilities answer the `Fielded` event (abilities/). */
export function whenFielded(ctx: DmCtx, d: DieState): void {
  ctx.announce('Fielded', { player: d.owner, die: d.id, bursts: burstsOf(ctx.state, d) });
}

export { opponent, purchaseAmount };
