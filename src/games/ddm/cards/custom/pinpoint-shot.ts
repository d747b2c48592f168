// Custom power "pinpoint-shot": cover (from creatures or terrain) gives no -2 against this creature's
// ranged attacks (ddm-battle-rules-2011, "Cover"; "CORE RULES AND EXCEPTIONS" level 3: a card that
// breaks a restrictive rule).
import { Tier } from '../../../../core/index.js';
import { owner, type CustomPower } from './module.js';

export const pinpointShot: CustomPower = {
  id: 'pinpoint-shot',
  section: 'ddm-battle-rules-2011, "Cover"',
  text: "creatures and terrain give no cover against this creature's ranged attacks",
  handler: {
    queries: {
      cover: { tier: Tier.CARD_BREAKS_RULE, modify: (v, a, _s, e) => (a.attacker === owner(e.params) && a.range === 'ranged' ? false : v) },
    },
  },
};
