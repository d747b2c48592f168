// Effect "damage-bonus": "+N Damage on that attack" (ddm-battle-rules-2011, "Bonuses and Penalties";
// "Duplicate Effects": the bonus is named after the power, so two uses on one attack count once).
import type { PowerEffectModule } from '../language.js';

type Resolve = NonNullable<PowerEffectModule<'damage-bonus'>['resolve']>;

/** `amount` (a penalty when negative) on the damage of the attack the power answers (its record), named after the power. */
export function damageOnThatAttack({ ctx, subject, rec }: Parameters<Resolve>[0], name: string, amount: number): void {
  if (!rec) return;
  ctx.addEffect({
    name,
    handler: 'attack-damage-bonus',
    owner: subject.owner,
    source: subject.label,
    params: { creature: subject.id, attackKey: `atk:${rec.id}`, amount },
  });
}

export const damageBonus: PowerEffectModule<'damage-bonus'> = {
  kind: 'damage-bonus',
  text: (e) => `+${e.amount} Damage on that attack`,
  resolve: (at, e, use) => damageOnThatAttack(at, use.name, e.amount),
};
