/**
 * "After taking a turn with <this card>": the moment several powers use (Marro Rebirth, Stab in the
 * Back) — heroscape-master-game-guide, "3. TAKE YOUR TURNS" (a turn ends after attacking; powers
 * that act "after" it come then). At the end of a turn with the card, while a figure of it is on the
 * battlefield, the power's own step is pushed for the card's owner.
 */
import { figuresOfCard } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';

type On = NonNullable<Ability['handler']['on']>;

/** The `on` handlers that push power `key`'s step after a turn with the effect's card. */
export function afterTurnWithCard(key: string): On {
  return {
    EndOfTurn: {
      run(ctx, effect) {
        const s = ctx.state;
        const card = cardParam(effect);
        if (s.turn?.card !== card || figuresOfCard(s, card).length === 0) return;
        ctx.push({ kind: 'power', power: key, card, player: s.cards[card]!.owner, data: {} });
      },
    },
  };
}
