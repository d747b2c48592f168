/**
 * What the simulator needs of a game: the Game, its heuristics (evaluation, determinization, score
 * summaries), found either among the registered games by id, or — for tests and experiments — as a
 * named export `{ game, heuristics }` of a module URL (workers import it themselves).
 */
import type { Game, GameState } from '../core/index.js';
import type { GameHeuristics } from '../ai/index.js';

export interface SimBundle {
  readonly game: Game<GameState, unknown>;
  readonly heuristics: GameHeuristics<GameState>;
}

export type GameRef = { readonly kind: 'registered'; readonly id: string } | { readonly kind: 'module'; readonly url: string; readonly export: string };

export async function loadBundle(ref: GameRef): Promise<SimBundle> {
  if (ref.kind === 'registered') {
    // Imported here, not at the top: a worker playing a module URL (a test fixture) then never loads
    // the registered games, which is most of its start-up (each source file goes through the loader).
    const [{ moduleFor }, { heuristicsFor }] = await Promise.all([import('../games/index.js'), import('../ai/registry.js')]);
    const mod = moduleFor(ref.id);
    if (!mod) throw new Error(`no registered game "${ref.id}"`);
    return { game: mod.game, heuristics: heuristicsFor(ref.id) };
  }
  const loaded = (await import(ref.url)) as Record<string, unknown>;
  const b = loaded[ref.export] as Partial<SimBundle> | undefined;
  if (!b || typeof b !== 'object' || !b.game || !b.heuristics) throw new Error(`${ref.url} has no export "${ref.export}" of the form { game, heuristics }`);
  return { game: b.game, heuristics: b.heuristics };
}
