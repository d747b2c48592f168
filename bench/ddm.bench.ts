// DDM battle engine: random-vs-random 200-point Assault battles (the two starter warbands on the
// first starter map) on one core — battles per second and decisions per second.
import { performance } from 'node:perf_hooks';
import { starterConfig } from '../src/games/ddm/module.js';
import { randomBattle } from '../src/games/ddm/random-battle.js';
import type { BenchSuite } from './harness.js';

const suite: BenchSuite = () => {
  randomBattle(starterConfig(), 999); // warm-up
  let battles = 0;
  let decisions = 0;
  const start = performance.now();
  let now = start;
  for (let seed = 1; now - start < 5000 || battles < 3; seed++) {
    decisions += randomBattle(starterConfig(), seed).decisions;
    battles++;
    now = performance.now();
  }
  const secs = (now - start) / 1000;
  return {
    title: 'DDM battle engine (random vs random, 200-point Assault, starter warbands)',
    rows: [
      { name: 'battles per second', value: battles / secs, unit: 'battles/s', target: '≥ 1,000 (issue 5)' },
      { name: 'decisions per second', value: decisions / secs, unit: 'decisions/s' },
      { name: 'decisions per battle', value: decisions / battles, unit: 'decisions' },
    ],
  };
};

export default suite;
