/**
 * What a position is worth to a player, on one scale for every agent: a finished game's result
 * (1 win, -1 loss, 0 draw) or the game's evaluation clamped strictly inside (-1, 1), so that a real
 * win always outranks an estimate.
 */
import type { Game, GameState } from '../core/index.js';
import type { AnyHeuristics } from './agent.js';
import { clampEval } from './heuristics.js';

/** The winner of a finished game: the player with the unique highest return, or null (a draw). */
export function winnerOf(returns: readonly number[]): number | null {
  let best = -Infinity;
  let who: number | null = null;
  for (let i = 0; i < returns.length; i++) {
    const r = returns[i] as number;
    if (r > best) {
      best = r;
      who = i;
    } else if (r === best) who = null;
  }
  return who;
}

/** 1 when `player` won, -1 when someone else did, 0 for a draw. */
export function outcomeFor(returns: readonly number[], player: number): number {
  const w = winnerOf(returns);
  return w === null ? 0 : w === player ? 1 : -1;
}

export function valueFor(game: Game<GameState, unknown>, state: GameState, player: number, heuristics: AnyHeuristics): number {
  const r = game.returns(state);
  if (r) return outcomeFor(r, player);
  return clampEval(heuristics.evaluate(state, player));
}
