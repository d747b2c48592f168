/**
 * The agent interface: a bot answers the open question of a game through the uniform core API only
 * (pending / apply / observe / clone). Agents never see more than their seat may know: search agents
 * work on determinized copies (see determinize.ts), never on the real state's RNG or hidden parts.
 */
import type { RawDecision, Game, GameState } from '../core/index.js';
import type { GameHeuristics } from './heuristics.js';

export type AnyHeuristics = GameHeuristics<GameState>;

export interface Agent {
  /** The spec it was built from, e.g. `mcts:it=500`. */
  readonly name: string;
  /**
   * Returns the id of one of `decision.options` (always a legal one). `state` is the real state; an
   * agent may read it only through `game.observe` or `determinizeFor` (which resample what is hidden).
   * The agent must not mutate `state`.
   */
  choose(game: Game<GameState, unknown>, state: GameState, decision: RawDecision): string;
}

/** What every agent is built with: its own seed (agents are deterministic given it) and the game's heuristics. */
export interface AgentContext {
  readonly seed: number;
  readonly heuristics: AnyHeuristics;
}
