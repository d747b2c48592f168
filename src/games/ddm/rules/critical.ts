// Implements ddm-battle-rules-2011, "Attack Roll": Automatic Hit and Critical Hit — a natural 20 hits
// automatically and is a critical hit; "BLOOD ROCK" makes a melee natural 19 both too; a card may
// lower the natural roll that is a critical hit for its own attacks (Keen Critical N: the
// `criticalFrom` query), but such a roll is a critical hit only when it hits — only the rules' own
// numbers (20, 19 from blood rock) hit automatically.
import type { Attack } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import type { Geo } from '../geo.js';
import type { CreatureState } from '../state.js';
import { criticalMinimum } from './terrain-effects.js';

/** The natural rolls of `c`'s attack `a` on `t`: from `auto` it hits automatically, from `crit` a hit is a critical hit (crit ≤ auto). */
export interface CriticalRange {
  readonly auto: number;
  readonly crit: number;
}

export function criticalRange(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState, a: Attack): CriticalRange {
  const auto = criticalMinimum(g, c, a.range.kind === 'melee');
  const crit = ctx.query('criticalFrom', auto, { attacker: c.id, target: t.id, range: a.range.kind, basic: a.basic });
  return { auto, crit: Math.min(auto, crit) };
}
