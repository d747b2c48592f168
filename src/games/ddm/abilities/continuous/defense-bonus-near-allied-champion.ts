// Continuous "defense-bonus-near-allied-champion" (Bold-style): +N to one defense while within M
// squares of an active allied champion (ddm-battle-rules-2011, "Champions"; "How to Choose Targets":
// "within N squares" counts distance normally, around walls).
import { Tier } from '../../../../core/index.js';
import { dist, geo } from '../../geo.js';
import { inactive } from '../../rules/conditions.js';
import type { DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

function nearAlliedChampion(s: DdmState, id: number, within: number): boolean {
  const me = s.creatures[id];
  if (!me?.pos) return false;
  for (const o of s.creatures) {
    if (o.id === id || o.owner !== me.owner || inactive(o) || !o.pos) continue;
    if (!s.cards[o.card]?.championRating) continue;
    if (dist(geo(s), me, o) <= within) return true;
  }
  return false;
}

export const defenseBonusNearAlliedChampion: ContinuousModule<'defense-bonus-near-allied-champion'> = {
  kind: 'defense-bonus-near-allied-champion',
  text: (e) => `+${e.amount} ${e.defense} while within ${e.within} squares of an allied champion`,
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) =>
          a.creature === src(e) && a.defense === e.params['defense'] && nearAlliedChampion(s, a.creature, num(e, 'within')) ? v + num(e, 'amount') : v,
      },
    },
  },
};
