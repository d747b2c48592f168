// Continuous "move-while-immobilized": may move (or shift) up to N squares even while Immobilized —
// "CORE RULES AND EXCEPTIONS" level 3: the card names the rule it breaks, so it folds after the
// rules. A rider's speed 0 ("MOUNT") is another rule, which it does not lift; Slowed still caps at 2.
import { Tier } from '../../../../core/index.js';
import { has } from '../../rules/conditions.js';
import type { DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

function riding(s: DdmState, id: number): boolean {
  return s.core.effects.some((x) => x.handler === 'mounted' && x.params['creature'] === id);
}

export const moveWhileImmobilized: ContinuousModule<'move-while-immobilized'> = {
  kind: 'move-while-immobilized',
  text: (e) => `may move (or shift) up to ${e.squares} squares even while Immobilized`,
  // Where its movement stops (powers/exceptions.ts asks `moveTraits`).
  answers: (e) => ({ moveTraits: { whileImmobilized: e.squares } }),
  handler: {
    queries: {
      speed: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: (v, a, s, e) => {
          const c = s.creatures[a.creature];
          if (a.creature !== src(e) || !c || !has(c, 'Immobilized') || riding(s, c.id)) return v;
          return Math.max(v, has(c, 'Slowed') ? Math.min(2, num(e, 'squares')) : num(e, 'squares'));
        },
      },
      canShift: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: (v, a, s, e) => {
          const c = s.creatures[a.creature];
          return a.creature === src(e) && !!c && has(c, 'Immobilized') && !riding(s, c.id) ? true : v;
        },
      },
    },
  },
};
