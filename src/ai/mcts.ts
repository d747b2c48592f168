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
 * the game ended), mapped to [0, 1]. A rollout of 0 evaluates the leaf directly.
 *
 * Speed — where an iteration's time goes is almost all `apply` (the engine enumerates the next
 * decision's options), then one copy of the state. Two things cut the applies:
 * - Deterministic prefixes are cached. When the determinization does not draw from the agent's
 *   generator (it only canonicalises what is hidden, as Dice Masters' does) and a step consumes no
 *   engine randomness, the position a node stands for is the same in every determinization, so the
 *   node keeps it; an iteration starts from the deepest cached position on its path (copied, with a
 *   fresh RNG) instead of replaying the moves from the root. Whether a step drew from the RNG is seen
 *   from the copy's `core.rng`, which the engine replaces only when it was used.
 * - The tree is reused between the agent's own consecutive sub-decisions when the step between them
 *   was deterministic (its node holds the position and it equals the new determinized root).
 *
 * Strength — at the root each option starts with `prior` virtual visits at the value greedy would
 * give it (the option, then the agent's own next `pchain` sub-decisions played greedily), so a
 * small budget plays at least like greedy and the search spends its iterations testing the options
 * that look best. Evaluations differ little between options, hence the small default exploration.
 *
 * Budget: `it` iterations (deterministic given the seed), or `time` milliseconds per decision (then
 * the choice depends on the machine's speed; a simulation with a time budget is not reproducible).
 */
import { NO_EVENTS, Rng, seedRng, type RawDecision, type Game, type GameState, type OfferedOption, type RngState } from '../core/index.js';
import type { Agent, AgentContext, AnyHeuristics } from './agent.js';
import { copyState } from './determinize.js';
import { chainValue, greedyPlayout } from './greedy.js';
import { withEvaluation } from './heuristics.js';
import { param, type AgentSpec, type ParamTable } from './params.js';
import { valueFor } from './value.js';

export const MCTS_PARAMS: ParamTable = {
  it: { default: 1000, min: 1, max: 10_000_000, integer: true, help: 'iterations per decision (ignored when time is set)' },
  time: { default: 0, min: 0, max: 600_000, integer: false, help: 'milliseconds per decision instead of an iteration count (not reproducible)' },
  c: { default: 0.7, min: 0, max: 10, integer: false, help: 'UCB exploration constant (values are in [0, 1])' },
  prior: { default: 5, min: 0, max: 10_000, integer: false, help: 'virtual visits seeding each root option with its greedy evaluation (0: none)' },
  pmax: {
    default: 0,
    min: 0,
    max: 100_000,
    integer: true,
    help: "root options searched, a random sample when there are more (0: all), and options tried per step of the prior's follow-ups",
  },
  psamples: {
    default: 1,
    min: 1,
    max: 1024,
    integer: true,
    help: "determinizations the prior's greedy value is averaged over (options whose follow-up draws no randomness are scored once)",
  },
  pchain: { default: 3, min: 0, max: 16, integer: true, help: 'own follow-up sub-decisions played greedily when computing the prior' },
  rollout: {
    default: 0,
    min: 0,
    max: 100_000,
    integer: true,
    help: "steps played after a new leaf before evaluating it (random, or the game's policy with policy=1)",
  },
  policy: {
    default: 0,
    min: 0,
    max: 1,
    integer: true,
    help: "1: rollout steps follow the game's rule-of-thumb policy (when it has one) instead of uniform choices",
  },
  leaf: { default: 0, min: 0, max: 1000, integer: true, help: 'greedy steps (each mover one ply ahead) played after a new leaf before evaluating it' },
  lmax: { default: 0, min: 0, max: 100_000, integer: true, help: 'options tried per greedy leaf step, a random sample when there are more (0: all)' },
  quiet: {
    default: 0,
    min: 0,
    max: 100_000,
    integer: true,
    help: "at most this many steps played from a leaf (the game's policy, else uniform) until the game's `quiet` test holds, before evaluating (0: off)",
  },
  reuse: {
    default: 1,
    min: 0,
    max: 1,
    integer: true,
    help: '1: keep the subtree between own consecutive sub-decisions when nothing random happened in between',
  },
  ev: { default: 0, min: 0, max: 9, integer: true, help: "0: the game's evaluation; k: its k-th alternative evaluation (for comparisons)" },
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
  /**
   * The position this node stands for, when it is the same in every determinization (no randomness
   * on the path from the root); never mutated — iterations copy it. Null otherwise.
   */
  state: GameState | null;
  /**
   * The children by index into the option list `opts` (`kids[i]` is the child of `opts[i]`): the
   * root's list and a cached position's list are the same array at every pass, so the walk reads an
   * array instead of looking each option's id up in `children`. Rebuilt from `children` when the
   * node meets another list.
   */
  opts: readonly OfferedOption[] | null;
  readonly kids: (Node | undefined)[];
}

const newNode = (player: number): Node => ({ children: new Map(), player, n: 0, w: 0, avail: 0, state: null, opts: null, kids: [] });

/** `node`'s children aligned with `opts` (see `Node.kids`). */
function kidsOf(node: Node, opts: readonly OfferedOption[]): (Node | undefined)[] {
  const kids = node.kids;
  if (node.opts === opts) return kids;
  kids.length = opts.length;
  for (let i = 0; i < opts.length; i++) kids[i] = node.children.get((opts[i] as OfferedOption).id);
  node.opts = opts;
  return kids;
}

/** What the last search did; the benchmark and the tests read it. */
export interface SearchStats {
  readonly iterations: number;
  readonly ms: number;
  /** Visits per root option id (virtual prior visits included). */
  readonly visits: Readonly<Record<string, number>>;
  /** Engine `apply` calls made by the search (the prior's greedy follow-ups are not counted). */
  readonly applies: number;
  /** State copies made by the search (the prior's greedy follow-ups are not counted). */
  readonly copies: number;
  /** Evaluations (and results) read at leaves. */
  readonly evaluations: number;
  /** Whether the tree came from the previous decision. */
  readonly reused: boolean;
}

export interface MctsAgent extends Agent {
  readonly lastStats: SearchStats | null;
}

const now = (): number => globalThis.performance.now();

/** `max` options drawn at random, in their offered order. */
function sampleOptions(options: readonly OfferedOption[], max: number, rng: Rng): readonly OfferedOption[] {
  const idx = options.map((_, i) => i);
  rng.shuffle(idx);
  return idx
    .slice(0, max)
    .sort((a, b) => a - b)
    .map((i) => options[i] as OfferedOption);
}

const sameRng = (a: RngState, b: RngState): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export function mctsAgent(spec: AgentSpec, ctx: AgentContext): MctsAgent {
  const defaults = ctx.heuristics.defaults?.mcts;
  const h: AnyHeuristics = withEvaluation(ctx.heuristics, param(spec, MCTS_PARAMS, 'ev', defaults));
  const iterations = param(spec, MCTS_PARAMS, 'it', defaults);
  const timeMs = param(spec, MCTS_PARAMS, 'time', defaults);
  const c = param(spec, MCTS_PARAMS, 'c', defaults);
  const rolloutSteps = param(spec, MCTS_PARAMS, 'rollout', defaults);
  const rolloutPolicy = param(spec, MCTS_PARAMS, 'policy', defaults) === 1 ? h.policy : undefined;
  const prior = param(spec, MCTS_PARAMS, 'prior', defaults);
  const pchain = param(spec, MCTS_PARAMS, 'pchain', defaults);
  const psamples = param(spec, MCTS_PARAMS, 'psamples', defaults);
  const pmax = param(spec, MCTS_PARAMS, 'pmax', defaults);
  const leafSteps = param(spec, MCTS_PARAMS, 'leaf', defaults);
  const leafMax = param(spec, MCTS_PARAMS, 'lmax', defaults);
  const reuseTree = param(spec, MCTS_PARAMS, 'reuse', defaults) === 1;
  const quietSteps = h.quiet ? param(spec, MCTS_PARAMS, 'quiet', defaults) : 0;
  const isQuiet = h.quiet;
  const rng = new Rng(seedRng(ctx.seed));
  let lastStats: SearchStats | null = null;
  /** The child chosen at the last decision, kept for reuse: its node and the request it answered. */
  let kept: { node: Node; rqid: number; player: number } | null = null;
  let applies = 0;
  let copies = 0;
  let evaluations = 0;
  const copy = (game: AnyGame, st: GameState): GameState => {
    copies++;
    return copyState(game, h, st);
  };
  const value = (game: AnyGame, st: GameState, pl: number): number => {
    evaluations++;
    return (valueFor(game, st, pl, h) + 1) / 2;
  };

  const freshRng = (): RngState => seedRng(rng.int(0, 0x7fffffff));

  function applyOrThrow(game: AnyGame, state: GameState, d: RawDecision, o: OfferedOption): void {
    applies++;
    // The search never reads events: they are not built (`ApplyOptions.events`).
    const r = game.apply(state, d.rqid, o.id, NO_EVENTS);
    if (!r.ok) throw new Error(`${game.id}: offered option "${o.id}" of ${d.kind} was rejected: ${r.error.message}`);
  }

  /** One play-out step on `leaf`: `pol`'s option (uniform without one); false when the game is over. */
  function playStep(game: AnyGame, leaf: GameState, pol: AnyHeuristics['policy']): boolean {
    const p = game.pending(leaf, { labels: false });
    if (p.terminal) return false;
    const i = p.options.length === 1 ? 0 : pol ? pol(leaf, p, rng) : rng.int(0, p.options.length - 1);
    applyOrThrow(game, leaf, p, (p.options[i] ?? p.options[0]) as OfferedOption);
    return true;
  }

  /**
   * One iteration: select down the tree, expand one node, evaluate, back up. `root.state` (when
   * caching) or `fresh()` gives the starting position; `s` is the iteration's own copy, made as late
   * as possible — while every node on the path holds its position, nothing is copied or applied.
   */
  function iterate(game: AnyGame, root: Node, rootOpts: readonly OfferedOption[], fresh: () => GameState, caching: boolean, path: Node[]): void {
    path.length = 0;
    path.push(root);
    let node = root;
    // While `s` is null the walk is on cached positions (`view`, read-only).
    let view: GameState | null = caching ? root.state : null;
    let s: GameState | null = view ? null : fresh();
    for (;;) {
      const cur = (s ?? view) as GameState;
      const p = game.pending(cur, { labels: false });
      if (p.terminal) break;
      const opts = node === root ? rootOpts : p.options;
      let child: Node | undefined;
      let pick: OfferedOption;
      let expanded = false;
      const kids = kidsOf(node, opts);
      if (opts.length === 1) {
        // A forced step is not a choice: walk through it without spending the expansion.
        pick = opts[0] as OfferedOption;
        child = kids[0];
        if (!child) {
          node.children.set(pick.id, (kids[0] = child = newNode(p.player)));
          expanded = true;
        }
        child.avail++;
      } else {
        let untried = 0;
        for (let i = 0; i < kids.length; i++) {
          const ch = kids[i];
          if (ch) ch.avail++;
          else untried++;
        }
        if (untried > 0) {
          let k = rng.int(0, untried - 1);
          let at = 0;
          for (; at < kids.length; at++) if (!kids[at] && k-- === 0) break;
          pick = opts[at] as OfferedOption;
          child = newNode(p.player);
          child.avail = 1;
          node.children.set(pick.id, (kids[at] = child));
          expanded = true;
        } else {
          let bestScore = -Infinity;
          let bestAt = 0;
          for (let i = 0; i < kids.length; i++) {
            const ch = kids[i] as Node;
            const score = ch.w / ch.n + c * Math.sqrt(Math.log(ch.avail) / ch.n);
            if (score > bestScore) {
              bestScore = score;
              child = ch;
              bestAt = i;
            }
          }
          pick = opts[bestAt] as OfferedOption;
        }
      }
      const next = child as Node;
      if (s === null && next.state) {
        // Still on the deterministic prefix: step to the cached position, no apply.
        view = next.state;
      } else {
        const fromCache = s === null;
        if (fromCache) {
          s = copy(game, view as GameState);
          s.core.rng = freshRng();
        }
        const live = s as GameState;
        const rngBefore = live.core.rng;
        applyOrThrow(game, live, p, pick);
        // The engine replaces core.rng only when the step used it: an untouched RNG means the step
        // was deterministic, so the position is the same in every determinization.
        if (fromCache && live.core.rng === rngBefore) {
          // The copy becomes the node's cached position (never mutated again) and the walk goes on
          // on the cache.
          next.state = live;
          view = live;
          s = null;
        }
      }
      node = next;
      path.push(node);
      if (expanded && opts.length > 1) break;
    }
    let leaf: GameState;
    if (s === null) {
      if (rolloutSteps === 0 && leafSteps === 0 && (quietSteps === 0 || !isQuiet || isQuiet(view as GameState))) {
        // Evaluation reads the position only: the cached one will do, no copy needed.
        backup(game, view as GameState, path);
        return;
      }
      leaf = copy(game, view as GameState);
      leaf.core.rng = freshRng();
    } else leaf = s;
    for (let k = 0; k < rolloutSteps && playStep(game, leaf, rolloutPolicy); k++);
    if (quietSteps > 0 && isQuiet) {
      // Quiescence: finish the exchange in progress (blocks, damage) before trusting the evaluation.
      for (let k = 0; k < quietSteps && !isQuiet(leaf) && playStep(game, leaf, h.policy); k++);
    }
    if (leafSteps > 0) {
      const tried = greedyPlayout(game, leaf, leafSteps, h, leafMax, rng);
      applies += tried;
      copies += tried;
    }
    backup(game, leaf, path);
  }

  /** Rewards in [0, 1] for each player that chose an edge on the path, computed once each. */
  function backup(game: AnyGame, s: GameState, path: readonly Node[]): void {
    let r0 = -1;
    let r1 = -1;
    let other: Map<number, number> | null = null;
    for (let i = path.length - 1; i >= 0; i--) {
      const nd = path[i] as Node;
      nd.n++;
      const pl = nd.player;
      if (pl < 0) continue;
      let r: number;
      if (pl === 0) r = r0 < 0 ? (r0 = value(game, s, 0)) : r0;
      else if (pl === 1) r = r1 < 0 ? (r1 = value(game, s, 1)) : r1;
      else {
        other ??= new Map();
        const got = other.get(pl);
        r = got ?? value(game, s, pl);
        if (got === undefined) other.set(pl, r);
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
      const player = decision.player;
      applies = 0;
      copies = 0;
      evaluations = 0;
      const start = now();
      // One private copy of the real state: a fresh RNG, and what the seat cannot see resampled.
      const base = copy(game, state);
      base.core.rng = freshRng();
      const before = rng.state();
      h.determinize?.(base, player, rng);
      // A determinization that draws nothing from the generator is the same every time: then the
      // positions on deterministic paths can be cached (see the header).
      const caching = sameRng(before, rng.state());
      const fresh = (): GameState => {
        const s = copy(game, base);
        s.core.rng = freshRng();
        if (!caching) h.determinize?.(s, player, rng);
        return s;
      };

      let root: Node | null = null;
      if (reuseTree && kept && caching && kept.rqid + 1 === decision.rqid && kept.player === player && kept.node.state) {
        // The position the kept node stands for must be exactly the new root (it is, unless the
        // game did something the tree could not see); compare everything but the RNG.
        const cached = kept.node.state;
        const saved = cached.core.rng;
        cached.core.rng = base.core.rng;
        const same = game.hash(cached) === game.hash(base);
        cached.core.rng = saved;
        if (same) root = kept.node;
      }
      const reused = root !== null;
      kept = null;
      root ??= newNode(-1);
      if (caching) root.state = base;

      if (opts.length === 1) {
        lastStats = { iterations: 0, ms: now() - start, visits: { [(opts[0] as OfferedOption).id]: 0 }, applies, copies, evaluations, reused };
        return (opts[0] as OfferedOption).id;
      }
      const check = game.pending(base, { labels: false });
      if (check.terminal || check.rqid !== decision.rqid || check.player !== player) {
        throw new Error(`${game.id}: a determinized copy is not at the decision being searched (request ${decision.rqid})`);
      }
      // Wide decisions (hundreds of squares to move to) are searched on a random sample of options.
      const searched = pmax > 0 && opts.length > pmax ? sampleOptions(opts, pmax, rng) : opts;
      if (prior > 0) {
        // Progressive bias at the root: each option not yet visited starts with `prior` virtual
        // visits at the value greedy would give it, so that with few iterations the search plays at
        // least like greedy and spends its budget testing the options that look best, rather than
        // spreading it evenly over all of them. The value is averaged over `psamples`
        // determinizations (every option meets the same ones: common random numbers), except for an
        // option whose follow-up drew no randomness, which every sample would score alike.
        const worlds: GameState[] = [];
        for (const o of searched) {
          const had = root.children.get(o.id);
          if (had && had.n > 0) continue;
          let total = 0;
          let k = 0;
          while (k < psamples) {
            const s = copy(game, (worlds[k] ??= fresh()));
            const rngBefore = s.core.rng;
            applyOrThrow(game, s, decision, o);
            total += chainValue(game, s, player, pchain, h, pmax, rng);
            k++;
            if (caching && s.core.rng === rngBefore) break;
          }
          const v = total / k;
          const child = had ?? newNode(player);
          child.n += prior;
          child.avail += prior;
          child.w += (prior * (v + 1)) / 2;
          root.children.set(o.id, child);
        }
        // Children were added by id: the index view is rebuilt at the first iteration.
        root.opts = null;
      }
      const path: Node[] = [];
      let done = 0;
      const deadline = timeMs > 0 ? start + timeMs : Infinity;
      for (;;) {
        if (timeMs > 0 ? (done & 15) === 0 && now() >= deadline && done > 0 : done >= iterations) break;
        iterate(game, root, searched, fresh, caching, path);
        done++;
      }
      const visits: Record<string, number> = {};
      let best: OfferedOption = searched[0] as OfferedOption;
      let bestN = -1;
      let bestMean = -Infinity;
      for (const o of searched) {
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
      const chosen = root.children.get(best.id);
      if (reuseTree && chosen) kept = { node: chosen, rqid: decision.rqid, player };
      // The root's cached position is this decision's base; drop it so the kept subtree alone stays.
      root.state = null;
      lastStats = { iterations: done, ms: now() - start, visits, applies, copies, evaluations, reused };
      return best.id;
    },
  };
}
