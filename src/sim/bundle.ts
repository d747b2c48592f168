/**
 * What the simulator needs of a game: the Game, its heuristics (evaluation, determinization, score
 * summaries), found either among the registered games by id, or — for tests and experiments — as a
 * named export `{ game, heuristics }` of a module URL (workers import it themselves).
 */
import type { Game, GameState } from '../core/index.js';
import type { GameHeuristics } from '../ai/index.js';
import { loadHeuristics } from '../ai/heuristics-catalog.js';
import { loadGameModule } from '../games/catalog.js';

export interface SimBundle {
  readonly game: Game<GameState, unknown>;
  readonly heuristics: GameHeuristics<GameState>;
}

export type GameRef = { readonly kind: 'registered'; readonly id: string } | { readonly kind: 'module'; readonly url: string; readonly export: string };

export async function loadBundle(ref: GameRef): Promise<SimBundle> {
  if (ref.kind === 'registered') {
    // Only the game played, with its heuristics: a worker's start-up is mostly loading source files
    // (each through the loader), and a worker playing a module URL (a test fixture) loads no game.
    const [mod, heuristics] = await Promise.all([loadGameModule(ref.id), loadHeuristics(ref.id)]);
    if (!mod) throw new Error(`no registered game "${ref.id}"`);
    return { game: mod.game, heuristics };
  }
  const loaded = (await import(ref.url)) as Record<string, unknown>;
  const b = loaded[ref.export] as Partial<SimBundle> | undefined;
  if (!b || typeof b !== 'object' || !b.game || !b.heuristics) throw new Error(`${ref.url} has no export "${ref.export}" of the form { game, heuristics }`);
  return { game: b.game, heuristics: b.heuristics };
}
