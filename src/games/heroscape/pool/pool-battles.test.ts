/**
 * Issue 18's random battles over the whole classic pool: each battle two random legal 400-point
 * armies drawn from every card of the units file the engine can place (one copy of each Unique card,
 * the points limit, no more spaces than the starting zone has), on Clashing Fronts' battlefield (the
 * Table of the Giants), played random-vs-random with the invariants checked after every step and the
 * record replayed to the same hash. Cards whose powers are not all played yet take part with those
 * powers absent (`allowUnenforced`; docs/heroscape-cards.md lists them).
 * Rulebook: heroscape-master-game-guide — "2. GATHER AND PLACE YOUR ARMY", "Winning the Game".
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileBoard } from '../board.js';
import { playChecked } from '../battle/random-battle-kit.js';
import { game } from '../battle/game.js';
import { checkArmy, zoneSpaces, type HsConfig } from '../battle/setup.js';
import type { ArmyCard } from '../cards/army-card.js';
import { parseUnits } from '../cards/import-units.js';
import { DEFAULT_CARDS, DEFAULT_MAP, heroscapeConfigFromArgs } from '../module.js';

// `npm test` plays 100 (about 7 s; the 1,000 add a minute, so CI plays them in a stage of its
// own, `.ci/run`); SKIRMISH_POOL_BATTLES=N plays N, SKIRMISH_LONG=1 the 10,000
// (docs/long-runs.md).
const BATTLES = process.env.SKIRMISH_LONG === '1' ? 10_000 : Number(process.env.SKIRMISH_POOL_BATTLES ?? 100);
const POINTS = 400;

const HAVE_DATA = existsSync(DEFAULT_CARDS) && existsSync(DEFAULT_MAP);
if (!HAVE_DATA) console.warn(`heroscape pool battles: ${DEFAULT_CARDS} or ${DEFAULT_MAP} is absent, so they are skipped`);

/** Clashing Fronts' set-up from the shared files: its battlefield and starting zones, its round limit. */
function base(): HsConfig {
  const r = heroscapeConfigFromArgs(
    { scenario: 'clashing-fronts' },
    (p) => readFileSync(p, 'utf8'),
    (p) => new Uint8Array(readFileSync(p)),
  );
  if (!r?.ok) throw new Error(r ? r.error : 'no Clashing Fronts set-up');
  return r.value;
}

/** A seeded generator of whole numbers below n (a linear congruential step). */
function lcg(seed: number): (n: number) => number {
  let k = seed * 7919 + 17;
  return (n) => {
    k = (k * 1103515245 + 12345) % 2147483648;
    return k % n;
  };
}

/** A random army within the points limit and the zone's spaces: cards drawn until nothing more fits. */
function randomArmy(pool: readonly ArmyCard[], spaces: number, draw: (n: number) => number): ArmyCard[] {
  const army: ArmyCard[] = [];
  let points = 0;
  let used = 0;
  for (let tries = 0; tries < 60; tries++) {
    const c = pool[draw(pool.length)]!;
    const need = c.figures * c.spaces;
    if (points + c.points > POINTS || used + need > spaces) continue;
    if (c.rarity === 'unique' && army.some((a) => a.name === c.name)) continue;
    army.push(c);
    points += c.points;
    used += need;
  }
  return army;
}

describe.skipIf(!HAVE_DATA)('random battles over the whole classic pool', () => {
  it(
    `${BATTLES} battles of random legal ${POINTS}-point armies end by the victory conditions, keep the invariants after every step and replay to the same hash`,
    () => {
      const units = parseUnits(readFileSync(DEFAULT_CARDS, 'utf8'), DEFAULT_CARDS);
      if (!units.ok) throw new Error(units.error);
      // The Marro Hive too: its army places it on its base in the zone (battle/hive.ts).
      const pool = units.value;
      const cfg = base();
      const board = compileBoard(cfg.map);
      const seen = new Set<string>();
      const reasons = new Map<string, number>();
      for (let seed = 1; seed <= BATTLES; seed++) {
        const draw = lcg(seed);
        const armies = cfg.armies.map((a) => ({ ...a, cards: randomArmy(pool, zoneSpaces(board, a.zone).length, draw) }));
        // Counting spaces is not enough for double-space figures: the set-up places them on pairs of
        // same-level spaces, and an army it cannot place is drawn again without its last card.
        for (;;) {
          const tried = game.setup({ ...cfg, armies, pointLimit: POINTS, allowUnenforced: true }, seed);
          if (tried.ok) break;
          // A zone without room for the Hive's 6-hex base in its shape: drawn again without the Hive.
          const noBase = /^\$\.armies\[(\d)\]\.cards\[(\d+)\]: no room in starting zone .* for the Marro Hive's base/.exec(tried.error.message);
          if (noBase) {
            armies[Number(noBase[1])]!.cards.splice(Number(noBase[2]), 1);
            continue;
          }
          const full = /^\$\.armies\[(\d)\]\.cards\[\d+\]: no room left in starting zone/.exec(tried.error.message);
          if (!full) throw new Error(tried.error.message);
          armies[Number(full[1])]!.cards.pop();
        }
        for (const [i, a] of armies.entries()) {
          expect(checkArmy(a, `battle ${seed}, army ${i}`, POINTS)).toBeNull();
          for (const c of a.cards) seen.add(c.name);
        }
        const reason = playChecked({ ...cfg, armies, pointLimit: POINTS, allowUnenforced: true }, seed);
        expect(reason).toMatch(/destroyed every enemy figure|round limit reached|no figure is left/);
        const kind = reason.split(':')[0] ?? reason;
        reasons.set(kind, (reasons.get(kind) ?? 0) + 1);
      }
      expect([...reasons.values()].reduce((a, b) => a + b, 0)).toBe(BATTLES);
      // The armies reach across the pool, not a few cards.
      expect(seen.size).toBeGreaterThan(Math.min(150, BATTLES));
      // A long run is one synchronous loop: its time bound grows with the battles asked for (half a second each on a loaded machine).
    },
    Math.max(120_000, BATTLES * 500),
  );
});
