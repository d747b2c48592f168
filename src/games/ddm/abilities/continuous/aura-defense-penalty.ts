// Continuous "aura-defense-penalty" (Frightful Baying, Fearful Presence, Sandblast, the Warsinger's
// Aura of Fear): this creature's enemies within `radius` squares (counted distance) have -N to the
// defenses named. ddm-battle-rules-2011, "Continuous Powers", Aura (off while this creature is
// inactive); "Bonuses and Penalties"; Appendix A (a bare "DEF" is Fortitude, Reflex and Will).
import { Tier } from '../../../../core/index.js';
import type { Defense } from '../../cards/schema-basics.js';
import { enemyInAura } from './enemy-aura.js';
import type { ContinuousModule } from './module.js';

/** The order the text names the defenses in (the card's). */
const DEFENSE_ORDER: readonly Defense[] = ['AC', 'Fort', 'Ref', 'Will'];

export const auraDefensePenalty: ContinuousModule<'aura-defense-penalty'> = {
  kind: 'aura-defense-penalty',
  text: (e) =>
    `(Aura ${e.radius}) enemies in the aura have ${DEFENSE_ORDER.filter((d) => (e.amounts[d] ?? 0) > 0)
      .map((d) => `-${e.amounts[d] ?? 0} ${d}`)
      .join(', ')}`,
  aura: true,
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => {
          const amounts = e.params['amounts'] as Partial<Record<Defense, number>> | undefined;
          const amount = amounts?.[a.defense] ?? 0;
          return amount > 0 && enemyInAura(s, e, a.creature) ? v - amount : v;
        },
      },
    },
  },
};
