// DDM terrain effects (src/games/ddm/rules/terrain-*.ts, pit.ts): what the terrain rules cost.
// 1. Random-vs-random battles on the starter map sunken-grove with its terrain squares against the
//    same map with only its plain terrain (difficult, forest, smoke, pits): decisions per CPU second.
// 2. The hooks on their own: a survivable-movement search (a 10-HP creature by fire) against the
//    plain search, the terrain part of the action menu, and one square of entry effects.
import { geo } from '../src/games/ddm/geo.js';
import type { DdmMap } from '../src/games/ddm/geometry/index.js';
import { reachable } from '../src/games/ddm/geometry/index.js';
import { STARTER_MAPS } from '../src/games/ddm/content/maps.js';
import { starterConfig } from '../src/games/ddm/module.js';
import { randomBattle } from '../src/games/ddm/random-battle.js';
import { destinations } from '../src/games/ddm/rules/movement.js';
import { terrainActions } from '../src/games/ddm/rules/terrain-actions.js';
import { enterTerrain } from '../src/games/ddm/rules/terrain-effects.js';
import { byLabel, ctxFor, turnOf } from '../src/games/ddm/testkit.js';
import { cpuSeconds, microsPerCall, type BenchSuite } from './harness.js';

const PLAIN = new Set(['difficult', 'forest', 'smoke', 'pit', 'statue']);

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
  const withTerrain = STARTER_MAPS.find((m) => m.id === 'sunken-grove') as DdmMap;
  const plain: DdmMap = { ...withTerrain, id: 'sunken-grove-plain', terrain: withTerrain.terrain.filter((l) => PLAIN.has(l.type)) };
  randomBattle({ ...starterConfig(), maps: [plain] }, 999); // warm-up (and the sight tables of both maps)
  randomBattle({ ...starterConfig(), maps: [withTerrain] }, 999);
  const a = decisionsPerSecond(plain, 4);
  const b = decisionsPerSecond(withTerrain, 4);

  // A 10-HP Merchant Guard next to the fire at (7,12): the survivable search runs two searches and
  // checks each end's path; the plain search is the geometry module's alone.
  const s = turnOf(
    ['Merchant Guard'],
    ['Dire Wolf'],
    [
      [6, 12],
      [10, 24],
    ],
    'Merchant Guard',
    { map: withTerrain },
  );
  const guard = byLabel(s, 'Merchant Guard');
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
  guard.pos = { x: 10, y: 12 }; // by the healing font at (10,13)
  s.turn = { ...(s.turn as NonNullable<typeof s.turn>), start: guard.pos };
  const menu = microsPerCall(() => void terrainActions(ctx, guard), 500);
  guard.pos = { x: 11, y: 8 };
  const entry = microsPerCall(() => {
    guard.hp = 30;
    guard.pos = { x: 12, y: 9 }; // onto corrosive terrain from (11,8)
    enterTerrain(ctx, guard, { x: 11, y: 8 }, 'move', -1);
    s.core.stack.length = 0;
    s.core.counters.turnUsed = {};
  }, 500);
  return {
    title: 'DDM terrain effects (per CPU second / per call)',
    rows: [
      { name: `random battles, sunken-grove without its common-terrain squares (${a.battles} battles)`, value: a.rate, unit: 'decisions/s' },
      {
        name: `random battles, sunken-grove with its terrain squares (${b.battles} battles)`,
        value: b.rate,
        unit: 'decisions/s',
        target: 'close to the line above',
      },
      { name: 'move destinations of a 10-HP creature by fire (survivable search)', value: survivable, unit: 'µs/call' },
      { name: 'plain movement search (geometry module), same creature', value: plainSearch, unit: 'µs/call' },
      { name: 'terrain options of the action menu (by a healing font)', value: menu, unit: 'µs/call' },
      { name: 'entering a corrosive square (damage, cap, events)', value: entry, unit: 'µs/call' },
    ],
  };
};

export default suite;
