// Continuous "half-damage-from" (Swarm, Formless, Ooze: "Takes half damage from {m} and {r} attacks";
// Holy Mantle: "… from {r} attacks") — ddm-battle-rules-2011, "Applying Damage" (Round Down: halved to a
// multiple of 5, never below 5) and the attack kinds of "Melee Attacks", "Ranged Attacks": the damage an
// attack of one of the named kinds deals this creature is halved, after the damage sequence.
import { Tier } from '../../../../core/index.js';
import { halveDamage } from '../../rules/damage.js';
import { src, type ContinuousModule } from './module.js';

export const halfDamageFrom: ContinuousModule<'half-damage-from'> = {
  kind: 'half-damage-from',
  text: (e) => `this creature takes half damage from ${e.ranges.join(' and ')} attacks`,
  handler: {
    queries: {
      attackDamageTaken: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, _s, e) => {
          const ranges = e.params['ranges'];
          return a.target === src(e) && Array.isArray(ranges) && ranges.includes(a.range) ? halveDamage(v) : v;
        },
      },
    },
  },
};
