// DDM mounts and riders (src/games/ddm/rules/mount.ts): random-vs-random 200-point sealed battles
// with Warhorses and Human/Elf riders on the starter maps (the random player mounts half the times it
// may) — battles and decisions per CPU second, and how often mounting happens — against the same
// warbands whose players never mount (the cost of the mount rules when nobody rides).
import { STARTER_MAPS } from '../src/games/ddm/content/maps.js';
import { game, type DdmConfig } from '../src/games/ddm/game.js';
import type { DdmMap } from '../src/games/ddm/geometry/index.js';
import { playRandomly } from '../src/games/ddm/random-battle.js';
import { cpuSeconds, type BenchSuite } from './harness.js';

const config = (map: number): DdmConfig => ({
  warbands: [
    {
      name: 'Riders A',
      faction: 'Civilization',
      points: 200,
      format: 'sealed',
      creatures: ['Warhorse', 'Warhorse', 'Merchant Guard', 'Merchant Guard', 'Defiant Rake', 'Eternal Blade', 'Dwarf Battlemaster'].map((card) => ({ card })),
    },
    {
      name: 'Riders B',
      faction: 'Civilization',
      points: 200,
      format: 'sealed',
      creatures: ['Warhorse', 'Golden Wyvern Initiate', 'Merchant Guard', 'Shardmind Dominator', 'Feral Troll', 'Gnoll Marauder', 'Defiant Rake'].map(
        (card) => ({ card }),
      ),
    },
  ],
  maps: [STARTER_MAPS[map] as DdmMap],
});

function battle(seed: number, mount: boolean): { decisions: number; mounts: number } {
  const started = game.setup(config(seed % 3), seed);
  if (!started.ok) throw new Error(started.error.message);
  let mounts = 0;
  const choices = playRandomly(started.value.state, seed * 104729, {
    pick(p, bot) {
      const offered = p.options.find((o) => o.id.startsWith('mount:') && o.id !== 'mount:dismount');
      const pool = mount ? p.options : p.options.filter((o) => !o.id.startsWith('mount:'));
      const o = mount && offered && bot.int(0, 1) === 0 ? offered : pool[bot.int(0, pool.length - 1)];
      if (o && o === offered) mounts++;
      return o;
    },
  });
  return { decisions: choices.length, mounts };
}

function measure(mount: boolean): { battles: number; decisions: number; mounts: number; secs: number } {
  battle(999, mount); // warm-up
  let battles = 0;
  let decisions = 0;
  let mounts = 0;
  const start = process.cpuUsage();
  for (let seed = 1; cpuSeconds(start) < 4 || battles < 3; seed++) {
    const r = battle(seed, mount);
    battles++;
    decisions += r.decisions;
    mounts += r.mounts;
  }
  return { battles, decisions, mounts, secs: cpuSeconds(start) };
}

const suite: BenchSuite = () => {
  const ride = measure(true);
  const walk = measure(false);
  return {
    title: 'DDM mounts and riders (random vs random, 200-point sealed warbands with Warhorses, starter maps; per CPU second)',
    rows: [
      { name: 'battles per second (riders mount)', value: ride.battles / ride.secs, unit: 'battles/s' },
      { name: 'decisions per second (riders mount)', value: ride.decisions / ride.secs, unit: 'decisions/s' },
      { name: 'mount actions per battle', value: ride.mounts / ride.battles, unit: 'mounts' },
      { name: 'battles per second (nobody mounts)', value: walk.battles / walk.secs, unit: 'battles/s' },
      { name: 'decisions per second (nobody mounts)', value: walk.decisions / walk.secs, unit: 'decisions/s' },
    ],
  };
};

export default suite;
