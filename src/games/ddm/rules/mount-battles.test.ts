// Whole seeded random-vs-random battles (ddm-battle-rules-2011, "Assault" with "Sealed-Booster Games"
// warbands) with Warhorses and riders that fit them ("Mounts and Riders"): every battle ends by the
// victory conditions, keeps the invariants after every decision (a rider shares only its mount's
// space) and replays to the same hash; the random players mount, dismount and lose mounts.
import { describe, expect, it } from 'vitest';
import { battleInvariants, expectEndedAndReplays } from '../battle-checks.js';
import { STARTER_MAPS } from '../content/maps.js';
import { game, type DdmConfig } from '../game.js';
import { playRandomly } from '../random-battle.js';
import type { DdmMap } from '../geometry/index.js';

const COUNT = Number(process.env['SKIRMISH_DDM_MOUNT_BATTLES'] ?? 4);

const config = (map: number): DdmConfig => ({
  warbands: [
    {
      name: 'Riders A',
      faction: 'Civilization',
      points: 200,
      format: 'sealed',
      creatures: ['Warhorse', 'Warhorse', 'Merchant Guard', 'Merchant Guard', 'Defiant Rake', 'Eternal Blade', 'Dwarf Battlemaster'].map((card) => ({ card })),
    },
    {
      name: 'Riders B',
      faction: 'Civilization',
      points: 200,
      format: 'sealed',
      creatures: ['Warhorse', 'Golden Wyvern Initiate', 'Merchant Guard', 'Shardmind Dominator', 'Feral Troll', 'Gnoll Marauder', 'Defiant Rake'].map(
        (card) => ({ card }),
      ),
    },
  ],
  maps: [STARTER_MAPS[map] as DdmMap],
});

describe('random battles with mounts and riders', () => {
  it(`${COUNT} seeded battles end by the victory conditions, keep the invariants and replay to the same hash`, () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= COUNT; seed++) {
      const cfg = config(seed % 3);
      const started = game.setup(cfg, seed);
      if (!started.ok) throw new Error(started.error.message);
      const s = started.value.state;
      const choices = playRandomly(s, seed * 104729, {
        maxDecisions: 100_000,
        pick(p, bot) {
          // Mount whenever offered (a random player rarely would): the battles are about riders.
          const mount = p.options.find((o) => o.id.startsWith('mount:') && o.id !== 'mount:dismount');
          return mount && bot.int(0, 1) === 0 ? mount : p.options[bot.int(0, p.options.length - 1)];
        },
        onStep(st, events) {
          for (const e of events) seen.add(e.type === 'dismounted' ? `dismounted${(e.data as Record<string, unknown>)['forced'] ? ':forced' : ''}` : e.type);
          battleInvariants(st);
        },
      });
      expectEndedAndReplays(cfg, seed, choices, s);
    }
    for (const e of ['mounted', 'dismounted']) expect(seen, e).toContain(e);
  }, 300_000);
});
