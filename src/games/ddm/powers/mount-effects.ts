// Implements ddm-battle-rules-2011, "MOUNT", Movement: "A Mounted creature moves when its mount moves
// using the same movement modes as its mount, but is considered to have a current speed of 0." The
// rider's link (rules/mount-links.ts) is an effect whose queries make the rider's current speed 0
// and take away its shift (it moves only when its mount moves). A restrictive rule: it folds after
// the permissive cards and the other rules, so no speed bonus lifts it.
import { Tier, type EffectHandler, type EffectInstance } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import type { DdmCtx, DdmQueries } from '../ctx.js';

const rider = (e: EffectInstance): number => (typeof e.params['creature'] === 'number' ? (e.params['creature'] as number) : -1);

export const MOUNT_EFFECTS: Record<string, EffectHandler<DdmState, DdmQueries, DdmCtx>> = {
  mounted: {
    queries: {
      speed: { tier: Tier.RESTRICTIVE_RULE, priority: 100, modify: (v, a, _s, e) => (a.creature === rider(e) ? 0 : v) },
      canShift: { tier: Tier.RESTRICTIVE_RULE, priority: 100, modify: (v, a, _s, e) => (a.creature === rider(e) ? false : v) },
    },
  },
  // A Charger mount's "+N Damage" on its rider's free melee basic attack against the charge's target
  // (rules/mount.ts adds it for that one attack and removes it afterwards).
  'charger-bonus': {
    queries: {
      damageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, _s, e) =>
          a.melee && a.attacker === rider(e) && a.target === e.params['target'] && typeof e.params['amount'] === 'number' ? v + e.params['amount'] : v,
      },
    },
  },
};
