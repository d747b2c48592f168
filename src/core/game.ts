import type { z } from 'zod';
import { cloneData, deepFreeze } from './clone.js';
import { Counters, emptyCounters, type CounterState } from './counters.js';
import type { Ask, Decision, LazyAsk, OfferedOption, Option, Pending, RawDecision, RawPending, Terminal } from './decision.js';
import { announceTo, eventInfo, heardIn, plansOf, type Cancel, type EventMap, type PlansByEvent } from './announce.js';
import { hasModifiers, runQuery, type EffectInstance, type EffectTable, type QueryMap, type RuleModifier } from './effects.js';
import { answerWindow, openWindow, runWindow, WINDOW_STEP, type WindowHost, type WindowOptions, type WindowStep } from './reaction-window.js';
import { PUBLIC, type GameEvent, type Narrator, type Visibility } from './events.js';
import { stableHash } from './hash.js';
import type { Json, JsonObject } from './json.js';
import { err, ok, type Result } from './result.js';
import { Rng, seedProblem, seedRng, type RngState, type Seed } from './rng.js';
import { ENGINE_RULE, ruleError, type RuleError, type RuleRef } from './rule-error.js';
import { describeIssues } from './schema.js';
import type { Step } from './step.js';

export type { Step } from './step.js';

/** The effect table of a game with none (one object, so caches keyed by the table keep working). */
const NO_EFFECTS: { readonly [handler: string]: never } = {};

/** The rule modifiers of a query the game's rules do not modify (one array, not a fresh `[]` per query). */
const NO_RULES: readonly never[] = [];

/** The engine's own part of every game state. Plain data: JSON round-trips exactly. */
export interface CoreState {
  rng: RngState;
  /** The step stack; the last element runs next. */
  stack: Step[];
  /** The open question, with its options as the game offered them (labels may be left to `describe`). */
  pending: RawDecision | null;
  /** Last rqid issued. */
  seq: number;
  terminal: Terminal | null;
  counters: CounterState;
  effects: EffectInstance[];
  nextEffectId: number;
  players: number;
  /**
   * Chance outcomes fixed in advance (`Game.forceChance`), taken in order by the next draws instead
   * of the generator. Absent in ordinary play, so it changes no hash or record.
   */
  forced?: number[];
}

/**
 * How `copyCore` copies each field of the core's part (keyed by every field of `CoreState`, so a
 * field added there without a rule here fails the type check): `shared` when the engine replaces it
 * and never changes it in place (the generator state, the open question, the result, the frozen
 * effect instances inside the copied `effects` array), `copied` otherwise.
 */
export const CORE_FIELD_COPY = {
  rng: 'shared',
  stack: 'copied',
  pending: 'shared',
  seq: 'copied',
  terminal: 'shared',
  counters: 'copied',
  effects: 'copied',
  nextEffectId: 'copied',
  players: 'copied',
  forced: 'copied',
} as const satisfies Record<keyof CoreState, 'shared' | 'copied'>;

/**
 * A copy of the core's part of a state for a game's own `clone`, field by field (see
 * `CORE_FIELD_COPY`): the steps on the stack are deep-copied (a handler may change its own step).
 */
export function copyCore(core: CoreState): CoreState {
  const out: CoreState = {
    rng: core.rng,
    stack: cloneData(core.stack),
    pending: core.pending,
    seq: core.seq,
    terminal: core.terminal,
    counters: { turnUsed: { ...core.counters.turnUsed }, spent: { ...core.counters.spent }, turn: core.counters.turn },
    effects: core.effects.slice(),
    nextEffectId: core.nextEffectId,
    players: core.players,
  };
  if (core.forced !== undefined) out.forced = core.forced.slice();
  return out;
}

export interface GameState {
  core: CoreState;
}

/**
 * What a step handler can do while it runs: emit events, push steps, roll dice, ask a player,
 * consult queries and fire triggers. One Ctx lives for one engine run (a setup or an apply).
 */
export class Ctx<S extends GameState, Q extends QueryMap = QueryMap, E extends EventMap = EventMap> {
  readonly events: GameEvent[] = [];
  /**
   * Whether anyone reads this run's events (`ApplyOptions.events`). When nobody does (bots, search,
   * the simulator), `emit` keeps nothing, and a rule whose event costs real work to word (names,
   * payments, the faces rolled) checks this before building it. Rules never read events, so what
   * happens is the same either way.
   */
  readonly eventsWanted: boolean;
  private liveRng: Rng | null = null;
  private host: WindowHost<Ctx<S, Q, E>> | null = null;
  /** The event plans of the game's effect table, looked up at the run's first announcement. */
  private plans: PlansByEvent | null = null;
  readonly counters: Counters;

  constructor(
    readonly state: S,
    private readonly def: GameDefinition<S, unknown, Q, Step, E>,
    eventsWanted = true,
  ) {
    this.counters = new Counters(state.core.counters);
    this.eventsWanted = eventsWanted;
  }

  get rng(): Rng {
    if (!this.liveRng) this.liveRng = new Rng(this.state.core.rng, this.state.core.forced);
    return this.liveRng;
  }

  /** Writes the advanced generator back into the state. */
  flushRng(): void {
    if (this.liveRng) {
      this.state.core.rng = this.liveRng.state();
      this.liveRng = null;
    }
    if (this.state.core.forced?.length === 0) delete this.state.core.forced;
  }

  emit(type: string, data: JsonObject = {}, visibility: Visibility = PUBLIC): void {
    if (this.eventsWanted) this.events.push({ type, visibility, data });
  }

  /** Pushes steps so that they run in the order given (the first argument runs first). */
  push(...steps: Step[]): void {
    for (let i = steps.length - 1; i >= 0; i--) this.state.core.stack.push(steps[i] as Step);
  }

  ask(player: number, kind: string, prompt: string, options: readonly Option[]): Ask {
    return { ask: true, player, kind, prompt, options };
  }

  /** Like `ask`, but options may leave their labels to the game's `describe` (see GameDefinition). */
  askLazily(player: number, kind: string, prompt: string, options: readonly OfferedOption[]): LazyAsk {
    return { ask: true, lazy: true, player, kind, prompt, options };
  }

  end(returns: readonly number[], reason: string): void {
    if (!this.state.core.terminal) this.state.core.terminal = { terminal: true, returns: [...returns], reason };
  }

  get over(): boolean {
    return this.state.core.terminal !== null;
  }

  activeEffects(): readonly EffectInstance[] {
    return this.def.activeEffects ? this.def.activeEffects(this.state) : this.state.core.effects;
  }

  addEffect(e: Omit<EffectInstance, 'id'>): EffectInstance {
    // Field by field, not `{ ...e, id }`: V8 gave each effect spread here (a call site that sees
    // effects of many shapes) a map of its own, so every loop over the effects in play (queries,
    // announcements, reaction windows) read their fields megamorphically.
    const inst: { -readonly [K in keyof EffectInstance]: EffectInstance[K] } = {
      id: this.state.core.nextEffectId++,
      name: e.name,
      handler: e.handler,
      owner: e.owner,
      params: e.params,
    };
    if (e.source !== undefined) inst.source = e.source;
    if (e.stacks !== undefined) inst.stacks = e.stacks;
    if (e.duration !== undefined) inst.duration = e.duration;
    // An effect in play is a value: it is replaced or removed, never changed, so copies of a state
    // share its instances (`copyCore`). Frozen so that a change would throw rather than leak between copies.
    deepFreeze(inst);
    this.state.core.effects.push(inst);
    return inst;
  }

  removeEffects(pred: (e: EffectInstance) => boolean): EffectInstance[] {
    const removed: EffectInstance[] = [];
    this.state.core.effects = this.state.core.effects.filter((e) => (pred(e) ? (removed.push(e), false) : true));
    return removed;
  }

  query<K extends keyof Q & string>(name: K, base: Q[K]['value'], args: Q[K]['args']): Q[K]['value'] {
    const rules = (this.def.rules?.[name] ?? NO_RULES) as readonly RuleModifier<S, Q[K]['value'], Q[K]['args']>[];
    return runQuery<S, Q, K, Ctx<S, Q, E>, E>(
      this.state,
      name,
      base,
      args,
      this.activeEffects(),
      this.def.effects ?? NO_EFFECTS,
      rules,
      this.def.pickDuplicate,
      this.def.fixedEffectArrays === true,
    );
  }

  /**
   * Whether any rule or effect in play modifies query `name`. When not, `query(name, base, args)` is
   * `base` whatever the args, so a rule asking it for many args at once (every target in range of an
   * attacker) may ask this first and build no args.
   */
  modifies<K extends keyof Q & string>(name: K): boolean {
    const rules = (this.def.rules?.[name] ?? NO_RULES) as readonly RuleModifier<S, Q[K]['value'], Q[K]['args']>[];
    return hasModifiers<S, Q, K, Ctx<S, Q, E>, E>(
      name,
      this.activeEffects(),
      this.def.effects ?? NO_EFFECTS,
      rules,
      this.def.pickDuplicate,
      this.def.fixedEffectArrays === true,
    );
  }

  /**
   * Announces `event` to the effects in play (`announce.ts`): returns the payload as their handlers
   * left it, or `CANCEL`. `first` is the player whose effects go first at equal tier and priority.
   */
  announce<K extends keyof E & string>(event: K, payload: E[K], first: number | null = null): E[K] | Cancel {
    const table = this.def.effects ?? NO_EFFECTS;
    const plans = (this.plans ??= plansOf(table));
    const info = eventInfo(plans, table, event);
    // An event no handler of the table listens for: no effect in play can hear it, so the effects in
    // play (a fresh list per call in some games) are not even read. Same result as `announceTo`.
    if (!info.heard) return payload;
    return announceTo<Ctx<S, Q, E>, E, K>(this, event, payload, this.activeEffects(), table, first, plans, info, this.def.fixedEffectArrays === true);
  }

  /**
   * Whether announcing `event` now would run any handler of the effects in play. When not (and nobody
   * reads the events: `eventsWanted`), `announce` would hand back the payload and `emit` keep nothing,
   * so a rule may skip building the payload — as `modifies` lets it skip a query's args.
   */
  hears<K extends keyof E & string>(event: K): boolean {
    const table = this.def.effects ?? NO_EFFECTS;
    const plans = (this.plans ??= plansOf(table));
    const info = eventInfo(plans, table, event);
    if (!info.heard) return false;
    return heardIn<Ctx<S, Q, E>, E, K>(event, this.activeEffects(), table, plans, info, this.def.fixedEffectArrays === true);
  }

  /**
   * Holds `event` open for responses (`reaction-window.ts`); `then` runs once it closes, with the final
   * payload in its `payload` field. With no legal response anywhere, `then` is pushed at once.
   */
  openWindow<K extends keyof E & string>(event: K, payload: E[K] & JsonObject, then: Step, opts?: WindowOptions): boolean {
    return openWindow(this.windowHost(), event, payload, then, opts);
  }

  /** @internal the engine's side of a reaction window (one per run: it holds nothing but this run). */
  windowHost(): WindowHost<Ctx<S, Q, E>> {
    return (this.host ??= new RunHost(this, this.def.effects ?? NO_EFFECTS));
  }
}

/**
 * The engine's side of a reaction window for one run. A class rather than an object of arrow
 * functions: windows open many times per game, and methods on a prototype are made once.
 */
class RunHost<S extends GameState, Q extends QueryMap, E extends EventMap> implements WindowHost<Ctx<S, Q, E>> {
  readonly players: number;
  constructor(
    readonly ctx: Ctx<S, Q, E>,
    private readonly table: EffectTable<S, Q, Ctx<S, Q, E>, E>,
  ) {
    this.players = ctx.state.core.players;
  }
  effects(): readonly EffectInstance[] {
    return this.ctx.activeEffects();
  }
  reactions(handler: string): ReturnType<WindowHost<Ctx<S, Q, E>>['reactions']> {
    return this.table[handler];
  }
  push(...steps: Step[]): void {
    this.ctx.push(...steps);
  }
}

export interface StepHandler<S extends GameState, St extends Step, Q extends QueryMap, E extends EventMap = EventMap> {
  /** Runs the step (already popped). Return an Ask to pause for a decision; the step is kept for `choose`. */
  run(ctx: Ctx<S, Q, E>, step: St): Ask | LazyAsk | void;
  /**
   * Receives the option chosen for the Ask this step returned (the step has been popped again), as
   * the step offered it: without a label when the game leaves labels to `describe`.
   */
  choose?(ctx: Ctx<S, Q, E>, step: St, option: OfferedOption, decision: RawDecision): void;
}

export type StepTable<S extends GameState, St extends Step, Q extends QueryMap, E extends EventMap = EventMap> = {
  readonly [K in St['kind']]: StepHandler<S, Extract<St, { kind: K }>, Q, E>;
};

/** Everything a game supplies; `defineGame` turns it into the uniform `Game` interface. */
export interface GameDefinition<S extends GameState, C, Q extends QueryMap = QueryMap, St extends Step = Step, E extends EventMap = EventMap> {
  readonly id: string;
  readonly title: string;
  readonly players: { readonly min: number; readonly max: number };
  readonly configSchema: z.ZodType<C>;
  /** Hash of the game's content (card and map encodings) so a record names what it was played with. */
  readonly contentHash: string;
  /** Builds the initial state (without core) and the first steps; validation beyond the schema returns a RuleError. */
  init(config: C, ctx: { players: number }): Result<{ state: Omit<S, 'core'>; steps: St[]; players: number }, RuleError>;
  readonly steps: StepTable<S, St, Q, E>;
  /** Called when the stack is empty: push the next phase or end the game. */
  idle?(ctx: Ctx<S, Q, E>): void;
  readonly effects?: EffectTable<S, Q, Ctx<S, Q, E>, E>;
  readonly rules?: { readonly [K in keyof Q]?: readonly RuleModifier<S, Q[K]['value'], Q[K]['args']>[] };
  activeEffects?(state: S): readonly EffectInstance[];
  /**
   * True when no array `activeEffects` returns is ever changed afterwards (a new array for every
   * change): queries and announcements then take the same array as the same effects without
   * comparing them one by one. Never set it for a game that returns `core.effects` itself.
   */
  readonly fixedEffectArrays?: boolean;
  pickDuplicate?(a: EffectInstance, b: EffectInstance): EffectInstance;
  /** The game-specific part of what `player` may know (null: a spectator). Never include core.rng. */
  observe(state: S, player: number | null): Json;
  narrate: Narrator;
  /**
   * The rulebook section that governs each kind of decision, so that a choice outside the options
   * offered is refused citing the rule a player would look up (e.g. "reroll" → ROLL AND REROLL STEP).
   */
  readonly decisionRules?: { readonly [kind: string]: RuleRef };
  /** Optional faster clone for hot loops; defaults to a deep copy. */
  clone?(state: S): S;
  /**
   * Optional state hash; defaults to `stableHash` of the whole state. A game may hash a compact
   * form (e.g. omitting caches derivable from the rest) as long as two states that play alike hash
   * alike and states that differ in anything a player or the rules can see hash differently.
   */
  hash?(state: S): string;
  /**
   * Words an option offered without a label, for UIs, the CLI and records (`Game.pending(state)`,
   * `Game.observe`, `Game.describe`); bots that ask for `pending(state, { labels: false })` never
   * pay for it. `state` is the state at the decision (nothing changes between an ask and its
   * answer) and `decision` the open question. A game that labels every option needs no `describe`.
   */
  describe?(state: S, decision: RawDecision, option: OfferedOption): string;
  /**
   * Optional, beside `describe`: the payload a labelled option carries for UIs when the game offered
   * a compact one (e.g. an index naming a payment that is built only for the option chosen). Called
   * only where `describe` is; without it the payload is the one offered.
   */
  detail?(state: S, decision: RawDecision, option: OfferedOption): Json | undefined;
  /**
   * Optional: true for a set-up the game built itself and vouches for (e.g. a frozen preset it
   * returns again and again), which `setup` then uses as it is instead of checking it against
   * `configSchema` once more. Anything else is checked as usual.
   */
  trustedConfig?(config: unknown): config is C;
}

/** What a player sees of the engine's bookkeeping: whose decision it is; the options only for the decider. */
export interface CoreView {
  readonly pending: Decision | { readonly rqid: number; readonly player: number; readonly kind: string; readonly prompt: string } | null;
  readonly terminal: Terminal | null;
  readonly turn: number;
}

export interface Observation {
  readonly game: string;
  readonly viewer: number | null;
  readonly core: CoreView;
  readonly view: Json;
}

export interface SetupOptions {
  /** Chance outcomes fixed for the draws of the set-up and after it (see `Game.forceChance`). */
  readonly chance?: readonly number[];
}

export interface ApplyOptions {
  /**
   * False when the caller does not read the events the choice causes (a bot's search, a simulation,
   * a benchmark): they are then not built and `apply` returns an empty list. The game plays exactly
   * the same (rules never read events); records store choices, not events. Default true.
   */
  readonly events?: boolean;
}

/** `ApplyOptions` for a caller that reads no events (one object, not one per call). */
export const NO_EVENTS: ApplyOptions = Object.freeze({ events: false });

/** The uniform game API every bot, simulator, server and UI speaks. */
export interface Game<S extends GameState = GameState, C = unknown> {
  readonly id: string;
  readonly title: string;
  readonly players: { readonly min: number; readonly max: number };
  readonly configSchema: z.ZodType<C>;
  readonly contentHash: string;
  setup(config: unknown, seed: Seed, opts?: SetupOptions): Result<{ state: S; events: GameEvent[] }, RuleError>;
  /**
   * The open question (or the result). Options carry labels; with `{ labels: false }` they are
   * returned as the game offered them, which skips wording them (for bots and search).
   */
  pending(state: S, opts?: { readonly labels?: true }): Pending;
  pending(state: S, opts: { readonly labels: false }): RawPending;
  pending(state: S, opts?: { readonly labels?: boolean }): Pending | RawPending;
  /** The label of an option of the open question (its own, or the game's `describe` of it). */
  describe(state: S, option: OfferedOption): string;
  apply(state: S, rqid: number, optionId: string, opts?: ApplyOptions): Result<GameEvent[], RuleError>;
  /**
   * Fixes the outcomes of the next chance draws (every roll, face, bag draw and shuffle is a uniform
   * draw of a whole number in a range; an outcome is that number: a d20's face value, a die face's
   * index, a bag position). Taken in order by the next `apply`s; a forced outcome the draw cannot
   * produce throws `ForcedChanceError`. For tests, the replay viewer and search; a record of a game
   * played with forced chance does not replay from its seed alone.
   */
  forceChance(state: S, outcomes: readonly number[]): Result<void, RuleError>;
  observe(state: S, player: number | null): Observation;
  clone(state: S): S;
  hash(state: S): string;
  /** Per-player results once terminal, else null. */
  returns(state: S): readonly number[] | null;
  narrate: Narrator;
}

export type AnyGame = Game<GameState, unknown>;

/** The engine's own step: an open reaction window (`reaction-window.ts`), the same in every game. */
const windowHandler: StepHandler<GameState, Step, QueryMap, EventMap> = {
  run(ctx, step) {
    const asked = runWindow(ctx.windowHost(), step as WindowStep);
    return asked ? ctx.askLazily(asked.player, asked.kind, asked.prompt, asked.options) : undefined;
  },
  choose(ctx, step, option) {
    answerWindow(ctx.windowHost(), step as WindowStep, option.id);
  },
};

function handlerFor<S extends GameState, C, Q extends QueryMap, St extends Step, E extends EventMap>(
  def: GameDefinition<S, C, Q, St, E>,
  kind: string,
): StepHandler<S, Step, Q, E> | undefined {
  if (kind === WINDOW_STEP) return windowHandler as StepHandler<S, Step, Q, E>;
  const table: { readonly [kind: string]: StepHandler<S, Step, Q, E> | undefined } = def.steps;
  return table[kind];
}

function runUntilDecision<S extends GameState, C, Q extends QueryMap, St extends Step, E extends EventMap>(
  ctx: Ctx<S, Q, E>,
  def: GameDefinition<S, C, Q, St, E>,
): void {
  const core = ctx.state.core;
  while (!core.terminal) {
    const step = core.stack.pop();
    if (!step) {
      if (!def.idle) throw new Error(`${def.id}: the step stack ran empty with no idle handler`);
      def.idle(ctx);
      if (core.stack.length === 0 && !core.terminal) throw new Error(`${def.id}: idle pushed no step and did not end the game`);
      continue;
    }
    const handler = handlerFor(def, step.kind);
    if (!handler) throw new Error(`${def.id}: no handler for step kind "${step.kind}"`);
    const asked = handler.run(ctx, step);
    if (asked) {
      if (asked.options.length === 0) throw new Error(`${def.id}: step "${step.kind}" asked player ${asked.player} with no options`);
      // Only `askLazily` may leave labels out (`ask` is typed with them), so only a lazy ask is checked.
      if (!def.describe && 'lazy' in asked) {
        for (const o of asked.options)
          if (o.label === undefined) throw new Error(`${def.id}: step "${step.kind}" offered option "${o.id}" without a label and the game has no describe`);
      }
      core.stack.push(step);
      core.pending = { terminal: false, rqid: ++core.seq, player: asked.player, kind: asked.kind, prompt: asked.prompt, options: asked.options };
      break;
    }
  }
  ctx.flushRng();
}

function badOutcome(outcomes: readonly number[]): RuleError | null {
  const i = outcomes.findIndex((v) => !Number.isSafeInteger(v));
  return i < 0 ? null : ruleError('invalid-chance', `Forced chance outcome ${i + 1} must be a whole number, got ${String(outcomes[i])}.`);
}

export function defineGame<S extends GameState, C, Q extends QueryMap = QueryMap, St extends Step = Step, E extends EventMap = EventMap>(
  def: GameDefinition<S, C, Q, St, E>,
): Game<S, C> {
  const clone = def.clone ?? ((s: S) => cloneData(s));
  const describe = def.describe;
  const detail = def.detail;

  /** The decision with every option labelled; the same object when the game labelled them all. */
  function labelled(state: S, raw: RawDecision): Decision {
    if (!describe) return raw as Decision;
    let all = true;
    for (const o of raw.options) if (o.label === undefined) all = false;
    if (all) return raw as Decision;
    const options: Option[] = raw.options.map((o) =>
      o.label === undefined
        ? detail
          ? { ...o, label: describe(state, raw, o), payload: detail(state, raw, o) }
          : { ...o, label: describe(state, raw, o) }
        : (o as Option),
    );
    return { ...raw, options };
  }

  function pending(state: S, opts?: { readonly labels?: boolean }): Pending | RawPending {
    const core = state.core;
    if (core.terminal) return core.terminal;
    if (!core.pending) throw new Error(`${def.id}: state has neither a pending decision nor a result`);
    return opts?.labels === false ? core.pending : labelled(state, core.pending);
  }

  return {
    id: def.id,
    title: def.title,
    players: def.players,
    configSchema: def.configSchema,
    contentHash: def.contentHash,
    narrate: def.narrate,

    setup(config, seed, opts) {
      let checked: C;
      if (def.trustedConfig?.(config)) checked = config;
      else {
        const parsed = def.configSchema.safeParse(config);
        if (!parsed.success) return err(ruleError('invalid-config', `The ${def.title} set-up is not valid:\n${describeIssues(parsed.error)}`));
        checked = parsed.data;
      }
      const badSeed = seedProblem(seed);
      if (badSeed) return err(ruleError('invalid-config', `The seed is not valid: ${badSeed}.`));
      const init = def.init(checked, { players: def.players.min });
      if (!init.ok) return init;
      const { players } = init.value;
      if (players < def.players.min || players > def.players.max) {
        return err(ruleError('invalid-config', `${def.title} takes ${def.players.min} to ${def.players.max} players, not ${players}.`));
      }
      const core: CoreState = {
        rng: seedRng(seed),
        stack: [],
        pending: null,
        seq: 0,
        terminal: null,
        counters: emptyCounters(),
        effects: [],
        nextEffectId: 1,
        players,
      };
      if (opts?.chance && opts.chance.length > 0) {
        const bad = badOutcome(opts.chance);
        if (bad) return err(bad);
        core.forced = [...opts.chance];
      }
      const state = { ...init.value.state, core } as S;
      const ctx = new Ctx<S, Q, E>(state, def as GameDefinition<S, unknown, Q, Step, E>);
      ctx.push(...init.value.steps);
      runUntilDecision(ctx, def);
      return ok({ state, events: ctx.events });
    },

    pending: pending as Game<S, C>['pending'],

    describe(state, option) {
      if (option.label !== undefined) return option.label;
      const p = state.core.pending;
      if (!p || !describe) throw new Error(`${def.id}: option "${option.id}" has no label and there is no open question to word it for`);
      return describe(state, p, option);
    },

    apply(state, rqid, optionId, opts) {
      const core = state.core;
      if (core.terminal) return err(ruleError('game-over', `The game is over (${core.terminal.reason}); no more choices can be made.`));
      const p = core.pending;
      if (!p || p.rqid !== rqid) {
        return err(
          ruleError('stale-request', `Request ${rqid} is not the open question${p ? ` (that is request ${p.rqid}, for player ${p.player + 1})` : ''}.`),
        );
      }
      // A plain loop: `find` with a fresh closure per call showed in the profiles of random games.
      let option: OfferedOption | undefined;
      for (const o of p.options) {
        if (o.id === optionId) {
          option = o;
          break;
        }
      }
      if (!option) {
        const rule = def.decisionRules?.[p.kind] ?? ENGINE_RULE;
        return err(
          ruleError(
            'unknown-option',
            `"${optionId}" is not one of the options offered for request ${rqid} (${p.kind}): ${rule === ENGINE_RULE ? 'only offered choices can be made' : `see ${rule.section}`}.`,
            rule,
          ),
        );
      }
      const step = core.stack.pop();
      if (!step) throw new Error(`${def.id}: a decision is pending but the stack is empty`);
      core.pending = null;
      const ctx = new Ctx<S, Q, E>(state, def as GameDefinition<S, unknown, Q, Step, E>, opts?.events !== false);
      const handler = handlerFor(def, step.kind);
      if (!handler?.choose) throw new Error(`${def.id}: step "${step.kind}" asked a question but cannot take an answer`);
      handler.choose(ctx, step, option, p);
      runUntilDecision(ctx, def);
      return ok(ctx.events);
    },

    forceChance(state, outcomes) {
      const bad = badOutcome(outcomes);
      if (bad) return err(bad);
      if (outcomes.length > 0) (state.core.forced ??= []).push(...outcomes);
      return ok(undefined);
    },

    observe(state, player) {
      const core = state.core;
      const p = core.pending;
      const pending = p === null ? null : player === p.player ? labelled(state, p) : { rqid: p.rqid, player: p.player, kind: p.kind, prompt: p.prompt };
      return { game: def.id, viewer: player, core: { pending, terminal: core.terminal, turn: core.counters.turn }, view: def.observe(state, player) };
    },

    clone,
    hash: def.hash ? (state) => (def.hash as (s: S) => string)(state) : (state) => stableHash(state),
    returns: (state) => state.core.terminal?.returns ?? null,
  };
}
