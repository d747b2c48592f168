// DDM terrain effects (src/games/ddm/rules/terrain-*.ts, pit.ts): what the terrain rules cost.
// 1. Random-vs-random battles on the starter map with its terrain squares against the same map with
//    only its original terrain (difficult, forest, pits, statues): decisions per CPU second.
// 2. The hooks on their own: a survivable-movement search (a 10-HP creature by fire) against the
//    plain search, the terrain part of the action menu, and one square of entry effects.
import { geo } from '../src/games/ddm/geo.js';
import type { DdmMap } from '../src/games/ddm/geometry/index.js';
import { reachable } from '../src/games/ddm/geometry/index.js';
import { starterConfig } from '../src/games/ddm/module.js';
import { randomBattle } from '../src/games/ddm/random-battle.js';
import { destinations } from '../src/games/ddm/rules/movement.js';
import { terrainActions } from '../src/games/ddm/rules/terrain-actions.js';
import { enterTerrain } from '../src/games/ddm/rules/terrain-effects.js';
import { battle, byLabel, ctxFor, startTurn } from '../src/games/ddm/testkit.js';
import { microsPerCall, type BenchSuite } from './harness.js';

const cpuSeconds = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1e6;
};

const ORIGINAL = new Set(['difficult', 'forest', 'pit', 'statue']);

function decisionsPerSecond(map: DdmMap, seconds: number): { rate: number; battles: number } {
  const config = { ...starterConfig(), maps: [map] };
  let decisions = 0;
  let battles = 0;
  const start = process.cpuUsage();
  for (let seed = 1; cpuSeconds(start) < seconds || battles < 2; seed++) {
    decisions += randomBattle(config, seed).decisions;
    battles++;
  }
  return { rate: decisions / cpuSeconds(start), battles };
}

const suite: BenchSuite = () => {
  const withTerrain = starterConfig().maps[0] as DdmMap;
  const plain: DdmMap = { ...withTerrain, id: 'crossroads-keep-plain', terrain: withTerrain.terrain.filter((l) => ORIGINAL.has(l.type)) };
  randomBattle({ ...starterConfig(), maps: [plain] }, 999); // warm-up (and the sight tables of both maps)
  randomBattle(starterConfig(), 999);
  const a = decisionsPerSecond(plain, 4);
  const b = decisionsPerSecond(withTerrain, 4);

  // A 10-HP Merchant Guard next to the fire at (7,6): the survivable search runs two searches and
  // checks each end's path; the plain search is the geometry module's alone.
  const s = battle(['Merchant Guard'], ['Dire Wolf'], [[6, 6], [10, 24]], withTerrain);
  const guard = byLabel(s, 'Merchant Guard');
  startTurn(s, guard);
  const ctx = ctxFor(s);
  guard.hp = 10;
  const g = geo(s);
  const body = g.byId.get(guard.id);
  if (!body) throw new Error('no body');
  let salt = 0;
  // A fresh situation key each call defeats the movement memo: the search itself is measured (a
  // double move: 10 squares).
  const survivable = microsPerCall(() => void destinations(ctx, { ...g, key: `bench${salt++}` }, guard, 10), 800);
  const plainSearch = microsPerCall(() => void reachable(g.board, body, g.bodies, { speed: 10 }).destinations, 800);
  guard.pos = { x: 10, y: 12 }; // by the healing font
  s.turn = { ...(s.turn as NonNullable<typeof s.turn>), start: guard.pos };
  const menu = microsPerCall(() => void terrainActions(ctx, guard), 500);
  guard.pos = { x: 12, y: 5 };
  const entry = microsPerCall(() => {
    guard.hp = 30;
    guard.pos = { x: 13, y: 6 }; // onto corrosive terrain from (12,5)
    enterTerrain(ctx, guard, { x: 12, y: 5 }, 'move', -1);
    s.core.stack.length = 0;
    s.core.counters.turnUsed = {};
  }, 500);
  return {
    title: 'DDM terrain effects (per CPU second / per call)',
    rows: [
      { name: `random battles, crossroads-keep without the added terrain (${a.battles} battles)`, value: a.rate, unit: 'decisions/s' },
      { name: `random battles, crossroads-keep with its terrain squares (${b.battles} battles)`, value: b.rate, unit: 'decisions/s', target: 'close to the line above' },
      { name: 'move destinations of a 10-HP creature by fire (survivable search)', value: survivable, unit: 'µs/call' },
      { name: 'plain movement search (geometry module), same creature', value: plainSearch, unit: 'µs/call' },
      { name: 'terrain options of the action menu (by a healing font)', value: menu, unit: 'µs/call' },
      { name: 'entering a corrosive square (damage, cap, events)', value: entry, unit: 'µs/call' },
    ],
  };
};

export default suite;
