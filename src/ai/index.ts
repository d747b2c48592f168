/**
 * The AI layer's entry point: agent specs (`random`, `greedy[:samples=…,chain=…]`,
 * `mcts[:it=…,time=…,c=…,rollout=…]`) turned into agents, and the per-game heuristics.
 */
import { err, ok, type Result } from '../core/index.js';
import type { Agent, AgentContext } from './agent.js';
import { GREEDY_PARAMS, greedyAgent } from './greedy.js';
import { MCTS_PARAMS, mctsAgent } from './mcts.js';
import { POLICY_PARAMS, policyAgent } from './policy.js';
import { parseSpec, type AgentSpec, type ParamTable } from './params.js';
import { RANDOM_PARAMS, randomAgent } from './random.js';

export type { Agent, AgentContext } from './agent.js';
export type { GameHeuristics } from './heuristics.js';
export type { AgentSpec } from './params.js';
export { NO_HEURISTICS } from './heuristics.js';
export { determinizeFor, resample } from './determinize.js';
export { mixSeed } from './seed.js';
export { outcomeFor, valueFor, winnerOf } from './value.js';

export const AGENT_PARAMS: Readonly<Record<string, ParamTable>> = {
  random: RANDOM_PARAMS,
  greedy: GREEDY_PARAMS,
  mcts: MCTS_PARAMS,
  policy: POLICY_PARAMS,
};

export function parseAgentSpec(text: string): Result<AgentSpec, string> {
  return parseSpec(text, AGENT_PARAMS);
}

/** Builds an agent; a `seed=` in the spec overrides the seed the caller derived. */
export function createAgent(spec: AgentSpec | string, ctx: AgentContext): Result<Agent, string> {
  let s: AgentSpec;
  if (typeof spec === 'string') {
    const parsed = parseAgentSpec(spec);
    if (!parsed.ok) return parsed;
    s = parsed.value;
  } else s = spec;
  const own = s.params.seed;
  const c: AgentContext = own !== undefined && own >= 0 ? { ...ctx, seed: own } : ctx;
  switch (s.name) {
    case 'random':
      return ok(randomAgent(s.text, c));
    case 'greedy':
      return ok(greedyAgent(s, c));
    case 'mcts':
      return ok(mctsAgent(s, c));
    case 'policy':
      return ok(policyAgent(s.text, c));
    default:
      return err(`unknown agent "${s.name}"`);
  }
}

/** One line per agent and parameter, for `--help`. */
export function describeAgents(): string[] {
  const lines: string[] = [];
  for (const [name, table] of Object.entries(AGENT_PARAMS)) {
    const ps = Object.entries(table).map(([k, d]) => `${k}=${d.default} (${d.help})`);
    lines.push(`${name}${ps.length ? `: ${ps.join('; ')}` : ''}`);
  }
  return lines;
}
