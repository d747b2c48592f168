// "TYPE Healing N" (continuous `type-healing`, a card that breaks a rule — "CORE RULES AND
// EXCEPTIONS"): each time an effect would deal a creature damage of the type, it heals N HP ("Hit
// Points", Healing: never above its maximum). "Would deal": the damage printed, before Immune, Resist
// or Vulnerable change it, so an immune creature heals too; once per effect whatever its amount. The
// heal follows the damage (a creature the damage destroys heals nothing). Asked by the rules that deal
// typed damage (rules/attack.ts, rules/turn.ts ongoing damage, rules/terrain-effects.ts).
import type { DamagePart } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import { powerAnswers } from '../abilities/queries.js';
import type { CreatureState } from '../state.js';
import { heal } from './hit-points.js';

/** Heals `c` for each of its TYPE Healing powers whose type is among the damage `parts` an effect deals it. */
export function typeHealing(ctx: DdmCtx, c: CreatureState, parts: readonly DamagePart[]): void {
  const powers = powerAnswers(ctx.state, c).typeHealing;
  if (powers.length === 0) return;
  for (const p of powers) if (parts.some((d) => d.type === p.type && d.amount > 0)) heal(ctx, c, p.amount, p.name);
}
