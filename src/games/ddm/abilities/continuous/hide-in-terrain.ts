// Continuous "hide-in-terrain" (Blend with the Trees: "This creature has Hide while in forest
// terrain") — ddm-battle-rules-2011, "COVER AGAINST RANGED ATTACKS", Hide (Power): the creature has
// Hide while a square of its space is forest ("FOREST (OR MARKET STALL)": market stalls are treated as
// forest; "Multiple Terrain Types": a square of several types counts as each). The sight answer
// `hideIn` is read by geo.ts sees with the creature's space at the time of the look.
import type { ContinuousModule } from './module.js';

export const hideInTerrain: ContinuousModule<'hide-in-terrain'> = {
  kind: 'hide-in-terrain',
  text: (e) => `This creature has Hide while in ${e.terrain} terrain`,
  answers: () => ({ sight: { hideIn: ['forest', 'marketStall'] } }),
};
