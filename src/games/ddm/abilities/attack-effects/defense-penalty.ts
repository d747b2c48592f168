// Attack effect "defense-penalty": -N to all the target's defenses for a duration (ddm-battle-rules-
// 2011, "Bonuses and Penalties": same-named penalties apply once, powers/effects.ts).
import { defensePenaltyEffectSchema } from '../../cards/schema.js';
import { addCond } from '../../rules/common.js';
import { durationText } from '../durations/index.js';
import type { AttackEffectModule } from './module.js';

export const defensePenalty: AttackEffectModule<'defense-penalty'> = {
  kind: 'defense-penalty',
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties"',
  schema: defensePenaltyEffectSchema,
  text: (e) => `-${e.amount} to all defenses (${durationText(e.duration)}${e.together ? ' both' : ''})`,
  apply({ ctx, attacker, target, attack }, e) {
    addCond(ctx.state, target, {
      kind: 'defense-bonus',
      name: attack.name,
      amount: -e.amount,
      dtype: 'untyped',
      defense: 'all',
      duration: e.duration,
      source: attacker.id,
      sourcePlayer: attacker.owner,
      ...(e.together ? { together: e.together } : {}),
    });
  },
};
