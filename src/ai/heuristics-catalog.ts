/**
 * The heuristics of each registered game, loaded only when asked for (as `src/games/catalog.ts`
 * loads game modules): an AI or simulation worker that plays one game imports that game's
 * heuristics alone. The heuristics themselves live in the game folders
 * (`src/games/<id>/heuristics.ts`), the only game-specific AI code; a game without an entry gets the
 * neutral evaluation (agents still play legally, greedy just cannot tell options apart).
 * `registry.ts` (every game's heuristics at once, synchronously) is built from this list.
 */
import type { GameState } from '../core/index.js';
import type { DmState } from '../games/dicemasters/types.js';
import type { DdmState } from '../games/ddm/state.js';
import type { HsState } from '../games/heroscape/battle/state.js';
import { NO_HEURISTICS, type GameHeuristics } from './heuristics.js';

/**
 * Each game's heuristics are typed by its own state; `satisfies` checks them against the interface
 * here, and the agents hand them only states of that game, which is what this one erasure relies on.
 */
function erased<S extends GameState>(h: GameHeuristics<S>): GameHeuristics<GameState> {
  return h as unknown as GameHeuristics<GameState>;
}

const LOADERS: Readonly<Record<string, () => Promise<GameHeuristics<GameState>>>> = {
  dicemasters: async () => erased((await import('../games/dicemasters/heuristics.js')).dicemastersHeuristics satisfies GameHeuristics<DmState>),
  ddm: async () => erased((await import('../games/ddm/heuristics.js')).ddmHeuristics satisfies GameHeuristics<DdmState>),
  heroscape: async () => erased((await import('../games/heroscape/heuristics.js')).heroscapeHeuristics satisfies GameHeuristics<HsState>),
};

/** The game ids that have heuristics of their own. */
export const HEURISTIC_GAME_IDS: readonly string[] = Object.keys(LOADERS);

const loaded = new Map<string, Promise<GameHeuristics<GameState>>>();

/** A game's heuristics, imported on the first call; the neutral ones for a game without an entry. */
export function loadHeuristics(gameId: string): Promise<GameHeuristics<GameState>> {
  const load = Object.hasOwn(LOADERS, gameId) ? LOADERS[gameId] : undefined;
  if (!load) return Promise.resolve(NO_HEURISTICS);
  let h = loaded.get(gameId);
  if (!h) {
    h = load();
    loaded.set(gameId, h);
  }
  return h;
}
