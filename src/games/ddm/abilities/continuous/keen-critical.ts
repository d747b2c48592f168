// Continuous "keen-critical" (Keen Critical N, Keen Axe, Keen Blade, Wild Surge, Bloody Critical …:
// "Scores critical hits on attack rolls of natural 19-20"): ddm-battle-rules-2011, "Attack Roll" —
// Critical Hit names a natural 20; the card lowers that number for its own attack rolls (a permissive
// card, "CORE RULES AND EXCEPTIONS" level 1), answering the `criticalFrom` query rules/critical.ts
// asks at each roll. Only a natural 20 is an automatic hit: a keen roll is a critical hit only when it
// hits (our reading; the one printing that also makes 18-19 automatic hits says so in words).
import { Tier } from '../../../../core/index.js';
import { isBloodied } from '../../rules/common.js';
import { num, src, type ContinuousModule } from './module.js';

export const keenCritical: ContinuousModule<'keen-critical'> = {
  kind: 'keen-critical',
  text: (e) =>
    `scores critical hits on${e.basicOnly ? ' basic' : ''}${e.ranges ? ` ${e.ranges.join(' and ')}` : ''} attack rolls of natural ${e.from}-20` +
    (e.vsBloodied ? ' against bloodied targets' : ''),
  handler: {
    queries: {
      criticalFrom: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => {
          if (a.attacker !== src(e)) return v;
          const ranges = e.params['ranges'];
          if (Array.isArray(ranges) && !ranges.includes(a.range)) return v;
          if (e.params['basicOnly'] === true && !a.basic) return v;
          const t = s.creatures[a.target];
          if (e.params['vsBloodied'] === true && !(t && isBloodied(t))) return v;
          return Math.min(v, num(e, 'from'));
        },
      },
    },
  },
};
