/**
 * The one reaction window: an announced event held open so that players may respond to it before it
 * resolves — opportunity attacks and immediate actions (DDM), damage prevention and redirection and
 * global abilities in the inactive player's window (Dice Masters), leaving-engagement attacks
 * (Heroscape).
 *
 * - Who may respond: every player in `order` (by default starting with the given first player and
 *   going round); a player is asked only when some effect in play offers them a response, so a window
 *   with no legal response costs no decision (architecture, "The game API").
 * - In which order: players answer in turn; one response at a time.
 * - Declare → resolve: a chosen response resolves at once and changes the pending payload in place
 *   (`resolve` returns the new payload, or `CANCEL`). Nothing is resolved twice: the announcer's
 *   continuation step runs once, after the window closes, with the final payload.
 * - A response to a response: after a response every player may answer again (the count of passes
 *   starts over); steps a response pushes (for example a nested window of its own) run before the
 *   window asks again, so the innermost response resolves first. A response marked `closes` ends
 *   the window instead: nothing may answer it.
 * - The window closes when every player in `order` has passed in a row. If a response cancelled the
 *   event, the continuation does not run (`onCancel` runs instead, when given).
 */
import type { OfferedOption } from './decision.js';
import type { EventMap } from './announce.js';
import { CANCEL, type Cancel } from './announce.js';
import type { EffectInstance } from './effect-instance.js';
import type { JsonObject } from './json.js';
import type { Step } from './step.js';

export interface ReactionHandler<C, P> {
  /** Within one player's offers, lower first. */
  readonly priority?: number;
  /**
   * True for a response nothing may answer: once it resolves the window closes and the event goes on
   * (for example a Dice Masters redirection, after which no second window opens).
   */
  readonly closes?: boolean;
  /**
   * The responses this effect offers `player` to the pending event now (ids unique within the
   * effect); none means it takes no part. A response the player cannot pay for is not offered.
   */
  offers(ctx: C, effect: EffectInstance, payload: P, player: number): readonly OfferedOption[];
  /**
   * Resolves the chosen response: returns the changed payload, `CANCEL`, or nothing to leave it. Steps
   * it pushes run before the window asks again.
   */
  resolve(ctx: C, effect: EffectInstance, payload: P, optionId: string, player: number): P | Cancel | void;
}

export type ReactionHandlers<C, E extends EventMap> = { readonly [K in keyof E]?: ReactionHandler<C, E[K]> };

/** The part of an effect handler the reaction window reads: its responses by event name. */
export interface Reacts<C, E extends EventMap> {
  readonly reactions?: ReactionHandlers<C, E>;
}

export type ReactionTable<C, E extends EventMap> = { readonly [handler: string]: Reacts<C, E> | undefined };

export const WINDOW_STEP = 'core:reaction-window';

/** The window while it is open: plain data on the step stack like every other step. */
export type WindowStep = {
  readonly kind: typeof WINDOW_STEP;
  readonly event: string;
  payload: JsonObject;
  readonly order: readonly number[];
  /** Index in `order` of the next player to be asked. */
  next: number;
  /** Passes in a row since the window opened or since the last response. */
  passes: number;
  readonly prompt: string;
  /** Runs once the window closes, with the final payload in its `payload` field. */
  readonly then: Step;
  readonly onCancel: Step | null;
  /** Set when a response cancelled the event: the window then closes without its continuation. */
  cancelled: boolean;
  /** Present only when the opener chose them (`WindowOptions`), so other windows keep their shape. */
  readonly decision?: string;
  readonly pass?: PassOption;
  readonly plainIds?: true;
};

/** The option that passes: its id and words, and whether it is listed before the responses. */
export type PassOption = { readonly id: string; readonly label: string; readonly first?: boolean };

export interface WindowOptions {
  /** Players in the order they may respond (default: `first`, then round the table). */
  readonly order?: readonly number[];
  readonly first?: number;
  /** The question put to a player who may respond. */
  readonly prompt?: string;
  /** Runs instead of the continuation when a response cancels the event. */
  readonly onCancel?: Step;
  /**
   * The kind of decision a player is asked (default `reaction`): a game whose windows each have their
   * own rulebook section names them, so a refused answer cites it.
   */
  readonly decision?: string;
  /** The option that passes (default `pass`, "Pass", listed after the responses). */
  readonly pass?: PassOption;
  /**
   * Offer each response under the id its effect gave it instead of `effect id:option id` (the effects'
   * ids must then be unique in the window), for a game whose option ids are already part of its records.
   */
  readonly plainIds?: true;
}

export const PASS = 'pass';

/** What the window needs of the engine run it lives in (the `Ctx`), without depending on it. */
export interface WindowHost<C> {
  readonly ctx: C;
  readonly players: number;
  effects(): readonly EffectInstance[];
  reactions(handler: string): Reacts<C, EventMap> | undefined;
  push(...steps: Step[]): void;
}

interface Offer {
  readonly effect: EffectInstance;
  readonly handler: ReactionHandler<unknown, object>;
  readonly option: OfferedOption;
}

function offersFor<C>(host: WindowHost<C>, event: string, payload: object, player: number): Offer[] {
  const out: { offer: Offer; priority: number }[] = [];
  for (const effect of host.effects()) {
    const h = host.reactions(effect.handler)?.reactions?.[event] as ReactionHandler<C, object> | undefined;
    if (!h) continue;
    for (const option of h.offers(host.ctx, effect, payload, player)) {
      out.push({ offer: { effect, handler: h as ReactionHandler<unknown, object>, option }, priority: h.priority ?? 0 });
    }
  }
  out.sort((a, b) => a.priority - b.priority || a.offer.effect.id - b.offer.effect.id);
  return out.map((o) => o.offer);
}

const optionId = (o: Offer, plain: boolean): string => (plain ? o.option.id : `${o.effect.id}:${o.option.id}`);

function withPayload(step: Step, payload: JsonObject): Step {
  return { ...step, payload };
}

/**
 * Opens a window on `event`, or — when no player has a response — runs straight on: pushes `then`
 * with the payload. Returns whether a window opened.
 */
export function openWindow<C>(host: WindowHost<C>, event: string, payload: JsonObject, then: Step, opts: WindowOptions = {}): boolean {
  const first = opts.first ?? 0;
  const order = opts.order ?? Array.from({ length: host.players }, (_, i) => (first + i) % host.players);
  if (!order.some((p) => offersFor(host, event, payload, p).length > 0)) {
    host.push(withPayload(then, payload));
    return false;
  }
  const step: WindowStep = {
    kind: WINDOW_STEP,
    event,
    payload,
    order: [...order],
    next: 0,
    passes: 0,
    prompt: opts.prompt ?? `Respond to ${event}?`,
    then,
    onCancel: opts.onCancel ?? null,
    cancelled: false,
    ...(opts.decision !== undefined ? { decision: opts.decision } : {}),
    ...(opts.pass !== undefined ? { pass: opts.pass } : {}),
    ...(opts.plainIds ? { plainIds: true as const } : {}),
  };
  host.push(step);
  return true;
}

export interface WindowAsk {
  readonly player: number;
  /** The decision kind (`WindowOptions.decision`, default `reaction`). */
  readonly kind: string;
  readonly prompt: string;
  readonly options: readonly OfferedOption[];
}

/**
 * Runs the window step: asks the next player who has a response, passing for those who have none,
 * or closes the window once everyone has passed in a row.
 */
export function runWindow<C>(host: WindowHost<C>, w: WindowStep): WindowAsk | null {
  if (w.cancelled) {
    if (w.onCancel) host.push(w.onCancel);
    return null;
  }
  const n = w.order.length;
  while (w.passes < n) {
    const player = w.order[w.next % n] as number;
    const offers = offersFor(host, w.event, w.payload, player);
    if (offers.length > 0) {
      const plain = w.plainIds === true;
      const options: OfferedOption[] = offers.map((o) => ({ ...o.option, id: optionId(o, plain) }));
      const pass = { id: w.pass?.id ?? PASS, label: w.pass?.label ?? 'Pass' };
      if (w.pass?.first) options.unshift(pass);
      else options.push(pass);
      return { player, kind: w.decision ?? 'reaction', prompt: w.prompt, options };
    }
    w.passes++;
    w.next = (w.next + 1) % n;
  }
  host.push(withPayload(w.then, w.payload));
  return null;
}

/**
 * Takes a player's answer: a pass, or a response that resolves now. The window goes back on the
 * stack first, so steps the response pushes run before it asks again.
 */
export function answerWindow<C>(host: WindowHost<C>, w: WindowStep, chosen: string): void {
  const n = w.order.length;
  const player = w.order[w.next % n] as number;
  if (chosen === (w.pass?.id ?? PASS)) {
    w.passes++;
    w.next = (w.next + 1) % n;
    host.push(w);
    return;
  }
  const offer = offersFor(host, w.event, w.payload, player).find((o) => optionId(o, w.plainIds === true) === chosen);
  if (!offer) throw new Error(`reaction window on ${w.event}: "${chosen}" is no longer a response of player ${player + 1}`);
  host.push(w);
  const r = offer.handler.resolve(host.ctx, offer.effect, w.payload, offer.option.id, player);
  if (r === CANCEL) {
    w.cancelled = true;
    return;
  }
  if (r !== undefined) w.payload = r as JsonObject;
  if (offer.handler.closes) {
    w.passes = n;
    return;
  }
  w.passes = 0;
  w.next = (w.next + 1) % n;
}

/** Whether a step on the stack is an open reaction window. */
export function isWindowStep(step: Step): boolean {
  return step.kind === WINDOW_STEP;
}
