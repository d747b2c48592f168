/**
 * Dice Masters card-text rules and drafts (helper H1's area): random-vs-random games on one core for
 * (1) the `draft` preset — the DRAFT PARTIES decisions plus the drafted game — and (2) parties holding
 * the copy / control / damage-reaction test cards, whose damage goes through the reaction window, and
 * (3) parties holding the prevention test cards (ability preventions, damage to players) and (4)
 * parties whose shorthand abilities the prevention test cards may answer (rules/prevent-shorthand.ts). The
 * random player picks uniformly with a small inline generator, so the figures are the engine's cost.
 */
import { dicemasters } from '../src/games/dicemasters/game.js';
import { draftPresetConfig, type GameConfig } from '../src/games/dicemasters/setup.js';
import {
  ABILITY_COPIER,
  AEGIS,
  ANCHOR,
  COUNTERSPELL,
  MIND_CONTROLLER,
  NULL_FIELD,
  PREVENTER,
  PREVENTION_PARTIES,
  SCAPEGOAT,
  STAT_COPIER,
  TO_CHARACTER,
  TO_OPPONENT,
  WARD,
} from '../src/games/dicemasters/rules/test-cards.js';
import { type BenchTable } from './harness.js';

const CARD_RULES: GameConfig = {
  life: 10,
  basicActions: ['magic-missile', 'fireball', 'cone-of-cold', 'polymorph'],
  players: [
    { cards: [STAT_COPIER, MIND_CONTROLLER, TO_OPPONENT].map((c) => ({ card: c.key, dice: 3 })).concat([{ card: 'blue-dragon/apprentice-dragon', dice: 2 }]) },
    { cards: [ABILITY_COPIER, TO_CHARACTER, PREVENTER].map((c) => ({ card: c.key, dice: 3 })).concat([{ card: 'troll/master-humanoid', dice: 2 }]) },
  ],
};

/** The prevention test cards next to the abilities they answer (as in rules/prevent-random.test.ts). */
const PREVENTIONS: GameConfig = {
  life: 10,
  basicActions: ['fireball', 'magic-missile', 'resurrection', 'finger-of-death', 'charm'],
  players: [
    {
      cards: [COUNTERSPELL, NULL_FIELD, WARD]
        .map((c) => ({ card: c.key, dice: 2 }))
        .concat([
          { card: 'blue-dragon/master-dragon', dice: 2 },
          { card: 'vampire/apprentice-undead', dice: 2 },
        ]),
    },
    {
      cards: [ANCHOR, AEGIS, SCAPEGOAT]
        .map((c) => ({ card: c.key, dice: 2 }))
        .concat([
          { card: 'gelatinous-cube/master-ooze', dice: 2 },
          { card: 'troll/master-humanoid', dice: 2 },
        ]),
    },
  ],
};

/** One seeded random-vs-random game; `counted` is the number of decisions of kind `kind`. */
function playOne(config: GameConfig, seed: number, kind: string): { decisions: number; counted: number } {
  const r = dicemasters.setup(config, seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  let x = seed * 2654435761;
  let decisions = 0;
  let counted = 0;
  for (;;) {
    const p = dicemasters.pending(s, { labels: false });
    if (p.terminal) return { decisions, counted };
    if (p.kind === kind) counted++;
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const o = p.options[x % p.options.length];
    if (!o) throw new Error('no option');
    const a = dicemasters.apply(s, p.rqid, o.id);
    if (!a.ok) throw new Error(a.error.message);
    decisions++;
  }
}

function measure(config: GameConfig, ms: number, kind = ''): { games: number; decisions: number; counted: number; secs: number } {
  let seed = 1;
  // Warm-up by time, not by a game count: on a loaded machine the first games run cold for seconds.
  const warm = globalThis.performance.now() + 2000;
  while (globalThis.performance.now() < warm) playOne(config, seed++, kind);
  let games = 0;
  let decisions = 0;
  let counted = 0;
  const start = globalThis.performance.now();
  let now = start;
  while (now - start < ms) {
    const g = playOne(config, seed++, kind);
    decisions += g.decisions;
    counted += g.counted;
    games++;
    now = globalThis.performance.now();
  }
  return { games, decisions, counted, secs: (now - start) / 1000 };
}

export default function bench(): BenchTable[] {
  const d = measure(draftPresetConfig(), 3000, 'draft');
  const c = measure(CARD_RULES, 3000);
  const p = measure(PREVENTIONS, 3000);
  const sh = measure(PREVENTION_PARTIES, 3000, 'effect-reaction');
  return [
    {
      title: 'Dice Masters: draft preset (11 stacks, 15 dice) — random vs random, draft + game, one core',
      rows: [
        { name: 'drafted games per second', value: d.games / d.secs, unit: 'games/s' },
        { name: 'decisions per second', value: d.decisions / d.secs, unit: 'decisions/s' },
        { name: 'draft decisions per game (mean)', value: d.counted / d.games, unit: 'decisions' },
      ],
    },
    {
      title: 'Dice Masters: copy / control / redirect test cards — random vs random, one core',
      rows: [
        { name: 'games per second', value: c.games / c.secs, unit: 'games/s' },
        { name: 'decisions per second', value: c.decisions / c.secs, unit: 'decisions/s' },
      ],
    },
    {
      title: 'Dice Masters: prevention test cards (abilities prevented, damage to players) — random vs random, one core',
      rows: [
        { name: 'games per second', value: p.games / p.secs, unit: 'games/s' },
        { name: 'decisions per second', value: p.decisions / p.secs, unit: 'decisions/s' },
      ],
    },
    {
      title: 'Dice Masters: shorthand abilities (Swarm, Energy Drain, Regenerate, Experience, Equip) with prevention test cards — random vs random, one core',
      rows: [
        { name: 'games per second', value: sh.games / sh.secs, unit: 'games/s' },
        { name: 'decisions per second', value: sh.decisions / sh.secs, unit: 'decisions/s' },
        { name: 'prevention windows per game (mean)', value: sh.counted / sh.games, unit: 'windows' },
      ],
    },
  ];
}
