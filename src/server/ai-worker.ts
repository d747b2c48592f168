/**
 * Worker thread that thinks for AI seats, so a search agent (MCTS takes seconds a decision) never
 * blocks the server's event loop. It receives the table's current state (plain JSON data,
 * structured-cloned) and the open decision, and answers an option id. Agents are kept per table
 * seat (they may carry their own RNG forward), created exactly as in the server thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createAgent, type Agent } from '../ai/index.js';
import { heuristicsFor } from '../ai/registry.js';
import type { Decision, GameState, Seed } from '../core/index.js';
import { gameModules } from '../games/index.js';
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

/** Registered games, plus any the server was started with beyond them (tests add their fixture). */
const extra = (workerData as { extraModules?: { url: string; name: string }[] } | null)?.extraModules ?? [];
const modules: AnyGameModule[] = [...gameModules];
for (const m of extra) modules.push((await import(m.url))[m.name] as AnyGameModule);
const moduleFor = (id: string): AnyGameModule | undefined => modules.find((m) => m.game.id === id);

function answer(req: AiRequest): AiResponse {
  const mod = moduleFor(req.game);
  if (!mod) return { id: req.id, error: `the AI worker does not have the game "${req.game}"` };
  const key = `${req.table}:${req.seat}:${req.spec}`;
  let agent = agents.get(key);
  if (!agent) {
    const made = createAgent(req.spec, { seed: agentSeedFor(req.tableSeed, req.seat), heuristics: heuristicsFor(req.game) });
    if (!made.ok) return { id: req.id, error: made.error };
    agent = made.value;
    agents.set(key, agent);
    // Keep the cache bounded: drop the oldest agents first.
    if (agents.size > 2000) agents.delete(agents.keys().next().value as string);
  }
  return { id: req.id, option: agent.choose(mod.game, req.state, req.decision) };
}

/** Sent once, when the games are loaded: the pool's per-decision deadline counts from here, not from start-up. */
export interface AiReady {
  readonly ready: true;
}

parentPort?.postMessage({ ready: true } satisfies AiReady);
parentPort?.on('message', (req: AiRequest) => {
  try {
    parentPort?.postMessage(answer(req));
  } catch (e) {
    parentPort?.postMessage({ id: req.id, error: e instanceof Error ? e.message : String(e) });
  }
});
