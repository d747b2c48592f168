// Continuous "ignores-difficult" (Stable Footing: "Ignores the extra cost for entering difficult
// terrain", "Difficult terrain does not affect (slow) this creature's movement") —
// ddm-battle-rules-2011, "Difficult Terrain" (Costs 1 Extra Square; Other Powers: a power may ignore
// that cost), "SHIFT" (so it may also shift into difficult terrain). Unlike Elven Step
// (shift-ignores-difficult) it holds for every move and shift. Our reading: the power is about the
// extra cost only; other effects of the terrain (web immobilizes, dangerous terrain hurts) still
// apply — but spike stones hurt only a creature that "does not ignore the additional cost to enter
// it" ("SPIKE STONES"), so not this one (the answer `moveTraits.ignoresDifficult`, read by
// rules/terrain-effects.ts). That is also the guidelines' "Moves Normally" (no extra cost, no damage
// for moving through), so "Moves normally through difficult terrain" is this power. The power sets a parameter of the movement geometry (`movement` query →
// `ignoreDifficult`) for each of the terrain types that are difficult terrain.
import { Tier } from '../../../../core/index.js';
import { src, type ContinuousModule } from './module.js';
import { ignoringDifficult } from './shift-ignores-difficult.js';

export const ignoresDifficult: ContinuousModule<'ignores-difficult'> = {
  kind: 'ignores-difficult',
  text: () => 'Ignores the extra cost for entering difficult terrain',
  // A move asks the `movement` query only of a creature with such a power (rules/move-powers.ts).
  answers: () => ({ changesMovement: true, moveTraits: { ignoresDifficult: true } }),
  handler: {
    queries: {
      movement: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, _s, e) => (a.creature !== src(e) ? v : ignoringDifficult(v)),
      },
    },
  },
};
