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
