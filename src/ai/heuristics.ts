/**
 * Per-game AI knowledge: an evaluation, a determinization hook and score summaries. This is the only
 * game-specific AI code, and it lives in each game's folder (`src/games/<id>/heuristics.ts`); the
 * objects there are typed structurally so that games do not import from the AI layer above them.
 */
import type { RawDecision, GameState, Rng } from '../core/index.js';

export interface GameHeuristics<S extends GameState = GameState> {
  /**
   * How good a non-terminal `state` looks for `player`, in [-1, 1] (1: as good as won). It may read
   * the whole state it is given: agents only ever hand it determinized copies.
   */
  evaluate(state: S, player: number): number;
  /**
   * Alternative evaluations, for comparing them in matches: an agent given `ev=k` (k ≥ 1) evaluates
   * with `evaluations[k - 1]` instead of `evaluate`.
   */
  evaluations?: readonly ((state: S, player: number) => number)[];
  /**
   * Resamples, in place, everything `player` cannot observe (bag order, the opponent's hidden
   * zones…) using only what `player` may know and `rng`. The result must not depend on the hidden
   * parts of the state it was given: canonicalise hidden collections (e.g. sort them) before
   * shuffling. The engine RNG is re-seeded by the caller; omit the hook when nothing else is hidden.
   */
  determinize?(state: S, player: number, rng: Rng): void;
  /**
   * A faster copy for the agents' hot loops, e.g. one that shares the parts of the state the game
   * never changes (card and map data). Must give a state that `apply` can change without touching
   * the original. Defaults to `game.clone`.
   */
  clone?(state: S): S;
  /**
   * Per-game defaults for agent parameters (`{ greedy: { chain: 0 } }`): a game whose moves are
   * expensive to try can lower the default search effort; a spec's own values still win.
   */
  defaults?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /**
   * A fast rule-of-thumb move for playouts (mcts `policy=1`): the index of one of `decision.options`.
   * Not a lookahead — it should cost about as much as the apply that follows it. It may read the
   * whole state it is given: agents only ever hand it determinized copies.
   */
  policy?(state: S, decision: RawDecision, rng: Rng): number;
  /**
   * Whether the evaluation can be trusted as it stands (no exchange half-way through, e.g. no attack
   * being resolved). mcts `quiet=N` plays up to N `policy` (else uniform) steps from a leaf until
   * this holds — a quiescence search — before evaluating.
   */
  quiet?(state: S): boolean;
  /** Per-player figures to summarise over many games (e.g. `{ life: [12, 0] }`, `{ vp: [200, 120] }`). */
  scores?(state: S): Readonly<Record<string, readonly number[]>>;
}

/** A neutral evaluation for games with no heuristics: only terminal results count. */
export const NO_HEURISTICS: GameHeuristics = { evaluate: () => 0 };

/** Clamps an evaluation into (-1, 1) so that a real win or loss always outranks any estimate. */
export function clampEval(v: number): number {
  if (!Number.isFinite(v)) return 0;
  return Math.max(-0.999, Math.min(0.999, v));
}

/** The heuristics an agent with `ev=k` uses: `evaluate` replaced by the k-th alternative (k ≥ 1). */
export function withEvaluation<S extends GameState>(h: GameHeuristics<S>, k: number): GameHeuristics<S> {
  if (k === 0) return h;
  const alt = h.evaluations?.[k - 1];
  if (!alt) throw new Error(`ev=${k}: the game has ${h.evaluations?.length ?? 0} alternative evaluation(s)`);
  return { ...h, evaluate: alt };
}
