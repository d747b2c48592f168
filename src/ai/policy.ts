/**
 * `policy`: plays the game's rule-of-thumb move (`heuristics.policy`, the one mcts play-outs use
 * with `policy=1`) at every decision, with no lookahead — a scripted opponent to measure the search
 * agents against (DDM: "advance and hit the first target"). A game without a policy gets uniform moves.
 */
import { Rng, seedRng } from '../core/index.js';
import type { Agent, AgentContext } from './agent.js';
import { determinizeFor } from './determinize.js';
import type { ParamTable } from './params.js';

export const POLICY_PARAMS: ParamTable = {
  seed: { default: -1, min: -1, max: 2 ** 31 - 1, integer: true, help: 'own seed (default: the one the runner gives)' },
};

export function policyAgent(name: string, ctx: AgentContext): Agent {
  const rng = new Rng(seedRng(ctx.seed));
  const policy = ctx.heuristics.policy;
  return {
    name,
    choose(game, state, decision) {
      const n = decision.options.length;
      if (n === 1 || !policy) return (decision.options[n === 1 ? 0 : rng.int(0, n - 1)] as { id: string }).id;
      // The policy may read the whole state: it is given a copy with what this seat cannot see resampled.
      const i = policy(determinizeFor(game, state, decision.player, ctx.heuristics, rng), decision, rng);
      const o = decision.options[Number.isInteger(i) && i >= 0 && i < n ? i : 0];
      if (!o) throw new Error(`decision ${decision.rqid} has no options`);
      return o.id;
    },
  };
}
