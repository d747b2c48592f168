// Seeded random Assault battles between random legal 200-point warbands of fully enforced creatures
// imported from the shared ddmwi file (skipped when it is absent): the battle ends by the victory
// conditions, the invariants hold after every decision, and the record replays to the same hash. The
// bots choose uniformly, except that they move into their own victory areas when offered (poolBot).
// Each battle takes about a second, so the default is a few; SKIRMISH_LONG=1 runs 5,000
// (SKIRMISH_DDM_POOL_BATTLES=N any count, from seed SKIRMISH_DDM_POOL_FIRST).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { battleInvariants, expectEndedAndReplays } from '../battle-checks.js';
import { checkWarband } from '../rules/warband.js';
import { game } from '../game.js';
import { playRandomly } from '../random-battle.js';
import { parseDdmwi } from '../import/parse.js';
import { creaturePool } from './pool.js';
import { enforcedCards, poolBattleConfig, poolBot } from './pool-battles.js';
import { starterConfig } from '../module.js';
import { victoryRegions } from '../geo.js';
import { Rng, seedRng, type Decision } from '../../../core/index.js';

const DDMWI_PATH = fileURLToPath(new URL('../../../../../shared/data/ddm/ddmwi-creatures.json', import.meta.url));
const HAVE = existsSync(DDMWI_PATH);
if (!HAVE) console.warn('DDM pool battles: ../shared/data/ddm/ddmwi-creatures.json is absent, so the pool battles are skipped');
const LONG = typeof process !== 'undefined' && process.env['SKIRMISH_LONG'] === '1';
const COUNT = Number(process.env['SKIRMISH_DDM_POOL_BATTLES'] ?? (LONG ? 5000 : 8));
const FIRST = Number(process.env['SKIRMISH_DDM_POOL_FIRST'] ?? 1);

describe.skipIf(!HAVE)('Assault battles between random warbands of the enforced imported pool', () => {
  const parsed = HAVE ? parseDdmwi(readFileSync(DDMWI_PATH, 'utf8'), DDMWI_PATH) : null;
  const pool = parsed?.ok ? creaturePool(parsed.value) : null;
  it(
    `${COUNT} seeded battles end by the victory conditions, keep the invariants and replay to the same hash`,
    () => {
      if (!pool) throw new Error('the pool did not import');
      const candidates = enforcedCards(pool);
      expect(candidates.length).toBeGreaterThan(0);
      for (let seed = FIRST; seed < FIRST + COUNT; seed++) {
        const drawn = poolBattleConfig(pool, candidates, seed);
        if (!drawn) throw new Error(`seed ${seed}: no legal warbands`);
        const config = drawn.config;
        for (const w of drawn.warbands) {
          expect(checkWarband(w, pool.catalog), `seed ${seed}`).toEqual([]);
          expect(w.creatures.every((c) => pool.byName.get(c.card)?.enforced)).toBe(true);
        }
        // The bot goes to its victory areas when it can (poolBot): a warband left alone still wins.
        const started = game.setup(config, seed);
        if (!started.ok) throw new Error(`seed ${seed}: ${started.error.message}`);
        const state = started.value.state;
        const choices = playRandomly(state, seed ^ 0x5f3759df, { pick: poolBot(state), onStep: battleInvariants });
        expectEndedAndReplays(config, seed, choices, state);
      }
    },
    600_000 + COUNT * 10_000,
  );
});

// The pool battles' bot (poolBot). Seed 874 of a 1,000-battle run showed why it must stop holding its
// areas in the tie-break: both warbands held their own victory areas, reached the target together with
// equal points and then scored together every round, so the tie ("End the battle": the next player to
// score wins) never broke until the round limit.
describe('the pool battles bot', () => {
  const s = (() => {
    const started = game.setup(starterConfig(), 7);
    if (!started.ok) throw new Error(started.error.message);
    return started.value.state;
  })();
  const area = [...(victoryRegions(s.map, s.side[0] === 'B' ? 'B' : 'A')[0] ?? [])][0] ?? -1;
  const decision: Decision = {
    terminal: false,
    rqid: 1,
    player: 0,
    kind: 'choose-destination',
    prompt: 'Where?',
    options: [
      { id: `${area % 1000},${Math.floor(area / 1000)}`, label: 'in the area' },
      ...[1, 2, 3, 4, 5, 6, 7].map((y) => ({ id: `0,${y + 8}`, label: `outside ${y}` })),
    ],
  };
  const picks = () => {
    const rng = new Rng(seedRng(11));
    return Array.from({ length: 40 }, () => poolBot(s)(decision, rng)?.label);
  };
  it('goes to its own victory area when one is offered', () => {
    expect(area).toBeGreaterThanOrEqual(0);
    expect(new Set(picks())).toEqual(new Set(['in the area']));
  });
  it('once both reached the target on a tie, moves anywhere', () => {
    s.tieBreak = true;
    expect(picks().filter((l) => l !== 'in the area').length).toBeGreaterThan(20);
    s.tieBreak = false;
  });
});
