/**
 * Indomitable (Frost Giant of Morh): a figure that begins its turn unengaged has 2 more Move that turn;
 * one that begins it engaged has 2 more Attack that turn.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (the turn begins when its order marker is
 * revealed), "ENGAGEMENT AND ADJACENCY RULES" (engaged: adjacent to an enemy figure), "ATTACKING"
 * (the Attack number is a normal attack's dice: special attacks are never modified, and the card has
 * none); the power's text is on the card.
 *
 * How: when an order marker is revealed on the card, its figure's engagement is noted on the card
 * (a token until the end of the turn), read by the `moveNumber` and `attackDice` queries.
 */
import { engagedWith } from '../engagement.js';
import { boardOf, figuresOfCard, livingPlaced, placedOf } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { ofEffectCard } from './near.js';

const UNENGAGED = 'indomitable:unengaged';
const ENGAGED = 'indomitable:engaged';
export const INDOMITABLE_ADDS = 2;

export const indomitable: Ability = {
  name: 'Indomitable',
  text: `Beginning its turn unengaged, this figure has ${INDOMITABLE_ADDS} more Move that turn; beginning it engaged, ${INDOMITABLE_ADDS} more attack dice in its normal attacks that turn.`,
  handler: {
    on: {
      MarkerRevealed: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const c = s.cards[card];
          if (!c || p.card !== card) return;
          c.tokens = c.tokens.filter((t) => t !== UNENGAGED && t !== ENGAGED);
          const [f] = figuresOfCard(s, card);
          if (!f) return;
          const engaged = engagedWith(boardOf(s), placedOf(s, f), livingPlaced(s)).length > 0;
          c.tokens.push(engaged ? ENGAGED : UNENGAGED);
        },
      },
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c && c.tokens.some((t) => t === UNENGAGED || t === ENGAGED)) c.tokens = c.tokens.filter((t) => t !== UNENGAGED && t !== ENGAGED);
        },
      },
    },
    queries: {
      moveNumber: {
        tier: 0,
        modify: (n, args, s, effect) =>
          ofEffectCard(s, effect, args.figure) && s.cards[cardParam(effect)]!.tokens.includes(UNENGAGED) ? n + INDOMITABLE_ADDS : n,
      },
      attackDice: {
        tier: 0,
        modify: (n, args, s, effect) =>
          args.door === undefined && ofEffectCard(s, effect, args.attacker) && s.cards[cardParam(effect)]!.tokens.includes(ENGAGED) ? n + INDOMITABLE_ADDS : n,
      },
    },
  },
};
