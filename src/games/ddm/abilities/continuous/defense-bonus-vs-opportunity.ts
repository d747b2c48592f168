// Continuous "defense-bonus-vs-opportunity" (Defensive Mobility: "+5 AC against opportunity attacks",
// "+5 AC vs. opportunity attacks"): +N to one defense against an opportunity attack
// (ddm-battle-rules-2011, "Bonuses and Penalties"; "Opportunity Attacks"), read from the attack's
// mode the `defense` query is asked with. The printings "while moving" are not this power: the
// defense query does not know what provoked the attack (docs/ddm.md).
import { Tier } from '../../../../core/index.js';
import { num, src, type ContinuousModule } from './module.js';

export const defenseBonusVsOpportunity: ContinuousModule<'defense-bonus-vs-opportunity'> = {
  kind: 'defense-bonus-vs-opportunity',
  text: (e) => `+${e.amount} ${e.defense} against opportunity attacks`,
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, _s, e) => (a.creature === src(e) && a.defense === e.params['defense'] && a.mode === 'opportunity' ? v + num(e, 'amount') : v),
      },
    },
  },
};
