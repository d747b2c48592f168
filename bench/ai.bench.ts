/**
 * AI and simulator throughput, one table per game: random games/s and decisions/s (the whole engine
 * in a loop), mcts iterations/s, greedy decisions/s and the cost of one clone, with the outside
 * anchors from the issue beside them. Games without a registered module fall back to the test
 * fixtures so the suite always measures something.
 */
import { performance } from 'node:perf_hooks';
import { Rng, seedRng, type Decision, type Game, type GameState } from '../src/core/index.js';
import { createAgent } from '../src/ai/index.js';
import type { MctsAgent } from '../src/ai/mcts.js';
import { heuristicsFor } from '../src/ai/registry.js';
import { bagBundle } from '../src/ai/fixtures/bag.js';
import { nimBundle } from '../src/ai/fixtures/nim.js';
import type { GameHeuristics } from '../src/ai/heuristics.js';
import { gameModules } from '../src/games/index.js';
import { microsPerCall, type BenchRow, type BenchSuite, type BenchTable } from './harness.js';

type AnyGame = Game<GameState, unknown>;

interface Subject {
  readonly title: string;
  readonly game: AnyGame;
  readonly heuristics: GameHeuristics<GameState>;
  readonly config: unknown;
  readonly mctsAim?: string;
}

/** The set-ups the figures are taken on (the issue's: Dice Masters first game, DDM starter). */
const SETUPS: Readonly<Record<string, string>> = { dicemasters: 'first-game', ddm: 'starter' };
const MCTS_AIMS: Readonly<Record<string, string>> = {
  dicemasters: 'aim ≥50,000; boardgame.io MCTS: 3,600–4,800 (tic-tac-toe)',
  ddm: 'aim ≥10,000; boardgame.io MCTS: 3,600–4,800 (tic-tac-toe)',
};

function subjects(): Subject[] {
  const real = gameModules.map((m) => {
    const preset = m.presets[SETUPS[m.game.id] ?? ''] ?? Object.values(m.presets)[0];
    return {
      title: `${m.game.title} (${SETUPS[m.game.id] && m.presets[SETUPS[m.game.id] as string] ? SETUPS[m.game.id] : Object.keys(m.presets)[0]})`,
      game: m.game,
      heuristics: heuristicsFor(m.game.id),
      config: preset?.(),
      mctsAim: MCTS_AIMS[m.game.id],
    };
  });
  if (real.length) return real;
  return [
    {
      title: 'Bag draw (test fixture; no game registered yet)',
      game: bagBundle.game as unknown as AnyGame,
      heuristics: bagBundle.heuristics as unknown as GameHeuristics<GameState>,
      config: bagBundle.config,
    },
    {
      title: 'Nim (test fixture; no game registered yet)',
      game: nimBundle.game as unknown as AnyGame,
      heuristics: nimBundle.heuristics as unknown as GameHeuristics<GameState>,
      config: nimBundle.config,
    },
  ];
}

function start(s: Subject, seed: number): GameState {
  const r = s.game.setup(s.config, seed);
  if (!r.ok) throw new Error(`${s.title}: ${r.error.message}`);
  return r.value.state;
}

/** Plays random games for about `ms`; returns games/s, decisions/s and mid-game states to sample. */
function randomGames(s: Subject, ms: number): { gamesPerSec: number; decisionsPerSec: number; samples: GameState[] } {
  const rng = new Rng(seedRng(1));
  const samples: GameState[] = [];
  let games = 0;
  let decisions = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms || games === 0) {
    const state = start(s, games + 1);
    for (let k = 0; k < 100_000; k++) {
      const p = s.game.pending(state);
      if (p.terminal) break;
      if (samples.length < 40 && rng.int(0, 40) === 0 && p.options.length > 1) samples.push(s.game.clone(state));
      const r = s.game.apply(state, p.rqid, (p.options[rng.int(0, p.options.length - 1)] as { id: string }).id);
      if (!r.ok) throw new Error(r.error.message);
      decisions++;
    }
    games++;
  }
  const secs = (performance.now() - t0) / 1000;
  return { gamesPerSec: games / secs, decisionsPerSec: decisions / secs, samples };
}

interface MctsFigures {
  readonly itPerSec: number;
  readonly msPerDecision: number;
  /** Per iteration: engine applies, state copies, evaluations. */
  readonly applies: number;
  readonly copies: number;
  readonly evaluations: number;
}

function mctsRate(s: Subject, samples: readonly GameState[], spec: string): MctsFigures {
  const made = createAgent(spec, { seed: 1, heuristics: s.heuristics });
  if (!made.ok) throw new Error(made.error);
  const agent = made.value as MctsAgent;
  let iterations = 0;
  let ms = 0;
  let n = 0;
  let applies = 0;
  let copies = 0;
  let evaluations = 0;
  for (const st of samples) {
    agent.choose(s.game, st, s.game.pending(st) as Decision);
    const st2 = agent.lastStats;
    iterations += st2?.iterations ?? 0;
    ms += st2?.ms ?? 0;
    applies += st2?.applies ?? 0;
    copies += st2?.copies ?? 0;
    evaluations += st2?.evaluations ?? 0;
    n++;
  }
  const per = (x: number): number => x / Math.max(1, iterations);
  return {
    itPerSec: (iterations * 1000) / Math.max(ms, 1e-9),
    msPerDecision: ms / Math.max(1, n),
    applies: per(applies),
    copies: per(copies),
    evaluations: per(evaluations),
  };
}

/** Microseconds per evaluation of the game's heuristics on the sampled positions. */
function evalCost(s: Subject, samples: readonly GameState[]): number {
  let k = 0;
  return microsPerCall(() => {
    const st = samples[k++ % samples.length] as GameState;
    s.heuristics.evaluate(st, 0);
  }, 300);
}

function greedyRate(s: Subject, samples: readonly GameState[]): number {
  const made = createAgent('greedy', { seed: 1, heuristics: s.heuristics });
  if (!made.ok) throw new Error(made.error);
  const t0 = performance.now();
  for (const st of samples) made.value.choose(s.game, st, s.game.pending(st) as Decision);
  return (samples.length * 1000) / (performance.now() - t0);
}

const suite: BenchSuite = () => {
  const tables: BenchTable[] = [];
  for (const s of subjects()) {
    const rnd = randomGames(s, 3000);
    const samples = rnd.samples.length ? rnd.samples : [start(s, 1)];
    let k = 0;
    const clone = microsPerCall(() => {
      s.game.clone(samples[k++ % samples.length] as GameState);
    }, 500);
    // A clock budget keeps the run short whatever the game's speed.
    const m = mctsRate(s, samples.slice(0, 8), 'mcts:time=250,rollout=0,prior=0');
    const d = mctsRate(s, samples.slice(0, 5), 'mcts');
    const hClone = s.heuristics.clone;
    const aiCopy = hClone
      ? microsPerCall(() => {
          hClone(samples[k++ % samples.length] as GameState);
        }, 300)
      : clone;
    const applyUs = 1e6 / rnd.decisionsPerSec;
    const evalUs = evalCost(s, samples);
    const itUs = 1e6 / Math.max(1e-9, m.itPerSec);
    const share = (us: number): string => `≈${Math.round((100 * us) / itUs)}% of an iteration (unit cost measured apart; an estimate)`;
    const rows: BenchRow[] = [
      {
        name: 'random vs random, whole games',
        value: rnd.gamesPerSec,
        unit: 'games/s',
        target: 'anchor: boardgame.io-based Heroscape engine ~9.2 s per bot game (0.11 games/s)',
      },
      { name: 'random decisions (pending + apply)', value: rnd.decisionsPerSec, unit: 'decisions/s' },
      {
        name: 'mcts iterations (leaf evaluation, no rollout)',
        value: m.itPerSec,
        unit: 'iterations/s',
        target: s.mctsAim ?? 'boardgame.io MCTS: 3,600–4,800 (tic-tac-toe)',
      },
      // Where an iteration's time goes: counts from the search itself, unit costs measured apart.
      { name: '… engine applies per iteration (deterministic prefixes cached)', value: m.applies, unit: 'applies', target: share(m.applies * applyUs) },
      { name: '… state copies per iteration', value: m.copies, unit: 'copies', target: share(m.copies * aiCopy) },
      { name: '… evaluations per iteration', value: m.evaluations, unit: 'evaluations', target: share(m.evaluations * evalUs) },
      { name: 'one evaluation', value: evalUs, unit: 'µs' },
      { name: "mcts iterations (the game's default settings)", value: d.itPerSec, unit: 'iterations/s' },
      { name: "mcts decision (the game's default settings)", value: d.msPerDecision, unit: 'ms/decision', target: 'the strength report allows ≤1 s' },
      { name: 'greedy decisions', value: greedyRate(s, samples.slice(0, 20)), unit: 'decisions/s' },
      { name: 'clone of a mid-game state', value: clone, unit: 'µs' },
      ...(hClone ? [{ name: "the AI's copy of a mid-game state (shares the unchanging data)", value: aiCopy, unit: 'µs' }] : []),
    ];
    tables.push({ title: `AI — ${s.title}`, rows });
  }
  return tables;
};

export default suite;
