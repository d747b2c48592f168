/**
 * Ullar's Amulet (Acolarh): every friendly figure that follows Ullar and starts its turn adjacent to
 * the card's figure may move 2 more spaces that turn.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (a turn starts when its order marker is
 * revealed), "ENGAGEMENT AND ADJACENCY RULES" (adjacent), "Friends and Enemies" (a teammate's figure is
 * friendly too); the power's text is on the card.
 *
 * How: at every reveal the friendly Ullar figures then adjacent to the card's figure are noted on its
 * card (turn-start-move.ts), and the `moveNumber` of a noted figure is 2 more until the turn ends. Our
 * readings: "follow Ullar" reads the figure's card's general; the card's own figure, never adjacent to
 * itself, gets nothing; the "may" needs no question, as more Move only adds destinations.
 */
import { cardOf, figuresOfCard, friendly, living } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { adjacent } from './near.js';
import { notedAtTurnStart } from './turn-start-move.js';

export const ULLARS_AMULET_SPACES = 2;
const TOKEN = 'ullars-amulet:';

export const ullarsAmulet: Ability = {
  name: "Ullar's Amulet",
  text: `Every friendly figure that follows Ullar and starts its turn adjacent to this figure may move ${ULLARS_AMULET_SPACES} more spaces that turn.`,
  handler: {
    on: notedAtTurnStart(TOKEN, (s, card) => {
      const owner = s.cards[card]!.owner;
      const amulets = figuresOfCard(s, card);
      const out: string[] = [];
      for (const f of living(s))
        if (friendly(s, f.owner, owner) && cardOf(s, f).card.general.trim().toLowerCase() === 'ullar' && amulets.some((a) => adjacent(s, a, f))) out.push(f.id);
      return out;
    }),
    queries: {
      moveNumber: {
        tier: 0,
        modify: (n, args, s, effect) => (s.cards[cardParam(effect)]?.tokens.includes(TOKEN + args.figure) ? n + ULLARS_AMULET_SPACES : n),
      },
    },
  },
};
