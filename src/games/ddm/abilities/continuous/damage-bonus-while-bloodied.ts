// Continuous "damage-bonus-while-not-bloodied" / "damage-bonus-while-bloodied": +N Damage on hits
// while this creature is (not) bloodied (ddm-battle-rules-2011, "Bloodied"; "Bonuses and Penalties").
import { Tier } from '../../../../core/index.js';
import type { DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

function isBloodied(s: DdmState, id: number): boolean {
  const c = s.creatures[id];
  return !!c && c.hp <= c.bloodied;
}

export const damageBonusWhileNotBloodied: ContinuousModule<'damage-bonus-while-not-bloodied'> = {
  kind: 'damage-bonus-while-not-bloodied',
  text: (e) => `+${e.amount} Damage on hits while this creature is not bloodied`,
  handler: {
    queries: {
      damageBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => (a.attacker === src(e) && !isBloodied(s, a.attacker) ? v + num(e, 'amount') : v) },
    },
  },
};

export const damageBonusWhileBloodied: ContinuousModule<'damage-bonus-while-bloodied'> = {
  kind: 'damage-bonus-while-bloodied',
  text: (e) => `+${e.amount} Damage on hits while this creature is bloodied`,
  handler: {
    queries: {
      damageBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => (a.attacker === src(e) && isBloodied(s, a.attacker) ? v + num(e, 'amount') : v) },
    },
  },
};
