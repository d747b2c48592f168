// DDM close/area attack areas, roll order and terrain-avoiding moves (src/games/ddm/rules/tactics.ts,
// roll-order.ts, safe-path.ts): what each costs per call, with a fresh geometry situation key so the
// memo does not answer (the computation itself is measured).
// 1. The area choices of a Line 6 (the geometry module's linePlacements over every target square and
//    start point) against a Blast 3 from the same creature, and "does a line choice exist" (the menu).
// 2. The roll-order test of a 3-target area attack with a Bodyguard and a Battlemaster around.
// 3. A move's option list on sunken-grove next to its fire: plain ends, and with the "avoiding
//    hurtful terrain" variants (a second movement search, no path checks).
import { geo } from '../src/games/ddm/geo.js';
import { attackSchema } from '../src/games/ddm/cards/schema.js';
import type { DdmMap } from '../src/games/ddm/geometry/index.js';
import { STARTER_MAPS } from '../src/games/ddm/content/maps.js';
import { destinations } from '../src/games/ddm/rules/movement.js';
import { rollOrderMatters } from '../src/games/ddm/rules/roll-order.js';
import { withSafeVariants } from '../src/games/ddm/rules/safe-path.js';
import { areaChoices } from '../src/games/ddm/rules/tactics.js';
import { byLabel, ctxFor, turnOf } from '../src/games/ddm/testkit.js';
import { microsPerCall, type BenchSuite } from './harness.js';

const suite: BenchSuite = () => {
  const map = STARTER_MAPS.find((m) => m.id === 'crossroads-keep') as DdmMap;
  const line = attackSchema.parse({
    name: 'Bench Line',
    range: { kind: 'close', shape: 'line', size: 6 },
    bonus: 10,
    vs: 'Ref',
    damage: [{ amount: 10, type: 'acid' }],
  });
  const blast = attackSchema.parse({
    name: 'Bench Blast',
    range: { kind: 'close', shape: 'blast', size: 3 },
    bonus: 10,
    vs: 'Ref',
    damage: [{ amount: 10, type: 'fire' }],
  });
  const s = turnOf(
    ['Merchant Guard'],
    ['Gnoll Marauder', 'Gnoll Marauder', 'Dire Wolf', 'Merchant Guard', 'Dwarf Battlemaster'],
    [
      [6, 7],
      [8, 7],
      [9, 9],
      [4, 5],
      [7, 4],
      [10, 6],
    ],
    'Merchant Guard #1',
    { map },
  );
  const me = byLabel(s, 'Merchant Guard #1');
  const ctx = ctxFor(s);
  const g = geo(s);
  let salt = 0;
  const fresh = () => ({ ...g, key: `bench-areas${salt++}` });
  const lineAll = microsPerCall(() => void areaChoices(ctx, fresh(), me, line), 800);
  const lineFirst = microsPerCall(() => void areaChoices(ctx, fresh(), me, line, true), 800);
  const blastAll = microsPerCall(() => void areaChoices(ctx, fresh(), me, blast), 800);
  const targets = [byLabel(s, 'Gnoll Marauder #1').id, byLabel(s, 'Gnoll Marauder #2').id, byLabel(s, 'Dire Wolf').id];
  const order = microsPerCall(() => void rollOrderMatters(ctx, me, targets), 500);

  const grove = STARTER_MAPS.find((m) => m.id === 'sunken-grove') as DdmMap;
  const t = turnOf(
    ['Dire Wolf'],
    ['Gnoll Marauder'],
    [
      [6, 12],
      [10, 24],
    ],
    'Dire Wolf',
    { map: grove },
  );
  const wolf = byLabel(t, 'Dire Wolf');
  const tctx = ctxFor(t);
  const tg = geo(t);
  const options = (k: string) =>
    destinations(tctx, { ...tg, key: k }, wolf, 8).map((d) => ({ id: `${d.at.x},${d.at.y}`, label: '', payload: { x: d.at.x, y: d.at.y, cost: d.cost } }));
  const plain = microsPerCall(() => void options(`bench-plain${salt++}`), 800);
  const safe = microsPerCall(() => {
    const k = { ...tg, key: `bench-safe${salt++}` };
    const o = destinations(tctx, k, wolf, 8).map((d) => ({ id: `${d.at.x},${d.at.y}`, label: '', payload: { x: d.at.x, y: d.at.y, cost: d.cost } }));
    void withSafeVariants(tctx, k, wolf, 8, o);
  }, 800);
  const plainCount = options('bench-count').length;
  const variants = withSafeVariants(tctx, tg, wolf, 8, options('bench-count')).length - plainCount;
  return {
    title: 'DDM close/area attack areas, roll order, terrain-avoiding moves (per call)',
    rows: [
      { name: 'area choices of a Line 6 (1×1 attacker, 5 creatures near, crossroads-keep)', value: lineAll, unit: 'µs/call' },
      { name: 'does a Line 6 choice exist (action menu, first choice only)', value: lineFirst, unit: 'µs/call' },
      { name: 'area choices of a Blast 3, same attacker', value: blastAll, unit: 'µs/call' },
      { name: 'roll-order test, 3 targets (Bodyguard and Battlemaster on the map)', value: order, unit: 'µs/call' },
      { name: 'move ends of a speed-8 walker by the fire on sunken-grove', value: plain, unit: 'µs/call' },
      { name: `same, with the avoiding-hurtful-terrain variants (${plainCount} ends, ${variants} variants)`, value: safe, unit: 'µs/call' },
    ],
  };
};

export default suite;
