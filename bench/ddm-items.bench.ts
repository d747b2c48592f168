// DDM item powers ("HOW TO READ AN ITEM STAT CARD", Actions): the starter warbands' random-vs-random
// battles as shipped, and the same battles with a Cloak of Resistance (a triggered item power) on
// every creature that can carry one (sealed format, so the point total may exceed 200) — battles and
// decisions per CPU second, to show what registering item powers like card powers costs.
import { STARTER_MAPS } from '../src/games/ddm/content/maps.js';
import { STARTER_WARBANDS } from '../src/games/ddm/content/warbands.js';
import { game, type DdmConfig } from '../src/games/ddm/game.js';
import type { DdmMap } from '../src/games/ddm/geometry/index.js';
import { playRandomly } from '../src/games/ddm/random-battle.js';
import { cpuSeconds, type BenchSuite } from './harness.js';

const plain = (): DdmConfig => ({ warbands: [STARTER_WARBANDS[0]!, STARTER_WARBANDS[1]!], maps: [STARTER_MAPS[0] as DdmMap] });
const cloaked = (): DdmConfig => ({
  warbands: [0, 1].map((i) => {
    const w = STARTER_WARBANDS[i]!;
    return { ...w, format: 'sealed' as const, points: 400 as const, creatures: w.creatures.map((c) => ({ ...c, items: ['Cloak of Resistance'] })) };
  }) as unknown as DdmConfig['warbands'],
  maps: [STARTER_MAPS[0] as DdmMap],
});

function battle(cfg: DdmConfig, seed: number): number {
  const started = game.setup(cfg, seed);
  if (!started.ok) throw new Error(started.error.message);
  return playRandomly(started.value.state, seed ^ 0x2545f491).length;
}

function measure(cfg: () => DdmConfig): { battles: number; decisions: number } {
  battle(cfg(), 999); // warm-up
  let battles = 0;
  let decisions = 0;
  const start = process.cpuUsage();
  for (let seed = 1; cpuSeconds(start) < 4 || battles < 3; seed++) {
    decisions += battle(cfg(), seed);
    battles++;
  }
  const secs = cpuSeconds(start);
  return { battles: battles / secs, decisions: decisions / secs };
}

const suite: BenchSuite = () => {
  const a = measure(plain);
  const b = measure(cloaked);
  return {
    title: 'DDM item powers (starter warbands random vs random on crossroads-keep; per CPU second)',
    rows: [
      { name: 'starter warbands: battles per second', value: a.battles, unit: 'battles/s' },
      { name: 'starter warbands: decisions per second', value: a.decisions, unit: 'decisions/s' },
      { name: 'every creature with a Cloak of Resistance: battles per second', value: b.battles, unit: 'battles/s' },
      { name: 'every creature with a Cloak of Resistance: decisions per second', value: b.decisions, unit: 'decisions/s' },
    ],
  };
};

export default suite;
