/**
 * The headline figures of issue 21 in one JSON object (`npm run bench -- --json`), so that a tool can
 * compare runs: random-play throughput of each engine at steady state (after a warm-up) with the
 * cold start (the first games this process plays) beside it, mcts iterations per second likewise
 * (steady after a warm-up, the first searches beside it), and
 * `calibrationMs`, a fixed 10M-iteration integer loop timed in the same run, so that figures taken
 * on a loaded or different machine can be scaled. Rates are per CPU second of this process (the
 * machine is shared, and CPU time is what a busy neighbour does not steal), mcts included (a fixed
 * number of iterations a decision — 4,000 in Dice Masters, 400 in DDM — over the CPU time they take).
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { NO_EVENTS, type Decision, type Game, type GameState } from '../src/core/index.js';
import { createAgent } from '../src/ai/index.js';
import type { MctsAgent } from '../src/ai/mcts.js';
import { heuristicsFor } from '../src/ai/registry.js';
import { starterConfig } from '../src/games/ddm/module.js';
import { randomBattle } from '../src/games/ddm/random-battle.js';
import { moduleFor } from '../src/games/index.js';
import { cpuSeconds, machine } from './harness.js';

export interface Headline {
  readonly machine: string;
  readonly date: string;
  readonly calibrationMs: number;
  readonly dicemastersGamesPerSec: number;
  readonly dicemastersGamesPerSecCold: number;
  readonly ddmBattlesPerSec: number;
  readonly ddmBattlesPerSecCold: number;
  readonly heroscapeBattlesPerSec: number;
  readonly heroscapeBattlesPerSecCold: number;
  readonly mctsItersPerSecDicemasters: number;
  readonly mctsItersPerSecDdm: number;
  readonly mctsItersPerSecDicemastersCold: number;
  readonly mctsItersPerSecDdmCold: number;
}

/** A fixed amount of integer work: 10 million multiply-add-xor rounds (the result is returned so it is not optimised away). */
export function calibrationLoop(): number {
  let x = 0x9e3779b9;
  for (let i = 0; i < 10_000_000; i++) x = (Math.imul(x, 1103515245) + i) ^ (x >>> 7);
  return x;
}

/** Milliseconds for `calibrationLoop`, the fastest of three runs (the least disturbed by other processes). */
export function calibrationMs(): number {
  let best = Infinity;
  let sink = 0;
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    sink ^= calibrationLoop();
    best = Math.min(best, performance.now() - t0);
  }
  if (sink === 0.5) throw new Error('unreachable');
  return best;
}

const next = (x: number): number => (Math.imul(x, 1103515245) + 12345) >>> 0;

/** One random game of `g` from `config` with seed `seed` (uniform choices from a small inline generator); returns its decisions. */
function randomGame(g: Game<GameState, unknown>, config: unknown, seed: number, keep?: GameState[]): number {
  const r = g.setup(config, seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  let x = seed * 2654435761;
  for (let n = 0; ; n++) {
    const p = g.pending(s, { labels: false });
    if (p.terminal) return n;
    if (keep && n % 23 === 11 && p.options.length > 1 && keep.length < 8) keep.push(g.clone(s));
    x = next(x);
    const o = p.options[x % p.options.length];
    if (!o) throw new Error('no option');
    const a = g.apply(s, p.rqid, o.id, NO_EVENTS);
    if (!a.ok) throw new Error(a.error.message);
  }
}

/**
 * Games per CPU second of `play(seed)`: the first `coldGames` games (cold), then, after at least
 * `warm` more games and `warmSeconds` of CPU (the optimising compiler is still at work for the first
 * few hundred Heroscape battles: 300 battles in, a battle still cost twice what it does later), about
 * `seconds` of CPU (steady).
 */
function throughput(play: (seed: number) => void, coldGames: number, warm: number, seconds: number, warmSeconds = 2): { steady: number; cold: number } {
  let seed = 1;
  const c0 = process.cpuUsage();
  for (let i = 0; i < coldGames; i++) play(seed++);
  const cold = coldGames / cpuSeconds(c0);
  const w0 = process.cpuUsage();
  for (let i = 0; i < warm || cpuSeconds(w0) < warmSeconds; i++) play(seed++);
  const s0 = process.cpuUsage();
  let n = 0;
  while (cpuSeconds(s0) < seconds || n < 3) {
    play(seed++);
    n++;
  }
  return { steady: n / cpuSeconds(s0), cold };
}

/**
 * mcts iterations per CPU second (leaf evaluation, no rollout, `iterations` a decision) over the
 * positions. A fixed count, not a time budget: with 250 ms a decision the figure swung threefold
 * between runs of one tree on a quiet machine (docs/benchmarks.md, 2026-11-27 01:14), as the depth a
 * timed search reaches moves its cost per iteration. Like the throughput parts: the first pass over
 * the positions is the cold figure; passes then repeat until `warmSeconds` of CPU have gone (one pass
 * of 8 searches is well short of what the optimising compiler needs: the second pass of a process ran
 * 1.2–1.9× the first), and the steady figure is the passes after that, at least `seconds` of CPU.
 */
function mctsRate(g: Game<GameState, unknown>, positions: readonly GameState[], iterations: number, seconds = 3, warmSeconds = 2): PartFigure {
  const made = createAgent(`mcts:it=${iterations},rollout=0,prior=0`, { seed: 1, heuristics: heuristicsFor(g.id) });
  if (!made.ok) throw new Error(made.error);
  const agent = made.value as MctsAgent;
  if (positions.length === 0) throw new Error(`${g.id}: no position to search`);
  const pass = (): { done: number; secs: number } => {
    let done = 0;
    let secs = 0;
    for (const p of positions) {
      const copy = g.clone(p);
      const c0 = process.cpuUsage();
      agent.choose(g, copy, g.pending(p) as Decision);
      secs += cpuSeconds(c0);
      done += agent.lastStats?.iterations ?? 0;
    }
    return { done, secs };
  };
  const first = pass();
  const cold = first.done / Math.max(first.secs, 1e-9);
  for (let warm = first.secs; warm < warmSeconds;) warm += pass().secs;
  let done = 0;
  let secs = 0;
  while (secs < seconds) {
    const p = pass();
    done += p.done;
    secs += p.secs;
  }
  return { steady: done / Math.max(secs, 1e-9), cold };
}

/** A registered game and one of its set-ups. */
function subject(id: string, preset: string): { game: Game<GameState, unknown>; config: () => unknown } {
  const m = moduleFor(id);
  const config = m?.presets[preset];
  if (!m || !config) throw new Error(`no ${id} set-up ${preset}`);
  return { game: m.game, config };
}

/** One figure of the headline, measured by `bench/headline-part.ts` in a process of its own. */
export type HeadlinePart = 'dicemasters' | 'ddm' | 'heroscape' | 'mcts-dicemasters' | 'mcts-ddm';
export const HEADLINE_PARTS: readonly HeadlinePart[] = ['dicemasters', 'ddm', 'heroscape', 'mcts-dicemasters', 'mcts-ddm'];

/** Steady and cold rates of a part: games (battles) per CPU second, or for an mcts part iterations per CPU second. */
export interface PartFigure {
  readonly steady: number;
  readonly cold: number;
}

/** Measures one part in this process (its figure is then independent of whatever else the process ran before). */
export function measurePart(part: HeadlinePart): PartFigure {
  const dmg = subject('dicemasters', 'first-game');
  const ddg = subject('ddm', 'starter');
  switch (part) {
    case 'dicemasters':
      return throughput((seed) => randomGame(dmg.game, dmg.config(), seed), 50, 200, 3);
    case 'ddm':
      // Through DDM's own random driver (the one the simulator and ddm.bench.ts use). The optimising
      // compiler settles only after ~90 battles (~10 CPU s): battles 0–10 ran at 3.8/s, 40–90 at
      // 12–15/s, from 90 on at 17–21/s (docs/benchmarks.md, 2026-11-27 21:53), so 2 s of warm-up
      // measured the ramp.
      return throughput((seed) => randomBattle(starterConfig(), seed), 10, 90, 4);
    case 'heroscape': {
      const hsg = subject('heroscape', 'test-armies');
      return throughput((seed) => randomGame(hsg.game, hsg.config(), seed), 20, 100, 3);
    }
    case 'mcts-dicemasters': {
      const positions: GameState[] = [];
      for (let seed = 5000; positions.length < 8; seed++) randomGame(dmg.game, dmg.config(), seed, positions);
      return mctsRate(dmg.game, positions, 4000);
    }
    case 'mcts-ddm': {
      const positions: GameState[] = [];
      for (let seed = 5000; positions.length < 8; seed++) randomGame(ddg.game, ddg.config(), seed, positions);
      return mctsRate(ddg.game, positions, 400);
    }
  }
}

/**
 * Every headline figure (about a minute on one core). Each part runs in a fresh process of its own
 * (same Node and loader as this one): in one shared process the engines' common code (core steps,
 * options, the agents) is compiled for whichever game ran first, so a figure depended on the order
 * of the parts, and a "cold" figure was not cold after another game had warmed that code.
 */
export function headline(): Headline {
  const calibration = calibrationMs();
  const entry = fileURLToPath(new URL('./headline-part.ts', import.meta.url));
  const fig = (part: HeadlinePart): PartFigure => {
    const out = execFileSync(process.execPath, [...process.execArgv, entry, part], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    const parsed = JSON.parse(out.trim().split('\n').pop() ?? '') as PartFigure;
    if (typeof parsed.steady !== 'number' || typeof parsed.cold !== 'number') throw new Error(`headline part ${part}: unexpected output ${out}`);
    return parsed;
  };
  const dm = fig('dicemasters');
  const dd = fig('ddm');
  const hs = fig('heroscape');
  const mctsDm = fig('mcts-dicemasters');
  const mctsDdm = fig('mcts-ddm');
  const round = (v: number): number => Math.round(v * 100) / 100;
  return {
    machine: machine(),
    date: new Date().toISOString(),
    calibrationMs: round(calibration),
    dicemastersGamesPerSec: round(dm.steady),
    dicemastersGamesPerSecCold: round(dm.cold),
    ddmBattlesPerSec: round(dd.steady),
    ddmBattlesPerSecCold: round(dd.cold),
    heroscapeBattlesPerSec: round(hs.steady),
    heroscapeBattlesPerSecCold: round(hs.cold),
    mctsItersPerSecDicemasters: round(mctsDm.steady),
    mctsItersPerSecDdm: round(mctsDdm.steady),
    mctsItersPerSecDicemastersCold: round(mctsDm.cold),
    mctsItersPerSecDdmCold: round(mctsDdm.cold),
  };
}
