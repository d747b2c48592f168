import type { Json } from './json.js';

/** One choice on offer. `id` is stable for the decision; `payload` is for bots and UIs. */
export interface Option {
  readonly id: string;
  readonly label: string;
  readonly payload?: Json;
}

/**
 * Exactly one player is asked one question. `rqid` identifies this question; a choice naming an
 * older rqid is stale and rejected. `kind` lets bots and UIs recognise structured sub-decisions
 * (e.g. "choose-creature" then "choose-destination").
 */
export interface Decision {
  readonly terminal: false;
  readonly rqid: number;
  readonly player: number;
  readonly kind: string;
  readonly prompt: string;
  readonly options: readonly Option[];
}

/** The game is over. `returns[i]` is player i's result: 1 win, -1 loss, 0 draw (or a game-specific score). */
export interface Terminal {
  readonly terminal: true;
  readonly returns: readonly number[];
  readonly reason: string;
}

export type Pending = Decision | Terminal;

/** What a step hands the engine to ask a player; the engine adds the rqid. */
export interface Ask {
  readonly ask: true;
  readonly player: number;
  readonly kind: string;
  readonly prompt: string;
  readonly options: readonly Option[];
}
