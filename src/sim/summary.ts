/**
 * Turns per-game results into the match-up report: wins per seat (and per team, for a set-up that
 * seats teams) and draws with 95% Wilson intervals, mean game length, and the distribution of each
 * per-player score the game's heuristics name (life, victory points…). Nothing here depends on
 * timing or worker count, so the same seed always prints the same report.
 */
import { distribution, wilson, type Distribution, type Interval } from './stats.js';
import type { GameResult } from './play.js';

/** Per-seat values keyed by seat, `p1`, `p2`, … (two keys for a two-player game, as before). */
export type PerSeat<T> = Readonly<Record<string, T>>;

/** A team of a set-up that seats teams: its seats (`p1`, …), their agents and the games it won. */
export interface TeamSummary {
  readonly seats: readonly string[];
  readonly agents: readonly string[];
  readonly wins: number;
  readonly winRate: Interval;
}

export interface SimSummary {
  readonly game: string;
  readonly setup: string;
  readonly agents: PerSeat<string>;
  readonly seed: number;
  readonly games: number;
  /** Games each seat won; in a team battle every seat of the winning team wins the game. */
  readonly wins: PerSeat<number>;
  /** Games with no winner, including abandoned ones. */
  readonly draws: number;
  /** Games stopped at the decision cap (also counted in draws). */
  readonly abandoned: number;
  readonly winRate: PerSeat<Interval> & { readonly draw: Interval };
  /** Present only for a set-up that seats teams: one entry per team, in seat order of its first seat. */
  readonly teams?: readonly TeamSummary[];
  readonly length: { readonly decisions: Distribution; readonly turns: Distribution };
  readonly scores: Readonly<Record<string, PerSeat<Distribution>>>;
}

export interface SummaryInfo {
  readonly game: string;
  readonly setup: string;
  /** Agent specs by seat. */
  readonly agents: readonly string[];
  readonly seed: number;
  /** Each seat's team (a seat on it), when the set-up seats teams; absent or null when everyone plays alone. */
  readonly teams?: readonly number[] | null;
}

const seatKey = (seat: number): string => `p${seat + 1}`;

/**
 * The seats that won a game: those with the best return, when it is better than the worst (so a
 * two-player game has the one winner `winnerOf` names, a team battle every seat of the winning team,
 * and a draw nobody).
 */
export function winnersOf(returns: readonly number[] | null): number[] {
  if (!returns || returns.length === 0) return [];
  const best = Math.max(...returns);
  if (best === Math.min(...returns)) return [];
  return returns.flatMap((r, seat) => (r === best ? [seat] : []));
}

export function summarize(info: SummaryInfo, results: readonly GameResult[]): SimSummary {
  const n = results.length;
  const seats = info.agents.length;
  const won = results.map((r) => winnersOf(r.returns));
  const winsOf = (seat: number): number => won.filter((w) => w.includes(seat)).length;
  const draws = won.filter((w) => w.length === 0).length;
  const perSeat = <T>(f: (seat: number) => T): Record<string, T> => Object.fromEntries(Array.from({ length: seats }, (_, i) => [seatKey(i), f(i)]));
  const names = [...new Set(results.flatMap((r) => Object.keys(r.scores)))].sort();
  const scores: Record<string, PerSeat<Distribution>> = {};
  for (const name of names) {
    const of = (seat: number): number[] => results.map((r) => r.scores[name]?.[seat]).filter((v): v is number => typeof v === 'number');
    scores[name] = perSeat((seat) => distribution(of(seat)));
  }
  const teamIds = info.teams ? [...new Set(info.teams)] : [];
  const teams: TeamSummary[] = teamIds.map((t) => {
    const members = Array.from({ length: seats }, (_, i) => i).filter((i) => info.teams?.[i] === t);
    const wins = won.filter((w) => members.some((m) => w.includes(m))).length;
    return { seats: members.map(seatKey), agents: members.map((m) => info.agents[m] ?? ''), wins, winRate: wilson(wins, n) };
  });
  // Key order is the JSON line's: the counts first, as the issue shows them.
  return {
    games: n,
    wins: perSeat(winsOf),
    draws,
    game: info.game,
    setup: info.setup,
    agents: perSeat((seat) => info.agents[seat] ?? ''),
    seed: info.seed,
    abandoned: results.filter((r) => r.returns === null).length,
    winRate: { ...perSeat((seat) => wilson(winsOf(seat), n)), draw: wilson(draws, n) },
    ...(teams.length > 0 ? { teams } : {}),
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
  const seats = Object.keys(s.agents);
  const teamNames = (s.teams ?? []).map((t) => `team ${t.seats.join('+')}`);
  const w = Math.max(...seats.map((k) => (s.agents[k] ?? '').length), ...teamNames.map((t) => t.length - 3), 5);
  const lines = [
    `${s.game} · ${s.setup} · ${s.games} games · seed ${s.seed}`,
    ...seats.map((k) => `  ${k} ${(s.agents[k] ?? '').padEnd(w)}  wins ${String(s.wins[k] ?? 0).padStart(5)}  ${interval(s.winRate[k] ?? s.winRate.draw)}`),
    ...(s.teams ?? []).map((t, i) => `  ${(teamNames[i] ?? '').padEnd(w + 3)}  wins ${String(t.wins).padStart(5)}  ${interval(t.winRate)}`),
    `     ${'draws'.padEnd(w)}       ${String(s.draws).padStart(5)}  ${interval(s.winRate.draw)}${s.abandoned ? `, of which ${s.abandoned} abandoned at the decision cap` : ''}`,
    `  game length in decisions: ${dist(s.length.decisions)}`,
    `  game length in turns:     ${dist(s.length.turns)}`,
  ];
  for (const [name, d] of Object.entries(s.scores)) for (const k of Object.keys(d)) lines.push(`  ${name} at the end, ${k}: ${dist(d[k]!)}`);
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
