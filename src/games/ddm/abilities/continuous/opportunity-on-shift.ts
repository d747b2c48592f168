// Continuous "opportunity-on-shift" — ddm-battle-rules-2011, "Opportunity Attacks" (a shift provokes
// none) broken by a card ("CORE RULES AND EXCEPTIONS" level 3): Awareness, "can make opportunity
// attacks against enemies for shifting out of an adjacent square". rules/movement.ts asks the
// `opportunityOnShift` query for the enemies next to a creature that shifts.
import { Tier } from '../../../../core/index.js';
import { src, type ContinuousModule } from './module.js';

export const opportunityOnShift: ContinuousModule<'opportunity-on-shift'> = {
  kind: 'opportunity-on-shift',
  text: () => 'this creature can make opportunity attacks against adjacent enemies that shift',
  handler: {
    queries: { opportunityOnShift: { tier: Tier.CARD_BREAKS_RULE, modify: (v, a, _s, e) => (a.creature === src(e) ? true : v) } },
  },
};
