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

interface CachedListeners {
  readonly effects: readonly EffectInstance[];
  readonly first: number | null;
  readonly list: readonly object[];
}

/**
 * The last listener list built per handler table and event. The list depends only on WHICH effect
 * objects are in play (their names, ids, owners and handlers are read-only), the table and the first
 * player, so it is reused while the same effect objects come in the same order — checked element by
 * element, like the query cache (`effects.ts`) — and a game that announces many events with nobody
 * listening pays one comparison instead of de-duplicating and sorting each time.
 */
const listenerCache = new WeakMap<object, Map<string, CachedListeners>>();

function sameEffects(a: readonly EffectInstance[], b: readonly EffectInstance[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The handlers that listen for `event`, in the order they run (see the file comment). Do not mutate the list. */
export function listenersFor<C, E extends EventMap, K extends keyof E & string>(
  event: K,
  effects: readonly EffectInstance[],
  table: ListenerTable<C, E>,
  first: number | null = null,
): readonly Listener<C, E[K]>[] {
  let byEvent = listenerCache.get(table);
  if (!byEvent) listenerCache.set(table, (byEvent = new Map()));
  const hit = byEvent.get(event);
  if (hit && hit.first === first && sameEffects(hit.effects, effects)) return hit.list as readonly Listener<C, E[K]>[];
  const out = buildListeners<C, E, K>(event, effects, table, first);
  byEvent.set(event, { effects: [...effects], first, list: out });
  return out;
}

function buildListeners<C, E extends EventMap, K extends keyof E & string>(
  event: K,
  effects: readonly EffectInstance[],
  table: ListenerTable<C, E>,
  first: number | null,
): Listener<C, E[K]>[] {
  const out: Listener<C, E[K]>[] = [];
  for (const e of suppressDuplicates(effects)) {
    const h = table[e.handler]?.on?.[event];
    if (h) out.push({ effect: e, handler: h as EventHandler<C, E[K]> });
  }
  const rank = (e: EffectInstance): number => (first !== null && e.owner === first ? 0 : 1);
  out.sort(
    (a, b) =>
      (a.handler.tier ?? 0) - (b.handler.tier ?? 0) ||
      (a.handler.priority ?? 0) - (b.handler.priority ?? 0) ||
      rank(a.effect) - rank(b.effect) ||
      a.effect.id - b.effect.id,
  );
  return out;
}

/**
 * Runs every listener of `event` over `payload` in order, each seeing the payload as the ones before
 * left it. Returns the final payload, or `CANCEL` when a listener cancelled the event (the later ones
 * do not run).
 */
export function announceTo<C, E extends EventMap, K extends keyof E & string>(
  ctx: C,
  event: K,
  payload: E[K],
  effects: readonly EffectInstance[],
  table: ListenerTable<C, E>,
  first: number | null = null,
): E[K] | Cancel {
  let p = payload;
  for (const { effect, handler } of listenersFor<C, E, K>(event, effects, table, first)) {
    const r = handler.run(ctx, effect, p);
    if (r === CANCEL) return CANCEL;
    if (r !== undefined) p = r;
  }
  return p;
}
