// Continuous "mob": Mob N, "Every N creatures named <it> count as 1 creature for your warband's creature
// limit" — ddm-battle-rules-2011, "Warband Restrictions", Number of Creatures ("This maximum is extended
// by some creature powers"). A construction rule only: rules/warband.ts creatureCount asks `mobOf` of
// the card, so it has no effect in play.
import type { CreatureCard } from '../../cards/schema.js';
import type { ContinuousModule } from './module.js';

/** Mob N on a card ("Every N creatures named … count as 1 creature"): N, or 0 without it. */
export function mobOf(card: CreatureCard): number {
  for (const p of card.powers) if (p.kind === 'continuous' && p.effect.kind === 'mob') return p.effect.count;
  return 0;
}

export const mob: ContinuousModule<'mob'> = {
  kind: 'mob',
  text: (e) => `Mob ${e.count}: every ${e.count} creatures of this name count as 1 creature for the warband's creature limit`,
};
