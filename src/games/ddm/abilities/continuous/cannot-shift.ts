// Continuous "cannot-shift" and the aura "aura-enemies-cannot-shift" — "CORE RULES AND EXCEPTIONS"
// level 4: a restrictive card has the last word; "Continuous Powers", Aura (off while inactive).
import { Tier } from '../../../../core/index.js';
import { dist, geo } from '../../geo.js';
import { enemies } from '../../rules/common.js';
import { num, src, type ContinuousModule } from './module.js';

export const cannotShift: ContinuousModule<'cannot-shift'> = {
  kind: 'cannot-shift',
  text: () => 'this creature cannot shift',
  handler: {
    queries: { canShift: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, _s, e) => (a.creature === src(e) ? false : v) } },
  },
};

export const auraEnemiesCannotShift: ContinuousModule<'aura-enemies-cannot-shift'> = {
  kind: 'aura-enemies-cannot-shift',
  text: (e) => `(Aura ${e.radius}) enemies in the aura cannot shift`,
  aura: true,
  handler: {
    queries: {
      canShift: {
        tier: Tier.RESTRICTIVE_CARD,
        modify: (v, a, s, e) => {
          if (!v) return v;
          const me = s.creatures[src(e)];
          const o = s.creatures[a.creature];
          if (!me || !o || !me.pos || !o.pos || me.id === o.id || !enemies(s, me, o)) return v;
          return dist(geo(s), me, o) > num(e, 'radius');
        },
      },
    },
  },
};
