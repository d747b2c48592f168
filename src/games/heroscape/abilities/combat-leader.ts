/**
 * Combat Leader (Mogrimm Forgehammer): with at least one order marker on the card, its player adds
 * 3 to the initiative roll.
 * Rulebook: heroscape-master-game-guide — "ROLL FOR INITIATIVE" (rolled after the order markers are
 * placed, so the markers on the card are known), "Special Powers"; the power's text is on the card.
 * Our reading: a marker counts while it is on the card, revealed or not (initiative is rolled before
 * any is revealed).
 */
import { figuresOfCard } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';

export const combatLeader: Ability = {
  name: 'Combat Leader',
  text: 'With at least one order marker on this card, add 3 to your initiative roll.',
  handler: {
    queries: {
      initiative: {
        tier: 0,
        modify(bonus, args, s, effect) {
          const card = cardParam(effect);
          const c = s.cards[card];
          if (!c || c.owner !== args.player || c.markers.length + c.revealed.length === 0 || figuresOfCard(s, card).length === 0) return bonus;
          return bonus + 3;
        },
      },
    },
  },
};
