/**
 * `mcts`: UCT search (Kocsis & Szepesvári) in its information-set form (Cowling, Powley & Whitehouse,
 * "Information Set Monte Carlo Tree Search", 2012). Every iteration plays on a fresh determinization
 * of the position: the engine RNG of the copy is re-seeded from the agent's own generator (so chance
 * is sampled, never foreseen) and the game's `determinize` hook resamples whatever the agent's seat
 * cannot observe. The tree is open-loop: a node is the sequence of option ids that leads to it, and
 * since which options are legal varies between determinizations, children are scored with their
 * availability count (ISMCTS's UCB).
 *
 * Leaf values: `rollout` uniformly random steps, then the game's evaluation (or the real result if
 * the game ended), mapped to [0, 1]. A rollout of 0 evaluates the leaf directly — the cheap setting
 * that makes tens of thousands of iterations per second possible.
 *
 * Budget: `it` iterations (deterministic given the seed), or `time` milliseconds per decision (then
 * the choice depends on the machine's speed; a simulation with a time budget is not reproducible).
 */
import { Rng, seedRng, type Decision, type Game, type GameState, type Option } from '../core/index.js';
import type { Agent, AgentContext, AnyHeuristics } from './agent.js';
import { copyState, resample } from './determinize.js';
import { param, type AgentSpec, type ParamTable } from './params.js';
import { valueFor } from './value.js';

export const MCTS_PARAMS: ParamTable = {
  it: { default: 1000, min: 1, max: 10_000_000, integer: true, help: 'iterations per decision (ignored when time is set)' },
  time: { default: 0, min: 0, max: 600_000, integer: false, help: 'milliseconds per decision instead of an iteration count (not reproducible)' },
  c: { default: 0.7, min: 0, max: 10, integer: false, help: 'UCB exploration constant (values are in [0, 1])' },
  prior: { default: 5, min: 0, max: 10_000, integer: false, help: 'virtual visits seeding each root option with its one-ply evaluation (0: none)' },
  rollout: { default: 0, min: 0, max: 100_000, integer: true, help: 'random steps played after a new leaf before evaluating it' },
  seed: { default: -1, min: -1, max: 2 ** 31 - 1, integer: true, help: 'own seed (default: the one the runner gives)' },
};

type AnyGame = Game<GameState, unknown>;

interface Node {
  /** Children by option id (open loop: the same id in another determinization reaches the same node). */
  readonly children: Map<string, Node>;
  /** The player who chose the edge into this node (whose reward `w` counts); -1 at the root. */
  readonly player: number;
  n: number;
  w: number;
  /** How often this child was legal when its parent was passed through (ISMCTS availability). */
  avail: number;
}

const newNode = (player: number): Node => ({ children: new Map(), player, n: 0, w: 0, avail: 0 });

/** What the last search did; the benchmark and the tests read it. */
export interface SearchStats {
  readonly iterations: number;
  readonly ms: number;
  /** Visits per root option id. */
  readonly visits: Readonly<Record<string, number>>;
}

export interface MctsAgent extends Agent {
  readonly lastStats: SearchStats | null;
}

function applyOrThrow(game: AnyGame, state: GameState, d: Decision, o: Option): void {
  const r = game.apply(state, d.rqid, o.id);
  if (!r.ok) throw new Error(`${game.id}: offered option "${o.id}" of ${d.kind} was rejected: ${r.error.message}`);
}

const now = (): number => globalThis.performance.now();

export function mctsAgent(spec: AgentSpec, ctx: AgentContext): MctsAgent {
  const h: AnyHeuristics = ctx.heuristics;
  const defaults = h.defaults?.mcts;
  const iterations = param(spec, MCTS_PARAMS, 'it', defaults);
  const timeMs = param(spec, MCTS_PARAMS, 'time', defaults);
  const c = param(spec, MCTS_PARAMS, 'c', defaults);
  const rolloutSteps = param(spec, MCTS_PARAMS, 'rollout', defaults);
  const prior = param(spec, MCTS_PARAMS, 'prior', defaults);
  const rng = new Rng(seedRng(ctx.seed));
  let lastStats: SearchStats | null = null;

  /** One iteration on `s` (a determinized copy, consumed): select, expand one node, evaluate, back up. */
  function iterate(game: AnyGame, s: GameState, root: Node, path: Node[]): void {
    path.length = 0;
    path.push(root);
    let node = root;
    for (;;) {
      const p = game.pending(s);
      if (p.terminal) break;
      const opts = p.options;
      if (opts.length === 1) {
        // A forced step is not a choice: walk through it without spending the expansion.
        const o = opts[0] as Option;
        let child = node.children.get(o.id);
        if (!child) node.children.set(o.id, (child = newNode(p.player)));
        child.avail++;
        applyOrThrow(game, s, p, o);
        node = child;
        path.push(node);
        continue;
      }
      let untried = 0;
      for (const o of opts) {
        const ch = node.children.get(o.id);
        if (ch) ch.avail++;
        else untried++;
      }
      if (untried > 0) {
        let k = rng.int(0, untried - 1);
        let pick: Option | undefined;
        for (const o of opts) {
          if (node.children.has(o.id)) continue;
          if (k-- === 0) {
            pick = o;
            break;
          }
        }
        const o = pick as Option;
        const child = newNode(p.player);
        child.avail = 1;
        node.children.set(o.id, child);
        applyOrThrow(game, s, p, o);
        path.push(child);
        break;
      }
      let best: Node | null = null;
      let bestOpt: Option | null = null;
      let bestScore = -Infinity;
      for (const o of opts) {
        const ch = node.children.get(o.id) as Node;
        const score = ch.w / ch.n + c * Math.sqrt(Math.log(ch.avail) / ch.n);
        if (score > bestScore) {
          bestScore = score;
          best = ch;
          bestOpt = o;
        }
      }
      applyOrThrow(game, s, p, bestOpt as Option);
      node = best as Node;
      path.push(node);
    }
    for (let k = 0; k < rolloutSteps; k++) {
      const p = game.pending(s);
      if (p.terminal) break;
      applyOrThrow(game, s, p, p.options[rng.int(0, p.options.length - 1)] as Option);
    }
    // Rewards in [0, 1] for each player that chose an edge on the path, computed once each.
    const reward = new Map<number, number>();
    for (let i = path.length - 1; i >= 0; i--) {
      const nd = path[i] as Node;
      nd.n++;
      if (nd.player < 0) continue;
      let r = reward.get(nd.player);
      if (r === undefined) {
        r = (valueFor(game, s, nd.player, h) + 1) / 2;
        reward.set(nd.player, r);
      }
      nd.w += r;
    }
  }

  return {
    name: spec.text,
    get lastStats() {
      return lastStats;
    },
    choose(game, state, decision) {
      const opts = decision.options;
      if (opts.length === 1) return (opts[0] as Option).id;
      const player = decision.player;
      // One private copy of the real state; every iteration resamples its RNG and hidden parts.
      const base = copyState(game, h, state);
      resample(base, player, h, rng);
      const root = newNode(-1);
      const path: Node[] = [];
      const start = now();
      if (prior > 0) {
        // Progressive bias at the root: each option starts with `prior` virtual visits at the value
        // of the position it leads to (one ply, on one determinization), so that with few
        // iterations the search plays at least like greedy and spends its budget testing the moves
        // that look best, rather than spreading it evenly over all of them.
        const seen = copyState(game, h, base);
        resample(seen, player, h, rng);
        for (const o of opts) {
          const s = copyState(game, h, seen);
          applyOrThrow(game, s, decision, o);
          const child = newNode(player);
          child.n = prior;
          child.avail = prior;
          child.w = (prior * (valueFor(game, s, player, h) + 1)) / 2;
          root.children.set(o.id, child);
        }
      }
      let done = 0;
      const deadline = timeMs > 0 ? start + timeMs : Infinity;
      for (;;) {
        if (timeMs > 0 ? (done & 15) === 0 && now() >= deadline && done > 0 : done >= iterations) break;
        const s = copyState(game, h, base);
        resample(s, player, h, rng);
        const p = game.pending(s);
        if (p.terminal || p.rqid !== decision.rqid || p.player !== player) {
          throw new Error(`${game.id}: a determinized copy is not at the decision being searched (request ${decision.rqid})`);
        }
        iterate(game, s, root, path);
        done++;
      }
      const visits: Record<string, number> = {};
      let best: Option = opts[0] as Option;
      let bestN = -1;
      let bestMean = -Infinity;
      for (const o of opts) {
        const ch = root.children.get(o.id);
        const n = ch?.n ?? 0;
        const mean = ch && ch.n > 0 ? ch.w / ch.n : -Infinity;
        visits[o.id] = n;
        if (n > bestN || (n === bestN && mean > bestMean)) {
          best = o;
          bestN = n;
          bestMean = mean;
        }
      }
      lastStats = { iterations: done, ms: now() - start, visits };
      return best.id;
    },
  };
}
