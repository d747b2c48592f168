// DDM battle engine: random-vs-random 200-point Assault battles (the two starter warbands on the
// first starter map) on one core — battles per second and decisions per second. Rates are per
// second of this process's CPU time, so a machine shared with other jobs does not distort them.
import { starterConfig } from '../src/games/ddm/module.js';
import { randomBattle } from '../src/games/ddm/random-battle.js';
import type { BenchSuite } from './harness.js';

const cpuSeconds = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};

const suite: BenchSuite = () => {
  randomBattle(starterConfig(), 999); // warm-up
  let battles = 0;
  let decisions = 0;
  const start = process.cpuUsage();
  for (let seed = 1; cpuSeconds(start) < 5 || battles < 3; seed++) {
    decisions += randomBattle(starterConfig(), seed).decisions;
    battles++;
  }
  const secs = cpuSeconds(start);
  return {
    title: 'DDM battle engine (random vs random, 200-point Assault, starter warbands; per CPU second)',
    rows: [
      { name: 'battles per second', value: battles / secs, unit: 'battles/s', target: '≥ 1,000 (issue 5)' },
      { name: 'decisions per second', value: decisions / secs, unit: 'decisions/s' },
      { name: 'decisions per battle', value: decisions / battles, unit: 'decisions' },
    ],
  };
};

export default suite;
