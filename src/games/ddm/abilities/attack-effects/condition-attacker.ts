// Attack effect "condition-attacker": "AND this creature is Immobilized until end of its next turn" —
// after the hit, the attacking creature itself gains the condition for the duration
// (ddm-battle-rules-2011, "Conditions": Duration; "Applying Damage", Additional Effects: in printed
// order). Gained during its own turn, "its next turn" is the one after (rules/conditions.ts). Like a
// heal of the attacker, it holds even when the hit destroyed the target.
import { conditionAttackerEffectSchema } from '../../cards/schema.js';
import { onMap } from '../../rules/common.js';
import { durationText } from '../durations/index.js';
import { imposeCondition } from './condition.js';
import type { AttackEffectModule } from './module.js';

export const conditionAttacker: AttackEffectModule<'condition-attacker'> = {
  kind: 'condition-attacker',
  section: 'ddm-battle-rules-2011, "Conditions"',
  schema: conditionAttackerEffectSchema,
  text: (e) => `this creature is ${e.condition} (${durationText(e.duration)})`,
  withoutTarget: () => true,
  apply({ ctx, attacker, attack }, e) {
    if (!onMap(attacker)) return;
    imposeCondition(ctx, attacker, attacker, e.condition, attack.name, e.duration);
  },
};
