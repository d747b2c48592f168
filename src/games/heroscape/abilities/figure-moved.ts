/**
 * Which figures of a card have moved this turn, for powers that ask it of one figure (Bayonet Attack,
 * Pounce): a figure of the card that ends a move (`Moved`) in its card's turn is marked on the card
 * (a token naming the figure, taken off when the turn ends). A figure offered a move that passes
 * has not moved.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (move, then attack, with the figures of
 * the turn's card).
 */
import type { EffectHandler, EffectInstance } from '../../../core/index.js';
import type { HsCtx, HsEvents, HsQueries } from '../battle/events.js';
import { figureById, type HsState } from '../battle/state.js';
import { cardParam } from './ability.js';

/** The event handlers that keep the marks of the effect's card, with tokens `<prefix><figure>`. */
export function movedMarks(prefix: string): NonNullable<EffectHandler<HsState, HsQueries, HsCtx, HsEvents>['on']> {
  return {
    Moved: {
      run(ctx, effect: EffectInstance, p) {
        const s = ctx.state;
        const card = cardParam(effect);
        const c = s.cards[card];
        if (!c || s.turn?.card !== card || figureById(s, p.figure).card !== card || c.tokens.includes(prefix + p.figure)) return;
        c.tokens.push(prefix + p.figure);
      },
    },
    EndOfTurn: {
      run(ctx, effect) {
        const c = ctx.state.cards[cardParam(effect)];
        if (c && c.tokens.some((t) => t.startsWith(prefix))) c.tokens = c.tokens.filter((t) => !t.startsWith(prefix));
      },
    },
  };
}

/** Whether `figure` of `card` has moved this turn, by the marks `movedMarks(prefix)` keeps. */
export function hasMoved(s: HsState, card: number, figure: string, prefix: string): boolean {
  return s.cards[card]?.tokens.includes(prefix + figure) ?? false;
}
