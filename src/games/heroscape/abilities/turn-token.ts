/**
 * A card token that lasts for the rest of the turn (Javelin's longer Range, Tracking's Move, Flail
 * Hurricane's attacks): the handler that takes it off the effect's card at the end of the turn.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (a power "for the rest of the turn" ends
 * with it); the powers' texts are on the cards.
 */
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';

type Handlers = NonNullable<NonNullable<Ability['handler']['on']>>;

/** The `EndOfTurn` handler taking `token` off the effect's card (once). */
export function dropAtEndOfTurn(token: string): Pick<Handlers, 'EndOfTurn'> {
  return {
    EndOfTurn: {
      run(ctx, effect) {
        const c = ctx.state.cards[cardParam(effect)];
        const i = c ? c.tokens.indexOf(token) : -1;
        if (i >= 0) c!.tokens.splice(i, 1);
      },
    },
  };
}
