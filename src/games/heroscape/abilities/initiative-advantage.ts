/**
 * Initiative Advantage (Capuan Gladiators): when every order marker of its player is on Gladiator
 * Army Cards, the player adds 1 to the initiative roll for each marker on this card, at most 3.
 * Rulebook: heroscape-master-game-guide — "ROLL FOR INITIATIVE" (rolled after the order markers are
 * placed, so where they lie is known), "Special Powers"; the power's text is on the card. Where the
 * markers lie: gladiator-markers.ts.
 * Our reading: the bonus is always taken (going first is the only thing it changes, as the Glyph of
 * Dagmar's).
 */
import { figuresOfCard } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { allOnGladiators, markersOn } from './gladiator-markers.js';

const MOST = 3;

export const initiativeAdvantage: Ability = {
  name: 'Initiative Advantage',
  text: `If all your order markers are on Gladiator cards, add 1 to your initiative roll for each order marker on this card (at most ${MOST}).`,
  handler: {
    queries: {
      initiative: {
        tier: 0,
        modify(bonus, args, s, effect) {
          const card = cardParam(effect);
          const c = s.cards[card];
          if (!c || c.owner !== args.player || figuresOfCard(s, card).length === 0 || !allOnGladiators(s, args.player)) return bonus;
          return bonus + Math.min(MOST, markersOn(s, card));
        },
      },
    },
  },
};
