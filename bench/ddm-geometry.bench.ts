/**
 * DDM geometry (src/games/ddm/geometry): line-of-sight checks per second between random square pairs
 * on a 28×21 map with 60+ wall segments, reachable sets (speed-6 medium walker, speed-8 huge flyer),
 * every blast-3 placement around a creature, and the one-off cost of filling a map's sight table.
 */
import { performance } from 'node:perf_hooks';
import { microsPerCall, opsPerSecond, type BenchSuite } from './harness.js';
import { blastPlacements, compileMap, reachable, squareSight, type Body, type DdmMap, type Square } from '../src/games/ddm/geometry/index.js';
import { exactPairClear } from '../src/games/ddm/geometry/exact-sight.js';
import { ninePointClear } from '../src/games/ddm/geometry/sight.js';

/**
 * A deterministic 28×21 map: 72 wall segments (1–3 squares long) around an open courtyard
 * (columns 9–19, rows 4–15, where the big flyer starts), a few wall blocks, forest, smoke and
 * difficult terrain.
 */
export function benchMap(): DdmMap {
  let seed = 7;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const W = 28;
  const H = 21;
  const segments: [number, number, number, number][] = [];
  while (segments.length < 72) {
    const x = 1 + Math.floor(rnd() * (W - 2));
    const y = 1 + Math.floor(rnd() * (H - 2));
    const len = 1 + Math.floor(rnd() * 3);
    const seg: [number, number, number, number] = rnd() < 0.5 ? [x, y, Math.min(W - 1, x + len), y] : [x, y, x, Math.min(H - 1, y + len)];
    // Keep the courtyard open.
    if (seg[2] >= 9 && seg[0] <= 20 && seg[3] >= 4 && seg[1] <= 16) continue;
    segments.push(seg);
  }
  const squares = (n: number): [number, number][] => Array.from({ length: n }, () => [Math.floor(rnd() * W), Math.floor(rnd() * H)] as [number, number]);
  return {
    format: 'skirmish-ddm-map',
    version: 1,
    id: 'bench',
    name: 'Bench',
    width: W,
    height: H,
    terrain: [
      { type: 'forest', squares: squares(12) },
      { type: 'smoke', squares: squares(4) },
      { type: 'difficult', squares: squares(40) },
    ],
    walls: {
      squares: [
        [2, 10],
        [3, 10],
        [4, 10],
        [22, 5],
        [22, 6],
      ],
      segments,
      diagonals: [{ x: 5, y: 15, corner: 'NE', coversCentre: false }],
    },
    startAreas: { A: [[[0, 0]]], B: [[[27, 20]]] },
    victoryAreas: { A: [], B: [], AB: [[[14, 10]]] },
  };
}

const suite: BenchSuite = () => {
  const map = benchMap();
  const t0 = performance.now();
  const board = compileMap(map);
  const compileMs = performance.now() - t0;
  const W = map.width;
  const H = map.height;
  const n = W * H;
  // Fill the whole sight table once (what a long game ends up doing lazily).
  const t1 = performance.now();
  for (let a = 0; a < n; a++) for (let b = a; b < n; b++) squareSight(board, { x: a % W, y: Math.floor(a / W) }, { x: b % W, y: Math.floor(b / W) });
  const fillMs = performance.now() - t1;
  const pairs: Square[] = [];
  let s = 12345;
  for (let i = 0; i < 1 << 16; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    pairs.push({ x: s % W, y: Math.floor(s / W) % H });
  }
  let k = 0;
  let sink = 0;
  const batch = 1000;
  const losRate = opsPerSecond(
    () => {
      for (let i = 0; i < batch; i++) {
        if (squareSight(board, pairs[k & 0xffff]!, pairs[(k + 1) & 0xffff]!)) sink++;
        k += 2;
      }
    },
    1000,
    batch,
  );
  // Exact sight on pairs the nine-point fast path finds blocked (the uncached cost of a first query
  // for such a pair): 500 such pairs drawn from the random list.
  const blocked: [number, number][] = [];
  for (let i = 0; blocked.length < 500 && i + 1 < pairs.length; i += 2) {
    const a = pairs[i]!.y * W + pairs[i]!.x;
    const b = pairs[i + 1]!.y * W + pairs[i + 1]!.x;
    if (a !== b && !ninePointClear(board, a, b, true)) blocked.push([a, b]);
  }
  let bk = 0;
  const exactBlocked = microsPerCall(() => {
    const [a, b] = blocked[bk++ % blocked.length]!;
    if (exactPairClear(board, a, b, true, true)) sink++;
  });
  let exactFound = 0;
  for (const [a, b] of blocked) if (exactPairClear(board, a, b, true, true)) exactFound++;
  const walker: Body = { id: 'w', team: 'A', space: { x: 14, y: 8, side: 1 } };
  const flyer: Body = { id: 'f', team: 'A', space: { x: 13, y: 11, side: 3 }, modes: { flight: true } };
  const others: Body[] = [
    { id: 'e1', team: 'B', space: { x: 16, y: 8, side: 1 } },
    { id: 'e2', team: 'B', space: { x: 12, y: 6, side: 2 } },
    { id: 'a1', team: 'A', space: { x: 14, y: 10, side: 1 } },
  ];
  const walkCount = reachable(board, walker, others, { speed: 6 }).destinations.length;
  const flyCount = reachable(board, flyer, others, { speed: 8 }).destinations.length;
  const walk = microsPerCall(() => {
    sink += reachable(board, walker, others, { speed: 6 }).cost({ x: 17, y: 8 });
  });
  const fly = microsPerCall(() => {
    sink += reachable(board, flyer, others, { speed: 8 }).cost({ x: 17, y: 8 });
  });
  const walkAll = microsPerCall(() => {
    sink += reachable(board, walker, others, { speed: 6 }).destinations.length;
  });
  const blast = microsPerCall(() => {
    sink += blastPlacements(board, { x: 14, y: 8, side: 1 }, 3).length;
  });
  const blastBig = microsPerCall(() => {
    sink += blastPlacements(board, { x: 13, y: 11, side: 3 }, 3).length;
  });
  // A load anchor: the machine is shared, so read the figures against a plain loop's time.
  const c0 = performance.now();
  let acc = 0;
  for (let i = 0; i < 1e7; i++) acc += i % 7;
  const calibMs = performance.now() - c0;
  if (sink === -1 || acc === -1) console.log(sink);
  return {
    title: `DDM geometry (28×21 map, ${map.walls.segments.length} wall segments)`,
    rows: [
      { name: 'line-of-sight checks, random square pairs (table filled)', value: losRate, unit: 'checks/s', target: '≥ 10,000,000/s (issue 4)' },
      { name: `reachable set, medium walker, speed 6 (${walkCount} legal ends)`, value: walk, unit: 'µs', target: '≤ 20 µs (issue 4)' },
      { name: 'reachable set + destination list, medium walker, speed 6', value: walkAll, unit: 'µs' },
      { name: `reachable set, huge flyer, speed 8 (${flyCount} legal ends)`, value: fly, unit: 'µs', target: '≤ 100 µs (issue 4)' },
      { name: 'all blast-3 placements, medium creature', value: blast, unit: 'µs' },
      { name: 'all blast-3 placements, huge creature', value: blastBig, unit: 'µs' },
      { name: 'compile map (one-off)', value: compileMs, unit: 'ms' },
      { name: 'load anchor: 10M-iteration integer loop', value: calibMs, unit: 'ms', target: '≈ 10 ms on an idle core' },
      { name: 'fill the whole sight table, 172k square pairs (one-off, lazy in play)', value: fillMs, unit: 'ms' },
      {
        name: `exact sight search, pairs the nine-point test finds blocked (uncached; ${exactFound}/${blocked.length} turn out visible)`,
        value: exactBlocked,
        unit: 'µs',
      },
    ],
  };
};
export default suite;
