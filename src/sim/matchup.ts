/**
 * A strength comparison between two agents: the same seeded games are played twice, once with each
 * agent in each seat (a "duplicate" match, which cancels most of the luck of the deal and of the
 * first-player advantage), and the wins are added up per agent.
 */
import type { GameRef } from './bundle.js';
import { runGames, type SimOptions } from './runner.js';
import { wilson, type Interval } from './stats.js';

export interface MatchupResult {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly winsA: number;
  readonly winsB: number;
  readonly draws: number;
  /** A's win rate with its 95% Wilson interval. */
  readonly rateA: Interval;
  readonly meanDecisions: number;
}

export interface MatchupOptions {
  readonly ref: GameRef;
  readonly config: unknown;
  readonly a: string;
  readonly b: string;
  /** Games per seating; the total is twice this. */
  readonly pairs: number;
  /** Index of the first deal (default 0), to play a long match in chunks. */
  readonly first?: number;
  readonly seed: number;
  readonly workers?: number;
  readonly maxDecisions?: number;
  onResult?: SimOptions['onResult'];
}

export async function matchup(o: MatchupOptions): Promise<MatchupResult> {
  const base = {
    ref: o.ref,
    config: o.config,
    games: o.pairs,
    first: o.first,
    seed: o.seed,
    workers: o.workers,
    maxDecisions: o.maxDecisions,
    onResult: o.onResult,
  };
  const first = await runGames({ ...base, agents: [o.a, o.b] });
  const second = await runGames({ ...base, agents: [o.b, o.a] });
  const winsA = first.filter((r) => r.winner === 0).length + second.filter((r) => r.winner === 1).length;
  const winsB = first.filter((r) => r.winner === 1).length + second.filter((r) => r.winner === 0).length;
  const games = first.length + second.length;
  const all = [...first, ...second];
  return {
    a: o.a,
    b: o.b,
    games,
    winsA,
    winsB,
    draws: games - winsA - winsB,
    rateA: wilson(winsA, games),
    meanDecisions: all.reduce((s, r) => s + r.decisions, 0) / Math.max(1, games),
  };
}
