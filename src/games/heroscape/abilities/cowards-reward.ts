/**
 * A Coward's Reward (Sir Denrick, Knights of Weston): the card's figure rolls one more die in each
 * leaving-engagement attack it takes on a figure leaving an engagement with it.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" → "Leaving an engagement"
 * (1 attack die, no defense), "Multiple engagements" ("for each skull rolled, your figure takes 1
 * wound": both dice count); the power's text is on the cards. It answers the `leavingAttackDice`
 * query (battle/leaving-engagement.ts).
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const aCowardsReward: Ability = {
  name: "A Coward's Reward",
  text: "This card's figure rolls 1 more die in a leaving-engagement attack on a figure leaving an engagement with it; each skull is a wound.",
  handler: {
    queries: {
      leavingAttackDice: { tier: 0, modify: (dice, args, s, effect) => (ofEffectCard(s, effect, args.attacker) ? dice + 1 : dice) },
    },
  },
};
