// DDM battle engine: random-vs-random 200-point Assault battles (the two starter warbands on the
// first starter map) on one core — battles per second and decisions per second. Rates are per
// second of this process's CPU time, so a machine shared with other jobs does not distort them.
//
// Two regimes: "cold" starts with an empty line-of-sight table (each square pair's sight is
// computed exactly the first time a battle asks, which dominates the first few dozen battles), and
// "steady" runs after the map's whole sight/effect table has been filled (what a long simulation
// run converges to; the fill itself is reported as a one-off row). Then the cost of copying and
// hashing a mid-battle state, and its size.
import { baseBoard } from '../src/games/ddm/geo.js';
import { squareEffect, squareSight } from '../src/games/ddm/geometry/index.js';
import { game } from '../src/games/ddm/game.js';
import { starterConfig } from '../src/games/ddm/module.js';
import { stableHash } from '../src/core/index.js';
import type { DdmMap } from '../src/games/ddm/geometry/index.js';
import { randomBattle } from '../src/games/ddm/random-battle.js';
import type { DdmState } from '../src/games/ddm/state.js';
import { cpuSeconds, type BenchSuite } from './harness.js';

/** CPU microseconds per call of `fn` (at least `n` calls and about `seconds` of CPU time). */
function cpuMicros(fn: (i: number) => void, n: number, seconds = 1): number {
  const start = process.cpuUsage();
  let i = 0;
  while (i < n || cpuSeconds(start) < seconds) fn(i++);
  return (cpuSeconds(start) * 1e6) / i;
}

/**
 * Mid-battle states sampled from a few seeded battles, for the cost of a copy (what a search AI
 * pays per simulation) and of a hash, and the size of a state: the whole JSON, and the part that a
 * copy actually duplicates (card data and maps are shared by copies; see game.ts).
 */
function stateFigures(): { cloneUs: number; hashUs: number; fullHashUs: number; bytes: number; ownBytes: number } {
  const samples: DdmState[] = [];
  for (let seed = 1; seed <= 3; seed++) {
    let k = 0;
    randomBattle(starterConfig(), seed, (s) => {
      if (k++ % 41 === 0 && samples.length < seed * 12) samples.push(game.clone(s));
    });
  }
  let bytes = 0;
  let ownBytes = 0;
  for (const s of samples) {
    const { cards: _c, items: _i, map: _m, maps: _ms, ...own } = s;
    bytes += JSON.stringify(s).length;
    ownBytes += JSON.stringify(own).length;
  }
  const pick = (i: number): DdmState => samples[i % samples.length] as DdmState;
  return {
    cloneUs: cpuMicros((i) => game.clone(pick(i)), 2000),
    hashUs: cpuMicros((i) => game.hash(pick(i)), 100, 0.5),
    // The core's default (the whole state's canonical JSON, card data and maps included), for comparison.
    fullHashUs: cpuMicros((i) => stableHash(pick(i)), 100, 0.5),
    bytes: bytes / samples.length,
    ownBytes: ownBytes / samples.length,
  };
}

function run(firstSeed: number, seconds: number): { battles: number; decisions: number; secs: number } {
  let battles = 0;
  let decisions = 0;
  const start = process.cpuUsage();
  for (let seed = firstSeed; cpuSeconds(start) < seconds || battles < 3; seed++) {
    decisions += randomBattle(starterConfig(), seed).decisions;
    battles++;
  }
  return { battles, decisions, secs: cpuSeconds(start) };
}

const suite: BenchSuite = () => {
  randomBattle(starterConfig(), 999); // warm-up
  const cold = run(1, 5);
  const board = baseBoard(starterConfig().maps[0] as DdmMap);
  const fillStart = process.cpuUsage();
  const W = board.width;
  for (let a = 0; a < board.n; a++)
    for (let b = a; b < board.n; b++) {
      const p = { x: a % W, y: Math.floor(a / W) };
      const q = { x: b % W, y: Math.floor(b / W) };
      squareSight(board, p, q);
      squareEffect(board, p, q);
    }
  const fillSecs = cpuSeconds(fillStart);
  const steady = run(100_001, 5);
  const st = stateFigures();
  return {
    title: 'DDM battle engine (random vs random, 200-point Assault, starter warbands; per CPU second)',
    rows: [
      { name: 'battles per second, cold sight table', value: cold.battles / cold.secs, unit: 'battles/s', target: '≥ 1,000 (issue 5)' },
      { name: 'decisions per second, cold sight table', value: cold.decisions / cold.secs, unit: 'decisions/s' },
      { name: 'battles per second, steady (sight table filled)', value: steady.battles / steady.secs, unit: 'battles/s', target: '≥ 1,000 (issue 5)' },
      { name: 'decisions per second, steady (sight table filled)', value: steady.decisions / steady.secs, unit: 'decisions/s' },
      { name: 'decisions per battle', value: (cold.decisions + steady.decisions) / (cold.battles + steady.battles), unit: 'decisions' },
      { name: 'filling the rest of the map’s sight/effect table (one-off per map and process)', value: fillSecs, unit: 's' },
      { name: 'clone of a mid-battle state (game.clone)', value: st.cloneUs, unit: 'µs' },
      { name: 'hash of a mid-battle state (game.hash: card data and maps by digest)', value: st.hashUs, unit: 'µs' },
      { name: 'hash of the whole state (the core default, for comparison)', value: st.fullHashUs, unit: 'µs' },
      { name: 'mid-battle state size, whole JSON', value: st.bytes / 1000, unit: 'KB' },
      { name: 'mid-battle state size, the part a clone copies (cards and maps shared)', value: st.ownBytes / 1000, unit: 'KB' },
    ],
  };
};

export default suite;
