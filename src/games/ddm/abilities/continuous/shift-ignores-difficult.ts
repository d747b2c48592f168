// Continuous "shift-ignores-difficult" (Elven Step: "Ignores difficult terrain when/while shifting",
// "Ignores the extra cost for entering difficult terrain while shifting") — ddm-battle-rules-2011,
// "SHIFT" (a shift is 1 square of movement, so it cannot enter difficult terrain, which costs 1
// extra) and "Difficult Terrain" (Other Powers: a power may ignore that extra cost). Only shifts:
// a move still pays it. The power sets a parameter of the movement geometry (`movement` query →
// `ignoreDifficult`) when the search is a shift (rules/movement.ts asks with `shifting`). Other
// effects of the terrain (web immobilizes, dangerous terrain hurts) are not its cost and still apply.
import { Tier } from '../../../../core/index.js';
import type { TerrainType } from '../../geometry/types.js';
import { src, type ContinuousModule } from './module.js';

/** The terrain types that are difficult terrain in the movement rules (geometry/board.ts DIFFICULT_BITS, and river for walkers). */
export const DIFFICULT: readonly TerrainType[] = ['difficult', 'dangerous', 'forest', 'marketStall', 'spikeStones', 'web', 'river'];

/** The movement parameters with every difficult terrain type's extra cost ignored (the same object when it already was). */
export function ignoringDifficult<V extends { readonly ignoreTerrain: readonly TerrainType[] }>(v: V): V {
  const add = DIFFICULT.filter((t) => !v.ignoreTerrain.includes(t));
  return add.length === 0 ? v : { ...v, ignoreTerrain: [...v.ignoreTerrain, ...add] };
}

export const shiftIgnoresDifficult: ContinuousModule<'shift-ignores-difficult'> = {
  kind: 'shift-ignores-difficult',
  text: () => 'Ignores the extra cost for entering difficult terrain while shifting',
  // A move asks the `movement` query only of a creature with such a power (rules/move-powers.ts).
  answers: () => ({ changesMovement: true }),
  handler: {
    queries: {
      movement: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, _s, e) => (a.creature !== src(e) || !a.shifting ? v : ignoringDifficult(v)),
      },
    },
  },
};
