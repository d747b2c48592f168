/**
 * One live table: the authoritative game state, rebuilt from the durable log, and the only place
 * that changes it. Every choice — a human's or an AI seat's — goes through `submit`, which runs
 * one at a time per table: check it answers the open question for a seat the sender holds, append
 * it to the log and wait until that is durable, then apply it and tell the listeners. A choice is
 * never broadcast (or applied) before it is logged, so a crash can lose only choices nobody saw.
 */
import { createAgent, type Agent } from '../ai/index.js';
import { heuristicsFor } from '../ai/registry.js';
import { narrate, type AnyGame, type GameEvent, type GameState, type Observation } from '../core/index.js';
import type { AnyGameModule } from '../games/module.js';
import type { AiChooser } from './ai-pool.js';
import { rollsOf, type LogRoll } from './log-dice.js';
import { resignReason, resignReturns } from './resign.js';
import { agentSeedFor } from './seeds.js';
import type { WireError } from './protocol.js';
import type { StoredChoice, Store, TableRecord } from './store/store.js';

export type SubmitResult = { ok: true } | { ok: false; error: WireError };

export interface TableListener {
  /** Called after each applied choice (and on finish); `before` is each viewer's log length before it. */
  (table: LiveTable, change: { readonly events: readonly GameEvent[] }): void;
}

export interface TableOptions {
  /** Milliseconds an AI seat waits before answering (so a human can follow); 0 in tests and benches. */
  readonly aiDelayMs: number;
  /** Fired when an AI seat or the engine fails (logged by the server). */
  readonly onError?: (table: LiveTable, e: Error) => void;
  /** Worker threads for AI seats; without it agents think on the server thread (fine for random/greedy). */
  readonly ai?: AiChooser;
  /** Measurement hook: milliseconds from taking a choice up to its broadcast (log write included). */
  readonly onApplied?: (ms: number) => void;
  /** Whether AI seats may move now (the server pauses AI-only play nobody watches); omitted: always. */
  readonly aiMayMove?: (table: LiveTable) => boolean;
  /** Several server processes share the tables (cluster.ts); omitted: this process owns every table it loads. */
  readonly ownership?: TableOwnership;
}

/**
 * One owner per table across processes (cluster.ts): only the owner logs choices and moves AI seats;
 * any other process that has the table loaded follows it, applying the choices the owner announces,
 * and hands its own clients' choices to the owner.
 */
export interface TableOwnership {
  /** Takes the table's lock if nobody holds it; true when this process owns the table now. */
  acquire(table: string): Promise<boolean>;
  release(table: string): Promise<void>;
  /** A choice made on this process to a table another process owns; 'unowned' when no process owns it. */
  forward(table: LiveTable, seats: readonly number[], rqid: number, option: string): Promise<SubmitResult | 'unowned'>;
  /** Tells the followers a choice is logged and applied. */
  announce(table: string, choice: StoredChoice): void;
}

const fail = (code: string, message: string): SubmitResult => ({ ok: false, error: { code, message } });

export class LiveTable {
  readonly game: AnyGame;
  /** Narrated lines per viewer (index players = spectators), grown as events arrive. */
  private readonly lines: string[][];
  /** The dice each viewer's log tells of (log-dice.ts), numbered by that viewer's lines. */
  private readonly rolls: LogRoll[][];
  private tail: Promise<unknown> = Promise.resolve();
  private readonly agents = new Map<number, Agent>();
  private readonly listeners = new Set<TableListener>();
  private aiTimer: ReturnType<typeof setTimeout> | null = null;
  /** An AI seat is to move but was held back by `aiMayMove`; `wakeAi` lets it go on. */
  private aiParked = false;
  private closed = false;
  /** Another process owns this table (TableOwnership): this copy only follows it. */
  private following = false;
  /** Last error that stopped the table, if any. */
  broken: string | null = null;

  private constructor(
    public record: TableRecord,
    readonly module: AnyGameModule,
    readonly state: GameState,
    private readonly store: Store,
    private readonly opts: TableOptions,
    setupEvents: readonly GameEvent[],
  ) {
    this.game = module.game;
    this.lines = Array.from({ length: record.seats.length + 1 }, () => []);
    this.rolls = Array.from({ length: record.seats.length + 1 }, () => []);
    this.addEvents(setupEvents);
    record.seats.forEach((s, i) => {
      if (s.kind !== 'ai') return;
      const made = createAgent(s.agent, { seed: agentSeedFor(record.seed, i), heuristics: heuristicsFor(record.game) });
      if (!made.ok) throw new Error(`table ${record.id}: seat ${i + 1}: ${made.error}`);
      this.agents.set(i, made.value);
    });
  }

  /** Rebuilds a table from its set-up and logged choices (also how a crashed table comes back). */
  static async load(store: Store, module: AnyGameModule, record: TableRecord, opts: TableOptions): Promise<LiveTable> {
    const game = module.game;
    const started = game.setup(record.config, record.seed);
    if (!started.ok) throw new Error(`table ${record.id}: its set-up no longer starts a game: ${started.error.message}`);
    const t = new LiveTable(record, module, started.value.state, store, opts, started.value.events);
    const choices = await store.choices(record.id);
    for (const c of choices) {
      const r = game.apply(t.state, c.rqid, c.option);
      if (!r.ok) throw new Error(`table ${record.id}: logged choice ${c.index + 1} (request ${c.rqid}, "${c.option}") no longer applies: ${r.error.message}`);
      t.addEvents(r.value);
    }
    t.record = { ...record, moves: choices.length };
    if (opts.ownership) t.following = !(await opts.ownership.acquire(record.id));
    await t.settle();
    return t;
  }

  /** Whether this process owns the table (always, on one process). */
  get owned(): boolean {
    return !this.following;
  }

  /** A follower's copy: applies a choice the owner logged (reading the log for any it missed). */
  follow(c: StoredChoice): Promise<void> {
    const run = this.tail.then(async () => {
      if (!this.following || this.closed || c.index < this.record.moves) return;
      this.notify(await this.catchUp(c.index === this.record.moves ? [c] : null));
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** The owner is gone and this process took the lock: read what it logged last, then go on as owner. */
  promote(): Promise<void> {
    const run = this.tail.then(() => (this.following && !this.closed ? this.takeOver() : undefined));
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Inside the queue, with the lock held: read the log's tail, then act as the owner. */
  private async takeOver(): Promise<void> {
    const events = await this.catchUp(null);
    this.following = false;
    await this.settle();
    this.notify(events);
  }

  /** Applies logged choices from this copy's move count on: `known` ones, or else the log's. */
  private async catchUp(known: readonly StoredChoice[] | null): Promise<GameEvent[]> {
    const todo = known ?? (await this.store.choices(this.id)).slice(this.record.moves);
    const events: GameEvent[] = [];
    for (const c of todo) {
      if (c.index !== this.record.moves) throw new Error(`table ${this.id}: logged choice ${c.index + 1} arrived out of order`);
      const r = this.game.apply(this.state, c.rqid, c.option);
      if (!r.ok) {
        this.broken = `logged choice ${c.index + 1} does not apply here: ${r.error.message}`;
        break;
      }
      this.addEvents(r.value);
      events.push(...r.value);
      this.record = { ...this.record, moves: c.index + 1, updatedAt: Date.now() };
    }
    const p = this.game.pending(this.state);
    if (p.terminal && this.record.status !== 'finished') this.record = { ...this.record, status: 'finished', returns: [...p.returns], reason: p.reason };
    return events;
  }

  get id(): string {
    return this.record.id;
  }

  get players(): number {
    return this.record.seats.length;
  }

  onChange(l: TableListener): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  observe(viewer: number | null): Observation {
    return this.game.observe(this.state, viewer);
  }

  /** This viewer's narrated log from line `from` on. */
  logFor(viewer: number | null, from = 0): string[] {
    return this.lines[viewer ?? this.players]!.slice(from);
  }

  /** The dice told of by this viewer's log from line `from` on. */
  rollsFor(viewer: number | null, from = 0): LogRoll[] {
    // Updates ask for the last few lines: look back from the end only as far as `from`.
    const all = this.rolls[viewer ?? this.players]!;
    let i = all.length;
    while (i > 0 && all[i - 1]!.line >= from) i--;
    return all.slice(i);
  }

  logLength(viewer: number | null): number {
    return this.lines[viewer ?? this.players]!.length;
  }

  /** Choices so far, as logged. */
  get moves(): number {
    return this.record.moves;
  }

  /** The seat whose decision is open, or null when the game is over. */
  get toAct(): number | null {
    const p = this.game.pending(this.state);
    return p.terminal ? null : p.player;
  }

  /**
   * A choice from someone holding `seats` (empty: a spectator). Queued behind any choice still
   * being logged, then checked against the question open at that moment.
   */
  submit(seats: readonly number[], rqid: number, option: string): Promise<SubmitResult> {
    const run = this.tail.then(() => this.submitNow(seats, rqid, option));
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async submitNow(seats: readonly number[], rqid: number, option: string): Promise<SubmitResult> {
    const t0 = this.opts.onApplied ? performance.now() : 0;
    if (this.closed) return fail('table-closed', 'This table is no longer open on this server; reconnect.');
    if (this.broken) return fail('table-broken', `This table stopped after an error: ${this.broken}`);
    if (this.following && this.opts.ownership) {
      const r = await this.opts.ownership.forward(this, seats, rqid, option);
      if (r !== 'unowned') return r;
      // Its owner is gone: take the table over here, then handle the choice as its owner.
      if (!(await this.opts.ownership.acquire(this.id)))
        return fail('table-moving', 'This table is moving to another server process; send the choice again in a moment.');
      await this.takeOver();
    }
    const p = this.game.pending(this.state);
    if (p.terminal) return fail('game-over', `The game is over (${p.reason}); no more choices can be made.`);
    if (this.record.status !== 'playing') return fail('game-over', `The game is over (${this.record.reason ?? 'ended'}); no more choices can be made.`);
    if (seats.length === 0) return fail('spectator', 'Spectators watch; they cannot make choices.');
    if (!seats.includes(p.player)) {
      return fail('not-your-turn', `It is seat ${p.player + 1}'s decision (${p.kind}), not yours.`);
    }
    if (rqid !== p.rqid) return fail('stale-request', `Request ${rqid} is not the open question (that is request ${p.rqid}: ${p.prompt}).`);
    if (!p.options.some((o) => o.id === option))
      return fail('unknown-option', `"${option}" is not one of the options offered for request ${rqid} (${p.kind}).`);
    // Write-ahead: the choice is durable before the state changes or anyone hears of it.
    const index = this.record.moves;
    try {
      await this.store.appendChoice(this.id, { index, rqid, option, seat: p.player });
    } catch (e) {
      return fail('log-failed', `The choice could not be saved, so it was not made: ${e instanceof Error ? e.message : String(e)}`);
    }
    let events: GameEvent[];
    try {
      const r = this.game.apply(this.state, rqid, option);
      if (!r.ok) throw new Error(`the engine refused a choice it had offered: ${r.error.message}`);
      events = r.value;
    } catch (e) {
      // The engine threw on a legal choice: a bug. The log keeps the choice (it reproduces the bug).
      this.broken = e instanceof Error ? e.message : String(e);
      await this.store.finish(this.id, 'broken', null, this.broken).catch(() => undefined);
      this.record = { ...this.record, moves: index + 1, status: 'broken', reason: this.broken };
      this.opts.onError?.(this, e instanceof Error ? e : new Error(String(e)));
      this.notify([]);
      return fail('engine-error', `The engine failed on this choice (logged for a bug report): ${this.broken}`);
    }
    this.record = { ...this.record, moves: index + 1, updatedAt: Date.now() };
    this.addEvents(events);
    this.opts.ownership?.announce(this.id, { index, rqid, option, seat: p.player });
    await this.settle();
    this.notify(events);
    this.opts.onApplied?.(performance.now() - t0);
    return { ok: true };
  }

  /**
   * `seat` resigns (resign.ts; the caller checked the connection holds it). Queued like a choice,
   * and durable (the table is finished in the store) before anyone hears of it.
   */
  resign(seat: number): Promise<SubmitResult> {
    const run = this.tail.then(async (): Promise<SubmitResult> => {
      if (this.closed) return fail('table-closed', 'This table is no longer open on this server; reconnect.');
      if (this.broken) return fail('table-broken', `This table stopped after an error: ${this.broken}`);
      if (this.following) return fail('table-moving', 'This table is played on another server process; resign there (reconnect).');
      const p = this.game.pending(this.state);
      if (p.terminal || this.record.status !== 'playing')
        return fail('game-over', `The game is over (${p.terminal ? p.reason : (this.record.reason ?? 'ended')}); there is nothing to resign.`);
      if (seat < 0 || seat >= this.players) return fail('not-your-seat', `This table has no seat ${seat + 1}.`);
      const reason = resignReason(seat, this.record.seats[seat]?.name ?? `Seat ${seat + 1}`);
      const returns = resignReturns(this.players, seat);
      try {
        await this.store.finish(this.id, 'finished', returns, reason);
      } catch (e) {
        return fail('log-failed', `The resignation could not be saved, so it was not made: ${e instanceof Error ? e.message : String(e)}`);
      }
      this.record = { ...this.record, status: 'finished', returns, reason, updatedAt: Date.now() };
      if (this.aiTimer) clearTimeout(this.aiTimer);
      this.aiTimer = null;
      this.notify([]);
      return { ok: true };
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /**
   * The creator abandons a table nobody has made a choice at yet (abandon.ts; the caller checked the
   * connection holds the creator's seat). Finished with no result, durable before anyone hears of it.
   */
  abandon(reason: string): Promise<SubmitResult> {
    const run = this.tail.then(async (): Promise<SubmitResult> => {
      if (this.closed) return fail('table-closed', 'This table is no longer open on this server; reconnect.');
      if (this.broken) return fail('table-broken', `This table stopped after an error: ${this.broken}`);
      if (this.following) return fail('table-moving', 'This table is played on another server process; reconnect.');
      if (this.record.status !== 'playing' || this.game.pending(this.state).terminal) return fail('game-over', 'This game is already over.');
      if (this.record.moves > 0) return fail('started', 'This game has started: it can be resigned, not abandoned.');
      try {
        await this.store.finish(this.id, 'finished', null, reason);
      } catch (e) {
        return fail('log-failed', `The table could not be closed: ${e instanceof Error ? e.message : String(e)}`);
      }
      this.record = { ...this.record, status: 'finished', returns: null, reason, updatedAt: Date.now() };
      if (this.aiTimer) clearTimeout(this.aiTimer);
      this.aiTimer = null;
      this.notify([]);
      return { ok: true };
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** After a change: record the end of the game, or wake the AI seat whose turn it is. */
  private async settle(): Promise<void> {
    // A follower writes nothing and moves no AI seat: the owner does (catchUp notes the end).
    if (this.following) return;
    const p = this.game.pending(this.state);
    // Ended without the engine ending it (a resignation): nothing more to record, no AI to move.
    if (!p.terminal && this.record.status !== 'playing') return;
    if (p.terminal) {
      if (this.record.status !== 'finished') {
        await this.store.finish(this.id, 'finished', p.returns, p.reason);
        this.record = { ...this.record, status: 'finished', returns: [...p.returns], reason: p.reason };
      }
      return;
    }
    if (this.agents.has(p.player)) this.scheduleAi();
  }

  /** Lets an AI seat held back by `aiMayMove` move now (someone started watching). */
  wakeAi(): void {
    if (!this.aiParked) return;
    this.aiParked = false;
    this.scheduleAi();
  }

  private mayMove(): boolean {
    if (this.opts.aiMayMove && !this.opts.aiMayMove(this)) {
      this.aiParked = true;
      return false;
    }
    return true;
  }

  private scheduleAi(): void {
    if (this.aiTimer || this.closed || !this.mayMove()) return;
    const go = (): void => {
      this.aiTimer = null;
      void this.aiMove();
    };
    if (this.opts.aiDelayMs > 0) this.aiTimer = setTimeout(go, this.opts.aiDelayMs);
    else this.aiTimer = setTimeout(go, 0);
  }

  private async aiMove(): Promise<void> {
    if (this.closed || this.broken || !this.mayMove()) return;
    const p = this.game.pending(this.state);
    if (p.terminal || this.record.status !== 'playing') return;
    const agent = this.agents.get(p.player);
    if (!agent) return;
    let option: string;
    try {
      const seat = this.record.seats[p.player];
      option =
        this.opts.ai && seat?.kind === 'ai'
          ? await this.opts.ai.choose({
              table: this.id,
              game: this.game.id,
              seat: p.player,
              spec: seat.agent,
              tableSeed: this.record.seed,
              state: this.state,
              decision: p,
            })
          : agent.choose(this.game, this.state, p);
    } catch (e) {
      this.broken = `the AI for seat ${p.player + 1} failed: ${e instanceof Error ? e.message : String(e)}`;
      this.opts.onError?.(this, new Error(this.broken));
      this.notify([]);
      return;
    }
    const r = await this.submit([p.player], p.rqid, option);
    if (!r.ok && r.error.code !== 'stale-request' && r.error.code !== 'table-closed') {
      this.opts.onError?.(this, new Error(`AI seat ${p.player + 1}: ${r.error.message}`));
    }
  }

  private addEvents(events: readonly GameEvent[]): void {
    for (let v = 0; v <= this.players; v++) {
      const viewer = v === this.players ? null : v;
      this.rolls[v]!.push(...rollsOf(this.game.id, events, viewer, this.lines[v]!.length));
      for (const line of narrate(this.game.narrate, events, viewer)) this.lines[v]!.push(line);
    }
  }

  private notify(events: readonly GameEvent[]): void {
    for (const l of this.listeners) l(this, { events });
  }

  /** Waits for queued choices, stops the AI; the table can be loaded again from the log. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.aiTimer) clearTimeout(this.aiTimer);
    this.aiTimer = null;
    await this.tail;
    this.listeners.clear();
    if (this.opts.ownership && !this.following) await this.opts.ownership.release(this.id).catch(() => undefined);
  }
}
