import { GameRegistry } from '../core/index.js';
import type { AnyGameModule } from './module.js';
import { module as dicemasters } from './dicemasters/module.js';
import { ddmModule } from './ddm/module.js';
import { heroscapeModule } from './heroscape/module.js';

/**
 * Every registered game module. Each game adds its own line here (one import, one entry).
 */
export const gameModules: readonly AnyGameModule[] = [
  dicemasters as unknown as AnyGameModule,
  ddmModule as unknown as AnyGameModule,
  heroscapeModule as unknown as AnyGameModule,
];

export const registry = new GameRegistry(gameModules.map((m) => m.game));

export function moduleFor(id: string): AnyGameModule | undefined {
  return gameModules.find((m) => m.game.id === id);
}
