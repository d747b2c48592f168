/**
 * The heuristics of each registered game, by game id. The heuristics themselves live in the game
 * folders (`src/games/<id>/heuristics.ts`), the only game-specific AI code; a game without an entry
 * gets the neutral evaluation (agents still play legally, greedy just cannot tell options apart).
 */
import type { GameState } from '../core/index.js';
import { NO_HEURISTICS, type GameHeuristics } from './heuristics.js';

const BY_GAME: Readonly<Record<string, GameHeuristics<GameState>>> = {};

export function heuristicsFor(gameId: string): GameHeuristics<GameState> {
  return BY_GAME[gameId] ?? NO_HEURISTICS;
}

export function hasHeuristics(gameId: string): boolean {
  return gameId in BY_GAME;
}
