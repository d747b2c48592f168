/**
 * The heuristics of every registered game at once, by game id, for code that needs them
 * synchronously (agents made on the server thread, `--help`'s tuned settings, tests, scripts). Code
 * that plays one game loads only its heuristics through `loadHeuristics` (heuristics-catalog.ts).
 */
import type { GameState } from '../core/index.js';
import { NO_HEURISTICS, type GameHeuristics } from './heuristics.js';
import { HEURISTIC_GAME_IDS, loadHeuristics } from './heuristics-catalog.js';

const BY_GAME: ReadonlyMap<string, GameHeuristics<GameState>> = new Map(
  await Promise.all(HEURISTIC_GAME_IDS.map(async (id) => [id, await loadHeuristics(id)] as const)),
);

export function heuristicsFor(gameId: string): GameHeuristics<GameState> {
  return BY_GAME.get(gameId) ?? NO_HEURISTICS;
}

export function hasHeuristics(gameId: string): boolean {
  return BY_GAME.has(gameId);
}
