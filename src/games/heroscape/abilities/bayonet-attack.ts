/**
 * Bayonet Attack 1 (10th Regiment of Foot): a figure of the card that has moved at least one space
 * this turn rolls 1 more attack die when it attacks an adjacent figure.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (attack dice), "Special Powers" ("Special
 * attacks can never be modified": the die is added to normal attacks only, through the
 * `attackDice` query that special attacks never ask); the power's text is on the card.
 *
 * How a move is seen: a figure of the card that ends a move (`Moved`) in its card's turn is marked on
 * the card (a token naming the figure, taken off when the turn ends). A figure offered a move that
 * passes has not moved.
 */
import type { EffectInstance } from '../../../core/index.js';
import { figureById, type HsState } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { adjacent } from './near.js';

const ADDED = 1;
/** The card's token for a figure that moved this turn: `bayonet-moved:<figure>`. */
const MOVED = 'bayonet-moved:';

function markMove(s: HsState, effect: EffectInstance, figure: string): void {
  const card = cardParam(effect);
  const c = s.cards[card];
  if (!c || s.turn?.card !== card || figureById(s, figure).card !== card || c.tokens.includes(MOVED + figure)) return;
  c.tokens.push(MOVED + figure);
}

export const bayonetAttack1: Ability = {
  name: 'Bayonet Attack 1',
  text: `A figure of this card that moved at least one space this turn rolls ${ADDED} more attack die in its normal attacks on an adjacent figure.`,
  handler: {
    on: {
      Moved: { run: (ctx, effect, p) => markMove(ctx.state, effect, p.figure) },
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c && c.tokens.some((t) => t.startsWith(MOVED))) c.tokens = c.tokens.filter((t) => !t.startsWith(MOVED));
        },
      },
    },
    queries: {
      attackDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          const card = cardParam(effect);
          if (args.door !== undefined) return dice;
          const a = figureById(s, args.attacker);
          if (a.card !== card || !s.cards[card]!.tokens.includes(MOVED + a.id)) return dice;
          return adjacent(s, a, figureById(s, args.defender)) ? dice + ADDED : dice;
        },
      },
    },
  },
};
