/**
 * Regenerate (Feral Troll): after a turn with the card, one wound marker is removed from it.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 *
 * Our reading: "after taking a turn" is the card's own turn (its order marker's, or an extra turn
 * it is given), at the turn's `EndOfTurn`; nothing happens to an unwounded or destroyed figure.
 */
import { terrainOf } from '../board.js';
import { boardOf, figuresOfCard, figureName } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';

export const regenerate: Ability = {
  name: 'Regenerate',
  text: 'After a turn with this card, remove 1 wound marker from it.',
  handler: {
    on: {
      EndOfTurn: {
        run(ctx, effect) {
          const s = ctx.state;
          const card = cardParam(effect);
          if (s.turn?.card !== card) return;
          const f = figuresOfCard(s, card).find((x) => x.wounds > 0);
          if (!f) return;
          f.wounds -= 1;
          ctx.emit('PowerUsed', { power: 'Regenerate', figure: f.id, note: `${figureName(s, f)} loses 1 wound marker` });
        },
      },
    },
  },
};

/**
 * Cold Healing (Greater Ice Elemental): as Regenerate, only while the figure is on at least one snow
 * or ice space (its head or, for a double-space figure, its tail).
 */
export const coldHealing: Ability = {
  name: 'Cold Healing',
  text: 'After a turn with this card, if its figure is on at least one snow or ice space, remove 1 wound marker from it.',
  handler: {
    on: {
      EndOfTurn: {
        run(ctx, effect) {
          const s = ctx.state;
          const card = cardParam(effect);
          if (s.turn?.card !== card) return;
          const board = boardOf(s);
          const cold = (space: number): boolean => space >= 0 && (terrainOf(board, space) === 'snow' || terrainOf(board, space) === 'ice');
          const f = figuresOfCard(s, card).find((x) => x.wounds > 0 && (cold(x.head) || cold(x.tail)));
          if (!f) return;
          f.wounds -= 1;
          ctx.emit('PowerUsed', { power: 'Cold Healing', figure: f.id, note: `${figureName(s, f)} loses 1 wound marker` });
        },
      },
    },
  },
};
