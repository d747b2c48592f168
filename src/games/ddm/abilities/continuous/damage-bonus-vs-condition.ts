// Continuous "damage-bonus-vs-condition": +N Damage against targets with a condition
// (ddm-battle-rules-2011, "Conditions"; "Bonuses and Penalties").
import { Tier } from '../../../../core/index.js';
import { num, src, type ContinuousModule } from './module.js';

export const damageBonusVsCondition: ContinuousModule<'damage-bonus-vs-condition'> = {
  kind: 'damage-bonus-vs-condition',
  text: (e) => `+${e.amount} Damage against ${e.condition} targets`,
  handler: {
    queries: {
      damageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => {
          const t = s.creatures[a.target];
          const cond = e.params['condition'];
          return a.attacker === src(e) && t && typeof cond === 'string' && t.conds.some((c) => c.kind === cond) ? v + num(e, 'amount') : v;
        },
      },
    },
  },
};
