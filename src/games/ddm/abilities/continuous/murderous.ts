// Continuous "murderous" (Murderous) — "CORE RULES AND EXCEPTIONS" level 4, a restrictive card: while
// a bloodied enemy is adjacent (on its turn, when so printed) this creature cannot move — its speed
// is 0, so the menu offers no move, shift or charge (rules/movement.ts) — and it attacks only
// bloodied targets (rules/attack-options.ts asks `murderousHolds`, rules/murderous.ts).
import { Tier } from '../../../../core/index.js';
import { geo } from '../../geo.js';
import { murderousHolds } from '../../rules/murderous.js';
import { src, type ContinuousModule } from './module.js';

export const murderous: ContinuousModule<'murderous'> = {
  kind: 'murderous',
  text: (e) => `${e.ownTurn ? 'on its turn, ' : ''}this creature cannot move or attack a target that is not bloodied while a bloodied enemy is adjacent to it`,
  answers: (e) => ({ murderous: e.ownTurn ? 'own-turn' : 'always' }),
  handler: {
    queries: {
      speed: {
        tier: Tier.RESTRICTIVE_CARD,
        modify: (v, a, s, e) => {
          if (a.creature !== src(e) || v <= 0) return v;
          const me = s.creatures[src(e)];
          return me && me.pos && murderousHolds(s, geo(s), me) ? 0 : v;
        },
      },
    },
  },
};
