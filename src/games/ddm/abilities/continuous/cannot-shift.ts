// Continuous "cannot-shift" and the aura "aura-enemies-cannot-shift" — "CORE RULES AND EXCEPTIONS"
// level 4: a restrictive card has the last word; "Continuous Powers", Aura (off while inactive).
import { Tier } from '../../../../core/index.js';
import { deniedInAura } from './enemy-aura.js';
import { src, type ContinuousModule } from './module.js';

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
        modify: deniedInAura,
      },
    },
  },
};
