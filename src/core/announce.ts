/**
 * The event engine. Rules *announce* named events with typed payloads ("Damage", "Fielded",
 * "LeaveSquare", "AttackRoll", …); the handlers of the effects in play that listen for that event run
 * in one defined order and may modify the payload, cancel the event, push steps, or open a reaction
 * window (`reaction-window.ts`). Queries (bonuses, legality) are not events: they stay synchronous
 * folds (`runQuery` in `effects.ts`).
 *
 * Order (architecture, "Events"): tier ascending (DDM's exceptions order maps onto `Tier`), then the
 * handler's priority, then the first player's effects (the active player's, for simultaneous timing),
 * then age (older effects first). Effects that share a name and do not stack run once
 * (`suppressDuplicates`), so two copies of the same power do not fire twice.
 */
import { suppressDuplicates, type EffectInstance } from './effect-instance.js';

/** What a handler returns to stop an announced event: nothing after it runs and the announcer skips it. */
export const CANCEL: unique symbol = Symbol('cancel');
export type Cancel = typeof CANCEL;

/** A game's events: event name → payload type. Payloads are plain data (they may be held in a step). */
export type EventMap = { readonly [event: string]: object };

export interface EventHandler<C, P> {
  /** One of `Tier`; defaults to `Tier.BASE`. */
  readonly tier?: number;
  /** Within a tier, lower runs first. */
  readonly priority?: number;
  /**
   * Return a new payload to change what the event does, `CANCEL` to stop it, or nothing to leave it.
   * The handler may also push steps through `ctx` (they run after the announcing step yields).
   */
  run(ctx: C, effect: EffectInstance, payload: P): P | Cancel | void;
}

export type EventHandlers<C, E extends EventMap> = { readonly [K in keyof E]?: EventHandler<C, E[K]> };

/** The part of an effect handler the event engine reads: its handlers by event name. */
export interface Listens<C, E extends EventMap> {
  readonly on?: EventHandlers<C, E>;
}

export type ListenerTable<C, E extends EventMap> = { readonly [handler: string]: Listens<C, E> | undefined };

export interface Listener<C, P> {
  readonly effect: EffectInstance;
  readonly handler: EventHandler<C, P>;
}

/**
 * Which effects listen for one event and in which order, as a plan over the event's *relevant*
 * effects (below): the relevant positions of the listeners in the order they run, and their handlers.
 */
interface Plan<C, P> {
  readonly at: readonly number[];
  readonly handlers: readonly EventHandler<C, P>[];
}

interface CachedPlan {
  /** The relevant effects the plan was built from (the last list that matched it). */
  key: readonly EffectInstance[];
  readonly plan: Plan<unknown, object>;
  /** The plan as `Listener`s of the objects in `key`, built when `listenersFor` is asked. */
  listeners: readonly object[] | null;
  /**
   * The last whole effect list the plan served (a copy) and the listeners' positions in it, in run
   * order: while the same effect objects are in play, an announcement compares references only.
   */
  whole: readonly EffectInstance[] | null;
  /** The array `whole` was copied from: with `fixed` (a game that never changes one), the same array needs no comparison. */
  source?: readonly EffectInstance[];
  wholeAt: readonly number[];
}

/** What the cache knows of one event under one handler table. */
export interface EventInfo {
  /**
   * Whether any handler of the table listens for the event at all. When none does, no effect in
   * play can, so the announcement returns its payload without reading the effects in play (for
   * Heroscape most announcements: most events have no power that hears them).
   */
  readonly heard: boolean;
  /** Per handler name: whether that handler listens for the event (tables are read-only). */
  readonly listens: Map<string, boolean>;
  /** The names of every effect seen listening for the event: an effect sharing one may suppress it. */
  readonly names: Set<string>;
  /** The last plan per first player: slot 0 for none, slot p + 1 for player p. */
  readonly plans: (CachedPlan | undefined)[];
}

/**
 * An effect is *relevant* to an event when its handler listens for it or its name is one a listener
 * has carried (a same-named effect decides, by de-duplication, whether that listener runs). Which
 * listeners run and in which order depends only on the relevant effects' handlers, names, stacking,
 * owners and ids, in their order (nothing else is read; the table is read-only). So the last plan is
 * reused while the relevant effects agree in those, position by position — even when they are other
 * objects (the next game's, a copied state's), and whatever other effects come and go: a status that
 * lasts a turn does not rebuild the plan of an event it does not hear. Most announcements then cost
 * one pass over the effects and no allocation.
 */
const planCache = new WeakMap<object, PlansByEvent>();

/** A handler table's cached plans by event (`plansOf`; a `Ctx` keeps its game's for its whole run). */
export type PlansByEvent = Map<string, EventInfo>;

/** The cached plans of `table`. */
export function plansOf(table: object): PlansByEvent {
  let byEvent = planCache.get(table);
  if (!byEvent) planCache.set(table, (byEvent = new Map()));
  return byEvent;
}

/** What the cache knows of `event` under `table` (`plans` is `plansOf(table)`), made at its first announcement. */
export function eventInfo<C, E extends EventMap>(plans: PlansByEvent, table: ListenerTable<C, E>, event: string): EventInfo {
  let info = plans.get(event);
  if (!info) plans.set(event, (info = { heard: tableHears(table, event), listens: new Map(), names: new Set(), plans: [] }));
  return info;
}

/** Whether some handler of `table` listens for `event` (tables are read-only, so this is asked once per table and event). */
function tableHears<C, E extends EventMap>(table: ListenerTable<C, E>, event: string): boolean {
  for (const handler in table) if (table[handler]?.on?.[event] !== undefined) return true;
  return false;
}

function listens<C, E extends EventMap>(info: EventInfo, table: ListenerTable<C, E>, event: string, handler: string): boolean {
  let yes = info.listens.get(handler);
  if (yes === undefined) info.listens.set(handler, (yes = table[handler]?.on?.[event] !== undefined));
  return yes;
}

function relevant<C, E extends EventMap>(info: EventInfo, table: ListenerTable<C, E>, event: string, e: EffectInstance): boolean {
  return listens(info, table, event, e.handler) || info.names.has(e.name);
}

/** The cached plan of `event` when the relevant effects of `effects` order like its key (updating the key to them), else null. */
function cachedPlan<C, E extends EventMap>(
  info: EventInfo,
  hit: CachedPlan,
  event: string,
  effects: readonly EffectInstance[],
  table: ListenerTable<C, E>,
): CachedPlan | null {
  const key = hit.key;
  let j = 0;
  let same = true;
  for (const e of effects) {
    if (!relevant(info, table, event, e)) continue;
    const k = key[j++];
    if (k === e) continue;
    if (k === undefined || k.id !== e.id || k.handler !== e.handler || k.name !== e.name || k.owner !== e.owner || k.stacks !== e.stacks) return null;
    same = false;
  }
  if (j !== key.length) return null;
  if (!same) {
    // Other objects that order alike: the plan stands; the listener objects named the old ones.
    hit.key = effects.filter((e) => relevant(info, table, event, e));
    hit.listeners = null;
  }
  return hit;
}

/** The plan of `event` over `effects`: the cached one when the relevant effects order alike, else built and kept. */
function planFor<C, E extends EventMap, K extends keyof E & string>(
  info: EventInfo,
  event: K,
  effects: readonly EffectInstance[],
  table: ListenerTable<C, E>,
  first: number | null,
): CachedPlan {
  const slot = first === null ? 0 : first + 1;
  const hit = info.plans[slot];
  const reused = hit ? cachedPlan(info, hit, event, effects, table) : null;
  if (reused) return reused;
  for (const e of effects) if (listens(info, table, event, e.handler)) info.names.add(e.name);
  const key = effects.filter((e) => relevant(info, table, event, e));
  const built: CachedPlan = { key, plan: buildPlan<C, E, K>(event, key, table, first) as Plan<unknown, object>, listeners: null, whole: null, wholeAt: [] };
  info.plans[slot] = built;
  return built;
}

function sameObjects(a: readonly EffectInstance[], b: readonly EffectInstance[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Positions in `effects` of the relevant effects numbered `at` (they exist: the plan was matched against `effects`). */
function wholePositions<C, E extends EventMap>(
  info: EventInfo,
  table: ListenerTable<C, E>,
  event: string,
  effects: readonly EffectInstance[],
  at: readonly number[],
): number[] {
  if (at.length === 0) return [];
  const byRelevant: number[] = [];
  effects.forEach((e, i) => {
    if (relevant(info, table, event, e)) byRelevant.push(i);
  });
  return at.map((r) => byRelevant[r] as number);
}

/** The handlers that listen for `event`, in the order they run (see the file comment). Do not mutate the list. */
export function listenersFor<C, E extends EventMap, K extends keyof E & string>(
  event: K,
  effects: readonly EffectInstance[],
  table: ListenerTable<C, E>,
  first: number | null = null,
): readonly Listener<C, E[K]>[] {
  const cached = planFor<C, E, K>(eventInfo(plansOf(table), table, event), event, effects, table, first);
  if (cached.listeners === null) {
    const plan = cached.plan as Plan<C, E[K]>;
    cached.listeners = plan.at.map((i, k) => ({ effect: cached.key[i] as EffectInstance, handler: plan.handlers[k] as EventHandler<C, E[K]> }));
  }
  return cached.listeners as readonly Listener<C, E[K]>[];
}

/** The plan over `key`, the relevant effects: de-duplicated, then by tier, priority, first player, age. */
function buildPlan<C, E extends EventMap, K extends keyof E & string>(
  event: K,
  key: readonly EffectInstance[],
  table: ListenerTable<C, E>,
  first: number | null,
): Plan<C, E[K]> {
  const position = new Map<EffectInstance, number>();
  key.forEach((e, i) => position.set(e, i));
  const out: { at: number; effect: EffectInstance; handler: EventHandler<C, E[K]> }[] = [];
  for (const e of suppressDuplicates(key)) {
    const h = table[e.handler]?.on?.[event];
    if (h) out.push({ at: position.get(e) as number, effect: e, handler: h as EventHandler<C, E[K]> });
  }
  const rank = (e: EffectInstance): number => (first !== null && e.owner === first ? 0 : 1);
  out.sort(
    (a, b) =>
      (a.handler.tier ?? 0) - (b.handler.tier ?? 0) ||
      (a.handler.priority ?? 0) - (b.handler.priority ?? 0) ||
      rank(a.effect) - rank(b.effect) ||
      a.effect.id - b.effect.id,
  );
  return { at: out.map((o) => o.at), handlers: out.map((o) => o.handler) };
}

/**
 * The cached plan of `event` for the effects in play `effects` (slot `first`), updated to them when
 * they changed: what `announceTo` runs and `heardIn` reads.
 */
function currentPlan<C, E extends EventMap, K extends keyof E & string>(
  info: EventInfo,
  event: K,
  effects: readonly EffectInstance[],
  table: ListenerTable<C, E>,
  first: number | null,
  fixed: boolean,
): CachedPlan {
  let cached = info.plans[first === null ? 0 : first + 1];
  if (!cached || cached.whole === null || !((fixed && cached.source === effects) || sameObjects(cached.whole, effects))) {
    cached = planFor<C, E, K>(info, event, effects, table, first);
    cached.whole = effects.slice();
    cached.source = effects;
    cached.wholeAt = wholePositions(info, table, event, effects, cached.plan.at);
  }
  return cached;
}

/**
 * Whether announcing `event` over `effects` would run any listener (`announceTo`'s, whatever the
 * first player: that orders the listeners, never which run). When not, the announcement returns its
 * payload unchanged, so a rule may skip building one nobody else reads (`Ctx.hears`). The same cached
 * plan `announceTo` runs.
 */
export function heardIn<C, E extends EventMap, K extends keyof E & string>(
  event: K,
  effects: readonly EffectInstance[],
  table: ListenerTable<C, E>,
  plans: PlansByEvent = plansOf(table),
  info: EventInfo = eventInfo(plans, table, event),
  fixed = false,
): boolean {
  if (!info.heard) return false;
  return currentPlan<C, E, K>(info, event, effects, table, null, fixed).plan.at.length > 0;
}

/**
 * Runs every listener of `event` over `payload` in order, each seeing the payload as the ones before
 * left it. Returns the final payload, or `CANCEL` when a listener cancelled the event (the later ones
 * do not run). `plans` is `plansOf(table)` and `info` the event's `eventInfo`, when the caller holds
 * them already (`Ctx.announce` checks `info.heard` before it reads the effects in play: an event no
 * handler of the table listens for then costs neither that list, which some games build per call,
 * nor a look at it).
 */
export function announceTo<C, E extends EventMap, K extends keyof E & string>(
  ctx: C,
  event: K,
  payload: E[K],
  effects: readonly EffectInstance[],
  table: ListenerTable<C, E>,
  first: number | null = null,
  plans: PlansByEvent = plansOf(table),
  info: EventInfo = eventInfo(plans, table, event),
  fixed = false,
): E[K] | Cancel {
  if (!info.heard) return payload;
  const cached = currentPlan<C, E, K>(info, event, effects, table, first, fixed);
  const plan = cached.plan as Plan<C, E[K]>;
  const n = plan.at.length;
  if (n === 0) return payload;
  // The listening effects are found before any runs, so a handler that changes the list changes nothing here.
  const at = cached.wholeAt;
  const one = n === 1 ? (effects[at[0] as number] as EffectInstance) : null;
  const all = one ? null : at.map((i) => effects[i] as EffectInstance);
  let p = payload;
  for (let k = 0; k < n; k++) {
    const r = (plan.handlers[k] as EventHandler<C, E[K]>).run(ctx, one ?? (all?.[k] as EffectInstance), p);
    if (r === CANCEL) return CANCEL;
    if (r !== undefined) p = r;
  }
  return p;
}
