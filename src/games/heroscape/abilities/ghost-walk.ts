/**
 * Ghost Walk (Rise of the Valkyrie: Agent Carr): the card's figures move through every figure,
 * enemies included (they still cannot end on an occupied space; leaving an engagement still allows
 * the leaving-engagement attacks, worked out along the path).
 * Rulebook: heroscape-master-game-guide — "Moving" (friends may be passed, enemies not — this power
 * lifts that); the power's text is on the card.
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const ghostWalk: Ability = {
  name: 'Ghost Walk',
  text: 'Moves through all figures, enemies too.',
  handler: {
    queries: { passesEnemies: { tier: 0, modify: (v, args, s, effect) => v || ofEffectCard(s, effect, args.figure) } },
  },
};
