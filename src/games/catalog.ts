/**
 * The registered games by id, each loaded only when it is asked for. A process or worker thread
 * that plays one game (a CLI command, an AI or replay worker, a simulation worker) imports that
 * game's module alone: run from the TypeScript sources every file goes through tsx's loader, and
 * the three games together are about 550 files against about 250 for the largest one. The ids are
 * eager (usage messages and "unknown game" errors list them without loading anything).
 * `src/games/index.ts` (every module at once, for code that needs them all) is built from this list,
 * so a game is registered here, in one line.
 */
import type { GameState } from '../core/index.js';
import type { AnyGameModule, GameModule } from './module.js';

/**
 * A game module as the registry holds it. Each game's module is typed by its own state and config;
 * the registry hands a module only that game's states (the state a module's `setup` made), which is
 * what this one erasure relies on.
 */
function erased<S extends GameState, C>(m: GameModule<S, C>): AnyGameModule {
  return m as unknown as AnyGameModule;
}

const LOADERS = {
  dicemasters: async () => erased((await import('./dicemasters/module.js')).module),
  ddm: async () => erased((await import('./ddm/module.js')).ddmModule),
  heroscape: async () => erased((await import('./heroscape/module.js')).heroscapeModule),
} as const satisfies Readonly<Record<string, () => Promise<AnyGameModule>>>;

export type GameId = keyof typeof LOADERS;

export function isGameId(id: string): id is GameId {
  return Object.hasOwn(LOADERS, id);
}

/** The registered game ids, in the order the games are listed everywhere. */
export const GAME_IDS: readonly GameId[] = Object.keys(LOADERS).filter(isGameId);

const loaded = new Map<GameId, Promise<AnyGameModule>>();

function load(id: GameId): Promise<AnyGameModule> {
  let m = loaded.get(id);
  if (!m) {
    m = LOADERS[id]();
    loaded.set(id, m);
  }
  return m;
}

/** The module of a registered game, imported on the first call; undefined for an id that is not registered. */
export function loadGameModule(id: string): Promise<AnyGameModule | undefined> {
  return isGameId(id) ? load(id) : Promise.resolve(undefined);
}

/** Every registered module, in `GAME_IDS` order (each imported once). */
export function loadAllGameModules(): Promise<AnyGameModule[]> {
  return Promise.all(GAME_IDS.map(load));
}
