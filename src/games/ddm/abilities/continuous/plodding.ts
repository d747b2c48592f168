// Continuous "plodding" (Plodding: "Cannot charge and can only take 1 move action on its turn") —
// "CORE RULES AND EXCEPTIONS" level 4: a restrictive card has the last word over "CHARGE" and over
// "Take Actions Phase"'s substitution of a move action for the attack action (and so the double
// move). The turn reads `oneMoveAction` at its start (rules/turn.ts, rules/action-slots.ts).
import { Tier } from '../../../../core/index.js';
import { src, type ContinuousModule } from './module.js';

export const plodding: ContinuousModule<'plodding'> = {
  kind: 'plodding',
  text: () => 'this creature cannot charge and takes only 1 move action each turn',
  handler: {
    queries: {
      canCharge: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, _s, e) => (a.creature === src(e) ? false : v) },
      oneMoveAction: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, _s, e) => (a.creature === src(e) ? true : v) },
    },
  },
};
