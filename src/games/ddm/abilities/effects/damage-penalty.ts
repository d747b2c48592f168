// Effect "damage-penalty": "-N Damage on that attack" (Psionic Ablation) — ddm-battle-rules-2011,
// "Bonuses and Penalties", "Damage" (Bonus and Penalty Damage: only a hit's damage is modified; with
// mixed types the penalty goes to the first printed type, as a bonus does — rules/damage.ts — and no
// type goes below 0). The penalty lives for the attack the power answers (its record: one target's
// roll) as the champion's "+N Damage on that attack" does, named after the power ("Duplicate
// Effects"). `self`: "AND this creature is <Condition>", for the rulebook's default duration (until
// the end of its next turn, "Conditions").
import { imposeCondition } from '../attack-effects/condition.js';
import type { PowerEffectModule } from '../language.js';
import { damageOnThatAttack } from './damage-bonus.js';

export const damagePenalty: PowerEffectModule<'damage-penalty'> = {
  kind: 'damage-penalty',
  text: (e) => `-${e.amount} Damage on that attack${e.self ? ` and this creature is ${e.self}` : ''}`,
  resolve(at, e, use) {
    if (!at.rec) return;
    damageOnThatAttack(at, use.name, -e.amount);
    if (e.self) imposeCondition(at.ctx, at.subject, at.subject, e.self, use.name, 'end-of-next-turn');
  },
};
