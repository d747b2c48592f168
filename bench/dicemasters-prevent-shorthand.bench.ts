/**
 * Dice Masters: preventions of the shorthand abilities (helper H8's area, rules/prevent-shorthand.ts).
 * Random-vs-random games on one core with parties whose Swarm, Energy Drain, Regenerate, Experience and
 * Equip uses may be answered by the prevention test cards (the config of rules/prevent-random.test.ts),
 * next to First Game play — where no card prevents anything, so the shorthand abilities resolve inline
 * and must cost nothing extra. The random player picks uniformly with a small inline generator.
 */
import { dicemasters } from '../src/games/dicemasters/game.js';
import { firstGameConfig, type GameConfig } from '../src/games/dicemasters/setup.js';
import { AEGIS, ANCHOR, COUNTERSPELL, NULL_FIELD, SCAPEGOAT, STASIS, TURNCOAT, WARD } from '../src/games/dicemasters/rules/test-cards.js';
import { type BenchTable } from './harness.js';

const SHORTHAND: GameConfig = {
  life: 10,
  basicActions: ['fireball', 'magic-missile', 'resurrection', 'finger-of-death', 'charm', 'polymorph'],
  players: [
    { cards: [COUNTERSPELL, NULL_FIELD, WARD].map((c) => ({ card: c.key, dice: 2 })).concat(['blue-dragon/master-dragon', 'vampire/apprentice-undead', 'orc/greater-humanoid', 'halfling-thief/minion-harper', 'magic-sword/lesser-gear'].map((card) => ({ card, dice: 2 }))) },
    { cards: [ANCHOR, AEGIS, SCAPEGOAT, TURNCOAT, STASIS].map((c) => ({ card: c.key, dice: 2 })).concat([{ card: 'gelatinous-cube/master-ooze', dice: 2 }, { card: 'troll/master-humanoid', dice: 2 }]) },
  ],
};

function playOne(config: GameConfig, seed: number): { decisions: number; windows: number } {
  const r = dicemasters.setup(config, seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  let x = seed * 2654435761;
  let decisions = 0;
  let windows = 0;
  for (;;) {
    const p = dicemasters.pending(s);
    if (p.terminal) return { decisions, windows };
    if (p.kind === 'effect-reaction') windows++;
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const o = p.options[x % p.options.length];
    if (!o) throw new Error('no option');
    const a = dicemasters.apply(s, p.rqid, o.id);
    if (!a.ok) throw new Error(a.error.message);
    decisions++;
  }
}

function measure(config: GameConfig, ms: number): { games: number; decisions: number; windows: number; secs: number } {
  let seed = 1;
  // Warm-up by time, not by a game count: on a loaded machine the first games run cold for seconds.
  const warm = globalThis.performance.now() + 5000;
  while (globalThis.performance.now() < warm) playOne(config, seed++);
  let games = 0;
  let decisions = 0;
  let windows = 0;
  const start = globalThis.performance.now();
  let now = start;
  while (now - start < ms) {
    const g = playOne(config, seed++);
    decisions += g.decisions;
    windows += g.windows;
    games++;
    now = globalThis.performance.now();
  }
  return { games, decisions, windows, secs: (now - start) / 1000 };
}

export default function bench(): BenchTable[] {
  const p = measure(SHORTHAND, 3000);
  const f = measure(firstGameConfig(), 3000);
  return [
    {
      title: 'Dice Masters: shorthand abilities with prevention test cards — random vs random, one core',
      rows: [
        { name: 'games per second', value: p.games / p.secs, unit: 'games/s' },
        { name: 'decisions per second', value: p.decisions / p.secs, unit: 'decisions/s' },
        { name: 'prevention windows per game (mean)', value: p.windows / p.games, unit: 'windows' },
      ],
    },
    {
      title: 'Dice Masters: First Game (no prevention cards: shorthand abilities inline) — random vs random, one core',
      rows: [
        { name: 'games per second', value: f.games / f.secs, unit: 'games/s' },
        { name: 'decisions per second', value: f.decisions / f.secs, unit: 'decisions/s' },
      ],
    },
  ];
}
