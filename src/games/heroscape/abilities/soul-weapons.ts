/**
 * Soul Weapons (Death Knights of Valkrill): a figure attacked by one of the card's figures rolls 2
 * fewer defense dice (never fewer than none). Destructible objects (the Fortress Door) are not
 * affected: their defense is not a figure's and is not asked of this query.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (defense dice), "Special Powers"; the power's
 * text is on the card.
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

const LESS = 2;

export const soulWeapons: Ability = {
  name: 'Soul Weapons',
  text: `A figure attacked by a figure of this card rolls ${LESS} fewer defense dice.`,
  handler: {
    queries: {
      defenseDice: {
        // After the additions (height, auras), so that the subtraction is from the whole roll.
        tier: 1,
        modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.attacker) ? Math.max(0, n - LESS) : n),
      },
    },
  },
};
