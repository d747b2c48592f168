// Continuous "damage-bonus-with-combat-advantage": +N Damage against targets granting it combat
// advantage (ddm-battle-rules-2011, "Combat Advantage"; like Sneak Attack, a permissive card rule).
import { Tier } from '../../../../core/index.js';
import { num, src, type ContinuousModule } from './module.js';

export const damageBonusWithCombatAdvantage: ContinuousModule<'damage-bonus-with-combat-advantage'> = {
  kind: 'damage-bonus-with-combat-advantage',
  text: (e) => `+${e.amount} Damage against targets granting combat advantage`,
  handler: {
    queries: {
      damageBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, _s, e) => (a.attacker === src(e) && a.combatAdvantage ? v + num(e, 'amount') : v) },
    },
  },
};
