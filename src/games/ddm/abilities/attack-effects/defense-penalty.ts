// Attack effect "defense-penalty": -N to all the target's defenses, or to the defenses named, for a
// duration (ddm-battle-rules-2011, "Bonuses and Penalties": same-named penalties apply once,
// powers/effects.ts).
import { defensePenaltyEffectSchema } from '../../cards/schema.js';
import type { Defense } from '../../cards/schema-basics.js';
import { addCond } from '../../rules/common.js';
import { durationText } from '../durations/index.js';
import type { AttackEffectModule } from './module.js';

const DEFENSE_NAMES: Readonly<Record<Defense, string>> = { AC: 'AC', Fort: 'Fortitude', Ref: 'Reflex', Will: 'Will' };

export const defensePenalty: AttackEffectModule<'defense-penalty'> = {
  kind: 'defense-penalty',
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties"',
  schema: defensePenaltyEffectSchema,
  text: (e) =>
    `-${e.amount} to ${e.defenses ? e.defenses.map((d) => DEFENSE_NAMES[d]).join(', ') : 'all defenses'} (${durationText(e.duration)}${e.together ? ' both' : ''})`,
  apply({ ctx, attacker, target, attack }, e) {
    // One record per defense named: each defense's same-named penalty still counts once.
    for (const defense of e.defenses ?? (['all'] as const)) {
      addCond(ctx.state, target, {
        kind: 'defense-bonus',
        name: attack.name,
        amount: -e.amount,
        dtype: 'untyped',
        defense,
        duration: e.duration,
        source: attacker.id,
        sourcePlayer: attacker.owner,
        ...(e.together ? { together: e.together } : {}),
      });
    }
  },
};
