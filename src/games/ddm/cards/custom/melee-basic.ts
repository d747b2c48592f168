// The melee basic attack a creature can make against a target now — ddm-battle-rules-2011, "How to
// Choose Targets" (melee: an enemy adjacent or within Reach, with line of effect, and seen unless
// adjacent) and "Limited Uses" — for the custom powers that grant such an attack (Trample, Hatchling
// Swarm). It is the melee case of rules/attack-options.ts `isSingleTarget`, asked here through the
// leaves it is built from: attack-options reaches the terrain and hit-point rules, which announce
// events through abilities/occurs.ts, which reads the custom power registry (an import cycle).
import type { DdmCtx } from '../../ctx.js';
import { dist, geo, reaches, sees } from '../../geo.js';
import { attackReach } from '../../rules/attack-reach.js';
import { cardOf, enemies, hasUse, onMap } from '../../rules/common.js';
import { targetAllowed } from '../../rules/target-limit.js';
import type { CreatureState } from '../../state.js';

/** The index of `c`'s melee basic attack it can make against `t` now (undefined: none). */
export function meleeBasicAgainst(ctx: DdmCtx, c: CreatureState, t: CreatureState): number | undefined {
  const s = ctx.state;
  if (t.id === c.id || !onMap(c) || !onMap(t) || !enemies(s, c, t)) return undefined;
  const g = geo(s);
  const d = dist(g, c, t);
  if (!reaches(g, c, t) || (d > 1 && !sees(g, c, t))) return undefined;
  // The first melee basic attack reaching that far (an attack may print its own reach).
  const k = cardOf(s, c).attacks.findIndex(
    (a) => a.basic && a.range.kind === 'melee' && d <= attackReach(s, c, a) && targetAllowed(s, c, t, a) && hasUse(ctx, c, a.name, a.uses),
  );
  return k >= 0 ? k : undefined;
}
