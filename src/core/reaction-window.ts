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
 *
 * Declare → order → resolve (`WindowOptions.declare`, for rules where everyone declares before
 * anything resolves — DDM's "Resolving Effects": simultaneous effects, the acting player orders them;
 * opportunity attacks provoked together): the window asks *responders* (creatures, not players) one
 * after another, each answered for by its player, and each may declare responses (or one, `once`);
 * responses a handler enters `automatic`ally are declared first, without a question. Then, when two or
 * more declared responses are still `valid`, `orderedBy` picks which resolves next, each completely
 * (with the steps it pushes) before the next; a declared response no longer valid does nothing. The
 * window then closes as above. With `again` (a response to a response, DDM's immediate actions answering
 * one another), each resolved response is followed by another round of declarations before the rest
 * resolve: a responder is asked again only when it is offered something it was not offered before in
 * the window (what the resolved response made possible), and a response that resolved is not offered
 * again; the newly declared are ordered with those still waiting.
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
  offers(ctx: C, effect: EffectInstance, payload: P, player: number, responding?: Responding): readonly OfferedOption[];
  /**
   * Resolves the chosen response: returns the changed payload, `CANCEL`, or nothing to leave it. Steps
   * it pushes run before the window asks again. In a declare window `responder` is who declared it.
   */
  resolve(ctx: C, effect: EffectInstance, payload: P, optionId: string, player: number, responder?: number): P | Cancel | void;
  /** Declare windows: the responses `responder` makes without being asked ("automatic"), declared first. */
  automatic?(ctx: C, effect: EffectInstance, payload: P, responder: number): readonly string[];
  /** Declare windows: whether a declared response can still resolve (default: it is still offered or automatic). */
  valid?(ctx: C, effect: EffectInstance, payload: P, responder: number, optionId: string): boolean;
  /** Declare windows: a declared response in the question which resolves first (default its option id). */
  label?(ctx: C, effect: EffectInstance, payload: P, responder: number, optionId: string): string;
  /** Declare windows: the question put to `responder` (default the window's prompt). */
  prompt?(ctx: C, effect: EffectInstance, payload: P, responder: number): string;
}

/** Who is declaring in a declare window, and the option ids it has declared there so far. */
export interface Responding {
  readonly responder: number;
  readonly declared: readonly string[];
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
  /** Runs once the window closes, with the final payload in its `payload` field (null: nothing; a declare window's continuation may be the step below it). */
  readonly then: Step | null;
  readonly onCancel: Step | null;
  /** Set when a response cancelled the event: the window then closes without its continuation. */
  cancelled: boolean;
  /** Present only when the opener chose them (`WindowOptions`), so other windows keep their shape. */
  readonly decision?: string;
  readonly pass?: PassOption;
  readonly plainIds?: true;
  /**
   * Declare windows only: the mode, the declarations so far (by responder, effect id, option id) and
   * the phase (absent until it first runs and enters the automatic responses).
   */
  readonly declare?: DeclareMode;
  declared?: Declared[];
  phase?: 'declare' | 'order';
  /** `again` only: the responses resolved so far, the offers made (`responder:effect:option`), and the rounds of declarations after a resolution. */
  resolved?: Declared[];
  seen?: string[];
  rounds?: number;
};

/**
 * "Declare per responder, then order" (see the file comment). `responders` in the order they declare
 * and `players[i]` the player answering for `responders[i]`; `orderedBy` orders two or more declared
 * responses (decision `orderDecision`, default `order`). `handler`: the responses come from that one
 * handler of the game's table (an effect named after it, with `params`) instead of the effects in
 * play — for a window a game opens for one kind of response.
 */
export type DeclareMode = {
  readonly responders: readonly number[];
  readonly players: readonly number[];
  /** One declaration per responder (default: it is asked again until it passes). */
  readonly once?: true;
  /** A response to a response: after each resolution, a round of declarations of what is newly offered (see the file comment). */
  readonly again?: true;
  readonly orderedBy: number;
  readonly orderDecision?: string;
  readonly orderPrompt?: string;
  readonly handler?: string;
  readonly params?: JsonObject;
};

export type Declared = { readonly by: number; readonly effect: number; readonly option: string };

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
  /** Declare per responder, then order (see `DeclareMode`); such a window opens without looking for responses first. */
  readonly declare?: DeclareMode;
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
export function openWindow<C>(host: WindowHost<C>, event: string, payload: JsonObject, then: Step | null, opts: WindowOptions = {}): boolean {
  const first = opts.first ?? 0;
  const order = opts.order ?? Array.from({ length: host.players }, (_, i) => (first + i) % host.players);
  if (opts.declare) {
    host.push(declareWindow(event, payload, then, { ...opts, declare: opts.declare }));
    return true;
  }
  if (!then) throw new Error(`reaction window on ${event}: only a declare window may open without a continuation`);
  if (!order.some((p) => offersFor(host, event, payload, p).length > 0)) {
    host.push(withPayload(then, payload));
    return false;
  }
  host.push(windowStep(event, payload, [...order], then, opts));
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
  if (w.declare) return runDeclare(host, w, w.declare);
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
  if (w.then) host.push(withPayload(w.then, w.payload));
  return null;
}

/**
 * Takes a player's answer: a pass, or a response that resolves now. The window goes back on the
 * stack first, so steps the response pushes run before it asks again.
 */
export function answerWindow<C>(host: WindowHost<C>, w: WindowStep, chosen: string): void {
  if (w.declare) return answerDeclare(host, w, w.declare, chosen);
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

/** A declare window's step (`WindowOptions.declare`), to push as it is: it asks nothing until it runs. */
export function declareWindow(event: string, payload: JsonObject, then: Step | null, opts: WindowOptions & { readonly declare: DeclareMode }): WindowStep {
  return windowStep(event, payload, [], then, opts, opts.declare);
}

/** A window step while it is being built (its fields are set once, in a fixed order). */
type NewWindow = { -readonly [K in keyof WindowStep]: WindowStep[K] };

/**
 * A window step at its start: nobody asked yet, nothing passed or cancelled. Built field by field,
 * never by spreading one object into another: V8 then gives windows with the same fields one shape,
 * where a spread from a call site that sees many shapes gave each window step a shape of its own (a
 * new map per window, and every read of a window's fields a megamorphic one).
 */
function windowStep(event: string, payload: JsonObject, order: number[], then: Step | null, opts: WindowOptions, declare?: DeclareMode): WindowStep {
  const w: NewWindow = {
    kind: WINDOW_STEP,
    event,
    payload,
    order,
    next: 0,
    passes: 0,
    prompt: opts.prompt ?? `Respond to ${event}?`,
    then,
    onCancel: opts.onCancel ?? null,
    cancelled: false,
  };
  if (opts.decision !== undefined) w.decision = opts.decision;
  if (opts.pass !== undefined) w.pass = opts.pass;
  if (opts.plainIds) w.plainIds = true;
  if (declare) {
    w.declare = declare;
    w.declared = [];
  }
  return w;
}

type AnyHandler = ReactionHandler<unknown, object>;

/** The effects that may respond in a declare window: the one named handler's, or those in play. */
function declareEffects<C>(host: WindowHost<C>, d: DeclareMode): readonly EffectInstance[] {
  return d.handler === undefined ? host.effects() : [{ id: 0, name: d.handler, handler: d.handler, owner: -1, params: d.params ?? {} }];
}

function handlerFor<C>(host: WindowHost<C>, effect: EffectInstance, event: string): AnyHandler | undefined {
  return host.reactions(effect.handler)?.reactions?.[event] as AnyHandler | undefined;
}

function declareOffers<C>(host: WindowHost<C>, effects: readonly EffectInstance[], w: WindowStep, player: number, responding: Responding): Offer[] {
  const out: { offer: Offer; priority: number }[] = [];
  for (const effect of effects) {
    const h = handlerFor(host, effect, w.event);
    if (!h) continue;
    for (const option of h.offers(host.ctx, effect, w.payload, player, responding))
      out.push({ offer: { effect, handler: h, option }, priority: h.priority ?? 0 });
  }
  if (out.length > 1) out.sort((a, b) => a.priority - b.priority || a.offer.effect.id - b.offer.effect.id);
  return out.map((o) => o.offer);
}

/** What `responder` has declared in the window, still waiting or (`again`) resolved: not offered to it again. */
const declaredBy = (w: WindowStep, responder: number): string[] =>
  [...(w.declared ?? []), ...(w.resolved ?? [])].filter((x) => x.by === responder).map((x) => x.option);

const seenKey = (by: number, o: Offer): string => `${by}:${o.effect.id}:${o.option.id}`;

/** `again`, in a round after a resolution: whether `offers` hold something not offered to `by` before in the window. */
function somethingNew(w: WindowStep, by: number, offers: readonly Offer[]): boolean {
  return (w.rounds ?? 0) === 0 || offers.some((o) => !(w.seen ?? []).includes(seenKey(by, o)));
}

const playerOf = (d: DeclareMode, responder: number): number => d.players[d.responders.indexOf(responder)] ?? -1;

function stillValid<C>(host: WindowHost<C>, effects: readonly EffectInstance[], w: WindowStep, x: Declared, d: DeclareMode): boolean {
  const effect = effects.find((e) => e.id === x.effect);
  const h = effect && handlerFor(host, effect, w.event);
  if (!effect || !h) return false;
  if (h.valid) return h.valid(host.ctx, effect, w.payload, x.by, x.option);
  if (h.automatic?.(host.ctx, effect, w.payload, x.by).includes(x.option)) return true;
  return h.offers(host.ctx, effect, w.payload, playerOf(d, x.by), { responder: x.by, declared: [] }).some((o) => o.id === x.option);
}

function runDeclare<C>(host: WindowHost<C>, w: WindowStep, d: DeclareMode): WindowAsk | null {
  const effects = declareEffects(host, d);
  const declared = (w.declared ??= []);
  if (w.phase !== 'order') {
    // Automatic responses are entered once, before the first question, in responder order.
    if (w.phase === undefined) {
      w.phase = 'declare';
      for (const by of d.responders)
        for (const effect of effects) {
          const h = handlerFor(host, effect, w.event);
          for (const option of h?.automatic?.(host.ctx, effect, w.payload, by) ?? []) declared.push({ by, effect: effect.id, option });
        }
    }
    for (; w.next < d.responders.length; w.next++) {
      const by = d.responders[w.next] as number;
      const player = d.players[w.next] as number;
      const offers = declareOffers(host, effects, w, player, { responder: by, declared: declaredBy(w, by) });
      const first = offers[0];
      if (!first) continue;
      if (d.again) {
        if (!somethingNew(w, by, offers)) continue;
        const seen = (w.seen ??= []);
        for (const o of offers) if (!seen.includes(seenKey(by, o))) seen.push(seenKey(by, o));
      }
      const plain = w.plainIds === true;
      const options: OfferedOption[] = offers.map((o) => ({ ...o.option, id: optionId(o, plain) }));
      const pass = { id: w.pass?.id ?? PASS, label: w.pass?.label ?? 'Pass' };
      if (w.pass?.first) options.unshift(pass);
      else options.push(pass);
      const prompt = first.handler.prompt?.(host.ctx, first.effect, w.payload, by) ?? w.prompt;
      return { player, kind: w.decision ?? 'reaction', prompt, options };
    }
    w.phase = 'order';
  }
  const live: number[] = [];
  declared.forEach((x, j) => {
    if (stillValid(host, effects, w, x, d)) live.push(j);
  });
  if (live.length === 0) {
    if (w.then) host.push(withPayload(w.then, w.payload));
    return null;
  }
  if (live.length === 1) {
    resolveDeclared(host, effects, w, d, live[0] as number);
    return null;
  }
  const options = live.map((j) => {
    const x = declared[j] as Declared;
    const effect = effects.find((e) => e.id === x.effect) as EffectInstance;
    const label = handlerFor(host, effect, w.event)?.label?.(host.ctx, effect, w.payload, x.by, x.option) ?? x.option;
    return { id: String(j), label };
  });
  return { player: d.orderedBy, kind: d.orderDecision ?? 'order', prompt: d.orderPrompt ?? `Which response to ${w.event} resolves first?`, options };
}

/** Resolves declaration `j`; the window goes back on the stack first, so what it starts runs before the rest. */
function resolveDeclared<C>(host: WindowHost<C>, effects: readonly EffectInstance[], w: WindowStep, d: DeclareMode, j: number): void {
  const [x] = (w.declared ?? []).splice(j, 1);
  if (d.again && x) {
    // A response to a response: declarations open again once this one has resolved.
    (w.resolved ??= []).push(x);
    w.rounds = (w.rounds ?? 0) + 1;
    w.phase = 'declare';
    w.next = 0;
  }
  host.push(w);
  const effect = x && effects.find((e) => e.id === x.effect);
  const h = effect && handlerFor(host, effect, w.event);
  if (!x || !effect || !h) return;
  const r = h.resolve(host.ctx, effect, w.payload, x.option, playerOf(d, x.by), x.by);
  if (r === CANCEL) w.cancelled = true;
  else if (r !== undefined) w.payload = r as JsonObject;
}

function answerDeclare<C>(host: WindowHost<C>, w: WindowStep, d: DeclareMode, chosen: string): void {
  const effects = declareEffects(host, d);
  if (w.phase === 'order') {
    const j = Number(chosen);
    const x = w.declared?.[j];
    if (!x || String(j) !== chosen || !stillValid(host, effects, w, x, d))
      throw new Error(`reaction window on ${w.event}: "${chosen}" is not a declared response that can resolve now`);
    return resolveDeclared(host, effects, w, d, j);
  }
  const by = d.responders[w.next] as number;
  if (chosen === (w.pass?.id ?? PASS)) {
    w.next++;
    host.push(w);
    return;
  }
  const offers = declareOffers(host, effects, w, d.players[w.next] as number, { responder: by, declared: declaredBy(w, by) });
  const offer = offers.find((o) => optionId(o, w.plainIds === true) === chosen);
  if (!offer) throw new Error(`reaction window on ${w.event}: "${chosen}" is not a response of responder ${by}`);
  (w.declared ??= []).push({ by, effect: offer.effect.id, option: offer.option.id });
  // In a round after a resolution each responder declares at most once.
  if (d.once || (w.rounds ?? 0) > 0) w.next++;
  host.push(w);
}
