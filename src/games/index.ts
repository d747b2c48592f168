import { GameRegistry } from '../core/index.js';
import type { AnyGameModule } from './module.js';
import { loadAllGameModules } from './catalog.js';

/**
 * Every registered game module, loaded at once, for code that needs them all (listings, tests of the
 * whole registry, the server). A game is registered in `catalog.ts`; code that plays one game loads
 * it alone through `loadGameModule` there.
 */
export const gameModules: readonly AnyGameModule[] = await loadAllGameModules();

export const registry = new GameRegistry(gameModules.map((m) => m.game));

export function moduleFor(id: string): AnyGameModule | undefined {
  return gameModules.find((m) => m.game.id === id);
}
