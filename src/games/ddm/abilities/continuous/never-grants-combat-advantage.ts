// Continuous "never-grants-combat-advantage" — ddm-battle-rules-2011, "Combat Advantage" (what grants
// it: the target cannot see the attacker, is flanked, or has a condition that grants it) broken by a
// card ("CORE RULES AND EXCEPTIONS" level 3): Defensive Advantage ("never grants combat advantage"),
// or, with `flanking`, "Immune flanking" (does not grant it when flanked; other sources still do).
import { Tier } from '../../../../core/index.js';
import { src, type ContinuousModule } from './module.js';

export const neverGrantsCombatAdvantage: ContinuousModule<'never-grants-combat-advantage'> = {
  kind: 'never-grants-combat-advantage',
  text: (e) => (e.flanking ? 'this creature does not grant combat advantage when flanked' : 'this creature never grants combat advantage'),
  handler: {
    queries: {
      grantsCombatAdvantage: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: (v, a, _s, e) => (a.target === src(e) && (e.params['flanking'] !== true || a.flanked) ? false : v),
      },
    },
  },
};
