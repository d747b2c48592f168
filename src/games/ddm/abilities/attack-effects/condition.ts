// Attack effect "condition": the target gains a condition for a duration (ddm-battle-rules-2011,
// "Conditions": Duration, the default being the end of the affected creature's next turn).
import { conditionEffectSchema } from '../../cards/schema.js';
import { addCond, isBloodied } from '../../rules/common.js';
import { has } from '../../rules/conditions.js';
import { powerAnswers } from '../queries.js';
import { durationText } from '../durations/index.js';
import type { AttackEffectModule } from './module.js';
import type { DdmCtx } from '../../ctx.js';
import type { CreatureState } from '../../state.js';
import type { ConditionName, Duration } from '../../cards/schema.js';

/** `source`'s power or attack `name` gives `target` a condition for `duration` (told to the log), unless it is immune to it. */
export function imposeCondition(
  ctx: DdmCtx,
  source: CreatureState,
  target: CreatureState,
  kind: ConditionName,
  name: string,
  duration: Duration,
  together?: true,
): void {
  if (!ctx.query('gainsCondition', true, { creature: target.id, condition: kind })) {
    ctx.emit('condition-immune', { creature: target.id, label: target.label, condition: kind });
    return;
  }
  addCond(ctx.state, target, {
    kind,
    name,
    amount: 0,
    dtype: 'untyped',
    defense: 'all',
    duration,
    source: source.id,
    sourcePlayer: source.owner,
    ...(together ? { together } : {}),
  });
  ctx.emit('condition', { creature: target.id, label: target.label, condition: kind, duration });
}

export const condition: AttackEffectModule<'condition'> = {
  kind: 'condition',
  section: 'ddm-battle-rules-2011, "Conditions"',
  schema: conditionEffectSchema,
  text: (e) =>
    `${e.ifBloodied ? 'a bloodied target is ' : ''}${e.ifHas ? `a target already ${e.ifHas} is ` : ''}${e.unlessHas ? `unless already ${e.unlessHas}, ` : ''}${e.condition}${e.duration === 'end-of-next-turn' ? (e.fear ? ' (Fear)' : '') : ` (${e.fear ? 'Fear, ' : ''}${durationText(e.duration)}${e.together ? ' both' : ''})`}`,
  apply({ ctx, attacker, target, attack }, e) {
    // "Bloodied target is Staggered": after the hit's damage, only a bloodied target.
    if (e.ifBloodied && !isBloodied(target)) return;
    // "If target is already Slowed, it is Stunned (save ends) instead": the one only with, the other only without.
    if ((e.ifHas && !has(target, e.ifHas)) || (e.unlessHas && has(target, e.unlessHas))) return;
    // Immune Fear: a Fear effect does not affect it (abilities/continuous/immune-fear.ts).
    if (e.fear && powerAnswers(ctx.state, target).immuneFear) {
      ctx.emit('condition-immune', { creature: target.id, label: target.label, condition: e.condition });
      return;
    }
    imposeCondition(ctx, attacker, target, e.condition, attack.name, e.duration, e.together);
  },
};
