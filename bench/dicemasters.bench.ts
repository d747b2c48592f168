/**
 * Dice Masters: random-vs-random First Game games on one core: games/s and decisions/s (issue 3 aims
 * for at least 5,000 games/s). The random player picks uniformly among the offered options with a
 * small inline generator, so the figure is the engine's and the rules module's cost.
 */
import { dicemasters } from '../src/games/dicemasters/game.js';
import { firstGameConfig } from '../src/games/dicemasters/setup.js';
import { type BenchTable } from './harness.js';

function playOne(seed: number): number {
  const r = dicemasters.setup(firstGameConfig(), seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  let x = seed * 2654435761;
  let decisions = 0;
  for (;;) {
    const p = dicemasters.pending(s);
    if (p.terminal) return decisions;
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const o = p.options[x % p.options.length];
    if (!o) throw new Error('no option');
    const a = dicemasters.apply(s, p.rqid, o.id);
    if (!a.ok) throw new Error(a.error.message);
    decisions++;
  }
}

export default function bench(): BenchTable {
  let seed = 1;
  for (let i = 0; i < 50; i++) playOne(seed++); // warm-up
  let games = 0;
  let decisions = 0;
  const start = globalThis.performance.now();
  let now = start;
  while (now - start < 3000) {
    decisions += playOne(seed++);
    games++;
    now = globalThis.performance.now();
  }
  const secs = (now - start) / 1000;
  return {
    title: 'Dice Masters: Battle for Faerûn — random vs random, First Game set-up, one core',
    rows: [
      { name: 'games per second', value: games / secs, unit: 'games/s', target: '≥ 5,000 (issue 3)' },
      { name: 'decisions per second', value: decisions / secs, unit: 'decisions/s' },
      { name: 'decisions per game (mean)', value: decisions / games, unit: 'decisions' },
    ],
  };
}
