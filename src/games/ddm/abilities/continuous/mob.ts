// Continuous "mob": Mob N, "Every N creatures named <it> count as 1 creature for your warband's creature
// limit" — ddm-battle-rules-2011, "Warband Restrictions", Number of Creatures ("This maximum is extended
// by some creature powers"). A construction rule only: rules/warband.ts creatureCount reads it from the
// card, so it has no effect in play.
import type { ContinuousModule } from './module.js';

export const mob: ContinuousModule<'mob'> = {
  kind: 'mob',
  text: (e) => `Mob ${e.count}: every ${e.count} creatures of this name count as 1 creature for the warband's creature limit`,
};
