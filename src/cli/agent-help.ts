/**
 * How the CLI names the AI players (issue 22, item 9): one setting per game, the game's tuned one,
 * called by the same name everywhere — `mcts` (and `greedy`) without parameters play with the
 * parameters the game's heuristics set (`defaults` in `src/games/<id>/heuristics.ts`), which is what
 * docs/ai.md measures and what the web lobby offers. The parameter defaults of `describeAgents()`
 * are only the fall-back for a game that sets none.
 */
import { heuristicsFor } from '../ai/registry.js';

/** The spec an agent name plays in a game: `mcts` → `mcts:it=2000,c=0.2,…` (or the bare name). */
export function tunedSpec(game: string, agent: string): string {
  const d = heuristicsFor(game).defaults?.[agent];
  const params = d ? Object.entries(d).map(([k, v]) => `${k}=${v}`) : [];
  return params.length ? `${agent}:${params.join(',')}` : agent;
}

/** One line per game: what `greedy` and `mcts` mean there. */
export function tunedLines(games: readonly string[]): string[] {
  return games.map((g) => `${g}: greedy = ${tunedSpec(g, 'greedy')}; mcts = ${tunedSpec(g, 'mcts')}`);
}
