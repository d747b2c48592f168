/**
 * The heuristics of each registered game, by game id. The heuristics themselves live in the game
 * folders (`src/games/<id>/heuristics.ts`), the only game-specific AI code; a game without an entry
 * gets the neutral evaluation (agents still play legally, greedy just cannot tell options apart).
 */
import type { GameState } from '../core/index.js';
import { dicemastersHeuristics } from '../games/dicemasters/heuristics.js';
import type { DmState } from '../games/dicemasters/types.js';
import { ddmHeuristics } from '../games/ddm/heuristics.js';
import type { DdmState } from '../games/ddm/state.js';
import { heroscapeHeuristics } from '../games/heroscape/heuristics.js';
import type { HsState } from '../games/heroscape/battle/state.js';
import { NO_HEURISTICS, type GameHeuristics } from './heuristics.js';

// `satisfies` checks each game's structurally typed heuristics against the interface here.
const dicemasters = dicemastersHeuristics satisfies GameHeuristics<DmState>;
const ddm = ddmHeuristics satisfies GameHeuristics<DdmState>;
const heroscape = heroscapeHeuristics satisfies GameHeuristics<HsState>;

const BY_GAME: Readonly<Record<string, GameHeuristics<GameState>>> = {
  dicemasters: dicemasters as unknown as GameHeuristics<GameState>,
  ddm: ddm as unknown as GameHeuristics<GameState>,
  heroscape: heroscape as unknown as GameHeuristics<GameState>,
};

export function heuristicsFor(gameId: string): GameHeuristics<GameState> {
  return BY_GAME[gameId] ?? NO_HEURISTICS;
}

export function hasHeuristics(gameId: string): boolean {
  return gameId in BY_GAME;
}
