// Continuous "conceal-beside-wall" (Blend with Shadows: "Has Conceal 6 while adjacent to a wall") —
// ddm-battle-rules-2011, "Conceal" (a hit on the creature stands only if a d20 rolls N or higher), held
// while a wall touches a side or corner of its space (geometry/terrain.ts borderedByWall, as Wall Walker
// and Shadowmeld read "adjacent to a wall"). Asked where the Conceal roll is made (rules/attack.ts
// concealOf, the answer `concealBesideWall`), so not an effect in play.
import type { ContinuousModule } from './module.js';

export const concealBesideWall: ContinuousModule<'conceal-beside-wall'> = {
  kind: 'conceal-beside-wall',
  text: (e) => `has Conceal ${e.value} while adjacent to a wall`,
  answers: (e) => ({ concealBesideWall: e.value }),
};
