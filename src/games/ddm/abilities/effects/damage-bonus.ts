// Effect "damage-bonus": "+N Damage on that attack" (ddm-battle-rules-2011, "Bonuses and Penalties";
// "Duplicate Effects": the bonus is named after the power, so two uses on one attack count once).
import type { PowerEffectModule } from '../language.js';

export const damageBonus: PowerEffectModule<'damage-bonus'> = {
  kind: 'damage-bonus',
  text: (e) => `+${e.amount} Damage on that attack`,
  resolve({ ctx, subject, rec }, e, use) {
    if (!rec) return;
    ctx.addEffect({
      name: use.name,
      handler: 'attack-damage-bonus',
      owner: subject.owner,
      source: subject.label,
      params: { creature: subject.id, attackKey: `atk:${rec.id}`, amount: e.amount },
    });
  },
};
