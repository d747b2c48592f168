/**
 * Plays one game between agents, from a seed: the game's own seed and each seat's agent seed are
 * derived from (master seed, game index) alone, so a game's result does not depend on which worker
 * played it or in what order.
 */
import { makeRecord, NO_EVENTS, type Choice, type GameRecord } from '../core/index.js';
import { createAgent, mixSeed, winnerOf, type Agent } from '../ai/index.js';
import type { SimBundle } from './bundle.js';

export interface GameJob {
  readonly index: number;
  readonly masterSeed: number;
  readonly config: unknown;
  /** Agent specs by seat. */
  readonly agents: readonly string[];
  /** Decisions after which an unfinished game is abandoned (counted separately, as no winner). */
  readonly maxDecisions: number;
  readonly wantRecord: boolean;
}

export interface GameResult {
  readonly index: number;
  readonly seed: number;
  /** Null when the game was abandoned at the decision cap. */
  readonly returns: readonly number[] | null;
  readonly winner: number | null;
  readonly reason: string;
  readonly decisions: number;
  readonly turns: number;
  readonly scores: Readonly<Record<string, readonly number[]>>;
  readonly record?: GameRecord;
}

export const gameSeed = (masterSeed: number, index: number): number => mixSeed(masterSeed, index, 0x5eed);
export const agentSeed = (masterSeed: number, index: number, seat: number): number => mixSeed(masterSeed, index, 0xa6e7, seat);

export function playGame(bundle: SimBundle, job: GameJob): GameResult {
  const { game, heuristics } = bundle;
  const seed = gameSeed(job.masterSeed, job.index);
  const started = game.setup(job.config, seed);
  if (!started.ok) throw new Error(`game ${job.index + 1}: set-up failed: ${started.error.message}`);
  const state = started.value.state;
  const agents: Agent[] = job.agents.map((spec, seat) => {
    const a = createAgent(spec, { seed: agentSeed(job.masterSeed, job.index, seat), heuristics });
    if (!a.ok) throw new Error(a.error);
    return a.value;
  });
  const choices: Choice[] = [];
  let decisions = 0;
  let abandoned = false;
  for (;;) {
    const p = game.pending(state, { labels: false });
    if (p.terminal) break;
    if (decisions >= job.maxDecisions) {
      abandoned = true;
      break;
    }
    const agent = agents[p.player];
    if (!agent) throw new Error(`game ${job.index + 1}: player ${p.player + 1} has no agent`);
    const id = agent.choose(game, state, p);
    // A simulation keeps results and choices, never events: they are not built (`ApplyOptions.events`).
    const r = game.apply(state, p.rqid, id, NO_EVENTS);
    if (!r.ok) throw new Error(`game ${job.index + 1}: ${agent.name} chose "${id}" for request ${p.rqid} (${p.kind}), which was refused: ${r.error.message}`);
    if (job.wantRecord) choices.push({ rqid: p.rqid, option: id });
    decisions++;
  }
  const returns = abandoned ? null : game.returns(state);
  const terminal = game.pending(state);
  const obs = game.observe(state, null);
  const result: GameResult = {
    index: job.index,
    seed,
    returns,
    winner: returns ? winnerOf(returns) : null,
    reason: terminal.terminal ? terminal.reason : `abandoned after ${decisions} decisions`,
    decisions,
    turns: obs.core.turn,
    scores: heuristics.scores ? heuristics.scores(state) : {},
  };
  return job.wantRecord ? { ...result, record: makeRecord(game, job.config, seed, choices, state) } : result;
}
