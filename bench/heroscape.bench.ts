/**
 * Heroscape: random battles per second (issue 17), and the battlefield's move range and line of
 * sight on the imported "Table des geants2" map
 * (../shared/data/heroscape/maps). Aim from issue 8: <= 50 µs per move range (the existing online
 * engine needs ~86 ms on a similar map).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileBoard, SF, type Board } from '../src/games/heroscape/board.js';
import type { PlacedFigure } from '../src/games/heroscape/figures.js';
import { hexCenter } from '../src/games/heroscape/hex.js';
import { importHsc } from '../src/games/heroscape/import.js';
import { moveRange } from '../src/games/heroscape/movement.js';
import { indexFigures, lineOfSight } from '../src/games/heroscape/sight.js';
import { game } from '../src/games/heroscape/battle/game.js';
import { testArmiesSetup } from '../src/games/heroscape/module.js';
import { microsPerCall, opsPerSecond, type BenchSuite, type BenchTable } from './harness.js';

const file = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'data', 'heroscape', 'maps', 'Table des geants2.hsc');

/** The dry ground-level (level 1) space nearest the map's centre (deterministic start). */
function central(board: Board, skip: readonly number[] = []): number {
  let cx = 0;
  let cy = 0;
  for (let s = 0; s < board.nSpaces; s++) {
    const c = hexCenter(board.hexOf(s));
    cx += c.x / board.nSpaces;
    cy += c.y / board.nSpaces;
  }
  let best = -1;
  let bestD = Infinity;
  for (let s = 0; s < board.nSpaces; s++) {
    if (skip.includes(s) || board.spLevel[s] !== 1 || board.spFlags[s]! & (SF.STOP | SF.OVER | SF.RUNG)) continue;
    const c = hexCenter(board.hexOf(s));
    const d = (c.x - cx) ** 2 + (c.y - cy) ** 2;
    if (d < bestD) {
      bestD = d;
      best = s;
    }
  }
  return best;
}

function battlefield(): BenchTable {
  if (!existsSync(file)) return { title: 'Heroscape battlefield (skipped: ../shared is absent)', rows: [] };
  const board = compileBoard(importHsc(new Uint8Array(readFileSync(file)), 'Table des geants2.hsc'));
  // The ground space (nearest the centre on ties) from which a lone move-5 figure reaches the most
  // destinations: the hardest honest start on this map.
  const centre = central(board);
  let start = centre;
  let most = -1;
  for (let s = 0; s < board.nSpaces; s++) {
    if (board.spLevel[s] !== 1 || board.spFlags[s]! & (SF.STOP | SF.OVER | SF.RUNG)) continue;
    const probe: PlacedFigure = { id: 'probe', side: 'a', height: 5, size: 'medium', double: false, move: 5, flying: false, head: s, tail: -1 };
    const n = moveRange(board, probe, [probe]).destinations.length;
    if (n > most) {
      most = n;
      start = s;
    }
  }
  const finn: PlacedFigure = { id: 'finn', side: 'a', height: 5, size: 'medium', double: false, move: 5, flying: false, head: start, tail: -1 };
  let tail = -1;
  for (let k = board.adjStart[start]!; k < board.adjStart[start + 1]!; k++)
    if (board.spLevel[board.adjTo[k]!] === board.spLevel[start] && tail < 0) tail = board.adjTo[k]!;
  const dragon: PlacedFigure = { id: 'mimring', side: 'a', height: 9, size: 'huge', double: true, move: 6, flying: true, head: start, tail };
  // Six enemies spread over the map so engagement masks and swipes are exercised.
  const enemies: PlacedFigure[] = [];
  for (let i = 0; i < 6; i++) {
    const s = Math.floor(((i + 1) * board.nSpaces) / 8);
    let sp = s;
    while (board.spFlags[sp]! & (SF.STOP | SF.OVER) || sp === start || sp === tail) sp = (sp + 1) % board.nSpaces;
    enemies.push({ id: `e${i}`, side: 'b', height: 5, size: 'medium', double: false, move: 5, flying: false, head: sp, tail: -1 });
  }
  const finnRange = moveRange(board, finn, [finn, ...enemies]);
  const walkUs = microsPerCall(() => moveRange(board, finn, [finn, ...enemies]), 1500);
  const dragonUs = microsPerCall(() => moveRange(board, dragon, [dragon, ...enemies]), 1500);
  const dragonWalkUs = microsPerCall(() => moveRange(board, dragon, [dragon, ...enemies], { mode: 'walk' }), 1000);
  const figs = indexFigures(board, [finn, ...enemies]);
  const pairs = enemies.map((e) => [finn, e] as const);
  let i = 0;
  const losPerSec = opsPerSecond(() => {
    const [a, b] = pairs[i++ % pairs.length]!;
    lineOfSight(board, figs, a, b);
  }, 1500);
  return {
    title: `Heroscape battlefield — "Table des geants2" (${board.nSpaces} spaces; move-5 figure reaches ${finnRange.destinations.length})`,
    rows: [
      { name: 'move range, move-5 single-hex figure, 6 enemies', value: walkUs, unit: 'µs/call', target: '≤ 50 µs (existing engine ~86 ms)' },
      { name: 'move range, move-6 double-space flyer (auto: flies)', value: dragonUs, unit: 'µs/call', target: '≤ 50 µs aim' },
      { name: 'move range, the same figure forced to walk (head/tail search)', value: dragonWalkUs, unit: 'µs/call' },
      { name: 'line of sight checks (eye to hit zone, explained)', value: losPerSec, unit: 'checks/s' },
    ],
  };
}

/** Random-vs-random battles of the test armies on the test field (issue 17 aims at ≥ 1,000/s). */
function battles(): BenchTable {
  const t0 = performance.now();
  let decisions = 0;
  let seed = 0;
  while (performance.now() - t0 < 3000 || seed < 5) {
    const started = game.setup(testArmiesSetup(), ++seed);
    if (!started.ok) throw new Error(started.error.message);
    const s = started.value.state;
    let k = seed;
    for (;;) {
      const p = game.pending(s, { labels: false });
      if (p.terminal) break;
      k = (k * 1103515245 + 12345) % 2147483648;
      game.apply(s, p.rqid, p.options[k % p.options.length]!.id);
      decisions++;
    }
  }
  const secs = (performance.now() - t0) / 1000;
  return {
    title: 'Heroscape battles — test armies on the test field, random vs random, one core',
    rows: [
      { name: 'random battles', value: seed / secs, unit: 'battles/s', target: '≥ 1,000 (issue 17)' },
      { name: 'decisions in them', value: decisions / secs, unit: 'decisions/s' },
    ],
  };
}

const suite: BenchSuite = () => [battles(), battlefield()];

export default suite;
