// DDM powers vocabulary: random-vs-random 200-point sealed battles between warbands built on the
// powers of src/games/ddm/powers/ (replaces-turn and free actions, "make N basic attacks", repeated
// attacks, 'as if' dominated, delayed appearance, squeezing, ordered simultaneous effects) on the half-size
// starter map — battles and decisions per CPU second, and how often the new ordering decision is asked.
import { STARTER_MAPS } from '../src/games/ddm/content/maps.js';
import { game, type DdmConfig } from '../src/games/ddm/game.js';
import type { DdmMap } from '../src/games/ddm/geometry/index.js';
import { playRandomly } from '../src/games/ddm/random-battle.js';
import { cpuSeconds, type BenchSuite } from './harness.js';

const config = (): DdmConfig => ({
  warbands: [
    {
      name: 'Powers A',
      faction: 'Underdark',
      points: 200,
      format: 'sealed',
      creatures: ['Xill', 'Flamescorched Kobold', 'Shadar-Kai Warrior', 'Shardmind Dominator', 'Dwarf Battlemaster', 'Merchant Guard', 'Merchant Guard'].map(
        (card) => ({ card }),
      ),
    },
    {
      name: 'Powers B',
      faction: 'Wild',
      points: 200,
      format: 'sealed',
      creatures: ['Shardmind Dominator', 'Shadar-Kai Warrior', 'Xill', 'Flamescorched Kobold', 'Dwarf Battlemaster', 'Dwarf Battlemaster', 'Treant'].map(
        (card) => ({ card }),
      ),
    },
  ],
  maps: [STARTER_MAPS[2] as DdmMap],
});

function battle(seed: number): { decisions: number; orders: number } {
  const started = game.setup(config(), seed);
  if (!started.ok) throw new Error(started.error.message);
  let orders = 0;
  const choices = playRandomly(started.value.state, seed ^ 0x5f3759df, {
    onStep(_s, _events, p) {
      if (p.kind === 'order-effects') orders++;
    },
  });
  return { decisions: choices.length, orders };
}

const suite: BenchSuite = () => {
  battle(999); // warm-up
  let battles = 0;
  let decisions = 0;
  let orders = 0;
  const start = process.cpuUsage();
  for (let seed = 1; cpuSeconds(start) < 5 || battles < 3; seed++) {
    const r = battle(seed);
    battles++;
    decisions += r.decisions;
    orders += r.orders;
  }
  const secs = cpuSeconds(start);
  return {
    title: 'DDM powers vocabulary (random vs random, 200-point sealed warbands of the power creatures, half-size map; per CPU second)',
    rows: [
      { name: 'battles per second', value: battles / secs, unit: 'battles/s' },
      { name: 'decisions per second', value: decisions / secs, unit: 'decisions/s' },
      { name: 'decisions per battle', value: decisions / battles, unit: 'decisions' },
      { name: "'order-effects' decisions per battle", value: orders / battles, unit: 'decisions' },
    ],
  };
};

export default suite;
