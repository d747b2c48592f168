/**
 * Tricky Speed 4 (Otonashi): if the card's figure starts its turn adjacent to a figure its player
 * controls with the Tricky personality, it may move 4 more spaces that turn.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (the turn starts when its order marker
 * is revealed), "ENGAGEMENT AND ADJACENCY RULES" (adjacent), "Friends and Enemies" (a teammate's
 * figures are friendly but not controlled by the player); the power's text is on the card.
 *
 * How it is played: at each order marker's reveal the card's figures then beside one of their
 * player's own Tricky figures are noted on the card (a token each, cleared at the next reveal and at
 * the end of the turn); the `moveNumber` query adds 4 for them. The "may" needs no question: more
 * Move only adds destinations.
 */
import { cardOf, figuresOfCard, type HsState } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { adjacentFigures, ofEffectCard } from './near.js';

const START = 'tricky-speed:';
export const TRICKY_SPEED_SPACES = 4;

function clear(tokens: string[]): void {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.startsWith(START)) tokens.splice(i, 1);
}

function note(s: HsState, card: number): void {
  const c = s.cards[card];
  if (!c) return;
  clear(c.tokens);
  for (const f of figuresOfCard(s, card))
    if (adjacentFigures(s, f).some((o) => o.id !== f.id && o.owner === f.owner && cardOf(s, o).card.personality.toLowerCase() === 'tricky'))
      c.tokens.push(START + f.id);
}

export const trickySpeed4: Ability = {
  name: 'Tricky Speed 4',
  text: `Starting its turn adjacent to a Tricky figure its player controls, this figure may move ${TRICKY_SPEED_SPACES} more spaces that turn.`,
  handler: {
    on: {
      MarkerRevealed: { run: (ctx, effect) => note(ctx.state, cardParam(effect)) },
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c) clear(c.tokens);
        },
      },
    },
    queries: {
      moveNumber: {
        tier: 0,
        modify(n, args, s, effect) {
          const c = s.cards[cardParam(effect)];
          return c && ofEffectCard(s, effect, args.figure) && c.tokens.includes(START + args.figure) ? n + TRICKY_SPEED_SPACES : n;
        },
      },
    },
  },
};
