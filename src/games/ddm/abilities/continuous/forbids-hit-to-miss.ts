// Continuous "forbids-hit-to-miss" ("Drow enemies may not use powers that turn hits into misses"): a
// restrictive rule in card text ("CORE RULES AND EXCEPTIONS" level 4, it trumps all others) — while
// this creature is on the map, its enemies with the keyword cannot use a power whose effect is
// `attack-misses` (abilities/effects/attack-misses.ts asks the `mayTurnHitIntoMiss` query).
import { Tier } from '../../../../core/index.js';
import { enemies, onMap } from '../../rules/common.js';
import { src, type ContinuousModule } from './module.js';

export const forbidsHitToMiss: ContinuousModule<'forbids-hit-to-miss'> = {
  kind: 'forbids-hit-to-miss',
  text: (e) => `${e.keyword} enemies may not use powers that turn hits into misses`,
  handler: {
    queries: {
      mayTurnHitIntoMiss: {
        tier: Tier.RESTRICTIVE_CARD,
        modify: (v, a, s, e) => {
          const me = s.creatures[src(e)];
          const who = s.creatures[a.creature];
          if (!me || !who || !onMap(me) || !enemies(s, me, who)) return v;
          const keyword = e.params['keyword'];
          return typeof keyword === 'string' && (s.cards[who.card]?.keywords ?? []).includes(keyword) ? false : v;
        },
      },
    },
  },
};
