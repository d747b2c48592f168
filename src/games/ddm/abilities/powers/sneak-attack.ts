// Power "sneak-attack" (ddm-battle-rules-2011, "Bonuses and Penalties"; the stat card's Sneak Attack
// N): +N Damage whenever this creature hits a target that grants it combat advantage. Put into play
// as a core effect at the permissive card tier ("Core Rules and Exceptions").
import { Tier } from '../../../../core/index.js';
import { sneakAttackPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const sneakAttack: PowerModule<'sneak-attack'> = {
  kind: 'sneak-attack',
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties" (Sneak Attack)',
  schema: sneakAttackPowerSchema,
  text: (p) => `Sneak Attack ${p.amount}: +${p.amount} Damage when hitting a target that grants it combat advantage${p.melee ? ' with a melee attack' : ''}`,
  answers: (p) => ({ inPlay: { name: 'Sneak Attack', handler: 'sneak-attack', params: { amount: p.amount, ...(p.melee ? { melee: true } : {}) } } }),
  handler: {
    queries: {
      damageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        // Printed "+N {m} Damage": melee attacks only.
        modify: (v, a, _s, e) =>
          a.attacker === e.params['creature'] && a.combatAdvantage && (a.melee || e.params['melee'] !== true) ? v + Number(e.params['amount'] ?? 0) : v,
      },
    },
  },
};
