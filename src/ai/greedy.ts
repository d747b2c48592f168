/**
 * `greedy`: one-ply lookahead with the game's evaluation. Each option is tried on determinized
 * copies (fresh dice, resampled hidden parts — it never sees the real RNG or what its seat cannot
 * see) and the option whose resulting position evaluates best is chosen. Because games split a
 * choice into structured sub-decisions (choose a die, then a target), a single ply often changes
 * nothing measurable; so after the option, the agent's own follow-up sub-decisions (up to `chain`
 * of them) are completed greedily too, before the position is evaluated. Ties are broken with the
 * agent's own generator.
 */
import { NO_EVENTS, Rng, seedRng, type RawDecision, type Game, type GameState } from '../core/index.js';
import type { Agent, AgentContext, AnyHeuristics } from './agent.js';
import { copyState, determinizeFor } from './determinize.js';
import { withEvaluation } from './heuristics.js';
import { param, type AgentSpec, type ParamTable } from './params.js';
import { valueFor } from './value.js';

export const GREEDY_PARAMS: ParamTable = {
  samples: { default: 1, min: 1, max: 64, integer: true, help: 'determinizations (dice and hidden parts) averaged per option' },
  chain: { default: 3, min: 0, max: 16, integer: true, help: 'own follow-up sub-decisions completed greedily before evaluating' },
  max: { default: 0, min: 0, max: 100_000, integer: true, help: 'options tried per decision, a random sample when there are more (0: all)' },
  ev: { default: 0, min: 0, max: 9, integer: true, help: "0: the game's evaluation; k: its k-th alternative evaluation (for comparisons)" },
  seed: { default: -1, min: -1, max: 2 ** 31 - 1, integer: true, help: 'own seed (default: the one the runner gives)' },
};

type AnyGame = Game<GameState, unknown>;

function applyOrThrow(game: AnyGame, state: GameState, d: RawDecision, optionId: string): void {
  // The lookahead never reads events: they are not built (`ApplyOptions.events`).
  const r = game.apply(state, d.rqid, optionId, NO_EVENTS);
  if (!r.ok) throw new Error(`${game.id}: offered option "${optionId}" of ${d.kind} was rejected: ${r.error.message}`);
}

/** The options to try: all of them, or `max` drawn at random (in their offered order) when there are more. */
function candidates<T>(options: readonly T[], max: number, rng: Rng): readonly T[] {
  if (max <= 0 || options.length <= max) return options;
  const idx = options.map((_, i) => i);
  rng.shuffle(idx);
  return idx
    .slice(0, max)
    .sort((a, b) => a - b)
    .map((i) => options[i] as T);
}

/**
 * One greedy ply on `state` (consumed): tries up to `max` of the open decision's options on copies,
 * applies the one best for `mover`'s evaluation. Returns the number of positions tried.
 */
function greedyStep(game: AnyGame, state: GameState, p: RawDecision, mover: number, h: AnyHeuristics, max: number, rng: Rng): number {
  if (p.options.length === 1) {
    applyOrThrow(game, state, p, (p.options[0] as { id: string }).id);
    return 0;
  }
  let best = -Infinity;
  let bestId = '';
  let tried = 0;
  for (const o of candidates(p.options, max, rng)) {
    const s = copyState(game, h, state);
    applyOrThrow(game, s, p, o.id);
    tried++;
    const v = valueFor(game, s, mover, h);
    if (v > best) {
      best = v;
      bestId = o.id;
    }
  }
  applyOrThrow(game, state, p, bestId);
  return tried;
}

/**
 * Plays `player`'s next sub-decisions greedily (one ply each, at most `depth`) on `state` (consumed),
 * then evaluates. mcts uses it too, for the prior of its root options.
 */
export function chainValue(game: AnyGame, state: GameState, player: number, depth: number, h: AnyHeuristics, max: number, rng: Rng): number {
  for (let left = depth; left > 0; left--) {
    const p = game.pending(state, { labels: false });
    if (p.terminal || p.player !== player) break;
    greedyStep(game, state, p, player, h, max, rng);
  }
  return valueFor(game, state, player, h);
}

/**
 * Plays up to `steps` decisions of whoever is to move, each one greedily for the mover (one ply,
 * `max` candidates), on `state` (consumed). mcts uses it as an informed playout at its leaves.
 * Returns the number of positions tried (each one a copy and an apply).
 */
export function greedyPlayout(game: AnyGame, state: GameState, steps: number, h: AnyHeuristics, max: number, rng: Rng): number {
  let tried = 0;
  for (let left = steps; left > 0; left--) {
    const p = game.pending(state, { labels: false });
    if (p.terminal) break;
    tried += greedyStep(game, state, p, p.player, h, max, rng);
  }
  return tried;
}

export function greedyAgent(spec: AgentSpec, ctx: AgentContext): Agent {
  const defaults = ctx.heuristics.defaults?.greedy;
  const h = withEvaluation(ctx.heuristics, param(spec, GREEDY_PARAMS, 'ev', defaults));
  const samples = param(spec, GREEDY_PARAMS, 'samples', defaults);
  const chain = param(spec, GREEDY_PARAMS, 'chain', defaults);
  const max = param(spec, GREEDY_PARAMS, 'max', defaults);
  const rng = new Rng(seedRng(ctx.seed));
  return {
    name: spec.text,
    choose(game, state, decision) {
      if (decision.options.length === 1) return (decision.options[0] as { id: string }).id;
      const opts = candidates(decision.options, max, rng);
      const player = decision.player;
      const totals = new Array<number>(opts.length).fill(0);
      for (let k = 0; k < samples; k++) {
        const base = determinizeFor(game, state, player, h, rng);
        for (let i = 0; i < opts.length; i++) {
          const s = copyState(game, h, base);
          applyOrThrow(game, s, decision, (opts[i] as { id: string }).id);
          totals[i] = (totals[i] as number) + chainValue(game, s, player, chain, h, max, rng);
        }
      }
      let best = -Infinity;
      let ties: number[] = [];
      for (let i = 0; i < opts.length; i++) {
        const t = totals[i] as number;
        if (t > best + 1e-12) {
          best = t;
          ties = [i];
        } else if (Math.abs(t - best) <= 1e-12) ties.push(i);
      }
      const pick = ties[ties.length === 1 ? 0 : rng.int(0, ties.length - 1)] as number;
      return (opts[pick] as { id: string }).id;
    },
  };
}
