/**
 * Initiative Advantage (Capuan Gladiators): when every order marker of its player is on Gladiator
 * Army Cards, the player adds 1 to the initiative roll for each marker on this card, at most 3.
 * Rulebook: heroscape-master-game-guide — "ROLL FOR INITIATIVE" (rolled after the order markers are
 * placed, so where they lie is known), "Special Powers" ("Special Power References on Army Cards":
 * Gladiator is the cards' class, printed "Gladiator" or "Gladiators"); the power's text is on the card.
 * Our readings: all four markers count, the X decoy too; a marker counts while it is on a card,
 * revealed or not (as Combat Leader's); the bonus is always taken (going first is the only thing it
 * changes, as the Glyph of Dagmar's).
 */
import { figuresOfCard, type HsState } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';

const MOST = 3;

const isGladiator = (cls: string): boolean => /^gladiators?$/i.test(cls.trim());

/** Whether every card of `player` holding one of its order markers is a Gladiator card. */
function allOnGladiators(s: HsState, player: number): boolean {
  for (const c of s.cards) if (c.owner === player && c.markers.length + c.revealed.length > 0 && !isGladiator(c.card.class)) return false;
  return true;
}

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
          return bonus + Math.min(MOST, c.markers.length + c.revealed.length);
        },
      },
    },
  },
};
