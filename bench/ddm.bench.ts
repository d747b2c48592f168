// DDM battle engine: random-vs-random 200-point Assault battles (the two starter warbands on the
// first starter map) on one core — battles per second and decisions per second. Rates are per
// second of this process's CPU time, so a machine shared with other jobs does not distort them.
//
// Two regimes: "cold" starts with an empty line-of-sight table (each square pair's sight is
// computed exactly the first time a battle asks, which dominates the first few dozen battles), and
// "steady" runs after the map's whole sight/effect table has been filled (what a long simulation
// run converges to; the fill itself is reported as a one-off row).
import { baseBoard } from '../src/games/ddm/geo.js';
import { squareEffect, squareSight } from '../src/games/ddm/geometry/index.js';
import { starterConfig } from '../src/games/ddm/module.js';
import type { DdmMap } from '../src/games/ddm/geometry/index.js';
import { randomBattle } from '../src/games/ddm/random-battle.js';
import type { BenchSuite } from './harness.js';

const cpuSeconds = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};

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
  return {
    title: 'DDM battle engine (random vs random, 200-point Assault, starter warbands; per CPU second)',
    rows: [
      { name: 'battles per second, cold sight table', value: cold.battles / cold.secs, unit: 'battles/s', target: '≥ 1,000 (issue 5)' },
      { name: 'decisions per second, cold sight table', value: cold.decisions / cold.secs, unit: 'decisions/s' },
      { name: 'battles per second, steady (sight table filled)', value: steady.battles / steady.secs, unit: 'battles/s', target: '≥ 1,000 (issue 5)' },
      { name: 'decisions per second, steady (sight table filled)', value: steady.decisions / steady.secs, unit: 'decisions/s' },
      { name: 'decisions per battle', value: (cold.decisions + steady.decisions) / (cold.battles + steady.battles), unit: 'decisions' },
      { name: 'filling the rest of the map’s sight/effect table (one-off per map and process)', value: fillSecs, unit: 's' },
    ],
  };
};

export default suite;
