/**
 * Dice Masters: random-vs-random First Game games on one core: games/s and decisions/s (issue 3 aims
 * for at least 5,000 games/s). The random player picks uniformly among the offered options with a
 * small inline generator, so the figure is the engine's and the rules module's cost.
 * Also the cost of `clone` and of `clone` + `apply` on positions taken from real games: the MCTS
 * player (src/ai/mcts.ts) copies the state once per iteration, so this is its per-iteration floor.
 * The machine is shared: next to the wall-clock rate, the CPU-time rate and median call times (`rate`).
 * The players read the options as bots do, `pending(state, { labels: false })`: option labels are
 * worded only when a UI asks (docs/dicemasters.md, Performance).
 */
import { dicemasters } from '../src/games/dicemasters/game.js';
import { firstGameConfig } from '../src/games/dicemasters/setup.js';
import type { DmState } from '../src/games/dicemasters/types.js';
import { type BenchTable } from './harness.js';

const next = (x: number): number => (Math.imul(x, 1103515245) + 12345) >>> 0;

function playOne(seed: number, keep?: DmState[]): number {
  const r = dicemasters.setup(firstGameConfig(), seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  let x = seed * 2654435761;
  let decisions = 0;
  for (;;) {
    const p = dicemasters.pending(s, { labels: false });
    if (p.terminal) return decisions;
    if (keep && decisions % 7 === 3) keep.push(dicemasters.clone(s));
    x = next(x);
    const o = p.options[x % p.options.length];
    if (!o) throw new Error('no option');
    const a = dicemasters.apply(s, p.rqid, o.id);
    if (!a.ok) throw new Error(a.error.message);
    decisions++;
  }
}

/**
 * Runs `fn` for about `ms` of wall-clock time, timing every call. Returns calls per wall-clock second,
 * calls per CPU second of this process, the median call time (µs) and the units `fn` reported. This
 * machine is shared with other processes that preempt this one for tens of milliseconds at a time, so
 * the wall-clock rate says more about the load than about the code: compare the CPU-time rate, and
 * for short calls the median (a call that was not preempted).
 */
function rate(fn: () => number, ms: number): { wall: number; cpu: number; median: number; units: number; calls: number } {
  const times: number[] = [];
  let units = 0;
  const cpu0 = process.cpuUsage();
  const start = globalThis.performance.now();
  let now = start;
  while (now - start < ms) {
    const t0 = now;
    units += fn();
    now = globalThis.performance.now();
    times.push(now - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  return {
    wall: times.length / ((now - start) / 1000),
    cpu: times.length / ((cpu.user + cpu.system) / 1e6),
    median: (times[times.length >> 1] ?? 0) * 1000,
    units,
    calls: times.length,
  };
}

export default function bench(): BenchTable {
  let seed = 1;
  for (let i = 0; i < 50; i++) playOne(seed++); // warm-up
  const games = rate(() => playOne(seed++), 4000);
  const perGame = games.units / games.calls;

  // Positions from 40 games (every 7th decision), cycled through.
  const positions: DmState[] = [];
  for (let i = 0; i < 40; i++) playOne(10_000 + i, positions);
  let k = 0;
  const clone = rate(() => {
    dicemasters.clone(positions[k++ % positions.length] as DmState);
    return 1;
  }, 1000);
  let y = 99;
  const cloneApply = rate(() => {
    const s = dicemasters.clone(positions[k++ % positions.length] as DmState);
    const p = dicemasters.pending(s, { labels: false });
    if (p.terminal) return 1;
    y = next(y);
    const o = p.options[y % p.options.length];
    if (!o || !dicemasters.apply(s, p.rqid, o.id).ok) throw new Error('apply failed');
    return 1;
  }, 1000);

  return {
    title: 'Dice Masters: Battle for Faerûn — random vs random, First Game set-up, one core',
    rows: [
      { name: 'games per second (wall clock)', value: games.wall, unit: 'games/s', target: '≥ 5,000 (issue 3)' },
      { name: 'games per CPU second of this process', value: games.cpu, unit: 'games/s', target: '≥ 5,000 (issue 3)' },
      { name: 'decisions per second (wall clock)', value: games.wall * perGame, unit: 'decisions/s' },
      { name: 'decisions per game (mean)', value: perGame, unit: 'decisions' },
      { name: 'clone of a mid-game state (median)', value: clone.median, unit: 'µs' },
      { name: 'clone + apply of a random option (median)', value: cloneApply.median, unit: 'µs' },
    ],
  };
}
