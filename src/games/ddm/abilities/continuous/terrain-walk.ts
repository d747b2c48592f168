// Continuous "terrain-walk" (Forestwalk and its kin): terrain of the named types does not affect this
// creature's movement — ddm-battle-rules-2011, "Difficult Terrain" (Other Powers: it ignores the extra
// cost of terrain that is difficult by virtue of being that type; a square that is difficult for
// another reason still costs it); "FOREST (OR MARKET STALL)": market stalls are treated as forest.
// Sight and cover are not movement: forest still blocks them (guidelines, "Moves Normally").
// The power sets a parameter of the movement geometry (`movement` query → `ignoreDifficult`).
import { Tier } from '../../../../core/index.js';
import type { TerrainType } from '../../geometry/types.js';
import { src, type ContinuousModule } from './module.js';

/** The terrain types each printed type stands for in the movement rules. */
const COVERS: Readonly<Record<string, readonly TerrainType[]>> = { forest: ['forest', 'marketStall'], river: ['river'] };

const listed = (types: readonly string[]): string =>
  types.length === 1 ? (types[0] ?? '') : `${types.slice(0, -1).join(', ')} and ${types[types.length - 1] ?? ''}`;

export const terrainWalk: ContinuousModule<'terrain-walk'> = {
  kind: 'terrain-walk',
  text: (e) => `${listed(e.terrain)} terrain ${e.terrain.length === 1 ? 'does' : 'do'} not affect this creature's movement (no extra cost to enter)`,
  // A move asks the `movement` query only of a creature with such a power (rules/move-powers.ts).
  answers: () => ({ changesMovement: true }),
  handler: {
    queries: {
      movement: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, _s, e) => {
          const types = e.params['terrain'];
          if (a.creature !== src(e) || !Array.isArray(types)) return v;
          const add = types.flatMap((t) => COVERS[String(t)] ?? []).filter((t) => !v.ignoreTerrain.includes(t));
          return add.length === 0 ? v : { ...v, ignoreTerrain: [...v.ignoreTerrain, ...add] };
        },
      },
    },
  },
};
