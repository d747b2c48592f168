/**
 * More Move for a turn that started in some position (Amphibious: on water; Tricky Speed: beside a
 * Tricky figure of the player's). The turn starts when an order marker is revealed ("3. ON YOUR
 * TURN"): the card's figures then in the position are noted on the card (a token each, cleared at
 * the next reveal and at the end of the turn), and the `moveNumber` query adds the bonus for them.
 * Noting at every reveal means a matching Common card's marker that activates the figure counts
 * too; a turn lent by another card's Bonding is not seen.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Powers".
 */
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';
import { ofEffectCard } from './near.js';
import { figuresOfCard, type FigureState, type HsState } from '../battle/state.js';

type Handler = Ability['handler'];
type MoveNumber = NonNullable<NonNullable<Handler['queries']>['moveNumber']>;

/** The events and the `moveNumber` modifier of a turn-start Move bonus; `prefix` names its tokens. */
export function turnStartMove(
  prefix: string,
  bonus: number,
  holds: (s: HsState, f: FigureState) => boolean,
): { on: NonNullable<Handler['on']>; moveNumber: MoveNumber } {
  const clear = (tokens: string[]): void => {
    for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.startsWith(prefix)) tokens.splice(i, 1);
  };
  return {
    on: {
      MarkerRevealed: {
        run(ctx, effect) {
          const s = ctx.state;
          const card = cardParam(effect);
          const c = s.cards[card];
          if (!c) return;
          clear(c.tokens);
          for (const f of figuresOfCard(s, card)) if (holds(s, f)) c.tokens.push(prefix + f.id);
        },
      },
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c) clear(c.tokens);
        },
      },
    },
    moveNumber: {
      tier: 0,
      modify(n, args, s, effect) {
        const c = s.cards[cardParam(effect)];
        return c && ofEffectCard(s, effect, args.figure) && c.tokens.includes(prefix + args.figure) ? n + bonus : n;
      },
    },
  };
}
