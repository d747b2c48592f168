// Custom power "reaping-scythe" (Reaping Scythe: "This creature's {m} attacks deal triple damage on
// criticals."): ddm-battle-rules-2011, "Applying Damage", Critical Hits — "double the base damage
// before applying any bonus damage" — broken by the card ("CORE RULES AND EXCEPTIONS" level 3): its
// melee critical hits count the base damage three times, each type alike; bonus, ongoing and other
// damage is not multiplied (the rule's "only base damage"). Answers the `criticalMultiplier` query
// rules/attack.ts asks for a critical hit (its followup's too).
import { Tier } from '../../../../core/index.js';
import { owner, type CustomPower } from './module.js';

export const reapingScythe: CustomPower = {
  id: 'reaping-scythe',
  section: 'ddm-battle-rules-2011, "Applying Damage" (Critical Hits)',
  text: 'its melee critical hits triple the base damage instead of doubling it',
  handler: {
    queries: {
      criticalMultiplier: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: (v, a, _s, e) => (a.attacker === owner(e.params) && a.range === 'melee' ? Math.max(v, 3) : v),
      },
    },
  },
};
