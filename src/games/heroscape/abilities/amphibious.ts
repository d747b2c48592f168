/**
 * Amphibious (Sahuagin Raider): while the card's figure is on a water space it adds 2 to its
 * defense; a figure that starts its turn on a water space adds 1 to its move that turn; and it does
 * not have to stop its movement on entering water (the move search's `waterWalk`, as Slither).
 * Rulebook: heroscape-master-game-guide — "Water" (moving onto water ends the move), "3. ON YOUR
 * TURN" (the turn starts when its order marker is revealed); the power's text is on the card.
 *
 * Our readings: the defense is added to every defense roll (as Water Mastery's; the words name no
 * kind of attack); a "water space" is any water-like space (swamp water is "a type of water"), as Water
 * Mastery reads it. The turn starts
 * when an order marker is revealed: the figures of the card then on water are noted on the card (a
 * token each, cleared at the next reveal and at the end of the turn), so the Sahuagin Raider whose
 * matching Common card's marker activates it counts too; a turn lent by another card's Bonding
 * (none bonds with the Raider) is not seen.
 */
import { terrainOf } from '../board.js';
import { isWaterLike } from '../tiles.js';
import { boardOf, figureById, figuresOfCard, type FigureState, type HsState } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';
import { ofEffectCard } from './near.js';

const START = 'amphibious-start:';

// Any water-like space: "Swamp water is a type of water" for special powers (the guide's "Swamp Water").
const onWater = (s: HsState, f: FigureState): boolean => f.head >= 0 && isWaterLike(terrainOf(boardOf(s), f.head));

/** Takes the card's turn-start notes off. */
function clear(tokens: string[]): void {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.startsWith(START)) tokens.splice(i, 1);
}

export const amphibious: Ability = {
  name: 'Amphibious',
  text: 'On a water space, adds 2 to its defense; starting its turn on a water space, adds 1 to its move that turn; does not have to stop its move when entering water.',
  walksWater: true,
  handler: {
    on: {
      MarkerRevealed: {
        run(ctx, effect) {
          const s = ctx.state;
          const c = s.cards[cardParam(effect)];
          if (!c) return;
          clear(c.tokens);
          for (const f of figuresOfCard(s, cardParam(effect))) if (onWater(s, f)) c.tokens.push(START + f.id);
        },
      },
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c) clear(c.tokens);
        },
      },
    },
    queries: {
      defenseDice: {
        tier: 0,
        modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.defender) && onWater(s, figureById(s, args.defender)) ? n + 2 : n),
      },
      moveNumber: {
        tier: 0,
        modify(n, args, s, effect) {
          const c = s.cards[cardParam(effect)];
          return c && ofEffectCard(s, effect, args.figure) && c.tokens.includes(START + args.figure) ? n + 1 : n;
        },
      },
    },
  },
};
