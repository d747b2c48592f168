// Whole seeded random-vs-random Assault battles (ddm-battle-rules-2011 "Assault") with the terrain of
// "Common Terrain": on the starter map sunken-grove (a square or two of each kind), and on
// crossroads-keep made thick with it — fire and corrosive lanes, slippery squares around the pits,
// webs, spike stones, dangerous terrain, fonts, teleporters, slopes — so the rare paths (pit
// followups, falls, teleports, the 20-HP cap, survivable movement) run inside real battles: every
// battle ends by the victory conditions, keeps the invariants after every decision and replays to
// the same hash.
import { describe, expect, it } from 'vitest';
import { battleInvariants, expectEndedAndReplays } from '../battle-checks.js';
import type { DdmMap, TerrainLayer } from '../geometry/index.js';
import { STARTER_MAPS } from '../content/maps.js';
import { starterConfig } from '../module.js';
import { randomBattle } from '../random-battle.js';
import type { DdmState } from '../state.js';

const COUNT = Number(process.env['SKIRMISH_DDM_TERRAIN_BATTLES'] ?? 2);

const span = (y: number, x0: number, x1: number): [number, number][] => Array.from({ length: x1 - x0 + 1 }, (_, i) => [x0 + i, y]);

/** crossroads-keep plus whole rows of hazards between the start areas (all legal map content). */
function denseMap(): DdmMap {
  const base = starterConfig().maps[0] as DdmMap;
  const extra: TerrainLayer[] = [
    { type: 'fire', squares: [...span(4, 5, 9), ...span(23, 11, 15)] },
    { type: 'corrosive', squares: span(4, 11, 15) },
    { type: 'slippery', squares: [...span(12, 13, 17), ...span(15, 13, 17), [13, 13], [13, 14], [17, 13]] },
    { type: 'web', squares: span(20, 9, 12) },
    { type: 'spikeStones', squares: span(6, 3, 6) },
    { type: 'dangerous', squares: span(21, 14, 17) },
    { type: 'sacredCircle', squares: span(5, 8, 12) },
    { type: 'bloodRock', squares: span(22, 5, 9) },
    {
      type: 'healingFont',
      squares: [
        [4, 23],
        [16, 3],
      ],
    },
    {
      type: 'teleporter',
      squares: [
        [3, 3],
        [17, 24],
        [10, 19],
      ],
    },
    { type: 'steepSlope', direction: 'N', squares: span(8, 5, 9) },
    { type: 'steepSlope', direction: 'S', squares: span(18, 13, 15) },
  ];
  return { ...base, id: 'crossroads-hazards', name: 'Crossroads Hazards', terrain: [...base.terrain, ...extra] };
}

function invariants(s: DdmState): void {
  battleInvariants(s);
  // Nobody is left in a pit once no turn is running.
  if (!s.turn && s.core.pending && !s.core.stack.some((st) => st.kind === 'pit-place')) {
    const pits = new Set((s.map.terrain.find((l) => l.type === 'pit')?.squares ?? []).map(([x, y]) => `${x},${y}`));
    for (const c of s.creatures)
      if (c.pos && pits.has(`${c.pos.x},${c.pos.y}`) && s.cards[c.card]?.mode !== 'flight') throw new Error(`${c.label} was left in a pit`);
  }
}

describe('random battles on a map thick with terrain', () => {
  it(
    `${COUNT} seeded battles on each map end by the victory conditions, keep the invariants and replay to the same hash`,
    () => {
      const grove = STARTER_MAPS.find((m) => m.id === 'sunken-grove') as DdmMap;
      expect(grove.terrain.map((l) => l.type)).toEqual(expect.arrayContaining(['fire', 'healingFont', 'slippery', 'teleporter', 'steepSlope', 'web']));
      for (const [map, seed] of [denseMap(), grove].flatMap((m) => Array.from({ length: COUNT }, (_, i) => [m, i + 1] as const))) {
        const config = { ...starterConfig(), maps: [map] };
        const run = randomBattle(config, seed, invariants);
        expectEndedAndReplays(config, seed, run.choices, run.state);
      }
    },
    120_000 + COUNT * 40_000,
  );
});
