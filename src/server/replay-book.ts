/**
 * Replay positions of one finished game with cached checkpoints (issue #23 item 7). Stepping back
 * used to replay the whole game from the start (364–545 ms a frame on a 1,362-move DDM game, on the
 * server's main thread). A book keeps a copy of the state every `CHECKPOINT_EVERY` choices, the
 * narrated log of every viewer with where each position ends in it, and the label of each choice;
 * so any position is at most `CHECKPOINT_EVERY` choices away from a kept state. Books live in the
 * replay worker thread (replay-worker.ts), never on the server's main thread.
 */
import { narrate, type AnyGame, type GameEvent, type GameState, type Observation, type Seed } from '../core/index.js';
import { rollsOf, type LogRoll } from './log-dice.js';

export const CHECKPOINT_EVERY = 50;

export interface ReplayFrame {
  readonly index: number;
  readonly total: number;
  readonly obs: Observation;
  /** The narrated log up to this position. */
  readonly lines: readonly string[];
  /** The dice those lines tell of (log-dice.ts), each naming its line. */
  readonly rolls: readonly LogRoll[];
  /** The choice that led here, with its label as offered. */
  readonly last: { readonly seat: number; readonly label: string } | null;
}

export interface BookChoice {
  readonly rqid: number;
  readonly option: string;
  readonly seat: number;
}

export type FrameResult = { ok: true; frame: ReplayFrame } | { ok: false; status: number; error: { code: string; message: string } };

export class ReplayBook {
  /** checkpoints[k]: the state after k × CHECKPOINT_EVERY choices (never changed: copies are stepped). */
  private readonly checkpoints: GameState[] = [];
  /** Per viewer (index players = spectators): the log up to `reached`. */
  private readonly lines: string[][] = [];
  /** Per viewer: the dice of `lines`, in line order. */
  private readonly rolls: LogRoll[][] = [];
  /** ends[v][i]: how many of viewer v's lines exist after i choices. */
  private readonly ends: number[][] = [];
  private readonly labels: { seat: number; label: string }[] = [];
  /** Choices narrated so far (positions 0..reached have their lines, labels and checkpoints). */
  private reached = 0;
  private cursor: { index: number; state: GameState };
  /** Choices applied since the book was opened (tests check stepping back stays within a checkpoint's reach). */
  applied = 0;

  private constructor(
    private readonly game: AnyGame,
    private readonly choices: readonly BookChoice[],
    private readonly players: number,
    start: GameState,
    startEvents: readonly GameEvent[],
  ) {
    this.checkpoints.push(game.clone(start));
    this.cursor = { index: 0, state: start };
    for (let v = 0; v <= players; v++) {
      this.lines.push([]);
      this.rolls.push([]);
      this.ends.push([]);
      this.tell(v, startEvents);
    }
  }

  /** Adds the lines (and their dice) viewer v sees of `events`, and where the position ends in them. */
  private tell(v: number, events: readonly GameEvent[]): void {
    const viewer = v === this.players ? null : v;
    this.rolls[v]!.push(...rollsOf(this.game.id, events, viewer, this.lines[v]!.length));
    this.lines[v]!.push(...narrate(this.game.narrate, events, viewer));
    this.ends[v]!.push(this.lines[v]!.length);
  }

  static open(game: AnyGame, config: unknown, seed: Seed, choices: readonly BookChoice[], players: number): ReplayBook | string {
    const s = game.setup(config, seed);
    if (!s.ok) return s.error.message;
    return new ReplayBook(game, choices, players, s.value.state, s.value.events);
  }

  get total(): number {
    return this.choices.length;
  }

  frame(n: number, viewer: number | null): FrameResult {
    const total = this.choices.length;
    if (!Number.isInteger(n) || n < 0 || n > total)
      return { ok: false, status: 400, error: { code: 'bad-request', message: `Position ${n} is outside this game (0 to ${total}).` } };
    if (viewer !== null && viewer >= this.players)
      return { ok: false, status: 400, error: { code: 'bad-request', message: `This game has ${this.players} seats.` } };
    const moved = this.moveTo(n);
    if (moved) return { ok: false, status: 500, error: { code: 'replay-failed', message: moved } };
    const v = viewer ?? this.players;
    return {
      ok: true,
      frame: {
        index: n,
        total,
        obs: this.game.observe(this.cursor.state, viewer),
        lines: this.lines[v]!.slice(0, this.ends[v]![n]),
        rolls: this.rolls[v]!.filter((r) => r.line < this.ends[v]![n]!),
        last: n > 0 ? (this.labels[n - 1] ?? null) : null,
      },
    };
  }

  /** The state after n choices (the book's own cursor: read it, never change it), or why there is none. */
  stateAt(n: number): GameState | string {
    if (!Number.isInteger(n) || n < 0 || n > this.choices.length) return `Position ${n} is outside this game (0 to ${this.choices.length}).`;
    return this.moveTo(n) ?? this.cursor.state;
  }

  /** Puts the cursor at position n, from the nearest kept state at or before it. Returns an error or null. */
  private moveTo(n: number): string | null {
    const k = Math.min(Math.floor(n / CHECKPOINT_EVERY), this.checkpoints.length - 1);
    const fromCheckpoint = k * CHECKPOINT_EVERY;
    if (this.cursor.index > n || this.cursor.index < fromCheckpoint) this.cursor = { index: fromCheckpoint, state: this.game.clone(this.checkpoints[k]!) };
    const g = this.game;
    while (this.cursor.index < n) {
      const i = this.cursor.index;
      const c = this.choices[i]!;
      const fresh = i === this.reached;
      let label = c.option;
      if (fresh) {
        const p = g.pending(this.cursor.state);
        if (!p.terminal) label = p.options.find((o) => o.id === c.option)?.label ?? c.option;
      }
      const r = g.apply(this.cursor.state, c.rqid, c.option);
      if (!r.ok) return `Choice ${i + 1}: ${r.error.message}`;
      this.applied++;
      this.cursor.index++;
      if (fresh) {
        for (let v = 0; v <= this.players; v++) this.tell(v, r.value);
        this.labels.push({ seat: c.seat, label });
        this.reached++;
        if (this.reached % CHECKPOINT_EVERY === 0) this.checkpoints.push(g.clone(this.cursor.state));
      }
    }
    return null;
  }
}
