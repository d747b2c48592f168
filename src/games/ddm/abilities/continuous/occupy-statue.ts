// Continuous "occupy-statue": this creature can occupy statue terrain — ddm-battle-rules-2011,
// "STATUE" ("a creature cannot end movement in a space containing a statue"), which the card breaks
// ("CORE RULES AND EXCEPTIONS" level 3). Entering a statue square still costs 2 squares of movement.
// The power sets a parameter of the movement geometry (`movement` query → geometry/movement.ts
// `statueLegal`) for the creature's own movement (move, shift, charge); being pushed, pulled, slid or
// placed into a statue is not covered (listed as missing in docs/ddm.md).
import { Tier } from '../../../../core/index.js';
import { src, type ContinuousModule } from './module.js';

export const occupyStatue: ContinuousModule<'occupy-statue'> = {
  kind: 'occupy-statue',
  text: () => 'can occupy statue terrain (its movement may end in a statue square)',
  // A move asks the `movement` query only of a creature with such a power (rules/move-powers.ts).
  answers: () => ({ changesMovement: true }),
  handler: {
    queries: {
      movement: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: (v, a, _s, e) => (a.creature !== src(e) || v.statue ? v : { ...v, statue: true }),
      },
    },
  },
};
