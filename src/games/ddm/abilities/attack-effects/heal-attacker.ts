// Attack effect "heal-attacker": "AND this creature heals N HP" — the attacking creature heals N hit
// points, up to its maximum (ddm-battle-rules-2011, "Damage and Healing", Heal; "Applying Damage",
// Additional Effects: after the base damage, in printed order). The attacker heals even when the hit
// destroyed its target.
import { healAttackerEffectSchema } from '../../cards/schema.js';
import { heal } from '../../rules/hit-points.js';
import type { AttackEffectModule } from './module.js';

export const healAttacker: AttackEffectModule<'heal-attacker'> = {
  kind: 'heal-attacker',
  section: 'ddm-battle-rules-2011, "Damage and Healing", Heal',
  schema: healAttackerEffectSchema,
  text: (e) => `this creature heals ${e.amount} HP`,
  withoutTarget: () => true,
  apply({ ctx, attacker, attack }, e) {
    heal(ctx, attacker, e.amount, attack.name);
  },
};
