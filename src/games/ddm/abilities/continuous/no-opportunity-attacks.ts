// Continuous "no-opportunity-attacks" — ddm-battle-rules-2011, "Opportunity Attacks" (an adjacent
// enemy that provokes may be attacked) broken by a card ("CORE RULES AND EXCEPTIONS" level 3):
// Shortened Reach, "cannot make opportunity attacks". rules/attack-options.ts opportunityAttacksAgainst
// asks the `makesOpportunityAttacks` query wherever an opportunity attack is offered.
import { Tier } from '../../../../core/index.js';
import { src, type ContinuousModule } from './module.js';

export const noOpportunityAttacks: ContinuousModule<'no-opportunity-attacks'> = {
  kind: 'no-opportunity-attacks',
  text: () => 'this creature cannot make opportunity attacks',
  handler: {
    queries: { makesOpportunityAttacks: { tier: Tier.CARD_BREAKS_RULE, modify: (v, a, _s, e) => (a.creature === src(e) ? false : v) } },
  },
};
