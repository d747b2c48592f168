import type { Json } from './json.js';

/**
 * A choice as a game offers it. `id` is stable for the decision; `payload` is for bots and UIs. The
 * label may be left out when the game defines `describe`: bots never read labels, so a game whose
 * labels cost real work words them only when a UI, the CLI or a record asks (`Game.pending(state)`
 * fills them in; `Game.pending(state, { labels: false })` returns the options as offered).
 */
export interface OfferedOption {
  readonly id: string;
  readonly label?: string;
  readonly payload?: Json;
}

/** A choice with its label: what `Game.pending(state)` and `Game.observe` hand out. */
export interface Option extends OfferedOption {
  readonly label: string;
}

/**
 * Exactly one player is asked one question. `rqid` identifies this question; a choice naming an
 * older rqid is stale and rejected. `kind` lets bots and UIs recognise structured sub-decisions
 * (e.g. "choose-creature" then "choose-destination").
 */
export interface RawDecision {
  readonly terminal: false;
  readonly rqid: number;
  readonly player: number;
  readonly kind: string;
  readonly prompt: string;
  readonly options: readonly OfferedOption[];
}

/** A decision whose options all carry labels. */
export interface Decision extends RawDecision {
  readonly options: readonly Option[];
}

/** The game is over. `returns[i]` is player i's result: 1 win, -1 loss, 0 draw (or a game-specific score). */
export interface Terminal {
  readonly terminal: true;
  readonly returns: readonly number[];
  readonly reason: string;
}

export type Pending = Decision | Terminal;

/** What `Game.pending(state, { labels: false })` returns: labels only where the game gave them. */
export type RawPending = RawDecision | Terminal;

/** What a step hands the engine to ask a player; the engine adds the rqid. */
export interface Ask {
  readonly ask: true;
  readonly player: number;
  readonly kind: string;
  readonly prompt: string;
  readonly options: readonly Option[];
}

/**
 * An Ask whose options may leave their labels to the game's `describe` (`Ctx.askLazily`). A separate
 * type so that code reading `Ask.options[i].label` keeps a string.
 */
export interface LazyAsk {
  readonly ask: true;
  readonly lazy: true;
  readonly player: number;
  readonly kind: string;
  readonly prompt: string;
  readonly options: readonly OfferedOption[];
}
