// Continuous "immune-condition" — ddm-battle-rules-2011, "Conditions", broken by a card ("CORE RULES
// AND EXCEPTIONS" level 3): "Immune Dazed", "Immune Confused" … — the creature never gains that
// condition, whatever gives it (an attack, a power, terrain). Answered through the `gainsCondition`
// query that rules ask before a condition is added.
import { Tier } from '../../../../core/index.js';
import { src, type ContinuousModule } from './module.js';

export const immuneCondition: ContinuousModule<'immune-condition'> = {
  kind: 'immune-condition',
  text: (e) => `Immune ${e.condition}`,
  handler: {
    queries: {
      gainsCondition: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: (v, a, _s, e) => (a.creature === src(e) && a.condition === e.params['condition'] ? false : v),
      },
    },
  },
};
