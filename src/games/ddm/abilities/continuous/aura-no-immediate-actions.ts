// Continuous "aura-no-immediate-actions": Intimidator, "(aura 1) Enemies in aura may not take Immediate
// actions" — ddm-battle-rules-2011, "Immediate Action" broken by the card ("CORE RULES AND
// EXCEPTIONS"), an aura ("Aura": off while this creature is inactive). powers/windows.ts asks the
// `takesImmediateActions` query before it offers an immediate power: false for its enemies within the
// radius (counted distance).
import { Tier } from '../../../../core/index.js';
import { dist, geo } from '../../geo.js';
import { enemies } from '../../rules/common.js';
import { num, src, type ContinuousModule } from './module.js';

export const auraNoImmediateActions: ContinuousModule<'aura-no-immediate-actions'> = {
  kind: 'aura-no-immediate-actions',
  text: (e) => `(Aura ${e.radius}) enemies in the aura may not take immediate actions`,
  aura: true,
  handler: {
    queries: {
      takesImmediateActions: {
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
