/**
 * Wait Then Fire (4th Massachusetts Line, Ashigaru Harquebus, 10th Regiment of Foot): if none of the
 * card's figures moved this turn, each rolls one more attack die (normal attacks: the `attackDice`
 * query is asked for normal attacks only).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (move, then attack, with the figures of
 * the turn's card); the power's text is on the cards.
 *
 * How a move is seen: a figure of the card that announces leaving an engagement, falls, or ends a
 * move (`LeaveEngagement`, `Fell`, `Moved`) during its card's turn marks the card (a token, taken
 * off when the turn ends), so a mover destroyed on its way still counts as having moved. A figure
 * that is offered a move and passes has not moved.
 */
import type { EffectInstance } from '../../../core/index.js';
import type { HsState } from '../battle/state.js';
import { figureById } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';

export const MOVED_THIS_TURN = 'moved-this-turn';

/** Marks the effect's card when `figure` is one of its figures moving in that card's turn. */
function markMove(s: HsState, effect: EffectInstance, figure: string): void {
  const card = cardParam(effect);
  const c = s.cards[card];
  if (!c || s.turn?.card !== card || figureById(s, figure).card !== card || c.tokens.includes(MOVED_THIS_TURN)) return;
  c.tokens.push(MOVED_THIS_TURN);
}

export const waitThenFire: Ability = {
  name: 'Wait Then Fire',
  text: "If none of this card's figures moved this turn, each rolls 1 more attack die in its normal attacks.",
  handler: {
    on: {
      LeaveEngagement: { run: (ctx, effect, p) => markMove(ctx.state, effect, p.mover) },
      Fell: { run: (ctx, effect, p) => markMove(ctx.state, effect, p.figure) },
      Moved: { run: (ctx, effect, p) => markMove(ctx.state, effect, p.figure) },
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          const i = c ? c.tokens.indexOf(MOVED_THIS_TURN) : -1;
          if (c && i >= 0) c.tokens.splice(i, 1);
        },
      },
    },
    queries: {
      attackDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          const card = cardParam(effect);
          if (s.turn?.card !== card || figureById(s, args.attacker).card !== card) return dice;
          return s.cards[card]!.tokens.includes(MOVED_THIS_TURN) ? dice : dice + 1;
        },
      },
    },
  },
};
