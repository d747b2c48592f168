// Continuous "move-through-enemies": this creature may move through squares occupied by enemies (of a
// size or smaller), though it may not end its movement there — ddm-battle-rules-2011, "Legal Position"
// (Enemy: no entering an enemy's square unless it is helpless), which the card breaks ("CORE RULES AND
// EXCEPTIONS" level 3); "Modes (Movement)" words the same exception for Burrow, Flight and Phasing.
// The power sets a parameter of the movement geometry (`movement` query → geometry/movement.ts
// `through`); the rules still forbid ending in an occupied square ("Legal Position").
import { Tier } from '../../../../core/index.js';
import { SPACE } from '../../cards/schema.js';
import { src, type ContinuousModule } from './module.js';

export const moveThroughEnemies: ContinuousModule<'move-through-enemies'> = {
  kind: 'move-through-enemies',
  text: (e) => `can move through squares occupied by ${e.maxSize ? `${e.maxSize} or smaller ` : ''}enemies`,
  // A move asks the `movement` query only of a creature with such a power (rules/move-powers.ts).
  answers: () => ({ changesMovement: true }),
  handler: {
    queries: {
      movement: {
        tier: Tier.CARD_BREAKS_RULE,
        modify: (v, a, _s, e) => {
          if (a.creature !== src(e)) return v;
          const size = typeof e.params['maxSize'] === 'string' ? e.params['maxSize'] : undefined;
          const side = size && size in SPACE ? SPACE[size as keyof typeof SPACE] : Infinity;
          return side > v.throughEnemies ? { ...v, throughEnemies: side } : v;
        },
      },
    },
  },
};
