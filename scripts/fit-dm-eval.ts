/**
 * Fits the weights of the Dice Masters evaluation (src/games/dicemasters/heuristics.ts) to game
 * outcomes: a logistic regression of "player 1 wins" on the difference of the two players' features
 * (`features`, FEATURE_NAMES) plus the seat and whose turn it is, over positions from seeded games.
 *
 *   npx tsx scripts/fit-dm-eval.ts [--games N] [--seed S] [--eps E] [--setup first-game|draft]
 *                                  [--players policy|greedy] [--shard K/N --dump FILE] [--load F1,F2…] [--write]
 *
 * The games are played for both players by the heuristics' rule-of-thumb `policy` (at a hundredth of
 * greedy's cost) or by the `greedy` agent with the evaluation now in the file (so a refit learns the
 * value of positions as the agents actually reach them, one step of policy iteration), with a share
 * `eps` of uniformly random choices so that the positions are varied. Greedy games take about a second
 * each, so they can be played in N processes: `--shard K/N --dump FILE` plays the games with
 * index ≡ K (mod N) and writes their samples; `--load` fits on the dumped files instead of playing.
 * Every decision point of a game is a sample, weighted so that each game counts once; each sample is
 * also added mirrored (the other player's view), so the fit is symmetric. The fit is Newton's method (IRLS) with a small ridge penalty; the log-loss and
 * accuracy are printed for the fitted model on a held-out quarter of the games. `--write` replaces
 * the block between the `fitted weights` markers in heuristics.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Rng, seedRng, type RawDecision, type Game, type GameState } from '../src/core/index.js';
import { createAgent } from '../src/ai/index.js';
import { heuristicsFor } from '../src/ai/registry.js';
import { dicemastersHeuristics, FEATURE_NAMES, features } from '../src/games/dicemasters/heuristics.js';
import { moduleFor } from '../src/games/index.js';
import type { DmState } from '../src/games/dicemasters/types.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = Number(flag('games') ?? 4000);
const seed = Number(flag('seed') ?? 2026);
const eps = Number(flag('eps') ?? 0.1);
const setup = flag('setup') ?? 'first-game';
const ridge = Number(flag('ridge') ?? 1);
const players = flag('players') ?? 'policy';
if (players !== 'policy' && players !== 'greedy') throw new Error(`--players: "${players}" is neither policy nor greedy`);
const [shard, shards] = (flag('shard') ?? '0/1').split('/').map(Number) as [number, number];
if (!(shards >= 1 && shard >= 0 && shard < shards)) throw new Error(`--shard: expected K/N with 0 ≤ K < N, got "${flag('shard')}"`);
const dump = flag('dump');
const load = flag('load');

const m = moduleFor('dicemasters');
if (!m) throw new Error('dicemasters is not registered');
const preset = m.presets[setup];
if (!preset) throw new Error(`no preset "${setup}" (known: ${Object.keys(m.presets).join(', ')})`);
const game = m.game as Game<GameState, unknown>;
const policy = dicemastersHeuristics.policy;

/** Columns: the feature differences (mover's view), then seat (+1 first player) and turn (+1 own turn). */
const NAMES = [...FEATURE_NAMES, 'firstPlayer', 'ownTurn'];
const D = NAMES.length;

interface Sample {
  readonly x: number[];
  readonly y: number;
  readonly w: number;
}

function row(s: DmState, p: number): number[] {
  const a = features(s, p);
  const b = features(s, 1 - p);
  return [...a.map((v, i) => v - (b[i] as number)), p === 0 ? 1 : -1, s.active === p ? 1 : -1];
}

function playGame(index: number): Sample[] {
  const config = preset?.();
  const r = game.setup(config, seed * 1000 + index);
  if (!r.ok) throw new Error(r.error.message);
  const st = r.value.state;
  const rng = new Rng(seedRng(seed + index * 7919));
  const agents =
    players === 'greedy'
      ? [0, 1].map((k) => {
          const a = createAgent('greedy', { seed: seed * 7 + index * 2 + k, heuristics: heuristicsFor('dicemasters') });
          if (!a.ok) throw new Error(a.error);
          return a.value;
        })
      : null;
  /** The players' own choice (greedy, else the policy; uniform without either), as an option index. */
  const pick = (d: RawDecision): number => {
    if (agents) {
      const id = (agents[d.player] as (typeof agents)[number]).choose(game, st, d);
      const i = d.options.findIndex((o) => o.id === id);
      if (i < 0) throw new Error(`game ${index}: greedy answered "${id}", which ${d.kind} does not offer`);
      return i;
    }
    return policy ? policy(st as DmState, d, rng) : rng.int(0, d.options.length - 1);
  };
  const rows: number[][] = [];
  for (let k = 0; k < 5000; k++) {
    const p = game.pending(st, { labels: false });
    if (p.terminal) {
      const w0 = p.returns[0] ?? 0;
      const w1 = p.returns[1] ?? 0;
      if (w0 === w1) return [];
      const y = w0 > w1 ? 1 : 0;
      const w = 1 / Math.max(1, rows.length);
      // Player 1's view and, mirrored, player 2's.
      return rows.flatMap((x) => [
        { x, y, w },
        { x: x.map((v) => -v), y: 1 - y, w },
      ]);
    }
    const d = p as RawDecision;
    const s = st as DmState;
    // Only positions after the draft: the features describe a game in progress.
    if (s.step !== 'draft') rows.push(row(s, 0));
    let choice = 0;
    if (d.options.length > 1) choice = rng.int(0, 999) < eps * 1000 ? rng.int(0, d.options.length - 1) : pick(d);
    const o = d.options[choice] ?? d.options[0];
    if (!o) throw new Error('a decision with no options');
    game.apply(st, d.rqid, o.id);
  }
  return [];
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((r, i) => [...r, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs((M[r] as number[])[c] as number) > Math.abs((M[piv] as number[])[c] as number)) piv = r;
    [M[c], M[piv]] = [M[piv] as number[], M[c] as number[]];
    const mc = M[c] as number[];
    for (let r = c + 1; r < n; r++) {
      const mr = M[r] as number[];
      const f = (mr[c] as number) / (mc[c] as number);
      for (let k = c; k <= n; k++) mr[k] = (mr[k] as number) - f * (mc[k] as number);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const mr = M[r] as number[];
    let t = mr[n] as number;
    for (let k = r + 1; k < n; k++) t -= (mr[k] as number) * (x[k] as number);
    x[r] = t / (mr[r] as number);
  }
  return x;
}

function fit(data: readonly Sample[]): number[] {
  let w = new Array<number>(D).fill(0);
  for (let iter = 0; iter < 25; iter++) {
    const g = new Array<number>(D).fill(0);
    const H = Array.from({ length: D }, () => new Array<number>(D).fill(0));
    for (const s of data) {
      let z = 0;
      for (let i = 0; i < D; i++) z += (w[i] as number) * (s.x[i] as number);
      const p = sigmoid(z);
      const r = s.w * (p - s.y);
      const h = s.w * p * (1 - p);
      for (let i = 0; i < D; i++) {
        g[i] = (g[i] as number) + r * (s.x[i] as number);
        const Hi = H[i] as number[];
        for (let j = 0; j < D; j++) Hi[j] = (Hi[j] as number) + h * (s.x[i] as number) * (s.x[j] as number);
      }
    }
    for (let i = 0; i < D; i++) {
      g[i] = (g[i] as number) + ridge * 1e-3 * (w[i] as number);
      (H[i] as number[])[i] = ((H[i] as number[])[i] as number) + ridge * 1e-3;
    }
    const step = solve(H, g);
    w = w.map((v, i) => v - (step[i] as number));
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w;
}

function score(data: readonly Sample[], predict: (x: readonly number[]) => number): { loss: number; acc: number } {
  let loss = 0;
  let acc = 0;
  let tw = 0;
  for (const s of data) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, predict(s.x)));
    loss -= s.w * (s.y ? Math.log(p) : Math.log(1 - p));
    acc += s.w * (p > 0.5 === (s.y === 1) ? 1 : 0);
    tw += s.w;
  }
  return { loss: loss / tw, acc: acc / tw };
}

const t0 = Date.now();
/** What the samples are, for the comment written beside the weights. */
const about = `${games} ${players} games of ${setup}, seed ${seed}, eps ${eps}`;
const sources = new Set<string>();
const train: Sample[] = [];
const test: Sample[] = [];
if (load) {
  for (const file of load.split(',')) {
    const got = JSON.parse(readFileSync(file, 'utf8')) as { names: string[]; about: string; games: { index: number; samples: Sample[] }[] };
    if (got.names.join() !== NAMES.join()) throw new Error(`${file}: dumped with features ${got.names.join(', ')}, not ${NAMES.join(', ')}`);
    sources.add(got.about);
    for (const g of got.games) (g.index % 4 === 3 ? test : train).push(...g.samples);
  }
} else {
  const played: { index: number; samples: Sample[] }[] = [];
  for (let i = shard; i < games; i += shards) {
    const samples = playGame(i);
    played.push({ index: i, samples });
    (i % 4 === 3 ? test : train).push(...samples);
  }
  if (dump) {
    writeFileSync(dump, JSON.stringify({ names: NAMES, about, games: played }));
    process.stderr.write(`${played.length} games (shard ${shard}/${shards}) written to ${dump} in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    process.exit(0);
  }
}
process.stderr.write(`${train.length + test.length} samples in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
const w = fit(train);
const dot = (x: readonly number[]): number => x.reduce((t, v, i) => t + v * (w[i] as number), 0);
const tr = score(train, (x) => sigmoid(dot(x)));
const te = score(test, (x) => sigmoid(dot(x)));
const base = score(test, () => 0.5);
console.log(`log-loss train ${tr.loss.toFixed(4)} test ${te.loss.toFixed(4)} (coin: ${base.loss.toFixed(4)}); accuracy test ${(100 * te.acc).toFixed(1)}%`);
for (let i = 0; i < D; i++) console.log(`  ${NAMES[i]}: ${(w[i] as number).toFixed(4)}`);

const block = [
  '// BEGIN fitted weights (scripts/fit-dm-eval.ts; do not edit by hand)',
  `// ${load ? [...sources].join('; ') : about}: held-out log-loss ${te.loss.toFixed(4)} (coin ${base.loss.toFixed(4)}), accuracy ${(100 * te.acc).toFixed(1)}%.`,
  `const FITTED: readonly number[] = [${w
    .slice(0, FEATURE_NAMES.length)
    .map((v) => Number(v.toFixed(4)))
    .join(', ')}];`,
  `const FITTED_SEAT = ${Number((w[D - 2] as number).toFixed(4))};`,
  `const FITTED_TURN = ${Number((w[D - 1] as number).toFixed(4))};`,
  '// END fitted weights',
].join('\n');
if (args.includes('--write')) {
  const file = join(root, 'src', 'games', 'dicemasters', 'heuristics.ts');
  const src = readFileSync(file, 'utf8');
  const a = src.indexOf('// BEGIN fitted weights');
  const b = src.indexOf('// END fitted weights');
  if (a < 0 || b < 0) throw new Error(`${file}: the fitted-weights markers are missing`);
  writeFileSync(file, src.slice(0, a) + block + src.slice(b + '// END fitted weights'.length));
  process.stderr.write(`wrote the weights into ${file}\n`);
} else console.log(block);
