/**
 * Turns per-game results into the match-up report: wins and draws with 95% Wilson intervals, mean
 * game length, and the distribution of each per-player score the game's heuristics name (life,
 * victory points…). Nothing here depends on timing or worker count, so the same seed always prints
 * the same report.
 */
import { distribution, wilson, type Distribution, type Interval } from './stats.js';
import type { GameResult } from './play.js';

export interface SimSummary {
  readonly game: string;
  readonly setup: string;
  readonly agents: { readonly p1: string; readonly p2: string };
  readonly seed: number;
  readonly games: number;
  readonly wins: { readonly p1: number; readonly p2: number };
  /** Games with no winner, including abandoned ones. */
  readonly draws: number;
  /** Games stopped at the decision cap (also counted in draws). */
  readonly abandoned: number;
  readonly winRate: { readonly p1: Interval; readonly p2: Interval; readonly draw: Interval };
  readonly length: { readonly decisions: Distribution; readonly turns: Distribution };
  readonly scores: Readonly<Record<string, { readonly p1: Distribution; readonly p2: Distribution }>>;
}

export interface SummaryInfo {
  readonly game: string;
  readonly setup: string;
  readonly agents: readonly [string, string];
  readonly seed: number;
}

export function summarize(info: SummaryInfo, results: readonly GameResult[]): SimSummary {
  const n = results.length;
  const p1 = results.filter((r) => r.winner === 0).length;
  const p2 = results.filter((r) => r.winner === 1).length;
  const draws = n - p1 - p2;
  const names = [...new Set(results.flatMap((r) => Object.keys(r.scores)))].sort();
  const scores: Record<string, { p1: Distribution; p2: Distribution }> = {};
  for (const name of names) {
    const of = (seat: number): number[] => results.map((r) => r.scores[name]?.[seat]).filter((v): v is number => typeof v === 'number');
    scores[name] = { p1: distribution(of(0)), p2: distribution(of(1)) };
  }
  // Key order is the JSON line's: the counts first, as the issue shows them.
  return {
    games: n,
    wins: { p1, p2 },
    draws,
    game: info.game,
    setup: info.setup,
    agents: { p1: info.agents[0], p2: info.agents[1] },
    seed: info.seed,
    abandoned: results.filter((r) => r.returns === null).length,
    winRate: { p1: wilson(p1, n), p2: wilson(p2, n), draw: wilson(draws, n) },
    length: { decisions: distribution(results.map((r) => r.decisions)), turns: distribution(results.map((r) => r.turns)) },
    scores,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));
const interval = (i: Interval): string => `${pct(i.rate).padStart(6)}  (95% CI ${pct(i.low)}–${pct(i.high)})`;
const dist = (d: Distribution): string =>
  `mean ${num(d.mean)}, median ${num(d.median)}, quartiles ${num(d.p25)}–${num(d.p75)}, range ${num(d.min)}–${num(d.max)}`;

/** The report as text lines. */
export function renderSummary(s: SimSummary): string[] {
  const w = Math.max(s.agents.p1.length, s.agents.p2.length, 5);
  const lines = [
    `${s.game} · ${s.setup} · ${s.games} games · seed ${s.seed}`,
    `  p1 ${s.agents.p1.padEnd(w)}  wins ${String(s.wins.p1).padStart(5)}  ${interval(s.winRate.p1)}`,
    `  p2 ${s.agents.p2.padEnd(w)}  wins ${String(s.wins.p2).padStart(5)}  ${interval(s.winRate.p2)}`,
    `     ${'draws'.padEnd(w)}       ${String(s.draws).padStart(5)}  ${interval(s.winRate.draw)}${s.abandoned ? `, of which ${s.abandoned} abandoned at the decision cap` : ''}`,
    `  game length in decisions: ${dist(s.length.decisions)}`,
    `  game length in turns:     ${dist(s.length.turns)}`,
  ];
  for (const [name, d] of Object.entries(s.scores)) {
    lines.push(`  ${name} at the end, p1: ${dist(d.p1)}`);
    lines.push(`  ${name} at the end, p2: ${dist(d.p2)}`);
  }
  return lines;
}

/** A progress line for a terminal: bar, games done, rate and estimated time left. */
export function progressLine(done: number, total: number, elapsedMs: number, width = 30): string {
  const frac = total === 0 ? 1 : done / total;
  const filled = Math.round(frac * width);
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const eta = rate > 0 ? (total - done) / rate : NaN;
  const etaText = Number.isFinite(eta) ? `ETA ${eta >= 90 ? `${Math.round(eta / 60)} min` : `${Math.ceil(eta)} s`}` : 'ETA –';
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games  ${rate.toFixed(1)} games/s  ${etaText}`;
}
