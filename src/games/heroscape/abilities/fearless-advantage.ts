/**
 * Fearless Advantage (The Axe Grinders of Burning Forge): the card's figure rolls 1 more die attacking
 * a large or huge figure, and 1 more defending against one.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Attacks" (never modified by other
 * powers: the attack die is for normal attacks, the `attackDice` query; the defense die holds against
 * any attack, as it changes the defense); the power's text is on the card. The Door is not a figure.
 */
import type { HsState } from '../battle/state.js';
import { figureById } from '../battle/state.js';
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

const BIG = new Set(['large', 'huge']);
const big = (s: HsState, figure: string): boolean => BIG.has(s.cards[figureById(s, figure).card]!.card.size);

export const fearlessAdvantage: Ability = {
  name: 'Fearless Advantage',
  text: "This card's figure rolls 1 more attack die (normal attacks) against a large or huge figure, and 1 more defense die against one.",
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify: (dice, args, s, effect) => (args.door === undefined && ofEffectCard(s, effect, args.attacker) && big(s, args.defender) ? dice + 1 : dice),
      },
      defenseDice: {
        tier: 0,
        modify: (dice, args, s, effect) => (ofEffectCard(s, effect, args.defender) && big(s, args.attacker) ? dice + 1 : dice),
      },
    },
  },
};
