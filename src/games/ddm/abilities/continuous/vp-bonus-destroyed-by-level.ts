// Continuous "vp-bonus-destroyed-by-level": destroyed by an enemy of level `maxLevel` or lower, this
// creature is worth N more victory points (Universally Hated: "Worth +5 VP if destroyed by a level 9 or
// lower enemy") — ddm-battle-rules-2011, "Assault" (Destroying enemy creatures: the opponent scores the
// creature's cost; a card may change it, "CORE RULES AND EXCEPTIONS"), "'Destroyed by' Triggers" (the
// creature that destroyed it). Answers the destroyedCost query, asked while it is still in play
// (rules/hit-points.ts destroy); nothing destroyed it, or an ally did: no bonus.
import { Tier } from '../../../../core/index.js';
import { cardOf, enemies } from '../../rules/common.js';
import { num, src, type ContinuousModule } from './module.js';

export const vpBonusDestroyedByLevel: ContinuousModule<'vp-bonus-destroyed-by-level'> = {
  kind: 'vp-bonus-destroyed-by-level',
  text: (e) => `worth +${e.amount} VP if destroyed by a level ${e.maxLevel} or lower enemy`,
  handler: {
    queries: {
      destroyedCost: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => {
          const me = s.creatures[a.creature];
          const by = a.by >= 0 ? s.creatures[a.by] : undefined;
          if (a.creature !== src(e) || !me || !by || !enemies(s, me, by)) return v;
          return cardOf(s, by).level <= num(e, 'maxLevel') ? v + num(e, 'amount') : v;
        },
      },
    },
  },
};
