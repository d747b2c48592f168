/**
 * "Search AI never peeks" (docs/architecture.md): a search agent plans on a copy of the state in
 * which the engine RNG is re-seeded from the agent's own generator and every hidden part is
 * resampled by the game's `determinize` hook from what the agent's seat may observe. The real RNG
 * state and the real hidden parts therefore cannot influence the agent's choice.
 */
import { seedRng, type Game, type GameState, type Rng } from '../core/index.js';
import type { AnyHeuristics } from './agent.js';

/** Gives `state` (a copy the caller owns) a fresh engine RNG and resamples what `player` cannot see. */
export function resample(state: GameState, player: number, heuristics: AnyHeuristics, rng: Rng): void {
  state.core.rng = seedRng(rng.int(0, 0x7fffffff));
  heuristics.determinize?.(state, player, rng);
}

/** A copy of `state` through the heuristics' faster clone when there is one. */
export function copyState(game: Game<GameState, unknown>, heuristics: AnyHeuristics, state: GameState): GameState {
  return heuristics.clone ? heuristics.clone(state) : game.clone(state);
}

/** A determinized copy of `state` for `player`. */
export function determinizeFor(game: Game<GameState, unknown>, state: GameState, player: number, heuristics: AnyHeuristics, rng: Rng): GameState {
  const copy = copyState(game, heuristics, state);
  resample(copy, player, heuristics, rng);
  return copy;
}
