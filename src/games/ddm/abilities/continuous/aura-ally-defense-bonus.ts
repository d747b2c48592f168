// Continuous "aura-ally-defense-bonus" (Shieldbearer-style): allies within `radius` squares of this
// creature (not itself) have +N to one defense. ddm-battle-rules-2011, "Continuous Powers", Aura (off
// while this creature is inactive); "Bonuses and Penalties".
import { Tier } from '../../../../core/index.js';
import { dist, geo } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import { num, src, type ContinuousModule } from './module.js';

export const auraAllyDefenseBonus: ContinuousModule<'aura-ally-defense-bonus'> = {
  kind: 'aura-ally-defense-bonus',
  text: (e) => `(Aura ${e.radius}) allies in the aura have +${e.amount} ${e.defense}`,
  aura: true,
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => {
          if (a.defense !== e.params['defense']) return v;
          const me = s.creatures[src(e)];
          const o = s.creatures[a.creature];
          if (!me || !o || me.id === o.id || !onMap(me) || !onMap(o) || enemies(s, me, o)) return v;
          return dist(geo(s), me, o) <= num(e, 'radius') ? v + num(e, 'amount') : v;
        },
      },
    },
  },
};
