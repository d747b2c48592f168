// Custom power "evasive": this creature takes half damage from close and area attacks
// (ddm-battle-rules-2011, "Close Attacks", "Area Attacks"; "Applying Damage", Round Down: halved to a
// multiple of 5, never below 5). It halves what is left after the damage sequence.
import { Tier } from '../../../../core/index.js';
import { halveDamage } from '../../rules/damage.js';
import { owner, type CustomPower } from './module.js';

export const evasive: CustomPower = {
  id: 'evasive',
  section: 'ddm-battle-rules-2011, "Close Attacks", "Area Attacks", "Applying Damage" (Round Down)',
  text: 'this creature takes half damage from close and area attacks',
  handler: {
    queries: {
      attackDamageTaken: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, _s, e) => (a.target === owner(e.params) && (a.range === 'close' || a.range === 'area') ? halveDamage(v) : v),
      },
    },
  },
};
