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

/** The handlers that listen for `event`, in the order they run (see the file comment). */
export function listenersFor<C, E extends EventMap, K extends keyof E & string>(
  event: K,
  effects: readonly EffectInstance[],
  table: ListenerTable<C, E>,
  first: number | null = null,
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
