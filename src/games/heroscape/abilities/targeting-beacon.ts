/**
 * Targeting Beacon (Omnicron Repulsors): a Soulborg figure its player controls that follows Jandar
 * rolls 1 more attack die against a figure it is not adjacent to, while at least one figure of this
 * card's name is adjacent to the defender.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (attack dice; special attacks are never
 * modified, so this answers the normal attack's `attackDice` query only), "ENGAGEMENT AND ADJACENCY
 * RULES" (adjacent); the power's text is on the card.
 *
 * Our readings: "Soulborgs you control who follow Jandar" are the figures of the player's own cards
 * (a teammate's are not theirs) whose species is Soulborg and general Jandar, a figure of this card
 * too; "at least one Omnicron Repulsor" is any figure on the battlefield whose card has this card's
 * name, any player's (the words name no owner). One die whatever the number of such cards the player
 * has: only the first of them in play answers.
 */
import { matchingCards } from '../battle/commons.js';
import { cardAlive, figureById, living, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';
import { adjacent } from './near.js';

/** Whether `card` is in play and the first of its player's matching Common cards in play (the one whose power counts). */
function firstOfName(s: HsState, card: number): boolean {
  return cardAlive(s, card) && !matchingCards(s, card).some((i) => i < card && cardAlive(s, i));
}

export const targetingBeacon: Ability = {
  name: 'Targeting Beacon',
  text: "Soulborg figures you control who follow Jandar roll 1 more attack die against a figure they are not adjacent to, while a figure of this card's name is adjacent to it.",
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify(n, args, s, effect) {
          if (args.door !== undefined) return n;
          const card = cardParam(effect);
          const a = figureById(s, args.attacker);
          const c = s.cards[a.card]!.card;
          if (a.owner !== s.cards[card]!.owner || c.species.trim().toLowerCase() !== 'soulborg' || c.general.trim().toLowerCase() !== 'jandar') return n;
          const d = figureById(s, args.defender);
          if (adjacent(s, a, d) || !firstOfName(s, card)) return n;
          const name = s.cards[card]!.card.name;
          return living(s).some((r) => s.cards[r.card]!.card.name === name && adjacent(s, r, d)) ? n + 1 : n;
        },
      },
    },
  },
};
