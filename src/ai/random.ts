/**
 * `random`: uniform over the options of each decision. Games split big choices into structured
 * sub-decisions (choose a creature, then a square), so this is uniform over each sub-decision in turn.
 * It reads nothing of the state.
 */
import { Rng, seedRng, type RawDecision } from '../core/index.js';
import type { Agent, AgentContext } from './agent.js';
import type { ParamTable } from './params.js';

export const RANDOM_PARAMS: ParamTable = {
  seed: { default: -1, min: -1, max: 2 ** 31 - 1, integer: true, help: 'own seed (default: the one the runner gives)' },
};

export function randomAgent(name: string, ctx: AgentContext): Agent {
  const rng = new Rng(seedRng(ctx.seed));
  return {
    name,
    choose(_game, _state, decision: RawDecision) {
      const o = decision.options[rng.int(0, decision.options.length - 1)];
      if (!o) throw new Error(`decision ${decision.rqid} has no options`);
      return o.id;
    },
  };
}
