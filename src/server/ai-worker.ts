/**
 * Worker thread that thinks for AI seats, so a search agent (MCTS takes seconds a decision) never
 * blocks the server's event loop. It receives the table's current state (plain JSON data,
 * structured-cloned) and the open decision, and answers an option id. Agents are kept per table
 * seat (they may carry their own RNG forward), created exactly as in the server thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createAgent, type Agent, type GameHeuristics } from '../ai/index.js';
import { loadHeuristics } from '../ai/heuristics-catalog.js';
import type { Decision, GameState, Seed } from '../core/index.js';
import { loadGameModule } from '../games/catalog.js';
import type { AnyGameModule } from '../games/module.js';
import { agentSeedFor } from './seeds.js';

export interface AiRequest {
  readonly id: number;
  readonly table: string;
  readonly game: string;
  readonly seat: number;
  readonly spec: string;
  readonly tableSeed: Seed;
  readonly state: GameState;
  readonly decision: Decision;
}

export type AiResponse = { readonly id: number; readonly option: string } | { readonly id: number; readonly error: string };

const agents = new Map<string, Agent>();

/** Games the server was started with beyond the registered ones (tests add their fixture), loaded at start. */
const extra = (workerData as { extraModules?: { url: string; name: string }[] } | null)?.extraModules ?? [];
const extraModules: AnyGameModule[] = [];
for (const m of extra) extraModules.push((await import(m.url))[m.name] as AnyGameModule);

interface Loaded {
  readonly mod: AnyGameModule;
  readonly heuristics: GameHeuristics<GameState>;
}

/**
 * A game with its heuristics, loaded when the first decision of that game arrives: a worker thread
 * imports only the games its tables play (each source file goes through the loader at start-up).
 */
const games = new Map<string, Promise<Loaded | undefined>>();
function gameFor(id: string): Promise<Loaded | undefined> {
  let g = games.get(id);
  if (!g) {
    const fixture = extraModules.find((m) => m.game.id === id);
    g = Promise.all([loadGameModule(id), loadHeuristics(id)]).then(([registered, heuristics]) => {
      const mod = registered ?? fixture;
      return mod ? { mod, heuristics } : undefined;
    });
    games.set(id, g);
  }
  return g;
}

function answer(req: AiRequest, loaded: Loaded | undefined): AiResponse {
  if (!loaded) return { id: req.id, error: `the AI worker does not have the game "${req.game}"` };
  const { mod, heuristics } = loaded;
  const key = `${req.table}:${req.seat}:${req.spec}`;
  let agent = agents.get(key);
  if (!agent) {
    const made = createAgent(req.spec, { seed: agentSeedFor(req.tableSeed, req.seat), heuristics });
    if (!made.ok) return { id: req.id, error: made.error };
    agent = made.value;
    agents.set(key, agent);
    // Keep the cache bounded: drop the oldest agents first.
    if (agents.size > 2000) agents.delete(agents.keys().next().value as string);
  }
  return { id: req.id, option: agent.choose(mod.game, req.state, req.decision) };
}

/**
 * Sent for a request once its game is loaded, as the agent starts thinking: the pool's per-decision
 * deadline counts from here, not from the worker's start-up or the game's loading.
 */
export interface AiStarted {
  readonly id: number;
  readonly started: true;
}

async function respond(req: AiRequest): Promise<AiResponse> {
  const loaded = await gameFor(req.game);
  parentPort?.postMessage({ id: req.id, started: true } satisfies AiStarted);
  return answer(req, loaded);
}

parentPort?.on('message', (req: AiRequest) => {
  respond(req).then(
    (r) => parentPort?.postMessage(r),
    (e: unknown) => parentPort?.postMessage({ id: req.id, error: e instanceof Error ? e.message : String(e) }),
  );
});
